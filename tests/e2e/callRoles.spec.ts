import { readFileSync } from 'node:fs';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { ACCOUNTS, DEMO_PASSWORD, expect, open, test } from './fixtures';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;

/** Every call openapi.json gates by role, with the roles `x-roles` lets make it. */
const GATED = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).flatMap(([method, op]) =>
    Array.isArray(op['x-roles']) ? [{ path, method: method.toUpperCase(), roles: op['x-roles'] as string[] }] : [],
  ),
);

const ROLES = {
  admin: ACCOUNTS.admin,
  assistant: ACCOUNTS.assistant,
  cansetAgent: ACCOUNTS.cansetAgent,
  agent: ACCOUNTS.agent,
  user: ACCOUNTS.member,
} as const;

interface Answer {
  code: number;
  msg: string;
}

/**
 * In the browser, the fake server the demo runs answers every role-gated call, made by each of the five demo accounts,
 * as `x-roles` of openapi.json says: the roles listed are let through, the others are refused with no permission.
 * The calls go out as the console's own do (XHR, the console's headers), straight to the in-page fake server.
 */
test.use({ locale: 'en-US' });

test('every role-gated call answers each demo role as openapi.json x-roles says, in the browser', async ({ page }) => {
  expect(GATED.length).toBeGreaterThan(10);
  await open(page, '/login');
  await page.waitForFunction(() => Boolean(window.__demo));
  // The in-page fake loads a language's messages when the console first calls in it: the English page's own calls
  // bring English, which the refusals below are read in.
  await page.evaluate(() => window.__demo?.ready);
  const results = await page.evaluate(
    async ({ gated, roles, password }) => {
      const send = (method: string, path: string, body: object, token = '') =>
        new Promise<{ code: number; msg: string; data: unknown }>((resolve, reject) => {
          const xhr = new XMLHttpRequest();
          const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
          xhr.open(method, `/api${path}${query}`);
          xhr.setRequestHeader('content-type', 'application/json');
          xhr.setRequestHeader('platform', '5');
          xhr.setRequestHeader('accept-language', 'en');
          xhr.setRequestHeader('token', token);
          xhr.setRequestHeader('X-Token', token);
          xhr.onload = () => resolve(JSON.parse(xhr.responseText));
          xhr.onerror = () => reject(new Error(`${method} ${path}: network error`));
          xhr.send(method === 'GET' ? null : JSON.stringify(body));
        });
      const out: Record<string, Record<string, { code: number; msg: string }>> = {};
      for (const [role, mobile] of Object.entries(roles)) {
        const signIn = await send('POST', '/userInfo/loginByPwd', { mobilePhone: mobile, passWord: password });
        const token = (signIn.data as { token: string }).token;
        out[role] = {};
        for (const call of gated) {
          const { code, msg } = await send(call.method, call.path, {}, token);
          out[role][call.path] = { code, msg };
        }
      }
      return out;
    },
    { gated: GATED, roles: ROLES, password: DEMO_PASSWORD },
  );
  const noPermission = (a: Answer) => a.code === 50000 && /no (recharge )?permission/i.test(a.msg);
  const wrong: string[] = [];
  for (const call of GATED) {
    for (const role of Object.keys(ROLES)) {
      const answer = results[role][call.path];
      const allowed = call.roles.includes(role);
      if (allowed === noPermission(answer)) wrong.push(`${call.path} as ${role}: ${answer.code} ${answer.msg}`);
    }
  }
  expect(wrong).toEqual([]);
});

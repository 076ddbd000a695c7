import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../mirage/handler';
import { type FakeHttpServer, startFakeHttpServer } from '../../mirage/node/httpServer';
import { serverMessage } from '../../mirage/messages';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { CALL_PATHS, CALLS, capabilityOf } from '../../src/api/contract';
import { call, makeBackend, signIn } from './backendHelpers';
import { contractCheck } from './contractCheck';

const doc = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;

/** The five demo accounts, by the role they sign in as (README: accounts). */
const ACCOUNTS = {
  admin: '13800000001',
  assistant: '13800000002',
  cansetAgent: '13800000003',
  agent: '13800000004',
  user: '13800000005',
} as const;

const GATED = CALL_PATHS.filter((p) => capabilityOf(CALLS[p]));

/** The roles `x-roles` lets make a call, and the answer everyone else gets. */
function expectation(path: (typeof GATED)[number]): {
  method: 'get' | 'post';
  roles: string[];
  refusal: { code: number; msg: string };
} {
  const rule = CALLS[path];
  const [method, op] = Object.entries(doc.paths[path])[0];
  const roles = op['x-roles'];
  const key = 'refusal' in rule ? rule.refusal : 'noPermission';
  return {
    method: method as 'get' | 'post',
    roles: Array.isArray(roles) ? roles : [],
    refusal: { code: 50000, msg: serverMessage('en', key) },
  };
}

/**
 * Every role-gated call, made by each demo account through the fake server, answers as `x-roles` of openapi.json
 * (the call table) says: the roles listed are let through (whatever else the empty input earns them), the others get
 * the call's refusal. A role check that drifts from the table, in either direction, fails here.
 */
describe('who may make each gated call: the fake server agrees with the call table', () => {
  it('gates the calls the policy gates', () => {
    expect(GATED).toHaveLength(17);
  });

  for (const path of GATED) {
    const { method, roles, refusal } = expectation(path);
    for (const [role, mobile] of Object.entries(ACCOUNTS)) {
      const allowed = roles.includes(role);
      it(`${path} as ${role}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const b = makeBackend();
        const { token } = signIn(b, mobile);
        const r: Reply = call(b, method, path, { token });
        if (allowed) expect(r).not.toMatchObject(refusal);
        else expect(r).toMatchObject(refusal);
      });
    }
  }
});

/** The same over HTTP, as `npm run fake:serve` serves it to a team's backend or a contract run. */
describe('over the Node HTTP adapter of npm run fake:serve', () => {
  let node: FakeHttpServer;
  beforeAll(async () => {
    node = await startFakeHttpServer({ port: 0, frozen: true, replyCheck: contractCheck });
  });
  afterAll(async () => {
    await node.close();
  });

  const send = async (method: 'get' | 'post', path: string, body: object, token = ''): Promise<Reply> => {
    const res = await fetch(`${node.url}${path}`, {
      method: method.toUpperCase(),
      headers: { platform: '5', 'accept-language': 'en', 'content-type': 'application/json', token, 'x-token': token },
      ...(method === 'post' ? { body: JSON.stringify(body) } : {}),
    });
    return (await res.json()) as Reply;
  };

  it('answers every gated call to each demo account as x-roles says', async () => {
    const wrong: string[] = [];
    for (const [role, mobile] of Object.entries(ACCOUNTS)) {
      const login = await send('post', '/userInfo/loginByPwd', { mobilePhone: mobile, passWord: 'demo123' });
      const token = (login.data as { token: string }).token;
      for (const path of GATED) {
        const { method, roles, refusal } = expectation(path);
        const r = await send(method, path, {}, token);
        const refused = r.code === refusal.code && r.msg === refusal.msg;
        if (refused === roles.includes(role)) wrong.push(`${path} as ${role}: ${r.code} ${r.msg}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

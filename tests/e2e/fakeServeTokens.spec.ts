import { test as base, expect } from '@playwright/test';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';
import { ACCOUNTS, login } from './fixtures';
import { throughFake } from './throughFake';
import { shape } from './words';
import { timeoutOf } from '../../playwright.config';

/**
 * The production build against one shared fake:serve, as a QA team runs it (the page's /api calls are sent on to the
 * fake, in a sandbox of the test's own). A tab signed in before its sandbox was reset must not wake up as whoever
 * signs in there next: every reset draws new tokens.
 */
const PROD = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}/`;
const SANDBOX = 'tokens-e2e';

const test = base.extend<{ serve: ServeProcess }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
  serve: async ({}, use) => {
    const serve = await startServe([]);
    await use(serve);
    await stopServe(serve);
  },
});

test('a tab signed in before its sandbox was reset meets sign-in, not the next person’s session', async ({
  page,
  serve,
}) => {
  const inSandbox = { 'content-type': 'application/json', 'x-fake-sandbox': SANDBOX };
  const reset = () => fetch(`${serve.origin}/__demo/reset`, { method: 'POST', headers: inSandbox, body: '{}' });
  // A sandbox as a test run leaves it: reset at its start.
  expect((await reset()).status).toBe(200);
  await throughFake(page, serve, SANDBOX);
  await page.goto(`${PROD}#/login`);
  await login(page, ACCOUNTS.expired);
  await expect(page).not.toHaveURL(/#\/login/);
  const signedInAs = page.getByRole('button', { name: shape('nav.signedInAs', { name: /.*/ }) });
  await expect(signedInAs).toBeVisible();

  // The next run resets the sandbox, and the admin is the first to sign in there (the same step as the tab's).
  expect((await reset()).status).toBe(200);
  const admin = await fetch(`${serve.url}/userInfo/loginByPwd`, {
    method: 'POST',
    headers: inSandbox,
    body: JSON.stringify({ mobilePhone: ACCOUNTS.admin, passWord: 'demo123' }),
  });
  expect((await admin.json()).code).toBe(20000);

  // The tab's next load: its token opens nothing now.
  await page.reload();
  await expect(page).toHaveURL(/#\/login/, { timeout: timeoutOf(10_000) });
});

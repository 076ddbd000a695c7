import { test as base, expect } from '@playwright/test';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';

/**
 * The README's recipe for a shared fake:serve: each Playwright worker in a sandbox of its own, by one fixture that sets
 * X-Fake-Sandbox on every request of the worker. Its writes stay in its sandbox, and its token opens nothing elsewhere.
 */
const test = base.extend<{ api: string }, { serve: ServeProcess }>({
  serve: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const serve = await startServe([]);
      await use(serve);
      await stopServe(serve);
    },
    { scope: 'worker' },
  ],
  api: async ({ serve }, use) => use(serve.url),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => use({ 'X-Fake-Sandbox': `w${testInfo.workerIndex}` }),
});

test('a worker signs in and writes in its own sandbox, unseen by the default world and other sandboxes', async ({
  request,
  api,
  serve,
}, testInfo) => {
  const login = await request.post(`${api}/userInfo/loginByPwd`, {
    data: { mobilePhone: '13800000001', passWord: 'demo123' },
  });
  const { token, userId } = (await login.json()).data as { token: string; userId: string };
  const renamed = await request.get(`${api}/userInfo/upNickName`, {
    params: { userId, nickName: `worker ${testInfo.workerIndex}` },
    headers: { token },
  });
  expect((await renamed.json()).code).toBe(20000);
  const mine = await request.get(`${api}/userInfo/getUserInfo`, { params: { userId }, headers: { token } });
  expect((await mine.json()).data.nickname).toBe(`worker ${testInfo.workerIndex}`);

  // The same token in another world: refused there (204), and the rename is not seen.
  const elsewhere = await fetch(`${api}/userInfo/getUserInfo?userId=${userId}`, {
    headers: { token, 'x-fake-sandbox': 'someone-else' },
  });
  expect((await elsewhere.json()).code).toBe(204);
  const sandboxes = (await (await fetch(`${serve.origin}/__demo/sandboxes`)).json()) as { name: string }[];
  expect(sandboxes.map((s) => s.name)).toContain(`w${testInfo.workerIndex}`);
  const admin = await fetch(`${api}/userInfo/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobilePhone: '13800000001', passWord: 'demo123' }),
  });
  const inDefault = ((await admin.json()) as { data: { nickname: string } }).data.nickname;
  expect(inDefault).toEqual(expect.any(String));
  expect(inDefault).not.toBe(`worker ${testInfo.workerIndex}`);
});

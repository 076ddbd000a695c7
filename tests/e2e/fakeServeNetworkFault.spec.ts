import { test as base, expect } from '@playwright/test';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';

/**
 * An injected `network` fault on fake:serve fails the browser's call on the first try, as a real dropped connection
 * does. A connection closed before any answer is taken by Chromium for a stale keep-alive one, and the call is sent
 * again in silence (and served): here the write must not happen, and the page must see the failure.
 */
const test = base.extend<{ serve: ServeProcess }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
  serve: async ({}, use) => {
    const serve = await startServe([]);
    await use(serve);
    await stopServe(serve);
  },
});

test('an injected network fault fails the browser call at once, and the call is not served', async ({
  page,
  serve,
}) => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${serve.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const login = await post('/api/userInfo/loginByPwd', { mobilePhone: '13800000001', passWord: 'demo123' });
  const { token, userId } = login.data as { token: string; userId: string };
  // A page of the server's own origin, so the calls below are the browser's own, over keep-alive connections.
  await page.goto(`${serve.origin}/__demo`);
  const xhr = (path: string) =>
    page.evaluate(
      ([url, t]) =>
        new Promise<string>((resolve) => {
          const r = new XMLHttpRequest();
          r.open('GET', url);
          r.setRequestHeader('token', t);
          r.onload = () => resolve(`answered ${r.status}: ${r.responseText}`);
          r.onerror = () => resolve('network error');
          r.send();
        }),
      [`${serve.url}${path}`, token] as const,
    );
  // Warm the connection, as a console that has made calls before has.
  expect(await xhr(`/userInfo/getUserInfo?userId=${userId}`)).toContain('answered 200');
  await post('/__demo/fail', { path: '/userInfo/upNickName', fault: 'network', times: 1 });
  expect(await xhr(`/userInfo/upNickName?userId=${userId}&nickName=Resent`)).toBe('network error');
  const after = await xhr(`/userInfo/getUserInfo?userId=${userId}`);
  expect(after).toContain('answered 200');
  expect(after).not.toContain('Resent');
});

// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAULT_HEADER, normalizePath } from '../../mirage/faults';
import { type FakeServer, makeServer } from '../../mirage/server';
import { ApiError } from '../../src/api/errors';
import { configureHttp, type HttpHooks, setTransportFault, startNewWorld, unwrap } from '../../src/api/http';
import { loginByPwd, getUserInfo } from '../../src/api/user';
import { contractCheck } from './contractCheck';
import { timeoutOf } from '../slower';

let server: FakeServer;
let onLogin = false;
let hooks: { [K in keyof HttpHooks]: ReturnType<typeof vi.fn> };
const auth = { token: '', userId: '', tokenId: '', oemCode: 'ZHIYING', language: 'en' };

beforeAll(() => {
  server = makeServer({ mode: 'test', baseUrl: '/api', persistence: 'none', replyCheck: contractCheck });
  setTransportFault((config) => {
    const fault = server.backend.faults.take(normalizePath(config.url ?? ''));
    if (fault === 'network') return 'network';
    if (fault !== null) config.headers.set(FAULT_HEADER, String(fault));
    return null;
  });
});
afterAll(() => server.shutdown());

beforeEach(async () => {
  onLogin = false;
  hooks = {
    auth: vi.fn(() => auth),
    isOnLoginPage: vi.fn(() => onLogin),
    onTokenMissing: vi.fn(),
    onWarning: vi.fn(),
    confirmRelogin: vi.fn(async () => true),
    onRelogin: vi.fn(),
    logError: vi.fn(),
    t: vi.fn((k: string) => `t:${k}`),
  };
  configureHttp(hooks as unknown as HttpHooks);
  const d = await loginByPwd({ mobilePhone: '13800000005', passWord: 'demo123' });
  Object.assign(auth, { token: d.token, userId: d.userId, tokenId: d.tokenId });
});

const rejection = async (p: Promise<unknown>): Promise<ApiError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected a rejection');
};

describe('http.ts: every response code (docs/product.md#codes)', () => {
  it('20000 and 0 succeed with the data alone', async () => {
    await expect(getUserInfo(auth.userId)).resolves.toMatchObject({ mobile: '13800000005' });
    await expect(unwrap({ code: 0, msg: '', data: 7 })).resolves.toBe(7);
  });

  it('sends the documented headers on every call', async () => {
    const spy = vi.spyOn(server.backend, 'handle');
    await getUserInfo(auth.userId);
    const headers = spy.mock.calls[0][2].headers;
    expect(headers).toMatchObject({
      token: auth.token,
      'x-token': auth.token,
      platform: '5',
      oemcode: 'ZHIYING',
      userid: auth.userId,
      tokenid: auth.tokenId,
    });
    spy.mockRestore();
  });

  it('204 waits 1 s, then resets the token and goes to /login, and rejects', async () => {
    server.backend.faults.fail('/userInfo/getUserInfo', 204);
    const started = Date.now();
    const e = await rejection(getUserInfo(auth.userId));
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    expect(e.code).toBe(204);
    expect(hooks.onTokenMissing).toHaveBeenCalledTimes(1);
  });

  it('a 204 or re-login code about a session that has since ended leaves the current session alone', async () => {
    server.backend.faults.fail('/userInfo/getUserInfo', 204);
    const call = rejection(getUserInfo(auth.userId));
    // Another account signs in while the answer is on its way.
    const before = auth.token;
    auth.token = 'next-session-token';
    try {
      expect((await call).code).toBe(204);
      expect(hooks.onTokenMissing).not.toHaveBeenCalled();
      await expect(unwrap({ code: 50012, msg: 'elsewhere', data: null }, before)).rejects.toMatchObject({
        code: 50012,
      });
      expect(hooks.confirmRelogin).not.toHaveBeenCalled();
    } finally {
      auth.token = before;
    }
  });

  it('a call of a world that has ended rejects as cancelled and acts on nothing, even with the same token', async () => {
    server.backend.faults.fail('/userInfo/getUserInfo', 204);
    const call = rejection(getUserInfo(auth.userId));
    // The demo's data starts over and the same account signs in again with the same token (the fake server's tokens
    // come from the seed): only the world number tells the old answer from a new one.
    startNewWorld();
    const e = await call;
    expect(e).toMatchObject({ code: 'cancelled', handled: true });
    // The second a 204 waits before it acts passes on a clock the test moves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await vi.advanceTimersByTimeAsync(1_100);
      expect(hooks.onTokenMissing).not.toHaveBeenCalled();
      expect(hooks.logError).not.toHaveBeenCalled();
      // A 204 that reached the http layer before the world changed is dropped after its 1 s wait too.
      const late = rejection(unwrap({ code: 204, msg: 'gone', data: null }, auth.token));
      startNewWorld();
      await vi.advanceTimersByTimeAsync(1_000);
      expect((await late).code).toBe(204);
    } finally {
      vi.useRealTimers();
    }
    expect(hooks.onTokenMissing).not.toHaveBeenCalled();
    // The new world's calls go on as usual.
    await expect(getUserInfo(auth.userId)).resolves.toMatchObject({ mobile: '13800000005' });
  });

  it('204 on the login page rejects without redirecting', async () => {
    onLogin = true;
    server.backend.faults.fail('/userInfo/getUserInfo', 204);
    expect((await rejection(getUserInfo(auth.userId))).code).toBe(204);
    expect(hooks.onTokenMissing).not.toHaveBeenCalled();
  });

  it('a real logout makes the next call answer 204', async () => {
    await (await import('../../src/api/user')).clearToken(auth.userId);
    onLogin = true;
    expect((await rejection(getUserInfo(auth.userId))).code).toBe(204);
  });

  it('-1 shows the message as a warning and rejects', async () => {
    server.backend.faults.fail('/userInfo/getUserInfo', -1);
    const e = await rejection(getUserInfo(auth.userId));
    expect(e).toMatchObject({ code: -1, handled: true });
    expect(hooks.onWarning).toHaveBeenCalledWith(e.message);
  });

  it.each([50008, 50012, 50014])('%i asks to log in again; confirming resets the session', async (code) => {
    server.backend.faults.fail('/userInfo/getUserInfo', code);
    expect((await rejection(getUserInfo(auth.userId))).code).toBe(code);
    expect(hooks.confirmRelogin).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(hooks.onRelogin).toHaveBeenCalledTimes(1));
  });

  it('staying after 50012 keeps the session', async () => {
    hooks.confirmRelogin.mockImplementation(async () => false);
    server.backend.faults.fail('/userInfo/getUserInfo', 50012);
    await rejection(getUserInfo(auth.userId));
    // The person's answer has come back (no), and the call has settled on it.
    await vi.waitFor(() => expect(hooks.confirmRelogin).toHaveBeenCalledTimes(1));
    await hooks.confirmRelogin.mock.results[0]?.value;
    expect(hooks.onRelogin).not.toHaveBeenCalled();
  });

  it('other codes reject with the server message, nothing else happens', async () => {
    const e = await rejection(loginByPwd({ mobilePhone: '13800000005', passWord: 'wrong-one' }));
    expect(e).toMatchObject({ code: 50000, message: 'Username or password incorrect', handled: false });
    expect(hooks.onWarning).not.toHaveBeenCalled();
    expect(hooks.confirmRelogin).not.toHaveBeenCalled();
  });

  it('a network error is logged and rejects with a translated message', async () => {
    server.backend.faults.fail('/userInfo/getUserInfo', 'network');
    const e = await rejection(getUserInfo(auth.userId));
    expect(e).toMatchObject({ code: 'network', message: 't:errors.network' });
    expect(hooks.logError).toHaveBeenCalledTimes(1);
  });

  it(
    'a call unanswered after 5 s times out, is logged and rejects with a translated message',
    async () => {
      server.backend.faults.fail('/userInfo/getUserInfo', 'timeout');
      const started = Date.now();
      const e = await rejection(getUserInfo(auth.userId));
      expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
      expect(e).toMatchObject({ code: 'timeout', message: 't:errors.timeout' });
      expect(hooks.logError).toHaveBeenCalledTimes(1);
    },
    timeoutOf(10_000),
  );

  it('a body that is no envelope rejects', async () => {
    await expect(unwrap(undefined)).rejects.toMatchObject({ message: 't:errors.badResponse' });
  });
});

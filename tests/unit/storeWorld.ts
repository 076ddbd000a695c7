import { afterAll, beforeAll, vi } from 'vitest';
import { type FakeServer, makeServer } from '../../mirage/server';
import type { HttpHooks } from '../../src/api/http';
import { SessionStore } from '../../src/stores/SessionStore';
import { contractCheck } from './contractCheck';

/** Who the API layer calls as: the token fields are filled in by a sign-in; `language` is what the fake answers in. */
export type TestAuth = ReturnType<HttpHooks['auth']>;

/** A caller not signed in yet, of the default brand, answered in `language`. */
export const signedOut = (language: string): TestAuth => ({
  token: '',
  userId: '',
  tokenId: '',
  oemCode: 'ZHIYING',
  language,
});

/**
 * The fake server in the page for this file's tests, as test mode runs it (no latency, the clock stopped, nothing
 * kept): started before the first test, shut down after the last. `fake.server` is it.
 */
export function fakeServerForFile(): { readonly server: FakeServer } {
  const fake: { server?: FakeServer } = {};
  beforeAll(() => {
    fake.server = makeServer({ mode: 'test', baseUrl: '/api', persistence: 'none', replyCheck: contractCheck });
  });
  afterAll(() => fake.server?.shutdown());
  return {
    get server(): FakeServer {
      if (!fake.server) throw new Error('the fake server starts in beforeAll');
      return fake.server;
    },
  };
}

/**
 * The HTTP hooks of a console signed in as `auth` holds, away from the sign-in page: no one is asked to sign in again,
 * warnings and errors go to spies, and a text is its key. `over` replaces the hooks a test is about.
 */
export function quietHooks(auth: TestAuth, over: Partial<HttpHooks> = {}): HttpHooks {
  return {
    auth: () => auth,
    isOnLoginPage: () => false,
    onTokenMissing: vi.fn(),
    onWarning: vi.fn(),
    confirmRelogin: vi.fn(async () => false),
    onRelogin: vi.fn(),
    logError: vi.fn(),
    t: (k) => k,
    ...over,
  };
}

/** Signs a new session in with the demo password and puts its token in `auth`, as the console does after a sign-in. */
export async function signedInSession(auth: TestAuth, mobile: string): Promise<SessionStore> {
  const session = new SessionStore();
  await session.login({ mobilePhone: mobile, passWord: 'demo123' });
  Object.assign(auth, { token: session.token, userId: session.userId, tokenId: session.tokenId });
  return session;
}

import { vi } from 'vitest';
import type { HttpHooks } from '../../src/api/http';
import { SessionStore } from '../../src/stores/SessionStore';

/** Who the API layer calls as: the token fields are filled in by a sign-in; `language` is what the fake answers in. */
export type TestAuth = ReturnType<HttpHooks['auth']>;

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

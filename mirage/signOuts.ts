import type { Backend } from './backend';

/** The channel the in-browser fakes of one browser's tabs tell each other of a sign-out on. */
export const SIGN_OUT_CHANNEL = 'console.fakeServer.signOut';

export interface SignOuts {
  /** This tab's fake ended a session: the others end it too. */
  tell(token: string): void;
  close(): void;
}

/**
 * In the demo each tab runs a fake server of its own, with the sessions it loaded; a real service has one. When one
 * tab signs out, its fake tells the others (a BroadcastChannel), and they end the same session: the other tab's next
 * call answers 204 and it meets the sign-in page, as with the real service.
 */
export function shareSignOuts(backend: Backend): SignOuts {
  if (typeof BroadcastChannel === 'undefined') return { tell: () => {}, close: () => {} };
  const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  channel.onmessage = (e: MessageEvent<unknown>) => {
    const token = (e.data as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !token) return;
    for (const s of backend.db.sessions) if (s.token === token) s.cleared = true;
  };
  return { tell: (token) => channel.postMessage({ token }), close: () => channel.close() };
}

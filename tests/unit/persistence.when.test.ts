// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, makeServer } from '../../mirage/server';
import { signIn } from './backendHelpers';
import { contractCheck } from './contractCheck';

const KEY = 'console.fakeServer.v1';
const sessions = (s: Storage) =>
  (JSON.parse(s.getItem(KEY) ?? '{"db":{"sessions":[]}}').db.sessions as unknown[]).length;
let server: FakeServer | null = null;

afterEach(() => {
  server?.shutdown();
  server = null;
  sessionStorage.clear();
  localStorage.clear();
});

describe('when the fake server writes its database', () => {
  it('a test tab writes when the page is hidden or goes away, not on every call', () => {
    server = makeServer({ mode: 'test', baseUrl: '/api', replyCheck: contractCheck });
    const before = sessions(sessionStorage);
    signIn(server.backend, '13800000005');
    expect(sessions(sessionStorage)).toBe(before);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessions(sessionStorage)).toBe(before + 1);
    signIn(server.backend, '13800000004');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sessions(sessionStorage)).toBe(before + 2);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('a reloaded tab issues new tokens, not those of the sign-ins before the reload', () => {
    server = makeServer({ mode: 'test', baseUrl: '/api', replyCheck: contractCheck });
    const first = signIn(server.backend, '13800000005').token;
    window.dispatchEvent(new Event('pagehide'));
    server.shutdown();
    server = makeServer({ mode: 'test', baseUrl: '/api', replyCheck: contractCheck });
    expect(server.backend.db.sessions.map((s) => s.token)).toContain(first);
    expect(signIn(server.backend, '13800000004').token).not.toBe(first);
  });

  it("the demo's small database, shared by the browser's tabs, is written at once", () => {
    server = makeServer({ mode: 'demo', baseUrl: '/api', replyCheck: contractCheck });
    const before = sessions(localStorage);
    signIn(server.backend, '13800000005');
    expect(sessions(localStorage)).toBe(before + 1);
  });
});

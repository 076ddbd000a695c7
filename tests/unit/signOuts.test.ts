import { expect, it } from 'vitest';
import { Backend } from '../../mirage/backend';
import { REFERENCE_TIME } from '../../mirage/server';
import { shareSignOuts } from '../../mirage/signOuts';
import { call, signIn } from './backendHelpers';
import { contractCheck } from './contractCheck';

/**
 * Two tabs of the demo, each with its own fake server loaded from the same stored data: a sign-out in one ends the
 * session in the other, whose next call answers 204 (the sign-in page), as one real service would.
 */
it("a sign-out told by one tab's fake ends the same session in the other tab's", async () => {
  const a = new Backend({ startAt: REFERENCE_TIME, speed: 0, replyCheck: contractCheck });
  const { token, userId } = signIn(a, '13800000001');
  const b = new Backend({ startAt: REFERENCE_TIME, speed: 0, db: structuredClone(a.db), replyCheck: contractCheck });
  const read = (x: Backend) => call(x, 'get', '/userInfo/getUserInfo', { token, query: { userId } }).code;
  expect(read(b)).toBe(20000);
  const tabA = shareSignOuts(a);
  const tabB = shareSignOuts(b);
  try {
    expect(call(a, 'get', '/login/clearToken', { token, query: { userId } }).code).toBe(20000);
    tabA.tell(token);
    await expect.poll(() => read(b)).toBe(204);
    // Another token of the same account, signed in elsewhere, is not touched.
    const other = signIn(b, '13800000001');
    tabA.tell('tk-some-other');
    // Told after it, in order: once this one has ended, the one before has been taken in too.
    const marker = signIn(b, '13800000002');
    tabA.tell(marker.token);
    await expect
      .poll(
        () => call(b, 'get', '/userInfo/getUserInfo', { token: marker.token, query: { userId: marker.userId } }).code,
      )
      .toBe(204);
    expect(call(b, 'get', '/userInfo/getUserInfo', { token: other.token, query: { userId } }).code).toBe(20000);
  } finally {
    tabA.close();
    tabB.close();
  }
});

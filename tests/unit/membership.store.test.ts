import { observable, runInAction } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../src/domain/membership';
import { MembershipStore } from '../../src/stores/MembershipStore';
import type { SessionStore } from '../../src/stores/SessionStore';

/** A session whose user the test sets, and whose re-read it counts. */
function fakeSession(expiresAt: number) {
  const s = observable({ user: { aigcExpiresTime: expiresAt } as { aigcExpiresTime: number } | null });
  const refreshUser = vi.fn(async () => {});
  return { session: Object.assign(s, { refreshUser }) as unknown as SessionStore, state: s, refreshUser };
}

afterEach(() => vi.useRealTimers());

describe('MembershipStore', () => {
  it('is active until the clock passes the end, then expired at once, and reads the user again once', () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    const { session, refreshUser } = fakeSession(now + 10_000);
    const store = new MembershipStore(session, () => now);
    expect(store.status).toEqual({ kind: 'active', until: 1_010_000 });
    expect(store.daysLeft).toBe(1);
    // The demo clock jumps past the end: within a second every reader says expired.
    now += 11_000;
    vi.advanceTimersByTime(1000);
    expect(store.status).toEqual({ kind: 'expired', at: 1_010_000 });
    expect(store.daysLeft).toBe(0);
    expect(store.ends).toBe(1);
    expect(refreshUser).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('moves its reading only when the state or the days left change', () => {
    vi.useFakeTimers();
    let now = 0;
    const { session } = fakeSession(3 * DAY_MS);
    const store = new MembershipStore(session, () => now);
    expect(store.daysLeft).toBe(3);
    now = 1000;
    vi.advanceTimersByTime(1000);
    expect(store.now).toBe(0);
    now = DAY_MS + 1;
    vi.advanceTimersByTime(1000);
    expect(store.daysLeft).toBe(2);
  });

  it('reads a new expiry (a purchase, another account) against the clock as it is now', () => {
    let now = 5_000;
    const { session, state } = fakeSession(1_000);
    const store = new MembershipStore(session, () => now);
    expect(store.status.kind).toBe('expired');
    now = 50_000;
    runInAction(() => {
      state.user = { aigcExpiresTime: 40_000 };
    });
    // Not active against the clock now, although it would be against the one read at first.
    expect(store.status.kind).toBe('expired');
    runInAction(() => {
      state.user = null;
    });
    expect(store.status.kind).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  extendVip,
  INVITATION_GIFT,
  maskMobile,
  membershipGift,
  vipDaysLeft,
  vipStateAt,
} from '../../src/domain/membership';
import {
  formatCountdown,
  isFinal,
  nextState,
  PAYMENT_EVENTS,
  PAYMENT_STATES,
  PAYMENT_TIMEOUT_MS,
  type PaymentTimes,
  paymentStateAt,
  remainingMs,
} from '../../src/domain/payment';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const fresh = (): PaymentTimes => ({ createdAt: T0, expiresAt: T0 + PAYMENT_TIMEOUT_MS, settled: null });

describe('payment state machine', () => {
  it('only paying moves, and each event leads to its own end', () => {
    expect(nextState('paying', 'pay')).toBe('paid');
    expect(nextState('paying', 'fail')).toBe('failed');
    expect(nextState('paying', 'cancel')).toBe('cancelled');
    expect(nextState('paying', 'close')).toBe('closed');
    expect(nextState('paying', 'timeout')).toBe('expired');
    for (const s of PAYMENT_STATES.filter((x) => x !== 'paying'))
      for (const e of PAYMENT_EVENTS) expect(nextState(s, e), `${s} + ${e}`).toBeNull();
  });
  it('is paying until the deadline and expired from it, at each clock step', () => {
    const p = fresh();
    const steps: [number, string, number][] = [
      [0, 'paying', PAYMENT_TIMEOUT_MS],
      [60_000, 'paying', PAYMENT_TIMEOUT_MS - 60_000],
      [PAYMENT_TIMEOUT_MS - 1, 'paying', 1],
      [PAYMENT_TIMEOUT_MS, 'expired', 0],
      [PAYMENT_TIMEOUT_MS + DAY_MS, 'expired', 0],
    ];
    for (const [dt, state, left] of steps) {
      expect(paymentStateAt(p, T0 + dt), `+${dt}`).toBe(state);
      expect(remainingMs(p, T0 + dt)).toBe(left);
    }
  });
  it('keeps a recorded end for ever, before and after the deadline', () => {
    for (const s of ['paid', 'failed', 'cancelled', 'closed'] as const) {
      const p = { ...fresh(), settled: { state: s, at: T0 + 1000 } };
      expect(paymentStateAt(p, T0 + 1000)).toBe(s);
      expect(paymentStateAt(p, T0 + PAYMENT_TIMEOUT_MS * 10)).toBe(s);
      expect(remainingMs(p, T0 + 2000)).toBe(0);
      expect(isFinal(s)).toBe(true);
    }
    expect(isFinal('paying')).toBe(false);
  });
  it('writes the count-down as m:ss', () => {
    expect(formatCountdown(PAYMENT_TIMEOUT_MS)).toBe('5:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(500)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});

describe('membership rules', () => {
  it('extends from the current end while active, from now otherwise', () => {
    expect(extendVip(T0 + 10 * DAY_MS, T0, 'month')).toBe(T0 + 40 * DAY_MS);
    expect(extendVip(T0 - 10 * DAY_MS, T0, 'quarter')).toBe(T0 + 90 * DAY_MS);
    expect(extendVip(0, T0, 'year')).toBe(T0 + 365 * DAY_MS);
  });
  it('tells none, active and expired, and the days left', () => {
    expect(vipStateAt(0, T0)).toBe('none');
    expect(vipStateAt(T0 + 1, T0)).toBe('active');
    expect(vipStateAt(T0, T0)).toBe('expired');
    expect(vipDaysLeft(T0 + 1.5 * DAY_MS, T0)).toBe(2);
    expect(vipDaysLeft(T0 - 1, T0)).toBe(0);
  });
  it('gives a bonus for a quarter or longer only', () => {
    expect(membershipGift('day', 500)).toBe(0);
    expect(membershipGift('month', 10_000)).toBe(0);
    expect(membershipGift('quarter', 32_000)).toBe(1600);
    expect(membershipGift('halfYear', 70_000)).toBe(7000);
    expect(membershipGift('year', 150_000)).toBe(30_000);
    expect(INVITATION_GIFT).toBeGreaterThan(0);
  });
  it('masks the mobile', () => {
    expect(maskMobile('13800000005')).toBe('138****0005');
    expect(maskMobile('123')).toBe('123');
  });
});

import type { OrderDto, PaymentDto } from '../src/api/types';
import { extendVip, membershipGift } from '../src/domain/membership';
import {
  type FinalPaymentState,
  nextState,
  PAYMENT_START_LIMIT,
  PAYMENT_START_WINDOW_MS,
  PAYMENT_TIMEOUT_MS,
  type PaymentEvent,
  type PaymentState,
  paymentStateAt,
  remainingMs,
} from '../src/domain/payment';
import { logChange } from './changeLog';
import { type DbData, type DbOrder, type DbPackage, type DbPayment, type DbUser, findUser, nextId } from './db';
import { changePower } from './ledger';
import { makeId } from './random';

/**
 * Package purchases: an order and its WeChat payment. The payment's state is derived from its times and the clock
 * (src/domain/payment.ts); an event (pay, fail, cancel, close) is stored once, and 'paid' applies the purchase then
 * and only then: the package's points and gift through the ledger, the membership extended, both logged.
 */
export const stateOf = (p: DbPayment, now: number): PaymentState => paymentStateAt(p, now);

export const findPayment = (db: DbData, id: string): DbPayment | undefined => db.payments.find((p) => p.id === id);
const orderOf = (db: DbData, p: DbPayment): DbOrder | undefined => db.orders.find((o) => o.id === p.orderId);

/** Payments started in the window and not paid: the anti-abuse count behind 'unable to start payment'. */
export function recentUnpaid(db: DbData, userId: string, now: number): number {
  return db.payments.filter(
    (p) => p.userId === userId && now - p.createdAt < PAYMENT_START_WINDOW_MS && stateOf(p, now) !== 'paid',
  ).length;
}

export type StartResult = { payment: DbPayment } | { refused: 'limit' };

/** Starts a payment for a package; a payment of the same person still pending is closed (one QR code at a time). */
export function startPayment(db: DbData, user: DbUser, pkg: DbPackage, now: number, rand: () => number): StartResult {
  if (recentUnpaid(db, user.id, now) >= PAYMENT_START_LIMIT) return { refused: 'limit' };
  for (const p of db.payments) if (p.userId === user.id) settle(db, p, 'close', now, user.id);
  const order: DbOrder = {
    id: nextId(db, 'od'),
    userId: user.id,
    oemCode: user.oemCode,
    packageId: pkg.id,
    packageName: pkg.name,
    period: pkg.period,
    points: pkg.points,
    giftPoints: membershipGift(pkg.period, pkg.points),
    amountYuan: pkg.priceYuan,
    paymentId: '',
    createdAt: now,
  };
  const payment: DbPayment = {
    id: nextId(db, 'pay'),
    orderId: order.id,
    userId: user.id,
    amountYuan: pkg.priceYuan,
    codeUrl: `weixin://wxpay/bizpayurl?pr=${makeId(rand, '', 10)}`,
    createdAt: now,
    expiresAt: now + PAYMENT_TIMEOUT_MS,
    settled: null,
  };
  if (db.demoPayAfterMs) {
    payment.payAt = now + db.demoPayAfterMs;
    db.demoPayAfterMs = undefined;
  }
  order.paymentId = payment.id;
  db.orders.push(order);
  db.payments.push(payment);
  return { payment };
}

/**
 * Payments a demo scene's payer has paid by `now` (their payAt has passed) are settled then, at the time they were
 * paid: like every change of the fake service, it happens when the service is next called, not on a timer.
 */
export function settleDue(db: DbData, now: number): void {
  for (const p of db.payments) {
    if (p.payAt === undefined || p.payAt > now) continue;
    const at = p.payAt;
    p.payAt = undefined;
    settle(db, p, 'pay', at, p.userId);
  }
}

/**
 * Applies an event to a payment at `now`. Returns the new state, or null when the payment is no longer pending
 * (the event is refused and nothing changes).
 */
export function settle(
  db: DbData,
  p: DbPayment,
  event: Exclude<PaymentEvent, 'timeout'>,
  now: number,
  operatorId: string,
): FinalPaymentState | null {
  const to = nextState(stateOf(p, now), event);
  if (!to) return null;
  p.settled = { state: to, at: now };
  if (to === 'paid') applyPurchase(db, p, now, operatorId);
  return to;
}

function applyPurchase(db: DbData, p: DbPayment, now: number, operatorId: string): void {
  const user = findUser(db, p.userId);
  const order = orderOf(db, p);
  if (!user || !order) return;
  const powerBefore = user.power;
  if (order.points > 0) changePower(db, user, order.points, 'recharge', now, order.packageName, operatorId);
  if (order.giftPoints > 0)
    changePower(db, user, order.giftPoints, 'membershipGift', now, order.packageName, operatorId);
  logChange(db, user, 'power', powerBefore, user.power, operatorId, now);
  const vipBefore = user.aigcExpiresTime;
  user.aigcExpiresTime = extendVip(user.aigcExpiresTime, now, order.period);
  logChange(db, user, 'vip', vipBefore, user.aigcExpiresTime, operatorId, now);
}

/** The newest payment still pending at `now`, of anyone (the demo controls act on it). */
export function latestPending(db: DbData, now: number): DbPayment | undefined {
  return [...db.payments].reverse().find((p) => stateOf(p, now) === 'paying');
}

export function toPaymentDto(db: DbData, p: DbPayment, now: number): PaymentDto {
  return {
    paymentId: p.id,
    orderId: p.orderId,
    packageName: orderOf(db, p)?.packageName ?? '',
    amountYuan: p.amountYuan,
    codeUrl: p.codeUrl,
    state: stateOf(p, now),
    createdAt: p.createdAt,
    expiresAt: p.expiresAt,
    remainingMs: remainingMs(p, now),
    settledAt: p.settled?.at ?? (stateOf(p, now) === 'expired' ? p.expiresAt : null),
  };
}

export function toOrderDto(db: DbData, o: DbOrder, now: number): OrderDto {
  const p = findPayment(db, o.paymentId);
  const state = p ? stateOf(p, now) : 'closed';
  return {
    orderId: o.id,
    paymentId: o.paymentId,
    packageName: o.packageName,
    period: o.period,
    points: o.points,
    giftPoints: o.giftPoints,
    amountYuan: o.amountYuan,
    state,
    createdAt: o.createdAt,
    paidAt: state === 'paid' ? (p?.settled?.at ?? null) : null,
  };
}

const DEMO_EVENT = { paid: 'pay', failed: 'fail', closed: 'close' } as const;

/** The demo controls' stand-in for the WeChat channel (window.__demo.pay). */
export function demoPay(
  db: DbData,
  now: number,
  outcome: 'paid' | 'failed' | 'expired' | 'closed',
  paymentId?: string,
): PaymentState | null {
  const p = paymentId ? findPayment(db, paymentId) : latestPending(db, now);
  if (!p || stateOf(p, now) !== 'paying') return null;
  if (outcome === 'expired') p.expiresAt = now;
  else settle(db, p, DEMO_EVENT[outcome], now, p.userId);
  return stateOf(p, now);
}

import type { PaymentIdRequest } from '../../src/api/types';
import { type Ctx, type Failure, fail, ok, paramError, type Handlers } from '../handler';
import { findPayment, settle, startPayment, toPaymentDto } from '../payments';
import type { DbPayment } from '../db';

/** The caller's own payment named by `paymentId`, or the rejection. */
function ownPayment(ctx: Ctx<PaymentIdRequest>): DbPayment | Failure {
  const id = ctx.input.paymentId;
  if (!id) return paramError(ctx, 'paymentId');
  const p = findPayment(ctx.db, id);
  if (!p) return fail(ctx, 'paymentMissing');
  if (p.userId !== ctx.user.id) return fail(ctx, 'noPermission');
  return p;
}

const isPayment = (v: DbPayment | Failure): v is DbPayment => 'orderId' in v;

export const paymentHandlers = {
  '/payment/createPayment': (ctx) => {
    const id = ctx.input.packageId;
    if (!id) return paramError(ctx, 'packageId');
    const pkg = ctx.db.packages.find((p) => p.id === id && p.oemCode === ctx.user.oemCode);
    if (!pkg) return fail(ctx, 'packageMissing');
    const now = ctx.clock.now();
    const r = startPayment(ctx.db, ctx.user, pkg, now, ctx.rand);
    if ('refused' in r) return fail(ctx, 'paymentUnavailable');
    return ok(toPaymentDto(ctx.db, r.payment, now));
  },
  '/payment/getPaymentStatus': (ctx) => {
    const p = ownPayment(ctx);
    if (!isPayment(p)) return p;
    return ok(toPaymentDto(ctx.db, p, ctx.clock.now()));
  },
  '/payment/cancelPayment': (ctx) => {
    const p = ownPayment(ctx);
    if (!isPayment(p)) return p;
    const now = ctx.clock.now();
    if (!settle(ctx.db, p, 'cancel', now, ctx.user.id)) return fail(ctx, 'paymentNotPending');
    return ok(toPaymentDto(ctx.db, p, now));
  },
} satisfies Handlers;

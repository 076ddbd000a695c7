// The handlers are typed by the call table (src/api/contract.ts): what a call takes is `ctx.input`, what it answers
// is its `data`. The lines marked @ts-expect-error are the proof: `npm run typecheck` fails if any of them compiles
// (an unused @ts-expect-error is an error), so a handler that reads a field its call does not have, reads the raw
// request, or answers another shape cannot be written. At run time, the same answers fail openapi.json.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Ctx, fail, type Handler, type Handlers, ok } from '../../mirage/handler';
import { answerChecker } from '../../scripts/contract/answers';
import type { InputOf } from '../../src/api/contract';
import type { PaymentDto } from '../../src/api/types';

const check = answerChecker(JSON.parse(readFileSync('openapi.json', 'utf8')), { strict: true });
/** What these handlers read of their context: the language of a failure. */
const noCtx = { lang: 'en' } as Ctx<never>;

describe('a handler is typed by its call', () => {
  it('answering another shape than its data does not compile, and openapi.json refuses it too', () => {
    const wrongShape: Handler<'/payment/getPaymentStatus'> = () =>
      // @ts-expect-error a payment answer has no `paid` field and lacks its own (status, orderId, ...)
      ok({ paid: true });
    const noData: Handler<'/payment/getPaymentStatus'> = () =>
      // @ts-expect-error a success answers the call's data: null is for failures, which fail() makes
      ok(null);
    const wrongField: Handler<'/voice/listTimbre'> = () =>
      // @ts-expect-error a timbre's tier is 'free' or 'paid', not any string
      ok([{ id: 'a', name: 'A', tier: 'gold', system: true }]);
    for (const [path, h] of [
      ['/payment/getPaymentStatus', wrongShape],
      ['/payment/getPaymentStatus', noData],
      ['/voice/listTimbre', wrongField],
    ] as const) {
      expect(check('get', path, h(noCtx)).length, path).toBeGreaterThan(0);
    }
  });

  it('reading a field the call does not take, or the raw request, does not compile', () => {
    const handlers = {
      // @ts-expect-error deleteAvatar takes { id }: there is no name to read
      '/avatar/deleteAvatar': (ctx) => ok(ctx.input.name ?? null),
      // @ts-expect-error the raw body is not the handler's to read: its checked input is ctx.input
      '/avatar/renameAvatar': (ctx) => ok(ctx.req.body),
    } satisfies Handlers;
    expect(Object.keys(handlers)).toHaveLength(2);
  });

  it('the input has the types of the call table, and a well-formed answer compiles and conforms', () => {
    const payment: PaymentDto = {
      paymentId: 'pay1',
      orderId: 'o1',
      packageName: 'Month',
      amountYuan: 10,
      codeUrl: 'weixin://wxpay/bizpayurl?pr=demo',
      state: 'paying',
      createdAt: 0,
      expiresAt: 300_000,
      remainingMs: 300_000,
      settledAt: null,
    };
    const good: Handler<'/payment/getPaymentStatus'> = (ctx) => {
      const id: string = ctx.input.paymentId;
      return id === payment.paymentId ? ok(payment) : fail(ctx, 'paymentMissing');
    };
    const input: InputOf<'/payment/getPaymentStatus'> = { paymentId: 'pay1' };
    const reply = good({ ...noCtx, input } as Ctx<typeof input>);
    expect(reply.code).toBe(20000);
    expect(check('get', '/payment/getPaymentStatus', reply)).toEqual([]);
    expect(good({ ...noCtx, input: { paymentId: 'x' } } as Ctx<typeof input>)).toMatchObject({
      code: 50000,
      data: null,
    });
  });
});

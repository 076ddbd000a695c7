import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePower, ledgerSum } from '../../mirage/ledger';
import { demoPay, stateOf } from '../../mirage/payments';
import type { MembershipDto } from '../../src/api/types';
import { CONSUMPTION_TYPES } from '../../src/domain/power';
import { call, makeBackend, signIn } from './backendHelpers';

type B = ReturnType<typeof makeBackend>;
const MOBILES = ['13800000005', '13800000006', '13800000004'] as const;
const INVITE = ['MEMBR5', 'EXPRD6', 'AGENT4'] as const;

const op = fc.oneof(
  fc.record({ kind: fc.constant('buy' as const), who: fc.nat(2), pkg: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5') }),
  fc.record({ kind: fc.constant('pay' as const), outcome: fc.constantFrom('paid', 'failed', 'expired', 'closed') }),
  fc.record({ kind: fc.constant('cancel' as const), who: fc.nat(2) }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 10 * 60 * 1000 }) }),
  fc.record({
    kind: fc.constant('spend' as const),
    who: fc.nat(2),
    type: fc.constantFrom(...CONSUMPTION_TYPES),
    points: fc.integer({ min: 1, max: 200_000 }),
  }),
  fc.record({ kind: fc.constant('invite' as const), who: fc.nat(2) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function run(b: B, tokens: string[], o: Op, n: number): void {
  const now = b.clock.now();
  switch (o.kind) {
    case 'buy':
      call(b, 'post', '/payment/createPayment', { body: { packageId: o.pkg }, token: tokens[o.who] });
      return;
    case 'pay':
      demoPay(b.db, now, o.outcome);
      return;
    case 'cancel': {
      const userId = b.db.sessions.find((s) => s.token === tokens[o.who])?.userId;
      const last = [...b.db.payments].reverse().find((p) => p.userId === userId);
      if (last) call(b, 'post', '/payment/cancelPayment', { body: { paymentId: last.id }, token: tokens[o.who] });
      return;
    }
    case 'advance':
      b.clock.advance(o.ms);
      return;
    case 'spend': {
      const u = b.db.users.find((x) => x.mobile === MOBILES[o.who]);
      // Other screens' debits: refused (false) when the balance is short, never below zero.
      if (u) changePower(b.db, u, -o.points, o.type, now, 'task');
      return;
    }
    case 'invite': {
      const mobile = `139${String(10_000_000 + n).slice(-8)}`;
      call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: mobile, scene: 'register' } });
      call(b, 'post', '/userInfo/registerAccount', {
        body: {
          mobilePhone: mobile,
          passWord: 'secret1',
          nickName: `n${n}`,
          messageCode: '123456',
          inviteCode: INVITE[o.who],
        },
      });
      b.clock.advance(61_000);
    }
  }
}

describe('the computing-power ledger', () => {
  it('adds up to every balance after any sequence of purchases, payments, spending and invitations', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const b = makeBackend();
        const tokens = MOBILES.map((m) => signIn(b, m).token);
        ops.forEach((o, i) => {
          run(b, tokens, o, i);
        });
        for (const u of b.db.users) {
          expect(ledgerSum(b.db, u.id), u.id).toBe(u.power);
          let running = 0;
          for (const r of b.db.powerRecords.filter((x) => x.userId === u.id)) {
            running += r.delta;
            expect(r.balance).toBe(running);
            expect(r.balance).toBeGreaterThanOrEqual(0);
          }
        }
        // What the personal page reads agrees with what the top bar reads.
        for (const token of tokens) {
          const m = call(b, 'get', '/membership/getMembershipInfo', { token }).data as MembershipDto;
          const userId = b.db.sessions.find((s) => s.token === token)?.userId ?? '';
          const info = call(b, 'get', '/userInfo/getUserInfo', { query: { userId }, token }).data as {
            unifiedComputingPower: number;
            aigcExpiresTime: number;
          };
          expect(m.unifiedComputingPower).toBe(info.unifiedComputingPower);
          expect(m.aigcExpiresTime).toBe(info.aigcExpiresTime);
        }
      }),
      { numRuns: 60 },
    );
  });
  it('credits exactly the paid orders: points plus gifts equal the recharge and gift records', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const b = makeBackend();
        const tokens = MOBILES.map((m) => signIn(b, m).token);
        const recordsBefore = b.db.powerRecords.length;
        const ordersBefore = b.db.orders.length;
        ops.forEach((o, i) => {
          run(b, tokens, o, i);
        });
        const now = b.clock.now();
        const paid = b.db.orders.slice(ordersBefore).filter((o) => {
          const p = b.db.payments.find((x) => x.id === o.paymentId);
          return p !== undefined && stateOf(p, now) === 'paid';
        });
        const credited = b.db.powerRecords
          .slice(recordsBefore)
          .filter((r) => r.type === 'recharge' || r.type === 'membershipGift')
          .reduce((s, r) => s + r.delta, 0);
        expect(credited).toBe(paid.reduce((s, o) => s + o.points + o.giftPoints, 0));
      }),
      { numRuns: 40 },
    );
  });
});

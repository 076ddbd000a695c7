import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../../mirage/ledger';
import { demoPay } from '../../mirage/payments';
import type { MembershipDto, OrderDto, PackageDto, PageDto, PaymentDto, PowerRecordPage } from '../../src/api/types';
import { DAY_MS, INVITATION_GIFT } from '../../src/domain/membership';
import { PAYMENT_START_LIMIT, PAYMENT_TIMEOUT_MS } from '../../src/domain/payment';
import { call, makeBackend, signIn } from './backendHelpers';

type B = ReturnType<typeof makeBackend>;
const MEMBER = '13800000005';

function buy(b: B, token: string, packageId = 'p2'): PaymentDto {
  const r = call(b, 'post', '/payment/createPayment', { body: { packageId }, token });
  expect(r.code, r.msg).toBe(20000);
  return r.data as PaymentDto;
}
const status = (b: B, token: string, paymentId: string) =>
  call(b, 'get', '/payment/getPaymentStatus', { query: { paymentId }, token });
const user = (b: B, id: string) => {
  const u = b.db.users.find((x) => x.id === id);
  if (!u) throw new Error(id);
  return u;
};
const membership = (b: B, token: string) =>
  call(b, 'get', '/membership/getMembershipInfo', { token }).data as MembershipDto;

describe('packages and membership', () => {
  it("lists the caller's brand packages by period with the membership gift", () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const list = call(b, 'get', '/packageInfo/getPackageListForSale', { token }).data as PackageDto[];
    expect(list.map((p) => p.period)).toEqual(['day', 'month', 'quarter', 'halfYear', 'year']);
    expect(list.find((p) => p.id === 'p5')).toMatchObject({ priceYuan: 1599, points: 150_000, giftPoints: 30_000 });
    expect(list.some((p) => p.id === 'p6')).toBe(false);
  });
  it('tells active, expired and never on the server clock', () => {
    const b = makeBackend();
    expect(membership(b, signIn(b, MEMBER).token)).toMatchObject({
      vipState: 'active',
      unifiedComputingPower: 50_000,
      serverTime: b.clock.now(),
      invitedCount: 0,
    });
    expect(membership(b, signIn(b, '13800000006').token).vipState).toBe('expired');
    user(b, 'u6').aigcExpiresTime = 0;
    expect(membership(b, signIn(b, '13800000006').token).vipState).toBe('none');
  });
  it('answers 204 without a token', () => {
    const b = makeBackend();
    expect(call(b, 'get', '/membership/getMembershipInfo').code).toBe(204);
    expect(call(b, 'get', '/packageInfo/getPackageListForSale').code).toBe(204);
    expect(call(b, 'post', '/payment/createPayment', { body: { packageId: 'p1' } }).code).toBe(204);
    expect(call(b, 'get', '/payment/getPaymentStatus', { query: { paymentId: 'x' } }).code).toBe(204);
    expect(call(b, 'post', '/payment/cancelPayment', { body: { paymentId: 'x' } }).code).toBe(204);
  });
});

describe('payments: start and refusals', () => {
  it('starts a payment with a WeChat code, paying for 5 minutes', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const p = buy(b, token);
    expect(p).toMatchObject({
      state: 'paying',
      amountYuan: 199,
      packageName: 'Monthly membership',
      remainingMs: PAYMENT_TIMEOUT_MS,
    });
    expect(p.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(p.expiresAt - p.createdAt).toBe(PAYMENT_TIMEOUT_MS);
  });
  it('refuses a missing, unknown or other-brand package', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    expect(call(b, 'post', '/payment/createPayment', { body: {}, token }).msg).toBe('Parameter error: packageId');
    expect(call(b, 'post', '/payment/createPayment', { body: { packageId: 'nope' }, token }).msg).toBe(
      'Package does not exist',
    );
    expect(call(b, 'post', '/payment/createPayment', { body: { packageId: 'p6' }, token }).msg).toBe(
      'Package does not exist',
    );
  });
  it("answers 'unable to start payment' after too many unpaid payments, in the caller's language", () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    for (let i = 0; i < PAYMENT_START_LIMIT; i++) buy(b, token);
    const r = call(b, 'post', '/payment/createPayment', { body: { packageId: 'p2' }, token, lang: 'zh' });
    expect(r.code).not.toBe(20000);
    expect(r.msg).toBe('无法发起支付');
    b.clock.advance(10 * 60 * 1000);
    expect(buy(b, token).state).toBe('paying');
  });
  it('closes a pending payment when a new one starts', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const first = buy(b, token);
    buy(b, token, 'p1');
    expect((status(b, token, first.paymentId).data as PaymentDto).state).toBe('closed');
  });
});

describe('payments: states on the clock', () => {
  it('is paying at each step until 5 minutes, then expired, and nothing is credited', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const p = buy(b, token);
    const seen: string[] = [];
    for (const step of [60_000, 120_000, PAYMENT_TIMEOUT_MS - 180_001, 1]) {
      b.clock.advance(step);
      seen.push((status(b, token, p.paymentId).data as PaymentDto).state);
    }
    expect(seen).toEqual(['paying', 'paying', 'paying', 'expired']);
    expect(user(b, 'u5').power).toBe(50_000);
    expect(demoPay(b.db, b.clock.now(), 'paid', p.paymentId)).toBeNull();
    expect(user(b, 'u5').power).toBe(50_000);
  });
  it('paid credits points and gift through the ledger, extends VIP and logs both', () => {
    const b = makeBackend();
    const { token, userId } = signIn(b, MEMBER);
    const vipBefore = user(b, 'u5').aigcExpiresTime;
    const logsBefore = b.db.changeLogs.length;
    const p = buy(b, token, 'p3');
    b.clock.advance(30_000);
    expect(demoPay(b.db, b.clock.now(), 'paid')).toBe('paid');
    const after = status(b, token, p.paymentId).data as PaymentDto;
    expect(after).toMatchObject({ state: 'paid', settledAt: b.clock.now(), remainingMs: 0 });
    const u = user(b, 'u5');
    expect(u.power).toBe(50_000 + 32_000 + 1600);
    expect(u.aigcExpiresTime).toBe(vipBefore + 90 * DAY_MS);
    expect(ledgerSum(b.db, userId)).toBe(u.power);
    const recs = b.db.powerRecords.filter((r) => r.userId === userId).slice(-2);
    expect(recs.map((r) => [r.type, r.delta, r.note])).toEqual([
      ['recharge', 32_000, '季度会员'],
      ['membershipGift', 1600, '季度会员'],
    ]);
    const logs = b.db.changeLogs
      .slice(logsBefore)
      .filter((c) => c.userId === userId)
      .map((c) => c.field);
    expect(logs).toEqual(['power', 'vip']);
    const orders = call(b, 'post', '/orderInformation/getOrderListByUserId', { body: {}, token })
      .data as PageDto<OrderDto>;
    expect(orders.list[0]).toMatchObject({ state: 'paid', paidAt: b.clock.now(), points: 32_000, giftPoints: 1600 });
  });
  it('an expired member starts the new period from now', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000006');
    buy(b, token, 'p2');
    demoPay(b.db, b.clock.now(), 'paid');
    expect(user(b, 'u6').aigcExpiresTime).toBe(b.clock.now() + 30 * DAY_MS);
    expect(membership(b, token)).toMatchObject({ vipState: 'active', unifiedComputingPower: 10_000 });
  });
  it('the demo channel can fail, expire or close the latest pending payment, and nothing else', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    expect(demoPay(b.db, b.clock.now(), 'paid')).toBeNull();
    for (const outcome of ['failed', 'expired', 'closed'] as const) {
      const p = buy(b, token);
      expect(demoPay(b.db, b.clock.now(), outcome)).toBe(outcome);
      expect((status(b, token, p.paymentId).data as PaymentDto).state).toBe(outcome);
      expect(demoPay(b.db, b.clock.now(), 'paid', p.paymentId)).toBeNull();
    }
    expect(user(b, 'u5').power).toBe(50_000);
  });
  it('cancel ends a pending payment once; a finished one is refused', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const p = buy(b, token);
    const c = call(b, 'post', '/payment/cancelPayment', { body: { paymentId: p.paymentId }, token });
    expect((c.data as PaymentDto).state).toBe('cancelled');
    expect(call(b, 'post', '/payment/cancelPayment', { body: { paymentId: p.paymentId }, token }).msg).toBe(
      'This payment is no longer waiting to be paid',
    );
    const q = buy(b, token);
    b.clock.advance(PAYMENT_TIMEOUT_MS);
    expect(call(b, 'post', '/payment/cancelPayment', { body: { paymentId: q.paymentId }, token }).msg).toBe(
      'This payment is no longer waiting to be paid',
    );
    expect((status(b, token, q.paymentId).data as PaymentDto).state).toBe('expired');
  });
  it("refuses a missing id, an unknown payment and another person's payment", () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const other = signIn(b, '13800000006');
    const p = buy(b, token);
    expect(call(b, 'get', '/payment/getPaymentStatus', { token }).msg).toBe('Parameter error: paymentId');
    expect(status(b, token, 'pay-nope').msg).toBe('Payment does not exist');
    expect(status(b, other.token, p.paymentId).msg).toBe('No permission');
    expect(
      call(b, 'post', '/payment/cancelPayment', { body: { paymentId: p.paymentId }, token: other.token }).msg,
    ).toBe('No permission');
    expect(call(b, 'post', '/payment/cancelPayment', { body: {}, token }).msg).toBe('Parameter error: paymentId');
  });
});

describe('lists of a person: orders, power records, change log', () => {
  const LISTS = [
    '/orderInformation/getOrderListByUserId',
    '/powerRecord/getPowerRecordList',
    '/dataChangeLog/getDataChangeLog',
  ];
  it('answer for oneself and for someone the caller manages, and refuse the rest', () => {
    const b = makeBackend();
    const member = signIn(b, MEMBER);
    const agent = signIn(b, '13800000004');
    for (const path of LISTS) {
      expect(call(b, 'post', path, { body: { userId: 'u5' }, token: member.token }).code, path).toBe(20000);
      expect(call(b, 'post', path, { body: { userId: 'u5' }, token: agent.token }).code, path).toBe(20000);
      expect(call(b, 'post', path, { body: { userId: 'u6' }, token: member.token }).msg, path).toBe('No permission');
      expect(call(b, 'post', path, { body: { userId: 'u3' }, token: agent.token }).msg, path).toBe('No permission');
      expect(call(b, 'post', path, { body: { userId: 'zz' }, token: agent.token }).msg, path).toBe(
        'User does not exist',
      );
      expect(call(b, 'post', path, { body: { pageSize: 0 }, token: agent.token }).msg, path).toBe(
        'Parameter error: pageSize',
      );
      expect(call(b, 'post', path, { body: { pageNum: -1 }, token: agent.token }).msg, path).toBe(
        'Parameter error: pageNum',
      );
      expect(call(b, 'post', path, { body: {} }).code, path).toBe(204);
    }
  });
  it('page the orders newest first', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000006');
    for (let i = 0; i < 3; i++) {
      buy(b, token, `p${i + 1}`);
      b.clock.advance(PAYMENT_TIMEOUT_MS * 3);
    }
    const page = (n: number) =>
      call(b, 'post', '/orderInformation/getOrderListByUserId', { body: { pageNum: n, pageSize: 2 }, token })
        .data as PageDto<OrderDto>;
    expect(page(1).total).toBe(3);
    expect(page(1).list.map((o) => o.packageName)).toEqual(['Quarterly membership', 'Monthly membership']);
    expect(page(2).list.map((o) => [o.packageName, o.state])).toEqual([['Day trial pass', 'expired']]);
  });
  it('filter power records by type group, type and day range, each with the balance after it', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000006');
    buy(b, token, 'p1');
    demoPay(b.db, b.clock.now(), 'paid');
    b.clock.advance(DAY_MS);
    buy(b, token, 'p5');
    demoPay(b.db, b.clock.now(), 'paid');
    const list = (body: Record<string, unknown>) => {
      const r = call(b, 'post', '/powerRecord/getPowerRecordList', { body, token });
      expect(r.code, r.msg).toBe(20000);
      return r.data as PowerRecordPage;
    };
    const all = list({});
    expect(all.list.map((r) => r.type)).toEqual(['membershipGift', 'recharge', 'recharge']);
    expect(all.list.map((r) => r.balance)).toEqual([500 + 150_000 + 30_000, 500 + 150_000, 500]);
    expect(all.gained).toBe(all.list[0].balance);
    expect(list({ type: 'membershipGift' }).total).toBe(1);
    expect(list({ type: 'gain' }).total).toBe(3);
    expect(list({ type: 'consumption' }).total).toBe(0);
    expect(list({ type: 'recharge', pageSize: 1, pageNum: 2 }).list[0].delta).toBe(500);
    expect(list({ startTime: b.clock.now() - 1000 }).total).toBe(2);
    expect(list({ endTime: b.clock.now() - 1000 }).total).toBe(1);
    const bad = (body: Record<string, unknown>) =>
      call(b, 'post', '/powerRecord/getPowerRecordList', { body, token }).msg;
    expect(bad({ type: 'lottery' })).toBe('Parameter error: type');
    expect(bad({ startTime: 'yesterday' })).toBe('Parameter error: startTime');
    expect(bad({ startTime: 2000, endTime: 1000 })).toBe('Parameter error: endTime');
  });
  it('tells what changed, when and by whom', () => {
    const b = makeBackend();
    const { token, userId } = signIn(b, MEMBER);
    call(b, 'get', '/userInfo/upNickName', { query: { userId, nickName: '静静' }, token });
    const page = call(b, 'post', '/dataChangeLog/getDataChangeLog', { body: {}, token }).data as PageDto<{
      field: string;
      before: string;
      after: string;
      operatorName: string;
    }>;
    // The seeded name reads in the caller's language (English here); the name the person typed stays as typed.
    expect(page.list[0]).toMatchObject({ field: 'nickname', before: 'Chen Jing', after: '静静', operatorName: '静静' });
  });
});

describe('invitations', () => {
  it('an account registered with an invite code gives the inviter the invitation gift, logged', () => {
    const b = makeBackend();
    call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: '13912345678', scene: 'register' } });
    const r = call(b, 'post', '/userInfo/registerAccount', {
      body: {
        mobilePhone: '13912345678',
        passWord: 'secret1',
        nickName: '小新',
        messageCode: '123456',
        inviteCode: 'membr5',
        appLanguage: 'zh',
      },
    });
    expect(r.code, r.msg).toBe(20000);
    const u5 = user(b, 'u5');
    expect(u5.power).toBe(50_000 + INVITATION_GIFT);
    expect(ledgerSum(b.db, 'u5')).toBe(u5.power);
    expect(b.db.powerRecords.at(-1)).toMatchObject({ type: 'invitationGift', note: '小新', delta: INVITATION_GIFT });
    expect(b.db.changeLogs.at(-1)).toMatchObject({ userId: 'u5', field: 'power', after: String(u5.power) });
    expect(membership(b, signIn(b, MEMBER).token)).toMatchObject({
      invitedCount: 1,
      invitationPoints: INVITATION_GIFT,
    });
  });
  it('registering without a code gives nobody a gift', () => {
    const b = makeBackend();
    const before = b.db.powerRecords.length;
    call(b, 'post', '/userInfo/sendMessageCode', { body: { mobilePhone: '13912345679', scene: 'register' } });
    call(b, 'post', '/userInfo/registerAccount', {
      body: { mobilePhone: '13912345679', passWord: 'secret1', nickName: 'x', messageCode: '123456', inviteCode: '' },
    });
    expect(b.db.powerRecords.length).toBe(before);
  });
});

describe('seeded history of the member account', () => {
  it('shows orders that ended each way and spending of every kind, and keeps balance and expiry', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const u5 = user(b, 'u5');
    expect(u5.power).toBe(50_000);
    expect(u5.aigcExpiresTime).toBe(b.clock.now() + 90 * DAY_MS);
    expect(ledgerSum(b.db, 'u5')).toBe(u5.power);
    const orders = call(b, 'post', '/orderInformation/getOrderListByUserId', { body: {}, token })
      .data as PageDto<OrderDto>;
    expect(orders.list.map((o) => o.state)).toEqual(['cancelled', 'paid', 'expired']);
    const recs = (
      call(b, 'post', '/powerRecord/getPowerRecordList', { body: { pageSize: 100 }, token }).data as PowerRecordPage
    ).list;
    // Each record's balance is the one before it plus its change: the running balance adds up.
    for (let i = 0; i < recs.length - 1; i++) expect(recs[i].balance - recs[i].delta).toBe(recs[i + 1].balance);
    expect(recs[0].balance).toBe(u5.power);
  });
});

describe('scenarios', () => {
  it('the empty scenario leaves the new member without history, and every ledger still adds up', () => {
    const b = makeBackend('empty');
    const u5 = user(b, 'u5');
    expect(u5.power).toBe(0);
    expect(b.db.powerRecords.filter((r) => r.userId === 'u5')).toEqual([]);
    expect(b.db.orders.filter((o) => o.userId === 'u5')).toEqual([]);
    for (const u of b.db.users) expect(ledgerSum(b.db, u.id), u.id).toBe(u.power);
  });
});

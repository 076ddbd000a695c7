// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoPay } from '../../mirage/payments';
import { configureHttp } from '../../src/api/http';
import type { PackageDto, PaymentDto } from '../../src/api/types';
import { PAYMENT_TIMEOUT_MS } from '../../src/domain/payment';
import { PaymentStore } from '../../src/stores/PaymentStore';
import { PersonalStore } from '../../src/stores/PersonalStore';
import type { SessionStore } from '../../src/stores/SessionStore';
import { fakeServerForFile, quietHooks, signedInSession, signedOut } from './storeWorld';

let session: SessionStore;
const auth = signedOut('en');

const fake = fakeServerForFile();

beforeEach(async () => {
  fake.server.reset();
  configureHttp(quietHooks(auth));
  session = await signedInSession(auth, '13800000005');
});

const MONTH: PackageDto = {
  id: 'p2',
  name: '月度会员',
  priceYuan: 199,
  period: 'month',
  points: 10_000,
  giftPoints: 0,
};
const now = () => fake.server.backend.clock.now();

describe('PaymentStore', () => {
  it('follows a payment to paid and reports the end once', async () => {
    const ended: PaymentDto[] = [];
    const store = new PaymentStore((p) => ended.push(p), 1e9);
    const p = await store.start(MONTH);
    expect(p?.state).toBe('paying');
    expect(store.pending).toBe(true);
    await store.poll();
    expect(ended).toEqual([]);
    demoPay(fake.server.backend.db, now(), 'paid');
    await store.poll();
    await store.poll();
    expect(store.current?.state).toBe('paid');
    expect(ended.map((e) => e.state)).toEqual(['paid']);
    store.stop();
  });
  it('follows a waiting payment again once resumed after it was left, and not an ended one', async () => {
    const ended: PaymentDto[] = [];
    const store = new PaymentStore((p) => ended.push(p), 1e9);
    await store.start(MONTH);
    store.stop();
    demoPay(fake.server.backend.db, now(), 'paid');
    store.resume();
    await vi.waitFor(() => expect(store.current?.state).toBe('paid'));
    expect(ended.map((e) => e.state)).toEqual(['paid']);
    // Ended: nothing more to follow.
    store.resume();
    expect(ended).toHaveLength(1);
    store.stop();
  });
  it('sees the time-out when the server clock passes the deadline', async () => {
    const store = new PaymentStore(() => {}, 1e9);
    await store.start(MONTH);
    fake.server.backend.clock.advance(PAYMENT_TIMEOUT_MS);
    await store.poll();
    expect(store.current?.state).toBe('expired');
  });
  it('cancels, and shows the real end when the payment ended just before', async () => {
    const store = new PaymentStore(() => {}, 1e9);
    await store.start(MONTH);
    await store.cancel();
    expect(store.current?.state).toBe('cancelled');
    await store.start(MONTH);
    demoPay(fake.server.backend.db, now(), 'failed');
    await store.cancel();
    expect(store.current?.state).toBe('failed');
  });
  it("keeps the server's refusal to show", async () => {
    const store = new PaymentStore(() => {}, 1e9);
    expect(await store.start({ ...MONTH, id: 'p6' })).toBeNull();
    expect(store.startError).toBe('Package does not exist');
    expect(store.current).toBeNull();
  });
});

describe('PersonalStore and the session', () => {
  it('a paid purchase updates membership, ledger and the session user (the top bar) without a reload', async () => {
    const store = new PersonalStore(session);
    await store.load();
    await store.ledger.records.setPage(1);
    expect(store.membership?.unifiedComputingPower).toBe(50_000);
    expect(store.packages.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(store.inviteUrl).toContain('inviteCode=MEMBR5');
    const before = session.user?.aigcExpiresTime ?? 0;
    await store.payment.start(MONTH);
    demoPay(fake.server.backend.db, now(), 'paid');
    await store.payment.poll();
    await vi.waitFor(() => expect(session.user?.unifiedComputingPower).toBe(60_000));
    await vi.waitFor(() => expect(store.membership?.unifiedComputingPower).toBe(60_000));
    expect(session.user?.aigcExpiresTime).toBe(before + 30 * 24 * 3600 * 1000);
    await vi.waitFor(() => expect(store.ledger.records.list[0]).toMatchObject({ type: 'recharge', delta: 10_000 }));
    store.dispose();
  });
  it('rename saves the nickname and patches the session user at once', async () => {
    await session.rename('  静静子 ');
    expect(session.user?.nickname).toBe('静静子');
    await expect(session.rename('')).rejects.toThrow('Parameter error: nickName');
    expect(session.user?.nickname).toBe('静静子');
  });
  it('the ledger filter and day range go to the server', async () => {
    const store = new PersonalStore(session);
    await store.ledger.setType('videoTop');
    expect(store.ledger.records.total).toBe(3);
    const today = new Date(now());
    await store.ledger.setRange([new Date(now() - 6 * 24 * 3600 * 1000), today]);
    expect(store.ledger.records.list.map((r) => r.type)).toEqual([]);
    await store.ledger.setType('');
    expect(store.ledger.records.total).toBe(2);
  });
});

// @vitest-environment jsdom
import { seededName } from '../../mirage/seededNames';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import { ledgerSum } from '../../mirage/ledger';
import { SCENE_NAMES, SCENES } from '../../mirage/scenes';
import { call, demoOver, signIn } from './backendHelpers';

type Row = Record<string, unknown>;
const list = (r: { data: unknown }): Row[] => (r.data as { list: Row[] }).list;

describe('demo scenes', () => {
  beforeEach(() => localStorage.clear());

  it('every scene names an account, a page and its moment, and a title in the four locales', async () => {
    for (const name of SCENE_NAMES) {
      const s = SCENES[name];
      expect(s.name).toBe(name);
      expect(s.account).toMatch(/^1380000000\d$/);
      expect(s.page.startsWith('/')).toBe(true);
      for (const lang of ['en', 'zh', 'es', 'ja'] as const) {
        const messages = ALL_MESSAGES[lang] as unknown as { scenes: Record<string, { title: string; desc: string }> };
        expect(messages.scenes[name].title.length).toBeGreaterThan(0);
        expect(messages.scenes[name].desc.length).toBeGreaterThan(0);
      }
    }
  });

  it('a cloned voice is still training when the page opens and done 8 s later', () => {
    const { b, demo } = demoOver();
    expect(demo.stage('voiceTrains')).toEqual({ account: '13800000005', page: '/voiceclone/index' });
    const { token } = signIn(b, '13800000005');
    const voice = () => list(call(b, 'post', '/voice/listVoice', { token, body: { pageNum: 1, pageSize: 20 } }))[0];
    expect(voice()).toMatchObject({ name: seededName('品牌代言人', 'en'), status: 'pending' });
    demo.advance(7_900);
    expect(voice().status).toBe('pending');
    demo.advance(200);
    expect(voice().status).toBe('done');
  });

  it('a video goes from the queue through editing, with its progress, to edit successful', () => {
    const { b, demo } = demoOver();
    demo.stage('videoRenders');
    const { token, userId } = signIn(b, '13800000005');
    const task = () => list(call(b, 'post', '/task/listTask', { token, body: { pageNum: 1, pageSize: 5 } }))[0];
    expect(task()).toMatchObject({ name: seededName('春季新品发布', 'en'), status: 'queued' });
    demo.advance(10_000);
    expect(task().status).toBe('editing');
    demo.advance(15_000);
    expect(task().progress).toBeCloseTo(0.5, 1);
    demo.advance(15_000);
    expect(task()).toMatchObject({ status: 'success', progress: 1 });
    const user = b.db.users.find((u) => u.id === userId);
    expect(b.db.powerRecords.some((r) => r.userId === userId && r.type === 'videoQuality' && r.delta === -150)).toBe(
      true,
    );
    expect(user?.power).toBe(50_000 - 150);
  });

  it('the next WeChat payment is paid 6 s after it starts, and the power goes up; only that one', () => {
    const { b, demo } = demoOver();
    expect(demo.stage('paymentArrives').page).toBe('/personal/personal?buy=p2');
    const { token } = signIn(b, '13800000005');
    const power = () => (call(b, 'get', '/membership/getMembershipInfo', { token }).data as Row).unifiedComputingPower;
    const before = power() as number;
    const pay = call(b, 'post', '/payment/createPayment', { token, body: { packageId: 'p2' } }).data as Row;
    const state = () =>
      (call(b, 'get', '/payment/getPaymentStatus', { token, query: { paymentId: String(pay.paymentId) } }).data as Row)
        .state;
    demo.advance(5_900);
    expect(state()).toBe('paying');
    demo.advance(100);
    expect(state()).toBe('paid');
    expect(power()).toBe(before + 10_000);
    const next = call(b, 'post', '/payment/createPayment', { token, body: { packageId: 'p1' } }).data as Row;
    demo.advance(60_000);
    const nextState = call(b, 'get', '/payment/getPaymentStatus', {
      token,
      query: { paymentId: String(next.paymentId) },
    }).data as Row;
    expect(nextState.state).toBe('paying');
  });

  it("the agent's customer has spent every point, and a recharge puts power back", () => {
    const { b, demo } = demoOver();
    const { page } = demo.stage('outOfPower');
    const id = page.split('/').at(-1) ?? '';
    expect(page).toBe(`/usermanage/myClientDetail/${id}`);
    const customer = b.db.users.find((u) => u.id === id);
    expect(customer).toMatchObject({ nickname: '林晓', power: 0, parentId: 'u4' });
    expect(ledgerSum(b.db, id)).toBe(0);
    const { token } = signIn(b, '13800000004');
    const detail = call(b, 'get', '/usermanage/getUserDetail', { token, query: { userId: id } });
    expect(detail.data).toMatchObject({ power: 0, vipActive: true });
    const r = call(b, 'post', '/usermanage/recharge', { token, body: { userId: id, kind: 'power', power: 100 } });
    expect(r.code).toBe(20000);
    expect((r.data as { person: Row }).person.power).toBe(1_000);
  });

  it('the 10,000-client reseller: the agent pages through 10,000 customers', () => {
    const { b, demo } = demoOver();
    demo.stage('largeReseller');
    expect(b.db.scenario).toBe('large');
    const { token } = signIn(b, '13800000004');
    const page = call(b, 'post', '/usermanage/getMyClientList', { token, body: { pageNum: 1, pageSize: 20 } });
    expect((page.data as { total: number }).total).toBeGreaterThanOrEqual(10_000);
  });

  it('the membership is active when the page opens and expired 10 s later', () => {
    const { b, demo } = demoOver();
    demo.stage('vipExpires');
    const { token } = signIn(b, '13800000005');
    const vip = () => (call(b, 'get', '/membership/getMembershipInfo', { token }).data as Row).vipState;
    expect(vip()).toBe('active');
    demo.advance(10_000);
    expect(vip()).toBe('expired');
  });

  it('staging starts from the seed again, and runs the demo clock at the scene speed (tests keep it stopped)', () => {
    const test = demoOver('test');
    test.demo.stage('videoRenders');
    expect(test.b.clock.speed).toBe(0);
    const demo = demoOver('demo');
    call(demo.b, 'post', '/userInfo/loginByPwd', { body: { mobilePhone: '13800000005', passWord: 'demo123' } });
    demo.demo.stage('videoRenders');
    expect(demo.b.clock.speed).toBe(2);
    expect(demo.b.db.sessions).toEqual([]);
  });
});

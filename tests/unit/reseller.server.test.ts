import { describe, expect, it } from 'vitest';
import type { Backend } from '../../mirage/backend';
import { findUser } from '../../mirage/db';
import { ledgerSum } from '../../mirage/ledger';
import type { OverviewDto, PageDto, PersonDetailDto, PersonRowDto, RechargeResultDto } from '../../src/api/types';
import { DAY_MS } from '../../src/domain/inventory';
import { dayStart } from '../../src/domain/overview';
import { call, makeBackend, signIn } from './backendHelpers';

const user = (b: Backend, id: string) => {
  const u = findUser(b.db, id);
  if (!u) throw new Error(id);
  return u;
};
const recharge = (b: Backend, token: string, body: Record<string, unknown>) =>
  call(b, 'post', '/usermanage/recharge', { token, body });
const list = (b: Backend, token: string, body: Record<string, unknown> = {}, path = '/usermanage/getMyClientList') =>
  call(b, 'post', path, { token, body }).data as PageDto<PersonRowDto>;

describe('recharging spends the reseller inventory', () => {
  it('an agent recharges a client a month card: one card moves, membership +30 days, both logged', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    const before = user(b, 'u5').aigcExpiresTime;
    const r = recharge(b, token, { userId: 'u5', kind: 'card', cardType: 'month' });
    expect(r.code).toBe(20000);
    const d = r.data as RechargeResultDto;
    expect(d.stock).toMatchObject({ cards: { day: 10, month: 2, year: 0 }, unlimited: false });
    expect(d.person.aigcExpiresTime).toBe(before + 30 * DAY_MS);
    const fields = b.db.changeLogs.map((c) => `${c.userId}:${c.field}`);
    expect(fields).toEqual(expect.arrayContaining(['u4:cards', 'u5:vip']));
  });
  it('an expired membership is extended from now', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    recharge(b, token, { userId: 'u6', kind: 'card', cardType: 'day', count: 2 });
    expect(user(b, 'u6').aigcExpiresTime).toBe(b.clock.now() + 2 * DAY_MS);
  });
  it('each shortage has its own message, and nothing changes', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    const snapshot = JSON.stringify(b.db.users);
    expect(recharge(b, token, { userId: 'u5', kind: 'card', cardType: 'year' }).msg).toBe(
      'Insufficient year-card inventory',
    );
    expect(recharge(b, token, { userId: 'u5', kind: 'card', cardType: 'month', count: 4 }).msg).toBe(
      'Insufficient month-card inventory',
    );
    expect(recharge(b, token, { userId: 'u5', kind: 'card', cardType: 'day', count: 11 }).msg).toBe(
      'Insufficient day-card inventory',
    );
    expect(recharge(b, token, { userId: 'u5', kind: 'power', power: 8010 }).msg).toBe(
      'Insufficient unified computing power inventory',
    );
    expect(
      call(b, 'post', '/usermanage/recharge', {
        token,
        lang: 'zh',
        body: { userId: 'u5', kind: 'card', cardType: 'year' },
      }).msg,
    ).toBe('年卡库存不足');
    expect(JSON.stringify(b.db.users)).toBe(snapshot);
  });
  it('power: units of 10, points = entered x 10, debited from the agent through the ledger', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    expect(recharge(b, token, { userId: 'u5', kind: 'power', power: 15 }).msg).toBe(
      'Computing power must be in units of 10',
    );
    expect(recharge(b, token, { userId: 'u5', kind: 'power', power: 0 }).msg).toBe(
      'Computing power must be in units of 10',
    );
    const r = recharge(b, token, { userId: 'u5', kind: 'power', power: 100 });
    expect(r.code).toBe(20000);
    expect(user(b, 'u4').power).toBe(80000 - 1000);
    expect(user(b, 'u5').power).toBe(50000 + 1000);
    for (const id of ['u4', 'u5']) expect(ledgerSum(b.db, id)).toBe(user(b, id).power);
    const last = b.db.powerRecords.slice(-2).map((p) => [p.userId, p.type, p.delta]);
    expect(last).toEqual([
      ['u4', 'recharge', -1000],
      ['u5', 'recharge', 1000],
    ]);
  });
  it('a quarter package costs three month cards and its points', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    const r = recharge(b, token, { userId: 'u5', kind: 'package', packageId: 'p3' });
    expect((r.data as RechargeResultDto).stock).toMatchObject({ cards: { month: 0 }, power: 80000 - 32000 });
    expect(recharge(b, token, { userId: 'u5', kind: 'package', packageId: 'p3' }).msg).toBe(
      'Insufficient month-card inventory',
    );
    expect(recharge(b, token, { userId: 'u5', kind: 'package', packageId: 'p6' }).msg).toBe('Package does not exist');
  });
  it('the admin and the assistant spend nothing (the brand stock is unlimited)', () => {
    for (const mobile of ['13800000001', '13800000002']) {
      const b = makeBackend();
      const { token, userId } = signIn(b, mobile);
      const me = user(b, userId);
      const before = { cards: { ...me.cards }, power: me.power };
      const r = recharge(b, token, { userId: 'u6', kind: 'package', packageId: 'p5' });
      expect((r.data as RechargeResultDto).stock.unlimited).toBe(true);
      expect({ cards: me.cards, power: me.power }).toEqual(before);
      expect(user(b, 'u6').power).toBe(150000);
    }
  });
  it('refuses self, unknown people and people of another branch', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    expect(recharge(b, token, { userId: 'u4', kind: 'card', cardType: 'day' }).msg).toBe(
      'You cannot operate on yourself',
    );
    expect(recharge(b, token, { userId: 'nobody', kind: 'card', cardType: 'day' }).msg).toBe('User does not exist');
    expect(recharge(b, token, { userId: 'c2', kind: 'card', cardType: 'day' }).msg).toBe('No permission');
    expect(recharge(b, token, { userId: 'u5', kind: 'gold' }).msg).toBe('Parameter error: kind');
  });
});

describe('lists, details and power records', () => {
  it("an agent's clients are their own subordinates only; details of another agent's client are refused", () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    const l = list(b, token, { pageSize: 100 });
    expect(l.total).toBeGreaterThan(0);
    for (const row of l.list) expect(row.parentId).toBe('u4');
    expect(call(b, 'get', '/usermanage/getUserDetail', { token, query: { userId: 'c2' } }).msg).toBe('No permission');
    // The details page reads a person's lists from the personal area's endpoints, which refuse the same way.
    for (const path of [
      '/powerRecord/getPowerRecordList',
      '/orderInformation/getOrderListByUserId',
      '/dataChangeLog/getDataChangeLog',
    ])
      expect(call(b, 'post', path, { token, body: { userId: 'c2' } }).msg).toBe('No permission');
    const d = call(b, 'get', '/usermanage/getUserDetail', { token, query: { userId: 'u5' } }).data as PersonDetailDto;
    expect(d).toMatchObject({ mobile: '13800000005', parentMobile: '13800000004', inviteCode: 'MEMBR5' });
  });
  it('search by phone or nickname, sort, page', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const all = list(b, token, { pageSize: 100 });
    expect(all.list.every((r) => r.isAgent === 0)).toBe(true);
    expect(list(b, token, { keyword: '0000005' }).list.map((r) => r.mobile)).toEqual(['13800000005']);
    expect(list(b, token, { keyword: '陈静' }).list.map((r) => r.mobile)).toEqual(['13800000005']);
    const byPower = list(b, token, { sortField: 'power', sortOrder: 'asc', pageSize: 100 }).list.map((r) => r.power);
    expect(byPower).toEqual([...byPower].sort((x, y) => x - y));
    const p1 = list(b, token, { pageNum: 1, pageSize: 5 });
    const p2 = list(b, token, { pageNum: 2, pageSize: 5 });
    expect(p1.total).toBe(all.total);
    expect(p1.list).toHaveLength(5);
    expect(p2.list[0]).toEqual(all.list[5]);
    expect(call(b, 'post', '/usermanage/getMyClientList', { token, body: { pageSize: 0 } }).msg).toBe(
      'Parameter error: pageSize',
    );
    expect(call(b, 'post', '/usermanage/getMyClientList', { token, body: { sortField: 'password' } }).msg).toBe(
      'Parameter error: sortField',
    );
  });
  it("parentId lists one person's direct subordinates, if the caller manages that person", () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000003');
    const sub = list(b, token, { parentId: 'u4', pageSize: 100 });
    expect(sub.total).toBeGreaterThan(0);
    expect(sub.list.every((r) => r.parentId === 'u4')).toBe(true);
    const agent = signIn(b, '13800000004');
    expect(call(b, 'post', '/usermanage/getMyClientList', { token: agent.token, body: { parentId: 'u3' } }).msg).toBe(
      'No permission',
    );
  });
  it('power records come newest first, paged, for self or a managed person', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    recharge(b, token, { userId: 'u5', kind: 'power', power: 10 });
    recharge(b, token, { userId: 'u5', kind: 'power', power: 20 });
    const r = call(b, 'post', '/powerRecord/getPowerRecordList', { token, body: { userId: 'u5', pageSize: 2 } });
    const d = r.data as PageDto<{ delta: number }>;
    expect(d.list.map((x) => x.delta)).toEqual([200, 100]);
    expect(d.total).toBe(b.db.powerRecords.filter((x) => x.userId === 'u5').length);
    const member = signIn(b, '13800000005');
    expect(
      call(b, 'post', '/powerRecord/getPowerRecordList', { token: member.token, body: { userId: 'u5' } }).code,
    ).toBe(20000);
  });
});

describe('set and cancel agent', () => {
  it('a cansetAgent sets and cancels an agent; the lists follow', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000003');
    expect(call(b, 'get', '/usermanage/setAgent', { token, query: { userId: 'u5' } }).code).toBe(20000);
    expect(user(b, 'u5')).toMatchObject({ isAgent: 1, canSetAgent: 0 });
    expect(list(b, token, { keyword: '13800000005' }, '/usermanage/getProxyUserList').total).toBe(1);
    expect(list(b, token, { keyword: '13800000005' }).total).toBe(0);
    expect(call(b, 'get', '/usermanage/cancelAgent', { token, query: { userId: 'u5' } }).code).toBe(20000);
    expect(user(b, 'u5').isAgent).toBe(0);
    expect(b.db.changeLogs.filter((c) => c.userId === 'u5' && c.field === 'isAgent')).toHaveLength(2);
  });
  it('only the boss and the assistant make agents who may set agents', () => {
    const b = makeBackend();
    const setter = signIn(b, '13800000003');
    expect(
      call(b, 'get', '/usermanage/setAgent', { token: setter.token, query: { userId: 'u5', canSetAgent: '1' } }).msg,
    ).toBe('No permission');
    const admin = signIn(b, '13800000001');
    call(b, 'get', '/usermanage/setAgent', { token: admin.token, query: { userId: 'u5', canSetAgent: '1' } });
    expect(user(b, 'u5')).toMatchObject({ isAgent: 1, canSetAgent: 1 });
  });
  it("'cannot operate self' and 'cannot revoke own agent permission'", () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000003');
    expect(call(b, 'get', '/usermanage/setAgent', { token, query: { userId: 'u3' } }).msg).toBe(
      'You cannot operate on yourself',
    );
    expect(call(b, 'get', '/usermanage/cancelAgent', { token, query: { userId: 'u3' } }).msg).toBe(
      'You cannot revoke your own agent permission',
    );
    expect(call(b, 'get', '/usermanage/cancelAgent', { token, query: { userId: 'u1' } }).msg).toBe('No permission');
  });
});

describe('overview', () => {
  const range = (b: Backend, days: number) => ({ startTime: b.clock.now() - days * DAY_MS, endTime: b.clock.now() });
  it('wider ranges count more; recharges show up; series adds up to the totals', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const get = (body: Record<string, unknown>) =>
      call(b, 'post', '/overview/getOverviewData', { token, body }).data as OverviewDto;
    const week = get(range(b, 7));
    const quarter = get(range(b, 90));
    expect(quarter.totals.registrations).toBeGreaterThan(week.totals.registrations);
    expect(week.series).toHaveLength(7);
    for (const o of [week, quarter]) {
      for (const k of ['invites', 'registrations', 'recharges'] as const)
        expect(o.series.reduce((s, x) => s + x[k], 0)).toBe(o.totals[k]);
    }
    recharge(b, token, { userId: 'u6', kind: 'card', cardType: 'day' });
    recharge(b, token, { userId: 'u6', kind: 'package', packageId: 'p1' });
    // The same seven days, to a moment after the two recharges (a seeded event may sit on the range's first instant).
    const { startTime } = range(b, 7);
    b.clock.advance(1000);
    expect(get({ startTime, endTime: b.clock.now() }).totals.recharges).toBe(week.totals.recharges + 2);
  });
  it("an agent's figures cover their own people only", () => {
    const b = makeBackend();
    const admin = signIn(b, '13800000001');
    const agent = signIn(b, '13800000004');
    const body = range(b, 366);
    const a = call(b, 'post', '/overview/getOverviewData', { token: admin.token, body }).data as OverviewDto;
    const g = call(b, 'post', '/overview/getOverviewData', { token: agent.token, body }).data as OverviewDto;
    expect(g.totals.clients).toBe(list(b, agent.token).total);
    expect(a.totals.clients).toBeGreaterThan(g.totals.clients);
  });
  it("quick ranges are whole days up to the server's today and move with its clock", () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const get = (range: string) =>
      call(b, 'post', '/overview/getOverviewData', { token, body: { range } }).data as OverviewDto;
    const now = b.clock.now();
    expect(get('week').range).toEqual({ start: dayStart(now) - 6 * DAY_MS, end: dayStart(now) + DAY_MS });
    expect(get('threeMonths').series).toHaveLength(13);
    const before = get('month').totals.registrations;
    b.clock.advance(400 * DAY_MS);
    expect(get('month').totals.registrations).toBeLessThan(before);
    expect(call(b, 'post', '/overview/getOverviewData', { token, body: { range: 'decade' } }).msg).toBe(
      'Parameter error: range',
    );
  });
  it('the series holds every day of the range, the last day included (11/15-11/22 ends on 11/22)', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const get = (body: Record<string, unknown>) =>
      call(b, 'post', '/overview/getOverviewData', { token, body }).data as OverviewDto;
    // Whole days in Beijing (UTC+8), as the page sends them: from the first day's midnight to the last day's end.
    const midnight = (d: number) => Date.UTC(2026, 10, d) - 8 * 3600_000;
    const custom = get({ startTime: midnight(15), endTime: midnight(23) });
    expect(custom.series.map((p) => new Date(p.start + 8 * 3600_000).getUTCDate())).toEqual([
      15, 16, 17, 18, 19, 20, 21, 22,
    ]);
    // A quick week in the same zone: seven of the reader's days, today (the server's now) the last.
    const now = b.clock.now();
    const week = get({ range: 'week', tzOffset: -480 });
    expect(week.series).toHaveLength(7);
    expect(week.series.at(-1)?.start).toBe(dayStart(now, -480));
    expect(week.series[0].start).toBe(dayStart(now, -480) - 6 * DAY_MS);
    expect(call(b, 'post', '/overview/getOverviewData', { token, body: { range: 'week', tzOffset: 900 } }).msg).toBe(
      'Parameter error: tzOffset',
    );
  });
  it('agents and clients are drawn per point: the level at its end, never falling, the last equal to the totals', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const o = call(b, 'post', '/overview/getOverviewData', { token, body: { range: 'threeMonths' } })
      .data as OverviewDto;
    for (const k of ['agents', 'clients'] as const) {
      const levels = o.series.map((p) => p[k]);
      expect(levels.at(-1)).toBe(o.totals[k]);
      expect(levels).toEqual([...levels].sort((x, y) => x - y));
    }
    // People joined within the three months, so the first week's level is below the last.
    expect(o.series[0].clients).toBeLessThan(o.totals.clients);
  });
  it('refuses a reversed or over-long range', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const now = b.clock.now();
    for (const body of [{ startTime: now, endTime: now - 1 }, { startTime: now - 400 * DAY_MS, endTime: now }, {}])
      expect(call(b, 'post', '/overview/getOverviewData', { token, body }).msg).toBe('Parameter error: startTime');
  });
});

describe('packages', () => {
  it('create, edit, delete; name exists; missing; units of 10', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000002');
    const add = (body: Record<string, unknown>) => call(b, 'post', '/pkgAdmin/addPackage', { token, body });
    const r = add({ name: '周卡', priceYuan: 49.9, period: 'day', power: 300 });
    expect(r.data).toMatchObject({ name: '周卡', priceYuan: 49.9, points: 3000 });
    const id = (r.data as { id: string }).id;
    expect(add({ name: ' 月度会员 ', priceYuan: 1, period: 'month', power: 10 }).msg).toBe(
      'Package name already exists',
    );
    expect(add({ name: 'X', priceYuan: 1, period: 'month', power: 15 }).msg).toBe(
      'Computing power must be in units of 10',
    );
    expect(add({ name: 'X', priceYuan: 0, period: 'month', power: 10 }).msg).toBe('Parameter error: priceYuan');
    expect(add({ name: 'X', priceYuan: 1, period: 'week', power: 10 }).msg).toBe('Parameter error: period');
    const upd = call(b, 'post', '/pkgAdmin/updatePackage', {
      token,
      body: { id, name: '周卡', priceYuan: 59, period: 'day', power: 400 },
    });
    expect(upd.data).toMatchObject({ priceYuan: 59, points: 4000 });
    expect(
      call(b, 'post', '/pkgAdmin/updatePackage', {
        token,
        body: { id, name: '年度会员', priceYuan: 59, period: 'day', power: 400 },
      }).msg,
    ).toBe('Package name already exists');
    expect(call(b, 'get', '/pkgAdmin/deletePackage', { token, query: { id } }).code).toBe(20000);
    expect(call(b, 'get', '/pkgAdmin/deletePackage', { token, query: { id } }).msg).toBe('Package does not exist');
    // Another brand's package is missing for this brand.
    expect(call(b, 'get', '/pkgAdmin/deletePackage', { token, query: { id: 'p6' } }).msg).toBe(
      'Package does not exist',
    );
    const names = (call(b, 'post', '/pkgAdmin/getPackageList', { token }).data as { name: string }[]).map(
      (p) => p.name,
    );
    expect(names).not.toContain('周卡');
    expect(names).not.toContain('Acme Starter');
  });
});

describe('create user and branded label', () => {
  it('an agent opens a customer under them; not an agent; a taken mobile is refused', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    const body = { mobilePhone: '13912345678', passWord: 'secret1', nickName: '新客户', isAgent: 0 };
    const r = call(b, 'post', '/userInfo/createUser', { token, body });
    expect(r.code).toBe(20000);
    expect(list(b, token, { keyword: '13912345678' }).list[0]).toMatchObject({ parentId: 'u4', nickname: '新客户' });
    expect(call(b, 'post', '/userInfo/createUser', { token, body }).msg).toBe('This account is already registered');
    expect(
      call(b, 'post', '/userInfo/createUser', { token, body: { ...body, mobilePhone: '13912345679', isAgent: 1 } }).msg,
    ).toBe('No permission');
    expect(call(b, 'post', '/userInfo/createUser', { token, body: { ...body, mobilePhone: '123' } }).msg).toBe(
      'Parameter error: mobilePhone',
    );
    const signed = call(b, 'post', '/userInfo/loginByPwd', {
      body: { mobilePhone: '13912345678', passWord: 'secret1' },
    });
    expect(signed.code).toBe(20000);
  });
  it('a label is served on its domain at once; code and domain are unique', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const body = { words: 'Zeta Studio', oemCode: 'zeta', domain: 'zeta.localhost', unifiedComputingPower: 1 };
    const r = call(b, 'post', '/userInfo/createOem', { token, body });
    expect(r.data).toMatchObject({ words: 'Zeta Studio', oemCode: 'ZETA', unifiedComputingPower: 1, showAudition: 0 });
    const served = call(b, 'get', '/oemConfig/queryOemConfigByDomain', { query: { domain: 'zeta.localhost:4204' } });
    expect(served.data).toMatchObject({ words: 'Zeta Studio', oemCode: 'ZETA' });
    expect(call(b, 'post', '/userInfo/createOem', { token, body }).msg).toBe('Brand code already exists');
    expect(call(b, 'post', '/userInfo/createOem', { token, body: { ...body, oemCode: 'ZETA2' } }).msg).toBe(
      'This domain is already used by a brand',
    );
    expect(
      call(b, 'post', '/userInfo/createOem', { token, body: { ...body, oemCode: 'Z3', domain: 'http://x' } }).msg,
    ).toBe('Parameter error: domain');
  });
});

describe('boss assistants', () => {
  it('grant by mobile, list, remove; the role follows at once', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const grant = call(b, 'get', '/userInfo/settingUserRole', {
      token,
      query: { roleName: 'zhuli', mobilePhone: '13800000005' },
    });
    expect(grant.data).toMatchObject({ userId: 'u5', userRole: 'zhuli' });
    const rows = call(b, 'post', '/userInfo/queryRoleList', { token, body: { roleName: 'zhuli' } }).data as PageDto<{
      userId: string;
    }>;
    expect(rows.list.map((r) => r.userId).sort()).toEqual(['u2', 'u5']);
    const member = signIn(b, '13800000005');
    expect(call(b, 'post', '/usermanage/getProxyUserList', { token: member.token, body: {} }).code).toBe(20000);
    call(b, 'get', '/userInfo/removeUserRole', { token, query: { roleName: 'zhuli', userId: 'u5' } });
    expect(user(b, 'u5').userRole).toBe('');
    expect(call(b, 'post', '/usermanage/getProxyUserList', { token: member.token, body: {} }).msg).toBe(
      'No permission',
    );
    expect(b.db.changeLogs.filter((c) => c.userId === 'u5' && c.field === 'userRole')).toHaveLength(2);
  });
  it('refuses self, unknown mobiles and other roles', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const q = (query: Record<string, string>) => call(b, 'get', '/userInfo/settingUserRole', { token, query }).msg;
    expect(q({ roleName: 'zhuli', userId: 'u1' })).toBe('You cannot operate on yourself');
    expect(q({ roleName: 'zhuli', mobilePhone: '13999999999' })).toBe('User does not exist');
    expect(q({ roleName: 'admin', userId: 'u5' })).toBe('Parameter error: roleName');
  });
});

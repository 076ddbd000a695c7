// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfo } from '../dtos';
import type { PageDto, PersonRowDto, UserInfoDto } from '../../src/api/types';

vi.mock('../../src/api/user', () => ({ getUserInfo: vi.fn() }));
vi.mock('../../src/api/customer', () => ({ getMyClientList: vi.fn(), recharge: vi.fn(), getMyStock: vi.fn() }));
vi.mock('../../src/api/agent', () => ({ getProxyUserList: vi.fn(), setAgent: vi.fn(), cancelAgent: vi.fn() }));
vi.mock('../../src/api/overview', () => ({ getOverviewData: vi.fn() }));

const userApi = await import('../../src/api/user');
const customerApi = await import('../../src/api/customer');
const overviewApi = await import('../../src/api/overview');
const { SessionStore } = await import('../../src/stores/SessionStore');
const { PersonListStore } = await import('../../src/stores/ClientListStore');
const { OverviewStore } = await import('../../src/stores/OverviewStore');

const row = (id: string, power = 0): PersonRowDto => ({
  userId: id,
  nickname: id,
  mobile: '1',
  power,
  cards: { day: 0, month: 0, year: 0 },
  aigcExpiresTime: 0,
  vipActive: false,
  isAgent: 0,
  canSetAgent: 0,
  parentId: 'u4',
  parentNickname: '',
  createdAt: 0,
});
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => vi.resetAllMocks());

describe('SessionStore.ensureUser: one call per session start', () => {
  it('callers share the call; a failure stays the answer (no second call) until the token is reset', async () => {
    const s = new SessionStore();
    s.token = 'tk1';
    vi.mocked(userApi.getUserInfo).mockRejectedValueOnce(new Error('down')).mockResolvedValue(userInfo());
    const early = s.ensureUser().catch((e: Error) => e.message);
    await flush();
    // The router's loader, asking after the answer came: the same failure, and no new call.
    await expect(s.ensureUser()).rejects.toThrow('down');
    expect(await early).toBe('down');
    expect(userApi.getUserInfo).toHaveBeenCalledTimes(1);
    // A reset (what the failure leads to) and a new start: asked again, and then kept.
    s.resetToken();
    s.token = 'tk2';
    expect((await s.ensureUser()).userId).toBe('u5');
    expect(await s.ensureUser()).toBe(s.user);
    expect(userApi.getUserInfo).toHaveBeenCalledTimes(2);
  });
});

describe('SessionStore.revalidate: a role changed on the server reaches the session', () => {
  it('re-reads the user and derives the new role', async () => {
    const s = new SessionStore();
    // A signed-in member.
    (s as unknown as { setUser(u: UserInfoDto): void }).setUser(userInfo());
    s.token = 'tk1';
    expect(s.role).toBe('user');
    vi.mocked(userApi.getUserInfo).mockResolvedValue(userInfo({ userRole: 'zhuli' }));
    s.revalidate();
    await flush();
    expect(s.role).toBe('assistant');
  });
  it('drops an answer that lands after the session ended', async () => {
    const s = new SessionStore();
    (s as unknown as { setUser(u: UserInfoDto): void }).setUser(userInfo());
    s.token = 'tk1';
    let answer: (u: UserInfoDto) => void = () => {};
    vi.mocked(userApi.getUserInfo).mockReturnValue(new Promise((r) => (answer = r)));
    s.revalidate();
    s.resetToken();
    answer(userInfo({ userRole: 'zhuli' }));
    await flush();
    expect(s.user).toBeNull();
    expect(s.role).toBeNull();
  });
  it('keeps the very same user object when the read says nothing new (nothing reading it draws again)', async () => {
    const s = new SessionStore();
    (s as unknown as { setUser(u: UserInfoDto): void }).setUser(userInfo());
    s.token = 'tk1';
    const before = s.user;
    // The sign-in answer's token fields are not part of the user.
    vi.mocked(userApi.getUserInfo).mockResolvedValue({ ...userInfo(), token: 'x', tokenId: 'y' } as UserInfoDto);
    s.revalidate();
    await flush();
    expect(s.user).toBe(before);
    vi.mocked(userApi.getUserInfo).mockResolvedValue(userInfo({ nickname: 'Renamed' }));
    s.revalidate();
    await flush();
    expect(s.user).not.toBe(before);
    expect(s.user?.nickname).toBe('Renamed');
  });
  it('keeps the session when the read fails', async () => {
    const s = new SessionStore();
    (s as unknown as { setUser(u: UserInfoDto): void }).setUser(userInfo());
    s.token = 'tk1';
    vi.mocked(userApi.getUserInfo).mockRejectedValue(new Error('network'));
    s.revalidate();
    await flush();
    expect(s.role).toBe('user');
  });
});

describe('PersonListStore', () => {
  it('an older answer arriving after a newer request is dropped', async () => {
    const store = new PersonListStore('clients');
    const answers: ((p: PageDto<PersonRowDto>) => void)[] = [];
    vi.mocked(customerApi.getMyClientList).mockImplementation(() => new Promise((r) => answers.push(r)));
    void store.load();
    store.setKeyword('new');
    void store.search();
    answers[1]({ list: [row('fresh')], total: 1 });
    await flush();
    answers[0]({ list: [row('stale'), row('stale2')], total: 2 });
    await flush();
    expect(store.list.map((r) => r.userId)).toEqual(['fresh']);
    expect(store.shownKeyword).toBe('new');
    expect(store.loading).toBe(false);
  });
  it('search and sort go back to page 1; paging stays within the pages', async () => {
    const store = new PersonListStore('clients');
    vi.mocked(customerApi.getMyClientList).mockResolvedValue({ list: [row('a')], total: 45 });
    await store.load();
    await store.setPage(9);
    expect(store.pageNum).toBe(3);
    await store.sortBy('power', 'asc');
    expect(store.pageNum).toBe(1);
    expect(vi.mocked(customerApi.getMyClientList).mock.lastCall?.[0]).toMatchObject({
      pageNum: 1,
      pageSize: 20,
      sortField: 'power',
      sortOrder: 'asc',
    });
  });
  it('a recharge replaces the row and the stock with what the server answered', async () => {
    const store = new PersonListStore('clients');
    vi.mocked(customerApi.getMyClientList).mockResolvedValue({ list: [row('a', 10), row('b', 20)], total: 2 });
    await store.load();
    vi.mocked(customerApi.recharge).mockResolvedValue({
      person: row('b', 1020),
      stock: { cards: { day: 1, month: 2, year: 3 }, power: 5, unlimited: false },
    });
    await store.recharge({ userId: 'b', kind: 'power', power: 100 });
    expect(store.list.map((r) => r.power)).toEqual([10, 1020]);
    expect(store.stock?.cards.month).toBe(2);
  });
  it('reset forgets everything (another person may sign in next)', async () => {
    const store = new PersonListStore('agents');
    store.setKeyword('x');
    store.reset();
    expect(store).toMatchObject({ keyword: '', list: [], total: 0, pageNum: 1 });
  });
});

describe('OverviewStore', () => {
  it('refuses an invalid custom range without a call; a quick range asks the server to resolve it', async () => {
    const store = new OverviewStore();
    expect(store.setCustom({ start: 10, end: 5 })).toBe(false);
    expect(overviewApi.getOverviewData).not.toHaveBeenCalled();
    vi.mocked(overviewApi.getOverviewData).mockResolvedValue({
      range: { start: 0, end: 1 },
      totals: { invites: 0, registrations: 0, recharges: 0, agents: 0, clients: 0 },
      series: [],
    });
    await store.setQuick('month');
    expect(vi.mocked(overviewApi.getOverviewData).mock.lastCall?.[0]).toEqual({
      range: 'month',
      tzOffset: new Date().getTimezoneOffset(),
    });
  });
});

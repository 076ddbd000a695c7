import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../mirage/backend';
import { canManage } from '../../mirage/access';
import type { DbData, DbUser } from '../../mirage/db';
import { managedBy } from '../../mirage/reseller';
import type { Role } from '../../src/domain/roles';
import { call, makeBackend, signIn } from './backendHelpers';

const MOBILE: Record<Role, string> = {
  admin: '13800000001',
  assistant: '13800000002',
  cansetAgent: '13800000003',
  agent: '13800000004',
  user: '13800000005',
};
const ALL: Role[] = ['admin', 'assistant', 'cansetAgent', 'agent', 'user'];
const MANAGERS: Role[] = ['admin', 'assistant', 'cansetAgent', 'agent'];
const SETTERS: Role[] = ['admin', 'assistant', 'cansetAgent'];
const BOSSES: Role[] = ['admin', 'assistant'];

interface Cell {
  method: 'get' | 'post';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  roles: Role[];
  /** The refusal for the others. */
  refusal?: string;
}

// The target u6 (a client under the agent) is managed by every reseller role, so only the role decides.
const MATRIX: Cell[] = [
  { method: 'post', path: '/usermanage/getMyClientList', body: {}, roles: MANAGERS },
  { method: 'post', path: '/usermanage/getProxyUserList', body: {}, roles: SETTERS },
  { method: 'get', path: '/usermanage/getUserDetail', query: { userId: 'u6' }, roles: MANAGERS },
  { method: 'post', path: '/powerRecord/getPowerRecordList', body: { userId: 'u6' }, roles: MANAGERS },
  { method: 'get', path: '/usermanage/getMyStock', roles: MANAGERS },
  {
    method: 'post',
    path: '/usermanage/recharge',
    body: { userId: 'u6', kind: 'card', cardType: 'day' },
    roles: MANAGERS,
    refusal: 'No recharge permission',
  },
  { method: 'get', path: '/usermanage/setAgent', query: { userId: 'u6' }, roles: SETTERS },
  { method: 'get', path: '/usermanage/cancelAgent', query: { userId: 'u6' }, roles: SETTERS },
  { method: 'post', path: '/overview/getOverviewData', body: { startTime: 0, endTime: 1 }, roles: MANAGERS },
  { method: 'post', path: '/pkgAdmin/getPackageList', roles: MANAGERS },
  {
    method: 'post',
    path: '/pkgAdmin/addPackage',
    body: { name: 'New', priceYuan: 9, period: 'day', power: 10 },
    roles: BOSSES,
  },
  {
    method: 'post',
    path: '/pkgAdmin/updatePackage',
    body: { id: 'p1', name: 'Renamed', priceYuan: 9, period: 'day', power: 10 },
    roles: BOSSES,
  },
  { method: 'get', path: '/pkgAdmin/deletePackage', query: { id: 'p1' }, roles: BOSSES },
  {
    method: 'post',
    path: '/userInfo/createUser',
    body: { mobilePhone: '13912345678', passWord: 'secret1', nickName: 'New', isAgent: 0 },
    roles: MANAGERS,
  },
  {
    method: 'post',
    path: '/userInfo/createOem',
    body: { words: 'Brand', oemCode: 'BR', domain: 'br.localhost' },
    roles: ['admin'],
  },
  { method: 'get', path: '/userInfo/settingUserRole', query: { userId: 'u6', roleName: 'zhuli' }, roles: ['admin'] },
  { method: 'post', path: '/userInfo/queryRoleList', body: { roleName: 'zhuli' }, roles: ['admin'] },
  { method: 'get', path: '/userInfo/removeUserRole', query: { userId: 'u2', roleName: 'zhuli' }, roles: ['admin'] },
];

describe('every reseller endpoint x every role: the server decides, whatever the UI shows', () => {
  for (const cell of MATRIX) {
    for (const role of ALL) {
      const allowed = cell.roles.includes(role);
      it(`${cell.path} as ${role}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const b = makeBackend();
        const { token } = signIn(b, MOBILE[role]);
        // The overview's range must be valid to be allowed; 0..1 ms is.
        const r = call(b, cell.method, cell.path, { token, query: cell.query, body: cell.body });
        if (allowed) expect(r, JSON.stringify(r)).toMatchObject({ code: 20000 });
        else expect(r).toMatchObject({ code: 50000, msg: cell.refusal ?? 'No permission' });
      });
    }
  }
  it('every call answers 204 without a token', () => {
    const b = makeBackend();
    for (const cell of MATRIX) expect(call(b, cell.method, cell.path, { body: cell.body }).code).toBe(204);
  });
});

/** A random reseller tree: each user under an earlier one, with random flags. */
const arbTree = fc
  .array(
    fc.record({
      parent: fc.nat(),
      agent: fc.boolean(),
      setter: fc.boolean(),
      zhuli: fc.boolean(),
      brand: fc.constantFrom('A', 'B'),
    }),
    { minLength: 1, maxLength: 40 },
  )
  .map((rows) =>
    rows.map(
      (r, i): DbUser => ({
        id: `t${i}`,
        mobile: `1390000${String(i).padStart(4, '0')}`,
        password: 'x',
        nickname: `n${i}`,
        avatar: '',
        isAdmin: i === 0 ? 1 : 0,
        isAgent: r.agent ? 1 : 0,
        canSetAgent: r.setter ? 1 : 0,
        userRole: r.zhuli && i > 0 ? 'zhuli' : '',
        parentId: i === 0 ? null : `t${r.parent % i}`,
        aigcExpiresTime: 0,
        power: 0,
        inviteCode: `I${i}`,
        oemCode: i === 0 ? 'A' : r.brand,
        appLanguage: 'zh',
        createdAt: 0,
        cards: { day: 0, month: 0, year: 0 },
      }),
    ),
  );

describe('who manages whom', () => {
  it('the one-pass scope equals canManage for every actor of the seed', () => {
    const b: Backend = makeBackend();
    for (const actor of b.db.users) {
      const expected = b.db.users.filter((u) => canManage(b.db, actor, u)).map((u) => u.id);
      expect(
        managedBy(b.db, actor)
          .map((u) => u.id)
          .sort(),
      ).toEqual(expected.sort());
    }
  });
  it('the one-pass scope equals canManage on random trees (property)', () => {
    fc.assert(
      fc.property(arbTree, (users) => {
        const db = { users } as DbData;
        for (const actor of users) {
          const expected = users.filter((u) => canManage(db, actor, u)).map((u) => u.id);
          expect(
            managedBy(db, actor)
              .map((u) => u.id)
              .sort(),
          ).toEqual(expected.sort());
        }
      }),
      { numRuns: 60 },
    );
  });
  it('nobody manages themselves or the boss; a user manages nobody', () => {
    const b = makeBackend();
    const boss = b.db.users.find((u) => u.isAdmin === 1) as DbUser;
    for (const actor of b.db.users) {
      expect(canManage(b.db, actor, actor)).toBe(false);
      if (actor !== boss) expect(canManage(b.db, actor, boss)).toBe(false);
    }
    expect(managedBy(b.db, b.db.users.find((u) => u.id === 'u5') as DbUser)).toEqual([]);
  });
});

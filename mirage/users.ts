import type { UserInfoDto } from '../src/api/types';
import { type DbData, type DbUser, nextId } from './db';
import { makeId } from './random';

/** What the service sends of a user: never the password. */
export function toUserDto(u: DbUser): UserInfoDto {
  return {
    userId: u.id,
    nickname: u.nickname,
    mobile: u.mobile,
    avatar: u.avatar,
    isAdmin: u.isAdmin,
    isAgent: u.isAgent,
    canSetAgent: u.canSetAgent,
    userRole: u.userRole,
    appLanguage: u.appLanguage,
    aigcExpiresTime: u.aigcExpiresTime,
    unifiedComputingPower: u.power,
    inviteCode: u.inviteCode,
    oemCode: u.oemCode,
  };
}

/** Who a new account is: the rest (no role, no power, no membership, no cards) is what every new account starts with. */
export type NewAccount = Pick<DbUser, 'mobile' | 'password' | 'nickname' | 'parentId' | 'oemCode' | 'appLanguage'> &
  Partial<Pick<DbUser, 'isAgent' | 'canSetAgent' | 'cards'>>;

/** Adds an account, registered or opened by a reseller, with its id and invite code; the account added. */
export function addAccount(db: DbData, rand: () => number, now: number, a: NewAccount): DbUser {
  const user: DbUser = {
    id: nextId(db, 'n'),
    avatar: '',
    isAdmin: 0,
    isAgent: 0,
    canSetAgent: 0,
    userRole: '',
    aigcExpiresTime: 0,
    power: 0,
    ...a,
    inviteCode: makeId(rand, '', 6).toUpperCase(),
    createdAt: now,
    cards: { day: 0, month: 0, year: 0 },
  };
  db.users.push(user);
  return user;
}

/** Who a client is when the world is built (seed, scenario, scene) rather than registered: all but its role is given. */
export type ClientRow = Pick<
  DbUser,
  | 'id'
  | 'mobile'
  | 'password'
  | 'nickname'
  | 'parentId'
  | 'aigcExpiresTime'
  | 'power'
  | 'inviteCode'
  | 'oemCode'
  | 'createdAt'
> &
  Partial<Pick<DbUser, 'isAgent' | 'canSetAgent' | 'cards'>>;

/** A reseller's client as the seed and the scenes write it: no avatar, no admin role, Chinese, no cards unless given. */
export function clientUser(c: ClientRow): DbUser {
  return {
    id: c.id,
    mobile: c.mobile,
    password: c.password,
    nickname: c.nickname,
    avatar: '',
    isAdmin: 0,
    isAgent: c.isAgent ?? 0,
    canSetAgent: c.canSetAgent ?? 0,
    userRole: '',
    parentId: c.parentId,
    aigcExpiresTime: c.aigcExpiresTime,
    power: c.power,
    inviteCode: c.inviteCode,
    oemCode: c.oemCode,
    appLanguage: 'zh',
    createdAt: c.createdAt,
    // A copy: a fixture's object is shared by every database built in this process (reset, tests).
    cards: c.cards ? { ...c.cards } : { day: 0, month: 0, year: 0 },
  };
}

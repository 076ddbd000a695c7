import type { PersonDetailDto, PersonRowDto } from '../src/api/types';
import { findUser, type DbData, type DbUser } from './db';
import { manageScope, userCan } from './access';

/**
 * Everyone an actor manages, in one pass over the users (the same people as `users.filter(u => canManage(actor, u))`,
 * which a unit test checks). canManage walks up the tree for one target; doing that for 10,000 clients would walk
 * the whole table 10,000 times.
 */
export function managedBy(db: DbData, actor: DbUser): DbUser[] {
  const scope = manageScope(actor);
  if (scope === 'brand') {
    const bosses = userCan(actor, 'manageBoss');
    return db.users.filter((u) => u.id !== actor.id && u.oemCode === actor.oemCode && (bosses || u.isAdmin !== 1));
  }
  if (scope === 'none') return [];
  const children = new Map<string, DbUser[]>();
  for (const u of db.users) {
    if (!u.parentId) continue;
    const list = children.get(u.parentId);
    if (list) list.push(u);
    else children.set(u.parentId, [u]);
  }
  const out: DbUser[] = [];
  const seen = new Set<string>([actor.id]);
  const queue = [actor.id];
  // An index, not shift(): shifting a 10,000-long queue moves the whole array every time.
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head];
    for (const c of children.get(id) ?? []) {
      if (seen.has(c.id) || c.isAdmin === 1) continue;
      seen.add(c.id);
      out.push(c);
      queue.push(c.id);
    }
  }
  return out;
}

export function toRow(db: DbData, u: DbUser, now: number): PersonRowDto {
  const parent = u.parentId ? findUser(db, u.parentId) : undefined;
  return {
    userId: u.id,
    nickname: u.nickname,
    mobile: u.mobile,
    power: u.power,
    cards: { ...u.cards },
    aigcExpiresTime: u.aigcExpiresTime,
    vipActive: u.aigcExpiresTime > now,
    isAgent: u.isAgent,
    canSetAgent: u.canSetAgent,
    parentId: u.parentId ?? '',
    parentNickname: parent?.nickname ?? '',
    createdAt: u.createdAt,
  };
}

export function toDetail(db: DbData, u: DbUser, now: number): PersonDetailDto {
  const parent = u.parentId ? findUser(db, u.parentId) : undefined;
  let subordinateCount = 0;
  for (const x of db.users) if (x.parentId === u.id) subordinateCount++;
  return {
    ...toRow(db, u, now),
    inviteCode: u.inviteCode,
    userRole: u.userRole,
    parentMobile: parent?.mobile ?? '',
    subordinateCount,
  };
}

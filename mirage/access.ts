import { deriveRole, type Role } from '../src/domain/roles';
import type { DbData, DbUser } from './db';

export const roleOf = (u: DbUser): Role => deriveRole(u);

/** True when `ancestorId` is above `user` in the reseller tree (parent, grand-parent, ...). */
export function isBelow(db: DbData, user: DbUser, ancestorId: string): boolean {
  const byId = new Map(db.users.map((u) => [u.id, u]));
  let cur = user.parentId ? byId.get(user.parentId) : undefined;
  for (let depth = 0; cur && depth < 64; depth++) {
    if (cur.id === ancestorId) return true;
    cur = cur.parentId ? byId.get(cur.parentId) : undefined;
  }
  return false;
}

/**
 * Who may see and manage whom (spec.md section 6): the admin and the boss assistant every customer of their brand;
 * agents the people below them; nobody else anyone but themselves.
 */
export function canManage(db: DbData, actor: DbUser, target: DbUser): boolean {
  if (actor.id === target.id) return false;
  const role = roleOf(actor);
  // The white-label boss is nobody's customer: not their assistant's, not the agents' below them.
  if (target.isAdmin === 1 && role !== 'admin') return false;
  if (role === 'admin' || role === 'assistant') return target.oemCode === actor.oemCode;
  if (role === 'agent' || role === 'cansetAgent') return isBelow(db, target, actor.id);
  return false;
}

/** Self, or someone the actor manages: who may read a person's orders, power records and change log. */
export const canSee = (db: DbData, actor: DbUser, target: DbUser): boolean =>
  actor.id === target.id || canManage(db, actor, target);

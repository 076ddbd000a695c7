import { type Capability, can } from '../src/domain/permissions';
import { deriveRole, type Role } from '../src/domain/roles';
import type { DbData, DbUser } from './db';

export const roleOf = (u: DbUser): Role => deriveRole(u);

/** The policy's answer for a user (src/domain/permissions.ts). */
export const userCan = (u: DbUser, capability: Capability): boolean => can(roleOf(u), capability);

/** Whose customers an actor manages: the brand's, those below them, or nobody's. */
export function manageScope(actor: DbUser): 'brand' | 'below' | 'none' {
  if (!userCan(actor, 'seeClients')) return 'none';
  return userCan(actor, 'manageBrand') ? 'brand' : 'below';
}

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
 * Who may see and manage whom (docs/product.md): the admin and the boss assistant every customer of their brand;
 * agents the people below them; nobody else anyone but themselves.
 */
export function canManage(db: DbData, actor: DbUser, target: DbUser): boolean {
  if (actor.id === target.id) return false;
  // The white-label boss is nobody's customer: not their assistant's, not the agents' below them.
  if (target.isAdmin === 1 && !userCan(actor, 'manageBoss')) return false;
  const scope = manageScope(actor);
  if (scope === 'brand') return target.oemCode === actor.oemCode;
  if (scope === 'below') return isBelow(db, target, actor.id);
  return false;
}

/** Self, or someone the actor manages: who may read a person's orders, power records and change log. */
export const canSee = (db: DbData, actor: DbUser, target: DbUser): boolean =>
  actor.id === target.id || canManage(db, actor, target);

/** Roles (docs/product.md#who-uses-it). `user` is everyone who is none of the others. */
export const ROLES = ['admin', 'assistant', 'cansetAgent', 'agent', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The fields of a stored user that decide the role. Numbers or booleans, as the real service sends either. */
export interface RoleFields {
  isAdmin?: number | boolean | null;
  isAgent?: number | boolean | null;
  canSetAgent?: number | boolean | null;
  userRole?: string | null;
}

const truthy = (v: number | boolean | null | undefined): boolean => v === true || v === 1;

/** The assistant marker inside the comma-separated userRole. */
export const ASSISTANT_MARK = 'zhuli';

export function hasAssistantMark(userRole: string | null | undefined): boolean {
  return (userRole ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes(ASSISTANT_MARK);
}

/**
 * Role derivation (docs/product.md): the assistant mark overrides everything; then admin; then an agent who may
 * set agents; then a plain agent; otherwise user.
 */
export function deriveRole(u: RoleFields): Role {
  if (hasAssistantMark(u.userRole)) return 'assistant';
  if (truthy(u.isAdmin)) return 'admin';
  if (truthy(u.isAgent) && truthy(u.canSetAgent)) return 'cansetAgent';
  if (truthy(u.isAgent)) return 'agent';
  return 'user';
}

/** The cookie name that stores a role's permission. */
export const permissionKey = (role: Role): string => `${role}-permission`;

import type { DbData, DbUser } from './db';
import { findUser } from './db';
import { canSee } from './access';
import type { UserPageRequest } from '../src/api/types';
import { type Ctx, type Failure, fail, isFailure } from './handler';

/**
 * What the list calls of the personal area share: paging, and whose records the caller asked for (their own, or
 * someone they manage: the details pages of agents and customers call these with another person's userId).
 */
import { type Page, pageOf } from '../src/domain/paging';
import { paging } from './paging';

/** A handler's step answered a failure rather than its value. */
export const isReply = isFailure;

/** The person a list is about: the caller when no userId is given; 'no permission' for someone they may not see. */
export function targetUser(ctx: Ctx<UserPageRequest>): DbUser | Failure {
  const id = ctx.input.userId || ctx.user.id;
  const target = findUser(ctx.db, id);
  if (!target) return fail(ctx, 'userNotExist');
  if (!canSee(ctx.db, ctx.user, target)) return fail(ctx, 'noPermission');
  return target;
}

/** Who did something, as the lists show it. */
export function operatorName(db: DbData, id: string): string {
  return findUser(db, id)?.nickname ?? id;
}

/** Newest first; among records of the same moment (tests stop the clock), the later-written first. */
export function newestFirst<T extends { createdAt: number }>(rows: T[]): T[] {
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.createdAt - a.r.createdAt || b.i - a.i)
    .map(({ r }) => r);
}

/**
 * What a personal list is asked for: whose records (checked first) and which page; or the first rejection. The
 * change log, orders and power records all start this way.
 */
export function listRequest(ctx: Ctx<UserPageRequest>): { target: DbUser; page: Page } | Failure {
  const target = targetUser(ctx);
  if (isReply(target)) return target;
  const page = paging(ctx);
  if (isReply(page)) return page;
  return { target, page };
}

/** The asked page of the rows, newest first, in the list answer's shape. */
export function newestPage<T extends { createdAt: number }, D>(
  rows: T[],
  page: Page,
  toDto: (row: T) => D,
): { list: D[]; total: number } {
  const { list, total } = pageOf(newestFirst(rows), page);
  return { list: list.map(toDto), total };
}

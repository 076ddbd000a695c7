import type { PageRequest } from '../src/api/types';
import { type Page, pageOf, readPage } from '../src/domain/paging';
import { type Ctx, type Failure, isFailure, paramError } from './handler';

/**
 * The page a list call asks for, by the one paging rule of src/domain/paging.ts, or its refusal ('parameter error:
 * pageSize'). Every paged handler reads its page here.
 */
export function paging(ctx: Ctx<PageRequest>): Page | Failure {
  const p = readPage(ctx.input);
  return 'refused' in p ? paramError(ctx, p.refused) : p;
}

/** The page asked for of `rows`, in the list answer's shape (the page's rows as `toDto` makes them, and the count). */
export function pageAnswer<T, D>(
  ctx: Ctx<PageRequest>,
  rows: readonly T[],
  toDto: (row: T) => D,
): { list: D[]; total: number } | Failure {
  const page = paging(ctx);
  if (isFailure(page)) return page;
  const { list, total } = pageOf(rows, page);
  return { list: list.map(toDto), total };
}

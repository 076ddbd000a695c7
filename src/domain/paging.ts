import { DEFAULT_PAGE_SIZE } from './constants';

/**
 * The one paging rule of every paged list call: pages count from 1, a page
 * holds 1 to MAX_PAGE_SIZE rows, and a call that names neither gets the first page of DEFAULT_PAGE_SIZE. Anything
 * else is refused, naming the field ('parameter error: pageSize'); nothing is clamped silently. The contract states
 * the same bounds on PageRequest (src/api/types.ts), and the console offers only sizes within them (src/lib/listUrl.ts).
 */
export const MAX_PAGE_SIZE = 100;

export interface Page {
  pageNum: number;
  pageSize: number;
}

/** The page a call asks for, or the field that is refused. */
export function readPage(input: { pageNum?: number; pageSize?: number }): Page | { refused: 'pageNum' | 'pageSize' } {
  const pageNum = input.pageNum ?? 1;
  const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(pageNum) || pageNum < 1) return { refused: 'pageNum' };
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) return { refused: 'pageSize' };
  return { pageNum, pageSize };
}

/** The rows of one page of `items`, and how many rows all pages hold. */
export const pageOf = <T>(items: readonly T[], p: Page): { list: T[]; total: number } => ({
  list: items.slice((p.pageNum - 1) * p.pageSize, p.pageNum * p.pageSize),
  total: items.length,
});

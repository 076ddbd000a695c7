import { action, makeObservable, observable, runInAction } from 'mobx';
import { MAX_PAGE_SIZE } from '../domain/paging';
import { errorText } from '../lib/errorText';
import type { ListPage } from './ListLoader';

/** The service's largest page. */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;
/**
 * Reads under way at once: each read waits mostly on the service, so a few side by side make 10,000 rows take seconds
 * rather than a minute at the demo's latency. At most this many pages are held before they are written.
 */
export const EXPORT_READS_AT_ONCE = 4;

export interface ExportRun<T> {
  /** Reads page n (from 1) of EXPORT_PAGE_SIZE rows of the list as searched and sorted. */
  fetch: (pageNum: number, pageSize: number) => Promise<ListPage<T>>;
  /** Takes each page's rows once, in the list's order; nothing here keeps them after. */
  write: (rows: readonly T[]) => void | Promise<void>;
  /** Told after each page is written: rows so far, rows in all. */
  onProgress?: (done: number, wanted: number) => void;
  /** Checked before each read and each write: true stops the run. */
  cancelled?: () => boolean;
}

/**
 * Reads every row of the list page by page and hands each page to `write` in order, holding no more than a few pages
 * (memory stays flat however long the list). The first page tells the total; the rest are read a few at once.
 * Rows are keyed by page, not by id: a list that changes while it is read may repeat or skip a row at a page edge,
 * which the file cannot know. Resolves null when cancelled.
 */
export async function exportPages<T>(run: ExportRun<T>): Promise<{ count: number; total: number } | null> {
  if (run.cancelled?.()) return null;
  const first = await run.fetch(1, EXPORT_PAGE_SIZE);
  const total = first.total;
  const pages = Math.max(1, Math.ceil(total / EXPORT_PAGE_SIZE));
  let count = 0;
  const reads = new Map<number, Promise<ListPage<T>>>();
  let next = 2;
  const readAhead = () => {
    while (next <= pages && reads.size < EXPORT_READS_AT_ONCE && !run.cancelled?.()) {
      reads.set(next, run.fetch(next, EXPORT_PAGE_SIZE));
      next += 1;
    }
  };
  // A read left unwritten (a cancel, a failure before it) must not report an unhandled rejection.
  const settleQuietly = () => {
    for (const r of reads.values()) r.catch(() => {});
  };
  let answer: ListPage<T> = first;
  for (let page = 1; ; page++) {
    if (page > 1) {
      readAhead();
      const read = reads.get(page);
      if (!read) break;
      reads.delete(page);
      try {
        answer = await read;
      } catch (e) {
        settleQuietly();
        throw e;
      }
    } else {
      readAhead();
    }
    if (run.cancelled?.()) {
      settleQuietly();
      return null;
    }
    await run.write(answer.list);
    count += answer.list.length;
    run.onProgress?.(count, Math.max(total, count));
    // A short page is the list's end (it shrank while it was read).
    if (answer.list.length < EXPORT_PAGE_SIZE || page >= pages) break;
  }
  settleQuietly();
  if (run.cancelled?.()) return null;
  return { count, total };
}

/** One export of a list at a time: its progress, its cancel, and how it ended. */
export class ListExport<T> {
  running = false;
  done = 0;
  wanted = 0;
  error = '';
  private stop = false;

  constructor(private readonly fetch: ExportRun<T>['fetch']) {
    makeObservable(this, {
      running: observable,
      done: observable,
      wanted: observable,
      error: observable,
      cancel: action,
    });
  }

  /**
   * Hands every row of the list as searched and sorted to `write`, page by page; the number written and the list's
   * total, or null when cancelled or failed.
   */
  async run(write: ExportRun<T>['write'], wanted = 0): Promise<{ count: number; total: number } | null> {
    runInAction(() => {
      this.running = true;
      this.done = 0;
      this.wanted = wanted;
      this.error = '';
    });
    this.stop = false;
    try {
      return await exportPages({
        fetch: this.fetch,
        write,
        cancelled: () => this.stop,
        onProgress: (done, all) => runInAction(() => Object.assign(this, { done, wanted: all })),
      });
    } catch (e) {
      // A read that fails after the person cancelled is part of the cancel, not a failure to report.
      if (!this.stop) runInAction(() => (this.error = errorText(e)));
      return null;
    } finally {
      runInAction(() => (this.running = false));
    }
  }

  cancel(): void {
    this.stop = true;
    this.running = false;
  }
}

import { action, makeObservable, observable, runInAction } from 'mobx';
import { MAX_PAGE_SIZE } from '../domain/paging';
import { errorText } from '../lib/errorText';
import type { ListPage } from './ListLoader';

/** The most rows one export takes: 50 reads of 100, well under a minute at the demo's latency. */
export const EXPORT_LIMIT = 5000;
/** The service's largest page. */
export const EXPORT_PAGE_SIZE = MAX_PAGE_SIZE;

export interface ExportRun<T> {
  /** Reads page n (from 1) of EXPORT_PAGE_SIZE rows of the filtered list. */
  fetch: (pageNum: number, pageSize: number) => Promise<ListPage<T>>;
  /** Told after each page: rows so far, rows wanted in all. */
  onProgress?: (done: number, wanted: number) => void;
  /** Checked before each read: true stops the run. */
  cancelled?: () => boolean;
  limit?: number;
}

/**
 * Reads the filtered list page by page, up to the limit. Rows are keyed by page, not by id: a list that changes while
 * it is read may repeat or skip a row at a page edge, which the file cannot know; the total is the first page's.
 * Resolves null when cancelled.
 */
export async function exportPages<T>(run: ExportRun<T>): Promise<{ rows: T[]; total: number } | null> {
  const limit = run.limit ?? EXPORT_LIMIT;
  const rows: T[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let page = 1; rows.length < Math.min(total, limit); page++) {
    if (run.cancelled?.()) return null;
    const answer = await run.fetch(page, EXPORT_PAGE_SIZE);
    if (page === 1) total = answer.total;
    rows.push(...answer.list.slice(0, limit - rows.length));
    run.onProgress?.(rows.length, Math.min(total, limit));
    if (answer.list.length < EXPORT_PAGE_SIZE) break;
  }
  if (run.cancelled?.()) return null;
  return { rows, total: Number.isFinite(total) ? total : rows.length };
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

  /** The rows of the filtered list (up to EXPORT_LIMIT) and its whole total; null when cancelled or failed. */
  async run(): Promise<{ rows: T[]; total: number } | null> {
    runInAction(() => {
      this.running = true;
      this.done = 0;
      this.wanted = 0;
      this.error = '';
    });
    this.stop = false;
    try {
      return await exportPages({
        fetch: this.fetch,
        cancelled: () => this.stop,
        onProgress: (done, wanted) => runInAction(() => Object.assign(this, { done, wanted })),
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

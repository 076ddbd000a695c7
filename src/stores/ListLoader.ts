import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { errorText } from '../lib/errorText';
import type { ListPlace, ListPlaceRules } from '../lib/listUrl';

/** How often a list re-reads itself while something on it runs on the server clock (cutout, training, generation). */
export const POLL_MS = 1500;

/** What one read asks for: the page and the filter applied. */
export interface ListQuery<F> {
  pageNum: number;
  pageSize: number;
  filter: F;
}

/** What every list read answers; a list may answer more (the ledger's sums, the tasks still running). */
export interface ListPage<T> {
  list: T[];
  total: number;
}

export interface ListLoaderSpec<T, F, A extends ListPage<T>> {
  pageSize: number;
  /** The filter a fresh list (and a reset one) starts with. */
  filter: F;
  fetch: (query: ListQuery<F>) => Promise<A>;
  /** While true of the answer shown, the list re-reads itself quietly every POLL_MS; it stops once false. */
  pollWhile?: (answer: A) => boolean;
  /** Step back a page when the current one comes back empty (its last row was deleted). */
  backOnEmpty?: boolean;
  /** Called with each answer that is shown, and the one it replaces. */
  onAnswer?: (answer: A, previous: A | null) => void;
  /** The list's search and sort, as its place in the address holds them; a list without one holds page and size. */
  place?: PlaceMap<F>;
}

/** How a list's place in the address (src/lib/listUrl.ts) maps onto its filter. */
export interface PlaceMap<F> {
  /** The sorts the list knows and its default search and sort (the page and size defaults are the list's own). */
  sorts: readonly string[];
  defaults: Pick<ListPlace, 'q' | 'sort' | 'order'>;
  /** The filter a place asks for: its search and sort written into `now` (what the address does not hold is kept). */
  toFilter(place: ListPlace, now: F): F;
  /** The search and sort a filter holds. */
  fromFilter(filter: F): Pick<ListPlace, 'q' | 'sort' | 'order'>;
}

/** A list that holds page and size only: no search, no sort. */
const PAGES_ONLY: PlaceMap<object> = {
  sorts: [],
  defaults: { q: '', sort: '', order: 'desc' },
  toFilter: (_place, now) => now,
  fromFilter: () => ({ q: '', sort: '', order: 'desc' }),
};

/**
 * Every list of the console: one page of rows, the page and filter asked for, whether a read is under way, the last
 * failure's message, and quiet re-reading while something on it still moves. Only the answer to the latest read is
 * shown: an answer for a page or filter the person has already left (or a poll overtaken by a page change) is dropped.
 * Stores extend it or hold one; the names are the same in every list.
 */
export class ListLoader<T, F extends object = Record<string, never>, A extends ListPage<T> = ListPage<T>> {
  list: T[] = [];
  total = 0;
  pageNum = 1;
  /** Rows a page asks for; a list that offers a choice (10, 20, 50, 100) changes it with setPageSize. */
  pageSize: number;
  /** The filter of the next read (and of the rows shown once it answers). */
  filter: F;
  /** A read the person waits for is under way (quiet re-reads do not set it). */
  loading = false;
  /** At least one answer is shown. */
  loaded = false;
  /** The last failed read's message; '' once a read succeeds. */
  error = '';
  /** The answer shown, whole (for what a list answers beyond its rows). */
  answer: A | null = null;
  /** The query whose answer is shown. */
  shown: ListQuery<F> | null = null;
  /** The list re-reads itself on a timer. */
  polling = false;
  /** What the list's address may hold: its defaults and the sorts it knows (src/components/useListPlace.ts). */
  readonly placeRules: ListPlaceRules;
  private readonly placeMap: PlaceMap<F>;
  private seq = 0;
  private pending = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly spec: ListLoaderSpec<T, F, A>) {
    this.pageSize = spec.pageSize;
    this.filter = spec.filter;
    this.placeMap = spec.place ?? (PAGES_ONLY as PlaceMap<F>);
    this.placeRules = {
      defaults: { page: 1, perPage: spec.pageSize, ...this.placeMap.defaults },
      sorts: this.placeMap.sorts,
    };
    makeObservable<ListLoader<T, F, A>, 'apply'>(this, {
      list: observableRef,
      total: observable,
      pageNum: observable,
      pageSize: observable,
      filter: observableRef,
      loading: observable,
      loaded: observable,
      error: observable,
      answer: observableRef,
      shown: observableRef,
      polling: observable,
      pageCount: computed,
      query: computed,
      place: computed,
      goTo: action,
      load: action,
      setPage: action,
      showFirstPage: action,
      setFilter: action,
      setPageSize: action,
      setQuery: action,
      reset: action,
      apply: action,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /**
   * Reads the current page with the current filter. A quiet read (a poll, or after a change the person made) keeps
   * the rows and the message on screen until it answers, and a quiet failure leaves them as they were.
   */
  async load(quiet = false): Promise<void> {
    const mine = ++this.seq;
    const query: ListQuery<F> = { pageNum: this.pageNum, pageSize: this.pageSize, filter: this.filter };
    if (!quiet) {
      this.loading = true;
      this.error = '';
    }
    this.pending++;
    try {
      const answer = await this.spec.fetch(query);
      if (mine !== this.seq) return;
      if (this.spec.backOnEmpty && answer.list.length === 0 && query.pageNum > 1) {
        runInAction(() => (this.pageNum = query.pageNum - 1));
        return this.load(quiet);
      }
      this.apply(answer, query);
    } catch (e) {
      if (mine === this.seq && !quiet) runInAction(() => (this.error = errorText(e)));
    } finally {
      this.pending--;
      // A read overtaken (or dropped by reset or dispose) leaves the loading flag and the timer to the latest one.
      if (mine === this.seq) {
        runInAction(() => (this.loading = false));
        this.updatePolling();
      }
    }
  }

  /** The same page and filter again, quietly (after a change the person made to a row). */
  reload(): Promise<void> {
    return this.load(true);
  }

  /** Something new was made, and it is listed first: show page one, quietly. */
  showFirstPage(): Promise<void> {
    this.pageNum = 1;
    return this.load(true);
  }

  /** Shows page n (kept within the pages known). */
  setPage(n: number): Promise<void> {
    this.pageNum = Math.min(Math.max(1, n), this.pageCount);
    return this.load();
  }

  /** Changes part of the filter and shows its first page. */
  setFilter(patch: Partial<F>): Promise<void> {
    this.filter = { ...this.filter, ...patch };
    this.pageNum = 1;
    return this.load();
  }

  /** Another page size, from the first page (the rows before the old page's start would be skipped otherwise). */
  setPageSize(size: number): Promise<void> {
    this.pageSize = size;
    this.pageNum = 1;
    return this.load();
  }

  /**
   * Page, size and filter at once (a link or the back button names a place in the list): one read, and none at all
   * when the rows shown are already of that place.
   */
  setQuery(query: ListQuery<F>): Promise<void> {
    // Already on its way (the list moved, then the address followed it).
    if (this.loading && sameQuery(this.query, query)) return Promise.resolve();
    const same = this.shown !== null && sameQuery(this.shown, query) && !this.error;
    this.pageNum = query.pageNum;
    this.pageSize = query.pageSize;
    this.filter = query.filter;
    if (!same) return this.load();
    // The rows shown are of this place already (back, then forward again before the page between had answered): a
    // read still on its way is for a place left behind, and its answer must not land under this place's pager.
    this.seq++;
    this.loading = false;
    return Promise.resolve();
  }

  /** The place asked for, as the address writes it. */
  get place(): ListPlace {
    return { page: this.pageNum, perPage: this.pageSize, ...this.placeMap.fromFilter(this.filter) };
  }

  /**
   * Shows a place named by the address (a link, a reload, back or forward); `fresh` reads it again even when it is
   * the one shown (a new visit: the rows shown may be old).
   */
  goTo(place: ListPlace, fresh = false): Promise<void> {
    const query = {
      pageNum: place.page,
      pageSize: place.perPage,
      filter: this.placeMap.toFilter(place, this.filter),
    };
    if (!fresh) return this.setQuery(query);
    this.pageNum = query.pageNum;
    this.pageSize = query.pageSize;
    this.filter = query.filter;
    return this.load();
  }

  /** The place asked for now (page, size, filter), whether or not its answer is in. */
  get query(): ListQuery<F> {
    return { pageNum: this.pageNum, pageSize: this.pageSize, filter: this.filter };
  }

  /** Another person may sign in next: nothing of this list shows, and no read under way may land. */
  reset(): void {
    this.seq++;
    this.stopPolling();
    this.list = [];
    this.total = 0;
    this.pageNum = 1;
    this.pageSize = this.spec.pageSize;
    this.filter = this.spec.filter;
    this.loading = false;
    this.loaded = false;
    this.error = '';
    this.answer = null;
    this.shown = null;
  }

  /** The page is gone: stop re-reading, and drop any answer still on its way. */
  dispose(): void {
    this.seq++;
    this.stopPolling();
  }

  private apply(answer: A, query: ListQuery<F>): void {
    const previous = this.answer;
    this.list = answer.list;
    this.total = answer.total;
    this.answer = answer;
    this.shown = query;
    this.loaded = true;
    this.error = '';
    this.spec.onAnswer?.(answer, previous);
  }

  private updatePolling(): void {
    const { pollWhile } = this.spec;
    const wanted = pollWhile !== undefined && this.answer !== null && pollWhile(this.answer);
    if (wanted && !this.timer) {
      // A tick while a read is still under way is skipped: reads never pile up behind a slow server.
      this.timer = setInterval(() => {
        if (this.pending === 0) void this.load(true);
      }, POLL_MS);
      runInAction(() => (this.polling = true));
    } else if (!wanted) this.stopPolling();
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.polling) runInAction(() => (this.polling = false));
  }
}

const sameQuery = <F extends object>(a: ListQuery<F>, b: ListQuery<F>): boolean =>
  a.pageNum === b.pageNum && a.pageSize === b.pageSize && sameFilter(a.filter, b.filter);

/** Two filters of one list are the same when every field is (filters are flat records of strings and numbers). */
function sameFilter<F extends object>(a: F, b: F): boolean {
  const ka = Object.keys(a) as (keyof F)[];
  return ka.length === Object.keys(b).length && ka.every((k) => Object.is(a[k], b[k]));
}

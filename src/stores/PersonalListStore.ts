import { makeAutoObservable, runInAction } from 'mobx';
import type { PageDto } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../domain/constants';
import { errorText } from '../lib/errorText';

/**
 * One paged list of the personal page (orders, change log, and the ledger through LedgerStore): the page shown, its
 * rows, the total, whether it is loading, and the last error to show. A newer load wins over a slower older one.
 */
export class PersonalListStore<T, Extra extends object = object> {
  list: T[] = [];
  total = 0;
  pageNum = 1;
  readonly pageSize = DEFAULT_PAGE_SIZE;
  loading = false;
  loaded = false;
  error = '';
  /** What the last answer held beyond {list, total} (the ledger's sums). */
  extra: Omit<Extra, 'list' | 'total'> | null = null;
  private seq = 0;

  constructor(private readonly fetch: (pageNum: number, pageSize: number) => Promise<PageDto<T> & Extra>) {
    makeAutoObservable<this, 'fetch' | 'seq'>(this, { fetch: false, seq: false });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  async load(pageNum = this.pageNum): Promise<void> {
    const mine = ++this.seq;
    this.loading = true;
    this.error = '';
    try {
      const { list, total, ...extra } = await this.fetch(pageNum, this.pageSize);
      if (mine !== this.seq) return;
      runInAction(() => {
        this.list = list;
        this.total = total;
        this.extra = extra as Omit<Extra, 'list' | 'total'>;
        this.pageNum = pageNum;
        this.loaded = true;
      });
    } catch (e) {
      if (mine !== this.seq) return;
      runInAction(() => {
        this.error = errorText(e);
      });
    } finally {
      if (mine === this.seq) runInAction(() => (this.loading = false));
    }
  }

  reload(): Promise<void> {
    return this.load(this.pageNum);
  }
}

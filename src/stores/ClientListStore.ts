import { makeAutoObservable, runInAction } from 'mobx';
import * as agentApi from '../api/agent';
import * as clientApi from '../api/client';
import { getPackageList } from '../api/pkgAdmin';
import type {
  ClientSortField,
  PackageDto,
  PersonListRequest,
  PersonRowDto,
  RechargeRequest,
  SortOrder,
  StockDto,
} from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../domain/constants';
import { errorText } from '../lib/errorText';

export type ListKind = 'clients' | 'agents';

/**
 * One server-paged list of people (my clients, or my agents) and the actions on a row: recharge, set or cancel
 * agent. The query (search, sort, page) survives a visit to a details page; it is reset when the session ends.
 */
export class PersonListStore {
  keyword = '';
  sortField: ClientSortField = 'createdAt';
  sortOrder: SortOrder = 'desc';
  pageNum = 1;
  readonly pageSize = DEFAULT_PAGE_SIZE;
  rows: PersonRowDto[] = [];
  total = 0;
  loading = false;
  error = '';
  /** The keyword of the rows shown (the empty state says what was searched). */
  shownKeyword = '';
  stock: StockDto | null = null;
  packages: PackageDto[] = [];
  private seq = 0;

  constructor(readonly kind: ListKind) {
    makeAutoObservable<this, 'seq'>(this, { seq: false, kind: false, pageSize: false });
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** Loads the current page; an older answer arriving after a newer request is dropped. */
  async load(): Promise<void> {
    const seq = ++this.seq;
    this.loading = true;
    this.error = '';
    const req: PersonListRequest = {
      pageNum: this.pageNum,
      pageSize: this.pageSize,
      keyword: this.keyword.trim(),
      sortField: this.sortField,
      sortOrder: this.sortOrder,
    };
    try {
      const page =
        this.kind === 'clients' ? await clientApi.getMyClientList(req) : await agentApi.getProxyUserList(req);
      if (seq !== this.seq) return;
      runInAction(() => {
        this.rows = page.list;
        this.total = page.total;
        this.shownKeyword = req.keyword ?? '';
      });
    } catch (e) {
      if (seq === this.seq) runInAction(() => (this.error = errorText(e)));
    } finally {
      if (seq === this.seq) runInAction(() => (this.loading = false));
    }
  }

  setKeyword(v: string): void {
    this.keyword = v;
  }

  search(): Promise<void> {
    this.pageNum = 1;
    return this.load();
  }

  sortBy(field: ClientSortField, order: SortOrder): Promise<void> {
    this.sortField = field;
    this.sortOrder = order;
    this.pageNum = 1;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    this.pageNum = Math.min(Math.max(1, page), this.pages);
    return this.load();
  }

  /** The reseller's stock and the brand's packages, for the recharge dialog. */
  async loadRechargeOptions(): Promise<void> {
    const [stock, packages] = await Promise.all([clientApi.getMyStock(), getPackageList()]);
    runInAction(() => {
      this.stock = stock;
      this.packages = packages;
    });
  }

  /** Recharges a person; the row and the stock show the server's new balances. */
  async recharge(req: RechargeRequest): Promise<PersonRowDto> {
    const r = await clientApi.recharge(req);
    runInAction(() => {
      this.stock = r.stock;
      this.replaceRow(r.person);
    });
    return r.person;
  }

  /** Setting or cancelling moves the person between the two lists, so the page is reloaded. */
  async setAgent(userId: string, canSetAgent: boolean): Promise<PersonRowDto> {
    const row = await agentApi.setAgent({ userId, canSetAgent: canSetAgent ? 1 : 0 });
    await this.load();
    return row;
  }

  async cancelAgent(userId: string): Promise<PersonRowDto> {
    const row = await agentApi.cancelAgent(userId);
    await this.load();
    return row;
  }

  private replaceRow(p: PersonRowDto): void {
    this.rows = this.rows.map((r) => (r.userId === p.userId ? p : r));
  }

  reset(): void {
    this.seq++;
    this.keyword = '';
    this.shownKeyword = '';
    this.sortField = 'createdAt';
    this.sortOrder = 'desc';
    this.pageNum = 1;
    this.rows = [];
    this.total = 0;
    this.loading = false;
    this.error = '';
    this.stock = null;
    this.packages = [];
  }
}

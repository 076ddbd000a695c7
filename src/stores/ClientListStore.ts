import { action, computed, makeObservable, observable, override, runInAction } from 'mobx';
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
import { ListLoader } from './ListLoader';

export type ListKind = 'clients' | 'agents';

export interface PersonFilter {
  keyword: string;
  sortField: ClientSortField;
  sortOrder: SortOrder;
}

/**
 * One server-paged list of people (my clients, or my agents) and the actions on a row: recharge, set or cancel
 * agent. The query (search, sort, page) survives a visit to a details page; it is reset when the session ends.
 */
export class PersonListStore extends ListLoader<PersonRowDto, PersonFilter> {
  /** The keyword being typed; search() applies it. */
  keyword = '';
  stock: StockDto | null = null;
  packages: PackageDto[] = [];

  constructor(readonly kind: ListKind) {
    super({
      pageSize: DEFAULT_PAGE_SIZE,
      filter: { keyword: '', sortField: 'createdAt', sortOrder: 'desc' },
      fetch: ({ pageNum, pageSize, filter }) => {
        const req: PersonListRequest = { pageNum, pageSize, ...filter };
        return kind === 'clients' ? clientApi.getMyClientList(req) : agentApi.getProxyUserList(req);
      },
    });
    makeObservable<PersonListStore, 'replaceRow'>(this, {
      keyword: observable,
      stock: observable,
      packages: observable,
      sortField: computed,
      sortOrder: computed,
      shownKeyword: computed,
      setKeyword: action,
      search: action,
      sortBy: action,
      replaceRow: action,
      reset: override,
    });
  }

  get sortField(): ClientSortField {
    return this.filter.sortField;
  }

  get sortOrder(): SortOrder {
    return this.filter.sortOrder;
  }

  /** The keyword of the rows shown (the empty state says what was searched). */
  get shownKeyword(): string {
    return this.shown?.filter.keyword ?? '';
  }

  setKeyword(v: string): void {
    this.keyword = v;
  }

  search(): Promise<void> {
    return this.setFilter({ keyword: this.keyword.trim() });
  }

  sortBy(sortField: ClientSortField, sortOrder: SortOrder): Promise<void> {
    return this.setFilter({ sortField, sortOrder });
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
    this.list = this.list.map((r) => (r.userId === p.userId ? p : r));
  }

  override reset(): void {
    super.reset();
    this.keyword = '';
    this.stock = null;
    this.packages = [];
  }
}

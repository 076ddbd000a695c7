import { action, computed, makeObservable, observable, override, runInAction } from 'mobx';
import * as agentApi from '../api/agent';
import * as customerApi from '../api/customer';
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
import type { ListPlace, ListPlaceRules } from '../lib/listUrl';
import { ListExport } from './ListExport';
import { ListLoader } from './ListLoader';

export type ListKind = 'clients' | 'agents';

export interface PersonFilter {
  keyword: string;
  sortField: ClientSortField;
  sortOrder: SortOrder;
}

/** The sorts the service's list takes (PersonListRequest.sortField); it filters by keyword only. */
export const PERSON_SORTS: readonly ClientSortField[] = ['createdAt', 'power', 'aigcExpiresTime', 'nickname'];

/** A list of people's place in the address: newest first, 20 a page, no search. */
export const PERSON_PLACE: ListPlaceRules = {
  defaults: { page: 1, perPage: DEFAULT_PAGE_SIZE, q: '', sort: 'createdAt', order: 'desc' },
  sorts: PERSON_SORTS,
};

/**
 * One server-paged list of people (my clients, or my agents) and the actions on a row: recharge, set or cancel
 * agent. The query (search, sort, page) survives a visit to a details page; it is reset when the session ends.
 */
export class PersonListStore extends ListLoader<PersonRowDto, PersonFilter> {
  /** The keyword being typed; search() applies it. */
  keyword = '';
  stock: StockDto | null = null;
  packages: PackageDto[] = [];
  /** The CSV export of the list as filtered now (search and sort of the rows shown). */
  readonly exporter: ListExport<PersonRowDto>;

  constructor(readonly kind: ListKind) {
    const read = (req: PersonListRequest) =>
      kind === 'clients' ? customerApi.getMyClientList(req) : agentApi.getProxyUserList(req);
    super({
      pageSize: DEFAULT_PAGE_SIZE,
      filter: { keyword: '', sortField: 'createdAt', sortOrder: 'desc' },
      fetch: ({ pageNum, pageSize, filter }) => read({ pageNum, pageSize, ...filter }),
    });
    this.exporter = new ListExport((pageNum, pageSize) => read({ pageNum, pageSize, ...this.shownFilter }));
    makeObservable<PersonListStore, 'replaceRow'>(this, {
      keyword: observable,
      stock: observable,
      packages: observable,
      sortField: computed,
      sortOrder: computed,
      shownKeyword: computed,
      place: computed,
      goTo: action,
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

  /** The filter of the rows shown (an export is of what the person sees). */
  get shownFilter(): PersonFilter {
    return this.shown?.filter ?? this.filter;
  }

  /** The place asked for, as the address writes it. */
  get place(): ListPlace {
    const { pageNum, pageSize, filter } = this;
    return { page: pageNum, perPage: pageSize, q: filter.keyword, sort: filter.sortField, order: filter.sortOrder };
  }

  /** Shows a place named by the address; `fresh` reads it again even when it is the one shown (a new visit). */
  goTo(place: ListPlace, fresh = false): Promise<void> {
    this.keyword = place.q;
    const query = {
      pageNum: place.page,
      pageSize: place.perPage,
      filter: { keyword: place.q, sortField: place.sort as ClientSortField, sortOrder: place.order },
    };
    if (!fresh) return this.setQuery(query);
    Object.assign(this, { pageNum: query.pageNum, pageSize: query.pageSize, filter: query.filter });
    return this.load();
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
    const [stock, packages] = await Promise.all([customerApi.getMyStock(), getPackageList()]);
    runInAction(() => {
      this.stock = stock;
      this.packages = packages;
    });
  }

  /** Recharges a person; the row and the stock show the server's new balances. */
  async recharge(req: RechargeRequest): Promise<PersonRowDto> {
    const r = await customerApi.recharge(req);
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

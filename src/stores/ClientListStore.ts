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
import type { ListPlace } from '../lib/listUrl';
import { ListExport } from './ListExport';
import { ListLoader, type PlaceMap } from './ListLoader';
import { personRecords } from './Records';

export type ListKind = 'clients' | 'agents';

export interface PersonFilter {
  keyword: string;
  sortField: ClientSortField;
  sortOrder: SortOrder;
}

/** The sorts the service's list takes (PersonListRequest.sortField); it filters by keyword only. */
export const PERSON_SORTS: readonly ClientSortField[] = ['createdAt', 'power', 'aigcExpiresTime', 'nickname'];

/** A list of people's search and sort in the address: newest first, no search. */
const PERSON_PLACE: PlaceMap<PersonFilter> = {
  sorts: PERSON_SORTS,
  defaults: { q: '', sort: 'createdAt', order: 'desc' },
  toFilter: (p) => ({ keyword: p.q, sortField: p.sort as ClientSortField, sortOrder: p.order }),
  fromFilter: (f) => ({ q: f.keyword, sort: f.sortField, order: f.sortOrder }),
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

  constructor(
    readonly kind: ListKind,
    private readonly people = personRecords(),
  ) {
    const read = (req: PersonListRequest) =>
      kind === 'clients' ? customerApi.getMyClientList(req) : agentApi.getProxyUserList(req);
    super({
      pageSize: DEFAULT_PAGE_SIZE,
      filter: { keyword: '', sortField: 'createdAt', sortOrder: 'desc' },
      fetch: async ({ pageNum, pageSize, filter }) => {
        const page = await read({ pageNum, pageSize, ...filter });
        return { ...page, list: people.putAll(page.list) };
      },
      place: PERSON_PLACE,
    });
    this.exporter = new ListExport((pageNum, pageSize) => read({ pageNum, pageSize, ...this.shownFilter }));
    makeObservable<PersonListStore, 'replaceRow'>(this, {
      keyword: observable,
      stock: observable,
      packages: observable,
      sortField: computed,
      sortOrder: computed,
      shownKeyword: computed,
      goTo: override,
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

  /** The search box shows the search of the place named. */
  override goTo(place: ListPlace, fresh = false): Promise<void> {
    this.keyword = place.q;
    return super.goTo(place, fresh);
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

  /** The person's one object takes the server's answer (seen in every list holding them); this page shows it. */
  private replaceRow(p: PersonRowDto): void {
    const held = this.people.put(p);
    this.list = this.list.map((r) => (r.userId === held.userId ? held : r));
  }

  override reset(): void {
    super.reset();
    this.keyword = '';
    this.stock = null;
    this.packages = [];
  }
}

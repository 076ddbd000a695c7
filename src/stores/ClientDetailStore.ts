import { makeAutoObservable, runInAction } from 'mobx';
import { getDataChangeLog } from '../api/changeLog';
import * as customerApi from '../api/customer';
import { getOrderListByUserId } from '../api/order';
import type { ChangeLogDto, OrderDto, PersonDetailDto, PersonRowDto } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../domain/constants';
import { LedgerStore } from './LedgerStore';
import { ListLoader } from './ListLoader';
import { personRecords } from './Records';
import { errorText } from '../lib/errorText';

const PAGE = 10;

/**
 * One person's details page: who they are, their computing-power records, orders and change log (read from the
 * personal area's endpoints, so both screens show the same lists) and their direct subordinates. Made per page
 * visit, so one person's data never shows under another's address.
 */
export class ClientDetailStore {
  person: PersonDetailDto | null = null;
  error = '';
  loading = true;
  readonly ledger: LedgerStore;
  readonly orders: ListLoader<OrderDto>;
  readonly changes: ListLoader<ChangeLogDto>;
  readonly subordinates: ListLoader<PersonRowDto>;

  constructor(
    readonly userId: string,
    people = personRecords(),
  ) {
    const who = () => userId;
    this.ledger = new LedgerStore(who);
    this.orders = new ListLoader({
      pageSize: DEFAULT_PAGE_SIZE,
      filter: {},
      fetch: ({ pageNum, pageSize }) => getOrderListByUserId({ userId, pageNum, pageSize }),
    });
    this.changes = new ListLoader({
      pageSize: DEFAULT_PAGE_SIZE,
      filter: {},
      fetch: ({ pageNum, pageSize }) => getDataChangeLog({ userId, pageNum, pageSize }),
    });
    // Clients and agents right below this person: the clients list filtered by parent.
    this.subordinates = new ListLoader({
      pageSize: PAGE,
      filter: {},
      fetch: async ({ pageNum, pageSize }) => {
        const page = await customerApi.getMyClientList({ parentId: userId, pageNum, pageSize });
        return { ...page, list: people.putAll(page.list) };
      },
    });
    makeAutoObservable(this, { userId: false, ledger: false, orders: false, changes: false, subordinates: false });
  }

  /** The person and their subordinates; the three lists load when their panel shows. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = '';
    try {
      const person = await customerApi.getUserDetail(this.userId);
      runInAction(() => (this.person = person));
      await this.subordinates.setPage(1);
      const failed = this.subordinates.error;
      if (failed) runInAction(() => (this.error = failed));
    } catch (e) {
      runInAction(() => (this.error = errorText(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** After a recharge: the person's numbers and the lists that it changed. */
  async reload(): Promise<void> {
    await Promise.all([this.load(), this.ledger.records.reload(), this.changes.reload()]);
  }
}

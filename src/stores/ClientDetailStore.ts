import { makeAutoObservable, runInAction } from 'mobx';
import { getDataChangeLog } from '../api/changeLog';
import * as clientApi from '../api/client';
import { getOrderListByUserId } from '../api/order';
import type { ChangeLogDto, OrderDto, PageDto, PersonDetailDto, PersonRowDto } from '../api/types';
import { LedgerStore } from './LedgerStore';
import { PersonalListStore } from './PersonalListStore';
import { errorText } from '../lib/errorText';

const PAGE = 10;
const empty = <T>(): PageDto<T> => ({ list: [], total: 0 });

/**
 * One person's details page: who they are, their computing-power records, orders and change log (read from the
 * personal area's endpoints, so both screens show the same lists) and their direct subordinates. Made per page
 * visit, so one person's data never shows under another's address.
 */
export class ClientDetailStore {
  person: PersonDetailDto | null = null;
  error = '';
  loading = true;
  subordinates: PageDto<PersonRowDto> = empty();
  subordinatesPage = 1;
  readonly pageSize = PAGE;
  readonly ledger: LedgerStore;
  readonly orders: PersonalListStore<OrderDto>;
  readonly changes: PersonalListStore<ChangeLogDto>;

  constructor(readonly userId: string) {
    const who = () => userId;
    this.ledger = new LedgerStore(who);
    this.orders = new PersonalListStore((pageNum, pageSize) => getOrderListByUserId({ userId, pageNum, pageSize }));
    this.changes = new PersonalListStore((pageNum, pageSize) => getDataChangeLog({ userId, pageNum, pageSize }));
    makeAutoObservable(this, { userId: false, pageSize: false, ledger: false, orders: false, changes: false });
  }

  /** The person and their subordinates; the three lists load when their panel shows. */
  async load(): Promise<void> {
    this.loading = true;
    this.error = '';
    try {
      const person = await clientApi.getUserDetail(this.userId);
      runInAction(() => (this.person = person));
      await this.loadSubordinates(1);
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

  async loadSubordinates(page: number): Promise<void> {
    const req = { parentId: this.userId, pageNum: page, pageSize: PAGE };
    // Clients and agents below this person: the clients list filtered by parent, then the agents when allowed.
    const r = await clientApi.getMyClientList(req);
    runInAction(() => {
      this.subordinates = r;
      this.subordinatesPage = page;
    });
  }
}

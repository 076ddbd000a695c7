import { makeAutoObservable, runInAction } from 'mobx';
import * as clientApi from '../api/client';
import type { PageDto, PersonDetailDto, PersonRowDto, PowerRecordDto } from '../api/types';

const PAGE = 10;
const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const empty = <T>(): PageDto<T> => ({ list: [], total: 0 });

/**
 * One person's details page: who they are, their computing-power records and their direct subordinates. Made per
 * page visit, so one person's data never shows under another's address.
 */
export class ClientDetailStore {
  person: PersonDetailDto | null = null;
  error = '';
  loading = true;
  records: PageDto<PowerRecordDto> = empty();
  recordsPage = 1;
  subordinates: PageDto<PersonRowDto> = empty();
  subordinatesPage = 1;
  readonly pageSize = PAGE;

  constructor(readonly userId: string) {
    makeAutoObservable(this, { userId: false, pageSize: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = '';
    try {
      const person = await clientApi.getUserDetail(this.userId);
      runInAction(() => (this.person = person));
      await Promise.all([this.loadRecords(1), this.loadSubordinates(1)]);
    } catch (e) {
      runInAction(() => (this.error = errorText(e)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  async loadRecords(page: number): Promise<void> {
    const r = await clientApi.getUserPowerRecords({ userId: this.userId, pageNum: page, pageSize: PAGE });
    runInAction(() => {
      this.records = r;
      this.recordsPage = page;
    });
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

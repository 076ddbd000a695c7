import { action, computed, makeObservable, observable, override, runInAction } from 'mobx';
import * as taskApi from '../api/task';
import type { TaskDto, TaskPageDto } from '../api/types';
import type { TaskStatus } from '../domain/task';
import type { ListPlace } from '../lib/listUrl';
import type { AssetDeps } from './assetSupport';
import { ListLoader } from './ListLoader';

export const TASK_PAGE_SIZE = 10;

export interface TaskFilter {
  status: TaskStatus | '';
  name: string;
}

/**
 * My works: a paged, filtered list of the caller's tasks. While any task of theirs is still moving (whatever the
 * filter shows) the list re-reads itself, and stops once none is; the server clock decides when they move.
 */
export class TaskListStore extends ListLoader<TaskDto, TaskFilter, TaskPageDto> {
  /** The name being typed in the search box; applied by applySearch(). */
  search = '';

  constructor(deps: AssetDeps) {
    super({
      pageSize: TASK_PAGE_SIZE,
      filter: { status: '', name: '' },
      fetch: ({ pageNum, pageSize, filter }) => taskApi.listTask({ pageNum, pageSize, ...filter }),
      pollWhile: (page) => page.inFlight > 0,
      // The name searched is in the address; the status picked is not (a filter, as the ledger's type).
      place: {
        sorts: [],
        defaults: { q: '', sort: '', order: 'desc' },
        toFilter: (place, now) => ({ ...now, name: place.q }),
        fromFilter: (f) => ({ q: f.name, sort: '', order: 'desc' }),
      },
      // A run that failed was refunded when the server read it (possibly on this very first read): the balance in
      // the header moves.
      onAnswer: (page, previous) => {
        if (!previous || previous.inFlight > page.inFlight) void deps.session.refreshUser().catch(() => {});
      },
    });
    makeObservable(this, {
      search: observable,
      status: computed,
      inFlight: computed,
      setStatus: action,
      setSearch: action,
      applySearch: action,
      clearFilter: action,
      goTo: override,
    });
  }

  /** The search box shows the search of the place named. */
  override goTo(place: ListPlace, fresh = false): Promise<void> {
    this.search = place.q;
    return super.goTo(place, fresh);
  }

  get status(): TaskStatus | '' {
    return this.filter.status;
  }

  get inFlight(): number {
    return this.answer?.inFlight ?? 0;
  }

  setStatus(s: TaskStatus | ''): void {
    void this.setFilter({ status: s });
  }

  setSearch(v: string): void {
    this.search = v;
  }

  /** Back to every task: no status picked, no name searched. */
  clearFilter(): void {
    this.search = '';
    void this.setFilter({ status: '', name: '' });
  }

  applySearch(): void {
    void this.setFilter({ name: this.search.trim() });
  }

  async rename(t: TaskDto, name: string): Promise<void> {
    await taskApi.renameTask({ id: t.id, name });
    await this.reload();
  }

  async remove(t: TaskDto): Promise<void> {
    await taskApi.deleteTask({ id: t.id });
    runInAction(() => {
      if (this.list.length === 1 && this.pageNum > 1) this.pageNum -= 1;
    });
    await this.reload();
  }
}

import { makeAutoObservable, runInAction } from 'mobx';
import * as taskApi from '../api/task';
import type { TaskDto } from '../api/types';
import type { TaskStatus } from '../domain/task';
import { type AssetDeps, Poller } from './assetSupport';
import { errorText } from '../lib/errorText';

export const TASK_PAGE_SIZE = 10;

/**
 * My works: a paged, filtered list of the caller's tasks. While any task of theirs is still moving (whatever the
 * filter shows) the list re-reads itself, and stops once none is; the server clock decides when they move.
 */
export class TaskListStore {
  list: TaskDto[] = [];
  total = 0;
  inFlight = 0;
  pageNum = 1;
  status: TaskStatus | '' = '';
  search = '';
  loading = false;
  loadError = '';
  private seq = 0;
  private loadedOnce = false;
  private readonly poller: Poller;

  constructor(private readonly deps: AssetDeps) {
    this.poller = new Poller(
      () => this.load(true),
      () => this.inFlight > 0,
    );
    makeAutoObservable<this, 'deps' | 'poller' | 'seq' | 'loadedOnce'>(this, {
      deps: false,
      poller: false,
      seq: false,
      loadedOnce: false,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / TASK_PAGE_SIZE));
  }

  get polling(): boolean {
    return this.inFlight > 0;
  }

  async load(quiet = false): Promise<void> {
    const seq = ++this.seq;
    if (!quiet) this.loading = true;
    try {
      const page = await taskApi.listTask({
        pageNum: this.pageNum,
        pageSize: TASK_PAGE_SIZE,
        status: this.status,
        name: this.search.trim(),
      });
      // An older answer (a filter changed meanwhile) is dropped.
      if (seq !== this.seq) return;
      const hadFlight = this.inFlight;
      const first = !this.loadedOnce;
      this.loadedOnce = true;
      runInAction(() => {
        this.list = page.list;
        this.total = page.total;
        this.inFlight = page.inFlight;
        this.loadError = '';
      });
      // A run that failed was refunded when the server read it (possibly on this very first read): the balance in the
      // header moves.
      if (first || hadFlight > page.inFlight) void this.deps.session.refreshUser().catch(() => {});
    } catch (e) {
      runInAction(() => {
        if (!quiet) this.loadError = errorText(e);
      });
    } finally {
      runInAction(() => {
        if (seq === this.seq) this.loading = false;
      });
      this.poller.update();
    }
  }

  setPage(n: number): void {
    this.pageNum = Math.min(Math.max(1, n), this.pageCount);
    void this.load();
  }

  setStatus(s: TaskStatus | ''): void {
    this.status = s;
    this.pageNum = 1;
    void this.load();
  }

  setSearch(v: string): void {
    this.search = v;
  }

  applySearch(): void {
    this.pageNum = 1;
    void this.load();
  }

  async rename(t: TaskDto, name: string): Promise<void> {
    await taskApi.renameTask({ id: t.id, name });
    await this.load(true);
  }

  async remove(t: TaskDto): Promise<void> {
    await taskApi.deleteTask({ id: t.id });
    runInAction(() => {
      if (this.list.length === 1 && this.pageNum > 1) this.pageNum -= 1;
    });
    await this.load(true);
  }

  dispose(): void {
    this.poller.stop();
  }
}

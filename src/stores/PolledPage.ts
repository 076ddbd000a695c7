import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { PageDto, PageRequest } from '../api/types';
import { type AssetDeps, Poller } from './assetSupport';
import { errorText } from '../lib/errorText';

/** What a paged, self-refreshing list of the person's assets needs to know about them. */
export interface PolledPageSpec<T> {
  pageSize: number;
  fetch: (req: PageRequest) => Promise<PageDto<T>>;
  remove: (item: T) => Promise<unknown>;
  /** True while the server clock still works on the item (cutout, training, generation): the page re-reads itself. */
  moving: (item: T) => boolean;
  /** Step back a page when the current one comes back empty (its last item was deleted). */
  backOnEmpty?: boolean;
}

/**
 * The page of digital humans, voice models or generated audio: loads one page, pages, deletes and renames, and keeps
 * re-reading quietly while anything on it is still moving. The three asset stores extend it, so this is written once.
 * (MobX's makeAutoObservable refuses subclasses, so both this class and each store annotate their own members.)
 */
export abstract class PolledPage<T extends { id: string }> {
  list: T[] = [];
  total = 0;
  pageNum = 1;
  loading = false;
  loadError = '';
  private readonly poller: Poller;

  protected constructor(
    protected readonly deps: AssetDeps,
    private readonly spec: PolledPageSpec<T>,
  ) {
    this.poller = new Poller(
      () => this.load(true),
      () => this.list.some((item) => spec.moving(item)),
    );
    makeObservable<PolledPage<T>, 'reloadFirstPage'>(this, {
      list: observable,
      total: observable,
      pageNum: observable,
      loading: observable,
      loadError: observable,
      pageCount: computed,
      load: action,
      setPage: action,
      remove: action,
      reloadFirstPage: action,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.spec.pageSize));
  }

  /** Reads the current page; a quiet read (after a change, or polling) keeps the old list and error on screen. */
  async load(quiet = false): Promise<void> {
    if (!quiet) this.loading = true;
    try {
      const page = await this.spec.fetch({ pageNum: this.pageNum, pageSize: this.spec.pageSize });
      runInAction(() => {
        this.list = page.list;
        this.total = page.total;
        this.loadError = '';
        if (this.spec.backOnEmpty && page.list.length === 0 && this.pageNum > 1) {
          this.pageNum -= 1;
          void this.load(quiet);
        }
      });
    } catch (e) {
      runInAction(() => {
        if (!quiet) this.loadError = errorText(e);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
      this.poller.update();
    }
  }

  setPage(n: number): void {
    this.pageNum = Math.min(Math.max(1, n), this.pageCount);
    void this.load();
  }

  async remove(item: T): Promise<void> {
    await this.spec.remove(item);
    await this.load(true);
  }

  dispose(): void {
    this.poller.stop();
  }

  /** After something new was made: it is listed first, so show page one. */
  protected async reloadFirstPage(): Promise<void> {
    this.pageNum = 1;
    await this.load(true);
  }

  /** Opens the shared rename dialog; resolves true when renamed (and the page re-read). */
  protected async renameWith(
    item: T & { name: string },
    title: string,
    submit: (name: string) => Promise<unknown>,
  ): Promise<boolean> {
    const r = await this.deps.dialog.open({ mode: 'rename', title, initial: item.name, submit });
    if (r.confirmed) await this.load(true);
    return r.confirmed;
  }
}

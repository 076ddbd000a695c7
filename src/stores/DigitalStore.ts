import { makeAutoObservable, runInAction } from 'mobx';
import * as avatarApi from '../api/avatar';
import type { AvatarDto } from '../api/types';
import type { AvatarOrientation } from '../domain/assets';
import { type AssetDeps, Poller } from './assetSupport';

export const AVATAR_PAGE_SIZE = 12;

/**
 * My digital humans: a paged grid that re-reads itself while a cutout runs, so a new card turns ready without the
 * person refreshing (the server clock decides when).
 */
export class DigitalStore {
  list: AvatarDto[] = [];
  total = 0;
  pageNum = 1;
  loading = false;
  loadError = '';
  private readonly poller: Poller;

  constructor(private readonly deps: AssetDeps) {
    this.poller = new Poller(
      () => this.load(true),
      () => this.list.some((a) => a.status === 'processing'),
    );
    makeAutoObservable<this, 'deps' | 'poller'>(this, { deps: false, poller: false });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / AVATAR_PAGE_SIZE));
  }

  async load(quiet = false): Promise<void> {
    if (!quiet) this.loading = true;
    try {
      const page = await avatarApi.listAvatar({ pageNum: this.pageNum, pageSize: AVATAR_PAGE_SIZE });
      runInAction(() => {
        this.list = page.list;
        this.total = page.total;
        this.loadError = '';
        if (page.list.length === 0 && this.pageNum > 1) {
          this.pageNum -= 1;
          void this.load(quiet);
        }
      });
    } catch (e) {
      runInAction(() => {
        if (!quiet) this.loadError = e instanceof Error ? e.message : String(e);
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

  async create(name: string, orientation: AvatarOrientation, sourceId: string): Promise<AvatarDto> {
    const a = await avatarApi.createAvatar({ name: name.trim(), orientation, sourceId });
    runInAction(() => {
      this.pageNum = 1;
    });
    await this.load(true);
    return a;
  }

  /** Opens the shared rename dialog; resolves true when renamed. */
  async rename(a: AvatarDto, title: string): Promise<boolean> {
    const r = await this.deps.dialog.open({
      mode: 'rename',
      title,
      initial: a.name,
      submit: (name) => avatarApi.renameAvatar({ id: a.id, name: name.trim() }),
    });
    if (r.confirmed) await this.load(true);
    return r.confirmed;
  }

  async remove(a: AvatarDto): Promise<void> {
    await avatarApi.deleteAvatar({ id: a.id });
    await this.load(true);
  }

  dispose(): void {
    this.poller.stop();
  }
}

import * as avatarApi from '../api/avatar';
import type { AvatarDto } from '../api/types';
import type { AvatarOrientation } from '../domain/assets';
import { type AssetDeps, renameInDialog } from './assetSupport';
import { ListLoader } from './ListLoader';

export const AVATAR_PAGE_SIZE = 12;

/**
 * My digital humans: a paged grid that re-reads itself while a cutout runs, so a new card turns ready without the
 * person refreshing (the server clock decides when).
 */
export class DigitalStore extends ListLoader<AvatarDto> {
  constructor(private readonly deps: AssetDeps) {
    super({
      pageSize: AVATAR_PAGE_SIZE,
      filter: {},
      fetch: ({ pageNum, pageSize }) => avatarApi.listAvatar({ pageNum, pageSize }),
      pollWhile: (page) => page.list.some((a) => a.status === 'processing'),
      backOnEmpty: true,
    });
  }

  async create(name: string, orientation: AvatarOrientation, sourceId: string): Promise<AvatarDto> {
    const a = await avatarApi.createAvatar({ name: name.trim(), orientation, sourceId });
    await this.showFirstPage();
    return a;
  }

  async remove(a: AvatarDto): Promise<void> {
    await avatarApi.deleteAvatar({ id: a.id });
    await this.reload();
  }

  /** Opens the shared rename dialog; resolves true when renamed (and the page re-read). */
  async rename(a: AvatarDto, title: string): Promise<boolean> {
    const done = await renameInDialog(this.deps.dialog, a.name, title, (name) =>
      avatarApi.renameAvatar({ id: a.id, name: name.trim() }),
    );
    if (done) await this.reload();
    return done;
  }
}

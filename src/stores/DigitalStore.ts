import * as avatarApi from '../api/avatar';
import type { AvatarDto } from '../api/types';
import type { AvatarOrientation } from '../domain/assets';
import type { AssetDeps } from './assetSupport';
import { PolledPage } from './PolledPage';

export const AVATAR_PAGE_SIZE = 12;

/**
 * My digital humans: a paged grid that re-reads itself while a cutout runs, so a new card turns ready without the
 * person refreshing (the server clock decides when).
 */
export class DigitalStore extends PolledPage<AvatarDto> {
  constructor(deps: AssetDeps) {
    super(deps, {
      pageSize: AVATAR_PAGE_SIZE,
      fetch: avatarApi.listAvatar,
      remove: (a) => avatarApi.deleteAvatar({ id: a.id }),
      moving: (a) => a.status === 'processing',
      backOnEmpty: true,
    });
  }

  async create(name: string, orientation: AvatarOrientation, sourceId: string): Promise<AvatarDto> {
    const a = await avatarApi.createAvatar({ name: name.trim(), orientation, sourceId });
    await this.reloadFirstPage();
    return a;
  }

  /** Opens the shared rename dialog; resolves true when renamed. */
  rename(a: AvatarDto, title: string): Promise<boolean> {
    return this.renameWith(a, title, (name) => avatarApi.renameAvatar({ id: a.id, name: name.trim() }));
  }
}

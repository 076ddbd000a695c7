import * as avatarApi from '../api/avatar';
import { uploadFile } from '../api/upload';
import type { AvatarDto } from '../api/types';
import type { AvatarOrientation } from '../domain/assets';
import type { PosterFrame } from '../lib/posterFrame';
import { type RecordDeps, renameInDialog } from './assetSupport';
import { ListLoader } from './ListLoader';

export const AVATAR_PAGE_SIZE = 12;

/**
 * My digital humans: a paged grid that re-reads itself while a cutout runs, so a new card turns ready without the
 * person refreshing (the server clock decides when). Its rows are the shared records (Records.ts): a rename here is
 * seen in an open editor at once.
 */
export class DigitalStore extends ListLoader<AvatarDto> {
  constructor(private readonly deps: RecordDeps) {
    super({
      pageSize: AVATAR_PAGE_SIZE,
      filter: {},
      fetch: async ({ pageNum, pageSize }) => {
        const page = await avatarApi.listAvatar({ pageNum, pageSize });
        return { ...page, list: deps.records.avatars.putAll(page.list) };
      },
      pollWhile: (page) => page.list.some((a) => a.status === 'processing'),
      backOnEmpty: true,
    });
  }

  async create(
    name: string,
    orientation: AvatarOrientation,
    sourceId: string,
    posterSourceId = '',
  ): Promise<AvatarDto> {
    const a = await avatarApi.createAvatar({
      name: name.trim(),
      orientation,
      sourceId,
      ...(posterSourceId ? { posterSourceId } : {}),
    });
    await this.showFirstPage();
    return this.deps.records.avatars.put(a);
  }

  /**
   * Uploads the video's first frame (taken by the page, `posterFrame.ts`) as an image and returns its source id, so
   * the new digital human has a still; '' when there is no frame or its upload fails (the avatar is made all the same).
   */
  async uploadPoster(frame: PosterFrame | null): Promise<string> {
    if (!frame) return '';
    try {
      const file = new File([frame.blob], 'poster.jpg', { type: 'image/jpeg' });
      const { width, height } = frame;
      const source = await uploadFile('image', file, { width, height }, () => {}).promise;
      return source.sourceId;
    } catch {
      return '';
    }
  }

  async remove(a: AvatarDto): Promise<void> {
    await avatarApi.deleteAvatar({ id: a.id });
    this.deps.records.avatars.drop(a.id);
    await this.reload();
  }

  /** Opens the shared rename dialog; resolves true when renamed (and the page re-read). */
  async rename(a: AvatarDto, title: string): Promise<boolean> {
    const done = await renameInDialog(this.deps.dialog, a.name, title, async (name) =>
      this.deps.records.avatars.put(await avatarApi.renameAvatar({ id: a.id, name: name.trim() })),
    );
    if (done) await this.reload();
    return done;
  }
}

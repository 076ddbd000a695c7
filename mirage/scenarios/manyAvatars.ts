import type { DbData } from '../db';
import { frameSize } from '../../src/domain/videoLayout';
import { faceClipRef } from '../faceClips';
import { portraitRef } from '../portraits';

/** More digital humans than one read of the list (100) holds, so the editor's gallery must page and search. */
export const MANY_AVATARS = 130;

/**
 * The member (13800000005) as a studio with a large cast: MANY_AVATARS ready digital humans besides the seeded ones,
 * every one with its face, named `Presenter NNN` so a search finds any of them.
 */
export function seedManyAvatars(db: DbData, now: number): void {
  const member = db.users.find((u) => u.mobile === '13800000005');
  if (!member) return;
  for (let i = 1; i <= MANY_AVATARS; i++) {
    const id = `avm${i}`;
    const vertical = i % 3 === 0;
    const orientation = vertical ? 'vertical' : 'landscape';
    // Its face's own clip where one ships (mirage/faceClips.ts), else the generic one.
    const generic = vertical ? 'seed:avatar-vertical' : 'seed:avatar-landscape';
    const ref = faceClipRef(portraitRef(id), orientation, generic);
    db.avatars.push({
      id,
      userId: member.id,
      name: `Presenter ${String(i).padStart(3, '0')}`,
      orientation,
      ref,
      ...(ref === generic ? { width: vertical ? 180 : 320, height: vertical ? 320 : 180 } : frameSize(orientation)),
      // Older than every seeded one, the first made first: newest-first lists end with Presenter 001.
      createdAt: now - 30 * 86_400_000 + i * 60_000,
      readyAt: now - 30 * 86_400_000 + i * 60_000,
      posterRef: portraitRef(id),
    });
  }
}

import moderation from '../fixtures/moderation.json';
import type { AudioDto, AvatarDto, SourceDto, VoiceDto } from '../src/api/types';
import {
  AUDIO_KEEP_MS,
  audioProgress,
  audioStatus,
  avatarStatus,
  DEFAULT_AVATAR_QUOTA,
  DEFAULT_CLONE_QUOTA,
  voiceStatus,
} from '../src/domain/assets';
import type { DbAssetQuota, DbAudio, DbAvatar, DbData, DbSource, DbUser, DbVoice } from './db';
import type { Language } from '../src/domain/language';
import { resolveMedia } from './media';
import { madeOr, madeState } from './media/jobs';
import { objectSeconds } from './mediaStore';
import { audioKey, audioRecipe } from './media/recipe';
import { serverMessage } from './messages';

/** Shared pieces of the asset routes: quotas, moderation, paging and the DTOs. */

const matches = (name: string, words: readonly string[]) => words.some((w) => name.toLowerCase().includes(w));
/** The moderation fixture flags files by name, so a demo can show 'non-compliant' with any file renamed. */
export const isFlagged = (fileName: string): boolean => matches(fileName, moderation.flaggedNames);
/** A noisy sample trains, then fails. */
export const isNoisy = (fileName: string): boolean => matches(fileName, moderation.noisyNames);

export function quotaOf(db: DbData, user: DbUser, now: number): DbAssetQuota {
  let q = db.assetQuotas.find((x) => x.userId === user.id);
  if (!q) {
    const vip = user.aigcExpiresTime > now;
    q = { userId: user.id, avatarLeft: vip ? DEFAULT_AVATAR_QUOTA : 0, cloneLeft: vip ? DEFAULT_CLONE_QUOTA : 0 };
    db.assetQuotas.push(q);
  }
  return q;
}

export const newestFirst = <T extends { createdAt: number }>(a: T, b: T) => b.createdAt - a.createdAt;

export const sourceDto = (s: DbSource, media: string): SourceDto => ({
  sourceId: s.id,
  kind: s.kind,
  url: resolveMedia(s.ref, media),
  fileName: s.fileName,
  fileSize: s.fileSize,
  duration: s.duration,
  width: s.width,
  height: s.height,
});

export const avatarDto = (a: DbAvatar, now: number, media: string): AvatarDto => ({
  id: a.id,
  name: a.name,
  orientation: a.orientation,
  status: avatarStatus(a.readyAt, now),
  videoUrl: resolveMedia(a.ref, media),
  posterUrl: resolveMedia(a.posterRef ?? '', media),
  width: a.width,
  height: a.height,
  createdAt: a.createdAt,
});

/** A voice as its owner reads it; a failed one says why (the only failure the fake trains into: a noisy sample). */
export const voiceDto = (v: DbVoice, now: number, lang: Language): VoiceDto => {
  const status = voiceStatus(v, now);
  return {
    id: v.id,
    name: v.name,
    version: v.version,
    status,
    purchased: v.purchased,
    createdAt: v.createdAt,
    trainedAt: v.trainedAt,
    failReason: status === 'failed' ? serverMessage(lang, 'voiceFailNoisy') : '',
  };
};

/**
 * Generated audio is speech the fake service makes (mirage/media): until its file exists it is still generating, at
 * 99%. Where nothing can make files (the Node server, unit tests) it ends as the clock says, with a seeded clip.
 */
export function audioDto(a: DbAudio, now: number, media: string, lang: Language): AudioDto {
  let status = audioStatus(a, now);
  let progress = audioProgress(a, now);
  const key = audioKey(a);
  const made = status === 'expired' ? 'none' : madeState(key, media, () => audioRecipe(a, lang, media));
  if (status === 'done' && made === 'making') {
    status = 'generating';
    progress = Math.min(progress, 0.99);
  }
  return {
    id: a.id,
    voiceId: a.voiceId,
    voiceName: a.voiceName,
    text: a.text,
    rate: a.rate,
    status,
    progress,
    url: status === 'done' ? resolveMedia(madeOr(key, media, a.ref), media) : '',
    // The made file's own length once it exists, as a real service lists it; the estimate until then.
    durationS: made === 'made' ? Math.round(objectSeconds(key, media) * 10) / 10 || a.durationS : a.durationS,
    cost: a.cost,
    createdAt: a.createdAt,
    expiresAt: a.createdAt + AUDIO_KEEP_MS,
  };
}

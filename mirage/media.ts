import avatarLandscape from '../fixtures/media/avatar-landscape.mp4?url';
import avatarStudio from '../fixtures/media/avatar-studio.mp4?url';
import avatarVertical from '../fixtures/media/avatar-vertical.mp4?url';
import liveBackground from '../fixtures/media/works/live-background.svg?url';
import liveCover from '../fixtures/media/works/live-cover.svg?url';
import ttsFemale from '../fixtures/media/tts-female.wav?url';
import ttsMale from '../fixtures/media/tts-male.wav?url';
import voiceSample1 from '../fixtures/media/voice-sample-1.wav?url';
import voiceSample2 from '../fixtures/media/voice-sample-2.wav?url';
import { mediaUrl, seededUrl } from './mediaStore';
import { PORTRAIT_MEDIA } from './portraitMedia';

/** The seeded digital humans' own clips (mirage/faceClips.ts): `seed:clip-p14-landscape` -> its URL. */
const CLIPS = import.meta.glob<string>('../fixtures/media/clips/*.webm', {
  eager: true,
  query: '?url',
  import: 'default',
});
const CLIP_MEDIA = Object.fromEntries(
  Object.entries(CLIPS).map(([path, url]) => [`seed:clip-${path.replace(/^.*\/|\.webm$/g, '')}`, url]),
);

/**
 * Media references as the database keeps them: `seed:<name>` for the clips shipped with the demo (made by
 * scripts/gen-media.mjs), `up:<key>` for files a person uploaded (kept by mediaStore.ts), `made:<key>` for speech and
 * videos the fake service made (mirage/media/jobs.ts). A reference becomes a
 * playable URL only when read, because object URLs do not survive a reload.
 */
const SEEDED: Record<string, string> = {
  'seed:avatar-landscape': avatarLandscape,
  'seed:avatar-vertical': avatarVertical,
  'seed:avatar-studio': avatarStudio,
  'seed:tts-female': ttsFemale,
  'seed:tts-male': ttsMale,
  'seed:voice-sample-1': voiceSample1,
  'seed:voice-sample-2': voiceSample2,
  // The advanced seeded work's background and cover image (mirage/tasksSeed.ts).
  'seed:live-background': liveBackground,
  'seed:live-cover': liveCover,
  ...PORTRAIT_MEDIA,
  ...CLIP_MEDIA,
};

export const uploadRef = (key: string): string => `up:${key}`;

/**
 * A playable URL, or '' when an uploaded file is gone (a test tab reloaded, storage cleared). `scope`: the world the
 * call is served in (ctx.media), whose uploads it reads.
 */
export function resolveMedia(ref: string, scope: string): string {
  if (ref.startsWith('seed:')) return SEEDED[ref] ? seededUrl(SEEDED[ref]) : '';
  if (ref.startsWith('up:')) return mediaUrl(ref.slice(3), scope);
  if (ref.startsWith('made:')) return mediaUrl(ref.slice(5), scope);
  return '';
}

/** A file the fake service made (mirage/media/jobs.ts), by its key. */
export const madeRef = (key: string): string => `made:${key}`;

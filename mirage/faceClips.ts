import type { DbAvatar } from './db';

/**
 * The seeded digital humans' own clips: each face of the seed speaking the seeded works' script, at 720p with its
 * sound, made once by fake:serve's video maker (`npm run clips`, scripts/gen-clips.mjs) into fixtures/media/clips and shipped with the
 * demo. A seeded avatar (and a seeded work of it) shows the clip of its own face in its orientation; a face without
 * one (the large scenario's other presenters) keeps the generic clip it is given. Like portraits.ts, no bundler import
 * here: the e2e tests' seeds load it too (the files' URLs are in mirage/media.ts).
 */
export const FACE_CLIPS = [
  'p05-vertical',
  'p07-landscape',
  'p09-vertical',
  'p14-landscape',
  'p15-landscape',
  'p16-landscape',
  'p18-landscape',
] as const;

const PORTRAIT = /^seed:portrait-(p\d+)$/;

/** The reference of the clip of the face `posterRef` (`seed:portrait-pNN`) in `orientation`, or `fallback`. */
export function faceClipRef(posterRef: string, orientation: DbAvatar['orientation'], fallback: string): string {
  const face = PORTRAIT.exec(posterRef)?.[1];
  const name = `${face}-${orientation}`;
  return face && (FACE_CLIPS as readonly string[]).includes(name) ? `seed:clip-${name}` : fallback;
}

/**
 * The faces the fake server gives its seeded digital humans: the SVGs of fixtures/media/portraits (made once by
 * scripts/gen-portraits.mjs and shipped with the demo, so no face needs the network). A seeded avatar keeps the
 * reference `seed:portrait-pNN`; which face it gets follows from its id alone, so every seed and every reload shows the
 * same person. The real service answers its own stills: none of this is in a production build.
 */
const FILES = import.meta.glob<string>('../fixtures/media/portraits/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** `seed:portrait-p01` -> the file's URL. */
export const PORTRAIT_MEDIA: Record<string, string> = Object.fromEntries(
  Object.entries(FILES).map(([path, url]) => [`seed:portrait-${path.replace(/^.*\/|\.svg$/g, '')}`, url]),
);

const NAMES = Object.keys(PORTRAIT_MEDIA).sort();

/** A stable pick (FNV-1a of the id): the same avatar id always has the same face. */
export function portraitRef(id: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return NAMES[(h >>> 0) % NAMES.length] ?? '';
}

/**
 * The faces the fake server gives its seeded digital humans: the SVGs of fixtures/media/portraits (made once by
 * scripts/gen-portraits.mjs and shipped with the demo, so no face needs the network). A seeded avatar keeps the
 * reference `seed:portrait-pNN`; which face it gets follows from its id alone, so every seed and every reload shows the
 * same person. The real service answers its own stills: none of this is in a production build. The files' URLs are
 * in portraitMedia.ts (a bundler import), so this module also loads where there is no bundler (the e2e tests' seeds).
 */

/** How many faces scripts/gen-portraits.mjs makes (p01 … p24). */
export const PORTRAIT_COUNT = 24;

/** A stable pick (FNV-1a of the id): the same avatar id always has the same face. */
export function portraitRef(id: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return `seed:portrait-p${String(((h >>> 0) % PORTRAIT_COUNT) + 1).padStart(2, '0')}`;
}

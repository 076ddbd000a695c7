import type { MouthShape } from './lipSync';

/**
 * The mouth shapes of the drawn faces (mirage/media/lipSync.ts), in the faces' own drawing: DiceBear's Personas put
 * every mouth in one group, `translate(23 36)` of a 64-unit square, centred near (9.5, 5.5) of it. A face is shown
 * with its own mouth at rest (X); for any other shape, the face without its mouth and the shape drawn over it.
 */
const DARK = '#1B0640';
const TEETH = '#fff';
const TONGUE = '#DC5C7A';
const LIP = '#b5505f';

/** Each shape inside the mouth's group: the mouth's inside, teeth, tongue and lips. */
const ART: Record<Exclude<MouthShape, 'X'>, string> = {
  // Closed lips (m, b, p): pressed together, a line.
  A: `<path d="M5.3 5.4Q9.5 6.4 13.7 5.4" stroke="${DARK}" stroke-width="1.1" stroke-linecap="round" fill="none"/>`,
  // Teeth together, lips apart and spread ("ee", most consonants): wide and narrow.
  B:
    `<rect x="4.6" y="4.2" width="9.8" height="2.8" rx="1.4" fill="${DARK}"/>` +
    `<rect x="5.6" y="4.55" width="7.8" height="2.1" rx=".9" fill="${TEETH}"/>` +
    `<path d="M5.8 5.6h7.4" stroke="#c8c2d4" stroke-width=".3"/>`,
  // Open (e, a of cat).
  C:
    `<clipPath id="c"><ellipse cx="9.5" cy="5.7" rx="3.9" ry="2.2"/></clipPath>` +
    `<ellipse cx="9.5" cy="5.7" rx="3.9" ry="2.2" fill="${DARK}"/>` +
    `<g clip-path="url(#c)"><rect x="5" y="3.3" width="9" height="1.3" fill="${TEETH}"/>` +
    `<ellipse cx="9.5" cy="8" rx="2.6" ry="1.3" fill="${TONGUE}"/></g>`,
  // Wide open (a of father).
  D:
    `<clipPath id="d"><ellipse cx="9.5" cy="6.2" rx="4.3" ry="3.3"/></clipPath>` +
    `<ellipse cx="9.5" cy="6.2" rx="4.3" ry="3.3" fill="${DARK}"/>` +
    `<g clip-path="url(#d)"><rect x="5" y="2.7" width="9" height="1.4" fill="${TEETH}"/>` +
    `<ellipse cx="9.5" cy="9.3" rx="3" ry="1.6" fill="${TONGUE}"/></g>`,
  // Slightly rounded (o, the vowel of bird): narrower, taller.
  E:
    `<ellipse cx="9.5" cy="5.9" rx="2.7" ry="2.5" fill="${DARK}" stroke="${LIP}" stroke-width=".6"/>` +
    `<ellipse cx="9.5" cy="7.3" rx="1.6" ry=".8" fill="${TONGUE}"/>`,
  // Puckered (u, w, oo): small and round, lips pushed out.
  F: `<ellipse cx="9.5" cy="5.8" rx="1.5" ry="1.4" fill="${DARK}" stroke="${LIP}" stroke-width="1.2"/>`,
  // The upper teeth on the lower lip (f, v).
  G:
    `<rect x="6" y="4.3" width="7" height="1.9" rx=".9" fill="${DARK}"/>` +
    `<rect x="6.5" y="4.3" width="6" height="1.3" fill="${TEETH}"/>` +
    `<path d="M5.8 6.4Q9.5 5.5 13.2 6.4" stroke="${LIP}" stroke-width="1.1" stroke-linecap="round" fill="none"/>`,
  // The tongue raised behind the teeth (l).
  H:
    `<clipPath id="h"><ellipse cx="9.5" cy="5.8" rx="3.5" ry="2.4"/></clipPath>` +
    `<ellipse cx="9.5" cy="5.8" rx="3.5" ry="2.4" fill="${DARK}"/>` +
    `<g clip-path="url(#h)"><rect x="5" y="3.2" width="9" height="1.2" fill="${TEETH}"/>` +
    `<ellipse cx="9.5" cy="4.9" rx="1.8" ry="1.1" fill="${TONGUE}"/></g>`,
};

const MOUTH_GROUP = /(<g transform="translate\(23 36\)">)(.*?)(<\/g>)/;

/**
 * Where the shapes lie in the face's 64-unit square: each is drawn as a picture of this region only, so a frame
 * draws a small picture over the face rather than a second face-sized one.
 */
export const MOUTH_BOX = { x: 26, y: 38, w: 14, h: 10, of: 64 } as const;

/** The face's SVG without its mouth; null when it has no mouth where the Personas put one. */
export function withoutMouth(svg: string): string | null {
  return MOUTH_GROUP.test(svg) ? svg.replace(MOUTH_GROUP, '$1$3') : null;
}

/** One mouth shape alone, on a clear picture of the mouth's region (MOUTH_BOX). */
export function mouthSvg(shape: Exclude<MouthShape, 'X'>): string {
  const { x, y, w, h } = MOUTH_BOX;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${w} ${h}"><g transform="translate(23 36)">${ART[shape]}</g></svg>`;
}

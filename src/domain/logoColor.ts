import { brandColorProblem } from './color';

/**
 * The accent of a brand that gives no colour, taken from its logo: the colour most of the logo's coloured pixels share,
 * then moved in lightness until the studio's readability rule (brandColorProblem: readable under white lettering and
 * visible on the dark sidebar) accepts it. Pure: the browser samples the logo (src/lib/logoAccent.ts) and hands over
 * its RGBA bytes.
 */

/** Pixels more transparent than this are the logo's background, not its colour. */
const MIN_ALPHA = 128;
/** Pixels whose channels differ by less than this are white, black or grey: lettering and outlines, not a colour. */
const MIN_CHROMA = 40;

const hex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * The dominant colour of RGBA pixels (4 bytes each, as a canvas gives them): pixels are counted in 4,096 boxes
 * (16 steps per channel), grey and transparent ones aside, and the busiest box's mean colour is returned. Null when
 * the logo has no colour at all (black on white, a grey mark).
 */
export function dominantColor(rgba: ArrayLike<number>): string | null {
  const count = new Map<number, number>();
  const sum = new Map<number, [number, number, number]>();
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const r = rgba[i];
    const g = rgba[i + 1];
    const b = rgba[i + 2];
    if (rgba[i + 3] < MIN_ALPHA) continue;
    if (Math.max(r, g, b) - Math.min(r, g, b) < MIN_CHROMA) continue;
    const box = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    count.set(box, (count.get(box) ?? 0) + 1);
    const s = sum.get(box) ?? [0, 0, 0];
    s[0] += r;
    s[1] += g;
    s[2] += b;
    sum.set(box, s);
  }
  let best = -1;
  let most = 0;
  for (const [box, n] of count) {
    if (n > most || (n === most && box < best)) {
      best = box;
      most = n;
    }
  }
  if (best < 0) return null;
  const s = sum.get(best) as [number, number, number];
  return hex(s.map((c) => c / most));
}

/**
 * A colour the brand rule accepts, as close to `color` as it can be: a colour too light for white lettering is
 * darkened (its channels scaled down, so the hue stays), one that vanishes on the dark sidebar is mixed with white.
 * Every hue has such a shade (relative luminance between 0.05 and 0.475). An unreadable value gives null.
 */
export function fitBrandColor(color: string): string | null {
  const problem = brandColorProblem(color);
  if (problem === null) return color.toLowerCase();
  if (problem === 'invalid') return null;
  const rgb = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16));
  for (let step = 1; step <= 100; step++) {
    const k = step / 100;
    const next = problem === 'tooLight' ? hex(rgb.map((c) => c * (1 - k))) : hex(rgb.map((c) => c + (255 - c) * k));
    if (brandColorProblem(next) === null) return next;
  }
  return null;
}

/** The accent a logo's pixels give a brand: their dominant colour, made readable; null when the logo has none. */
export function accentFromPixels(rgba: ArrayLike<number>): string | null {
  const c = dominantColor(rgba);
  return c ? fitBrandColor(c) : null;
}

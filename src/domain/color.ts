/**
 * Colour rules for the theme colour a person picks: text and white-on-colour need a contrast of 4.5:1 (WCAG 2.1 AA),
 * which light brand colours (the default light cyan among them) do not reach, so a darker shade of the same hue is
 * derived for those uses.
 */
const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function luminance([r, g, b]: [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** The colour itself when white reads on it at `ratio`, else the lightest darker shade of it that does. */
export function readableOnWhite(hex: string, ratio = 4.5): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const white: [number, number, number] = [255, 255, 255];
  for (let k = 1; k >= 0; k -= 0.02) {
    const shade = rgb.map((c) => c * k) as [number, number, number];
    if (contrast(shade, white) >= ratio) return toHex(shade);
  }
  return '#000000';
}

/**
 * The grounds of the dark sidebar, in the light theme (#1f2d3d, src/layout/layout.css) and the dark one (#1c2127): the
 * active item is written on them in the theme colour.
 */
export const SIDEBAR_GROUNDS: readonly string[] = ['#1f2d3d', '#1c2127'];

/**
 * The colour itself when it reads at `ratio` on every one of the dark `grounds`, else the least tint of it (mixed with
 * white) that does: the brand's hue, light enough for text on the dark sidebar (a purple #7c3aed is 2.8:1 there).
 */
export function readableOnDark(hex: string, grounds: readonly string[] = SIDEBAR_GROUNDS, ratio = 4.5): string {
  const rgb = parseHex(hex);
  const under = grounds.map(parseHex).filter((g): g is [number, number, number] => g !== null);
  if (!rgb) return hex;
  for (let k = 0; k <= 1; k += 0.02) {
    const tint = rgb.map((c) => c + (255 - c) * k) as [number, number, number];
    if (under.every((g) => contrast(tint, g) >= ratio)) return toHex(tint);
  }
  return '#ffffff';
}

/** Why a brand colour is refused: null when it can carry the brand. */
export type BrandColorProblem = 'invalid' | 'tooLight' | 'tooDark';

/**
 * A brand colour is drawn both under white lettering (the avatar, primary buttons through its 4.5:1 shade) and as the
 * mark of the active item on the dark sidebar. Below 2:1 against white, white lettering on it cannot be read (yellow,
 * pastels); below 2:1 against black, it vanishes on the dark sidebar (navy, charcoal). The default light cyan reaches
 * 2.2:1 and 10:1; every preset passes.
 */
export const BRAND_COLOR_MIN_CONTRAST = 2;

export function brandColorProblem(hex: string): BrandColorProblem | null {
  if (!/^#[0-9a-f]{6}$/i.test(hex.trim())) return 'invalid';
  const rgb = parseHex(hex);
  if (!rgb) return 'invalid';
  if (contrast(rgb, [255, 255, 255]) < BRAND_COLOR_MIN_CONTRAST) return 'tooLight';
  if (contrast(rgb, [0, 0, 0]) < BRAND_COLOR_MIN_CONTRAST) return 'tooDark';
  return null;
}

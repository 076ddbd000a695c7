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

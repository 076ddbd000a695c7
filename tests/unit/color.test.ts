import { describe, expect, it } from 'vitest';
import { contrast, parseHex, readableOnDark, readableOnWhite, SIDEBAR_GROUNDS } from '../../src/domain/color';

const white: [number, number, number] = [255, 255, 255];

describe('theme colour contrast', () => {
  it('computes WCAG contrast', () => {
    expect(contrast([0, 0, 0], white)).toBeCloseTo(21, 0);
    expect(contrast(white, white)).toBe(1);
  });
  it('darkens the default light cyan until white text reads on it at 4.5:1', () => {
    const strong = readableOnWhite('#13c2c2');
    expect(strong).not.toBe('#13c2c2');
    const rgb = parseHex(strong);
    expect(rgb && contrast(rgb, white)).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps a colour that already reads', () => {
    expect(readableOnWhite('#1f4e99')).toBe('#1f4e99');
  });
  it('leaves an unreadable value alone', () => {
    expect(readableOnWhite('teal')).toBe('teal');
  });
});

describe('the theme colour on the dark sidebar', () => {
  const on = (fg: string, bg: string) => contrast(parseHex(fg) ?? white, parseHex(bg) ?? white);
  it('lightens a purple that reads 2.8:1 there until it reads 4.5:1 on both themes’ sidebars, and no further', () => {
    expect(on('#7c3aed', '#1f2d3d')).toBeLessThan(3);
    const shade = readableOnDark('#7c3aed');
    for (const ground of SIDEBAR_GROUNDS) expect(on(shade, ground)).toBeGreaterThanOrEqual(4.5);
    const rgb = parseHex(shade) ?? white;
    // Still the brand's hue: blue over red over green, as the purple.
    expect(rgb[2]).toBeGreaterThan(rgb[0]);
    expect(rgb[0]).toBeGreaterThan(rgb[1]);
    expect(on(shade, '#1f2d3d')).toBeLessThan(5);
  });
  it('keeps a colour that already reads there (the default cyan)', () => {
    expect(readableOnDark('#13c2c2')).toBe('#13c2c2');
  });
  it('leaves an unreadable value alone', () => {
    expect(readableOnDark('teal')).toBe('teal');
  });
});

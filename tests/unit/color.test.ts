import { describe, expect, it } from 'vitest';
import { contrast, parseHex, readableOnWhite } from '../../src/domain/color';

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

import { describe, expect, it } from 'vitest';
import { brandColorProblem } from '../../src/domain/color';
import { accentFromPixels, dominantColor, fitBrandColor } from '../../src/domain/logoColor';

/** RGBA bytes of `n` pixels of one colour. */
const px = (n: number, r: number, g: number, b: number, a = 255) =>
  Array.from({ length: n }, () => [r, g, b, a]).flat();

describe('the accent a brand takes from its logo', () => {
  it('finds the colour most coloured pixels share, white lettering and transparent corners aside', () => {
    // Acme's mark: an orange tile with a white letter, on a transparent square.
    const logo = [
      ...px(300, 255, 255, 255),
      ...px(500, 0xf5, 0xa6, 0x23),
      ...px(200, 0, 0, 0, 0),
      ...px(80, 20, 90, 200),
    ];
    expect(dominantColor(logo)).toBe('#f5a623');
  });

  it('averages the pixels of the busiest colour box (an anti-aliased edge does not move it far)', () => {
    const logo = [...px(10, 0x7c, 0x5c, 0xff), ...px(10, 0x7e, 0x5e, 0xfd)];
    expect(dominantColor(logo)).toBe('#7d5dfe');
  });

  it('gives nothing for a logo without colour (black on white, greys)', () => {
    expect(dominantColor([...px(50, 255, 255, 255), ...px(50, 0, 0, 0), ...px(20, 128, 128, 130)])).toBeNull();
    expect(dominantColor([])).toBeNull();
  });

  it('keeps a colour the brand rule accepts', () => {
    expect(fitBrandColor('#7C5CFF')).toBe('#7c5cff');
    expect(fitBrandColor('#13c2c2')).toBe('#13c2c2');
  });

  it('darkens a yellow too light for white lettering until it passes, keeping its hue', () => {
    expect(brandColorProblem('#ffe600')).toBe('tooLight');
    const fitted = fitBrandColor('#ffe600') as string;
    expect(brandColorProblem(fitted)).toBeNull();
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(fitted.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g);
    expect(b).toBe(0);
    // The lightest passing shade: one step lighter would fail.
    expect(brandColorProblem(`#${[r + 4, g + 4, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`)).toBe(
      'tooLight',
    );
  });

  it('lightens a navy that would vanish on the dark sidebar until it passes', () => {
    expect(brandColorProblem('#0a1040')).toBe('tooDark');
    const fitted = fitBrandColor('#0a1040') as string;
    expect(brandColorProblem(fitted)).toBeNull();
    expect(fitted).not.toBe('#0a1040');
  });

  it('refuses a value that is not a colour', () => {
    expect(fitBrandColor('orange')).toBeNull();
  });

  it('gives every built-in brand its own accent from its logo', () => {
    expect(accentFromPixels([...px(100, 255, 255, 255), ...px(400, 0x13, 0xc2, 0xc2)])).toBe('#13c2c2');
    expect(accentFromPixels([...px(100, 255, 255, 255), ...px(400, 0xf5, 0xa6, 0x23)])).toBe('#f5a623');
    expect(accentFromPixels([...px(100, 255, 255, 255), ...px(400, 0x7c, 0x5c, 0xff)])).toBe('#7c5cff');
    expect(accentFromPixels(px(10, 255, 255, 255))).toBeNull();
  });
});

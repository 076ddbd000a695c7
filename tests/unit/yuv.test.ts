import { describe, expect, it } from 'vitest';
import { i420Size, rgbaToI420 } from '../../mirage/node/yuv';

/** fake:serve's frames as the encoder takes them: BT.601 limited range, chroma the mean of each 2x2 block. */
const frame = (w: number, h: number, px: (x: number, y: number) => [number, number, number]) => {
  const rgba = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [r, g, b] = px(x, y);
      rgba.set([r, g, b, 255], (y * w + x) * 4);
    }
  return rgba;
};

describe('rgbaToI420', () => {
  it('puts black, white and the primaries where BT.601 limited range does', () => {
    const cases: [[number, number, number], [number, number, number]][] = [
      [
        [0, 0, 0],
        [16, 128, 128],
      ],
      [
        [255, 255, 255],
        [235, 128, 128],
      ],
      [
        [255, 0, 0],
        [82, 90, 240],
      ],
      [
        [0, 0, 255],
        [41, 240, 110],
      ],
    ];
    for (const [rgb, [y, u, v]] of cases) {
      const out = new Uint8Array(i420Size(2, 2));
      rgbaToI420(
        frame(2, 2, () => rgb),
        2,
        2,
        out,
      );
      expect(Array.from(out.subarray(0, 4))).toEqual([y, y, y, y]);
      expect(Math.abs(out[4] - u)).toBeLessThanOrEqual(1);
      expect(Math.abs(out[5] - v)).toBeLessThanOrEqual(1);
    }
  });

  it('keeps each pixel its own brightness and gives each 2x2 block the mean of its colour', () => {
    // Left column black, right column white: luma per pixel, a grey (neutral) chroma for the block.
    const out = new Uint8Array(i420Size(4, 2));
    rgbaToI420(
      frame(4, 2, (x) => (x % 2 ? [255, 255, 255] : [0, 0, 0])),
      4,
      2,
      out,
    );
    expect(Array.from(out.subarray(0, 8))).toEqual([16, 235, 16, 235, 16, 235, 16, 235]);
    expect(Array.from(out.subarray(8))).toEqual([128, 128, 128, 128]);
    expect(i420Size(1280, 720)).toBe(1280 * 720 * 1.5);
  });
});

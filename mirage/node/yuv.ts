/**
 * A drawn frame (RGBA, as a canvas holds it) as the planar YUV 4:2:0 a video encoder takes, in BT.601's limited range
 * (the colours VP8 decoders assume): Y, then U and V at half the width and height, each the mean of its 2x2 block.
 * Integer arithmetic: a 720p frame takes a few milliseconds in JavaScript.
 */
export function rgbaToI420(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, out: Uint8Array): void {
  const cw = width >> 1;
  const uAt = width * height;
  const vAt = uAt + cw * (height >> 1);
  for (let y = 0; y < height; y += 2) {
    const row0 = y * width;
    const row1 = row0 + width;
    const c = (y >> 1) * cw;
    for (let x = 0; x < width; x += 2) {
      const a = (row0 + x) * 4;
      const b = a + 4;
      const d = (row1 + x) * 4;
      const e = d + 4;
      const r0 = rgba[a],
        g0 = rgba[a + 1],
        b0 = rgba[a + 2];
      const r1 = rgba[b],
        g1 = rgba[b + 1],
        b1 = rgba[b + 2];
      const r2 = rgba[d],
        g2 = rgba[d + 1],
        b2 = rgba[d + 2];
      const r3 = rgba[e],
        g3 = rgba[e + 1],
        b3 = rgba[e + 2];
      out[row0 + x] = ((66 * r0 + 129 * g0 + 25 * b0 + 128) >> 8) + 16;
      out[row0 + x + 1] = ((66 * r1 + 129 * g1 + 25 * b1 + 128) >> 8) + 16;
      out[row1 + x] = ((66 * r2 + 129 * g2 + 25 * b2 + 128) >> 8) + 16;
      out[row1 + x + 1] = ((66 * r3 + 129 * g3 + 25 * b3 + 128) >> 8) + 16;
      const r = r0 + r1 + r2 + r3;
      const g = g0 + g1 + g2 + g3;
      const bl = b0 + b1 + b2 + b3;
      const i = c + (x >> 1);
      out[uAt + i] = ((-38 * r - 74 * g + 112 * bl + 512) >> 10) + 128;
      out[vAt + i] = ((112 * r - 94 * g - 18 * bl + 512) >> 10) + 128;
    }
  }
}

/** The bytes of a 4:2:0 frame of this size. */
export const i420Size = (width: number, height: number): number => width * height + 2 * (width >> 1) * (height >> 1);

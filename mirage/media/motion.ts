import type { Mouth } from './compose';

/**
 * How the presenter moves, frame by frame: the mouth opens with the loudness of the speech (closed in a pause, half
 * open on quiet sounds, open on loud ones) and the eyes blink every few seconds at moments drawn from the work's own
 * seed, so the same work always moves the same way.
 */

/** The loudness (RMS) of the speech around each frame. */
export function loudness(samples: Float32Array, sampleRate: number, fps: number, frames: number): Float32Array {
  const out = new Float32Array(frames);
  const half = Math.round(sampleRate / fps / 2);
  for (let f = 0; f < frames; f++) {
    const centre = Math.round(((f + 0.5) / fps) * sampleRate);
    const from = Math.max(0, centre - half);
    const to = Math.min(samples.length, centre + half);
    let sum = 0;
    for (let i = from; i < to; i++) sum += samples[i] * samples[i];
    out[f] = to > from ? Math.sqrt(sum / (to - from)) : 0;
  }
  return out;
}

/** Below this share of the speech's usual loudness the mouth is closed; above OPEN_AT it is open. */
export const CLOSED_BELOW = 0.12;
export const OPEN_AT = 0.55;

export function mouthTrack(level: Float32Array): Mouth[] {
  const voiced = Array.from(level)
    .filter((v) => v > 1e-3)
    .sort((a, b) => a - b);
  // The loudness most speech reaches (its 90th percentile), so a quiet voice opens its mouth as wide as a loud one.
  const usual = voiced.length ? voiced[Math.floor(voiced.length * 0.9)] : 1;
  return Array.from(level, (v) => {
    const share = v / usual;
    if (share < CLOSED_BELOW) return 'closed';
    return share < OPEN_AT ? 'mid' : 'open';
  });
}

/** A blink of about 120 ms every 2.5-5.5 s. */
export function blinkTrack(frames: number, fps: number, seed: number): boolean[] {
  const out = new Array<boolean>(frames).fill(false);
  let s = seed >>> 0 || 1;
  const next = () => {
    // xorshift32: small, and the same sequence on every engine.
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
  const length = Math.max(1, Math.round(0.12 * fps));
  for (let t = 1 + next() * 2; t * fps < frames; t += 2.5 + next() * 3) {
    const at = Math.floor(t * fps);
    for (let f = at; f < Math.min(frames, at + length); f++) out[f] = true;
  }
  return out;
}

/** A seed from a text (FNV-1a), for the blinks of a work. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

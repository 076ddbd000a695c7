/**
 * How the presenter moves, frame by frame: the mouth takes the shapes of the sounds (mirage/media/lipSync.ts), or for
 * a person's own recording opens with its loudness (closed in a pause, half open on quiet sounds, open on loud ones);
 * the eyes blink every few seconds and the head sways and nods a little while speaking, at moments and phases drawn
 * from the work's own seed, so the same work always moves the same way. A face from a person's own clip plays that
 * clip instead, forward then backward (pingPong), so its loop never jumps.
 */
export type Mouth = 'closed' | 'mid' | 'open';

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

/** Numbers in [0, 1) from a seed: xorshift32, small, and the same sequence on every engine. */
function randomFrom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

/** A blink of about 120 ms every 2.5-5.5 s. */
export function blinkTrack(frames: number, fps: number, seed: number): boolean[] {
  const out = new Array<boolean>(frames).fill(false);
  const next = randomFrom(seed);
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

/** Where a drawn head is: moved by shares of the face's size (right and down). */
export interface Head {
  dx: number;
  dy: number;
}
export const HEAD_AT_REST: Head = { dx: 0, dy: 0 };

/** How far the head moves at most: about 1% of the face's size. */
export const HEAD_SWAY = { dx: 0.012, dy: 0.008 } as const;

/**
 * A slight head movement while speaking: a slow sway and nod (two sines each, at rates and phases from the seed), eased
 * in and out over about 120 ms around the speech and still in its pauses, as a presenter holds still between lines.
 * The nod only lowers the head, so the figure's cut-off base never lifts off the frame's edge.
 */
export function headTrack(speaking: boolean[], fps: number, seed: number): Head[] {
  const next = randomFrom(seed ^ 0x5bd1e995);
  const wave = () => {
    const [p1, p2, r1, r2] = [next() * 2 * Math.PI, next() * 2 * Math.PI, 0.25 + next() * 0.15, 0.5 + next() * 0.3];
    return (t: number) => (Math.sin(2 * Math.PI * r1 * t + p1) + 0.5 * Math.sin(2 * Math.PI * r2 * t + p2)) / 1.5;
  };
  const [sway, nod] = [wave(), wave()];
  const ease = Math.floor(0.12 * fps);
  return speaking.map((_, f) => {
    let active = 0;
    for (let d = -ease; d <= ease; d++) if (speaking[f + d]) active = Math.max(active, 1 - Math.abs(d) / (ease + 1));
    if (!active) return HEAD_AT_REST;
    const t = f / fps;
    return {
      dx: HEAD_SWAY.dx * sway(t) * active,
      dy: HEAD_SWAY.dy * ((nod(t) + 1) / 2) * active,
    };
  });
}

/**
 * The frame of a clip of `n` frames shown at frame `f` of the video: forward to its last frame, then backward to its
 * first, and again, so the loop never jumps (0 1 2 3 2 1 0 1 ...). Each end is shown once per turn.
 */
export function pingPong(f: number, n: number): number {
  if (n <= 1) return 0;
  const period = 2 * (n - 1);
  const m = f % period;
  return m < n ? m : period - m;
}

/**
 * Mouth shapes that follow the sounds, for the drawn faces of a made video. eSpeak NG writes the phonemes it speaks
 * (its mnemonics, `-x --phonout`, in the same run as the WAV: mirage/media/speech.ts); the packaged engine exposes no
 * timing of its own (it is built without MBROLA, so `--pho` writes nothing, and its only entry point is the command
 * line), so each clause's phonemes are laid over the stretch of the line's sound where that clause is heard, each
 * phoneme taking a share by its kind (a vowel is longer than a stop). Each phoneme then takes one of the lip-sync
 * shapes animators use (Rhubarb Lip Sync's A-H and X):
 *
 * - A closed lips (m, b, p); B slightly open, teeth together (most consonants, and "ee");
 * - C open (e, the "a" of cat, the schwa); D wide open (the "a" of father, Chinese "a");
 * - E slightly rounded (o, the vowel of bird); F puckered (u, w, "oo", Chinese ü);
 * - G the upper teeth on the lower lip (f, v); H the tongue raised (l); X at rest (a pause, silence).
 *
 * Pure: the same phonemes and sound give the same shapes on every engine.
 */
export const MOUTH_SHAPES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'X'] as const;
export type MouthShape = (typeof MOUTH_SHAPES)[number];

/** A phoneme as eSpeak writes it (`m`, `i:`, `tS`) and when it is heard, in seconds. */
export interface TimedPhoneme {
  phoneme: string;
  start: number;
  end: number;
}

/** The command-line arguments that make eSpeak write its phonemes where the studio reads them. */
export const PHONEME_ARGS = ['-x', '--phonout=/ph.txt'];

/** Shapes by the phoneme's first letter (eSpeak's ASCII mnemonics, shared by its languages). */
const SHAPE_OF_LETTER: Record<string, MouthShape> = {
  m: 'A',
  b: 'A',
  p: 'A',
  f: 'G',
  v: 'G',
  l: 'H',
  L: 'H',
  u: 'F',
  U: 'F',
  w: 'F',
  W: 'F',
  y: 'F',
  Y: 'F',
  o: 'E',
  O: 'E',
  '0': 'E',
  '3': 'E',
  A: 'D',
  a: 'D',
  '&': 'C',
  E: 'C',
  e: 'C',
  '@': 'C',
  V: 'C',
  i: 'B',
  I: 'B',
  j: 'B',
};

export const shapeOfPhoneme = (phoneme: string): MouthShape =>
  phoneme === '_' ? 'X' : (SHAPE_OF_LETTER[phoneme[0]] ?? 'B');

const VOWEL = /^[aAeEiIoOuUyY03@&V]/;
/** Stops and affricates are short; fricatives and vowels longer. */
const STOP = /^(tS|dZ|ts|dz|[ptkbdgcq?])/;

/** A phoneme's share of its clause: its usual length relative to a short vowel. */
export function weightOf(phoneme: string): number {
  const long = phoneme.includes(':') ? 0.6 : 0;
  if (VOWEL.test(phoneme)) return 1 + long;
  if (STOP.test(phoneme)) return 0.55;
  if (/^[mnNlLrRwjJ]/.test(phoneme)) return 0.6;
  return 0.75 + long;
}

/** Two-letter phonemes kept whole (affricates); any other letter is a phoneme, with the marks that follow it. */
const PHONEME = /tS;?|dZ;?|ts\.?|dz|[A-Za-z0-9@&?][:.;#]*/g;

/**
 * eSpeak's mnemonics as clauses (its lines) of phonemes, stress marks, tones (Chinese digits after a syllable),
 * syllable and word marks dropped. A diphthong is its two vowels, as an animator draws it ("oU": E, then F).
 */
export function phonemeClauses(mnemonics: string): string[][] {
  return mnemonics
    .split('\n')
    .map((line) =>
      // Tones: digits after a vowel or a final nasal; the vowel written 0 stands before a letter or at a word's end.
      (line.replace(/(?<=[A-Za-z@&:.;#])[1-5]+/g, '').match(PHONEME) ?? []).filter((p) => p !== '?'),
    )
    .filter((c) => c.length > 0);
}

/** Analysis frames: 10 ms. */
const STEP_S = 0.01;
/** Below this share of the line's usual loudness, nothing is heard. */
const SILENT_BELOW = 0.06;
/** Silences shorter than this within a clause are its own stops, not a break between clauses. */
const GAP_MIN_S = 0.08;

/** Stretches of `samples` where the sound is heard: [start, end) seconds, short gaps bridged. */
export function heardStretches(samples: Float32Array, sampleRate: number): [number, number][] {
  const step = Math.max(1, Math.round(sampleRate * STEP_S));
  const level: number[] = [];
  for (let at = 0; at < samples.length; at += step) {
    let sum = 0;
    const to = Math.min(samples.length, at + step);
    for (let i = at; i < to; i++) sum += samples[i] * samples[i];
    level.push(Math.sqrt(sum / (to - at)));
  }
  const sorted = level.filter((v) => v > 1e-4).sort((a, b) => a - b);
  if (!sorted.length) return [];
  const usual = sorted[Math.floor(sorted.length * 0.9)];
  const out: [number, number][] = [];
  level.forEach((v, i) => {
    if (v < usual * SILENT_BELOW) return;
    const start = i * STEP_S;
    const last = out[out.length - 1];
    if (last && start - last[1] < GAP_MIN_S) last[1] = start + STEP_S;
    else out.push([start, start + STEP_S]);
  });
  return out;
}

/**
 * The phonemes of one spoken line timed over its sound. Clauses go to the stretches where sound is heard, split at
 * the longest silences (eSpeak pauses at each comma and full stop); each clause's phonemes share its span by weight.
 * `offset`: where the line starts in the whole speech.
 */
export function timePhonemes(mnemonics: string, samples: Float32Array, sampleRate: number, offset = 0): TimedPhoneme[] {
  const clauses = phonemeClauses(mnemonics);
  const heard = heardStretches(samples, sampleRate);
  if (!clauses.length || !heard.length) return [];
  // The clauses' breaks: the longest silences between heard stretches, in time order.
  const gaps = heard
    .slice(1)
    .map((s, i) => ({ at: i + 1, length: s[0] - heard[i][1] }))
    .sort((a, b) => b.length - a.length)
    .slice(0, clauses.length - 1)
    .map((g) => g.at)
    .sort((a, b) => a - b);
  const bounds = [0, ...gaps, heard.length];
  const out: TimedPhoneme[] = [];
  // With fewer stretches than clauses, the last stretch holds the clauses left.
  const spans = clauses.length > bounds.length - 1 ? bounds.length - 1 : clauses.length;
  for (let c = 0; c < spans; c++) {
    const phonemes = c === spans - 1 ? clauses.slice(c).flat() : clauses[c];
    const start = heard[bounds[c]][0];
    const end = heard[bounds[c + 1] - 1][1];
    const total = phonemes.reduce((s, p) => s + weightOf(p), 0);
    let at = start;
    for (const phoneme of phonemes) {
      const length = ((end - start) * weightOf(phoneme)) / total;
      out.push({ phoneme, start: offset + at, end: offset + at + length });
      at += length;
    }
  }
  return out;
}

/**
 * The mouth shape of each frame: the phoneme heard longest within the frame, at rest (X) where none is; closed lips
 * win a frame they fall wholly inside, so an "m" or a "b" is seen to close the mouth even when it is shorter than a
 * frame.
 */
export function mouthShapes(timed: TimedPhoneme[], fps: number, frames: number): MouthShape[] {
  const out = new Array<MouthShape>(frames).fill('X');
  let first = 0;
  for (let f = 0; f < frames; f++) {
    const from = f / fps;
    const to = (f + 1) / fps;
    while (first < timed.length && timed[first].end <= from) first++;
    let best = 0;
    for (let i = first; i < timed.length && timed[i].start < to; i++) {
      const p = timed[i];
      const shape = shapeOfPhoneme(p.phoneme);
      const overlap = Math.min(to, p.end) - Math.max(from, p.start);
      const closes = shape === 'A' && p.start >= from && p.end <= to;
      const score = closes ? Infinity : overlap;
      if (score > best) {
        best = score;
        out[f] = shape;
      }
    }
  }
  return out;
}

/** Without phonemes (a person's own recording), the loudness picks the shape: at rest, open, or wide open. */
export function shapeOfLoudness(mouth: 'closed' | 'mid' | 'open'): MouthShape {
  return mouth === 'closed' ? 'X' : mouth === 'mid' ? 'C' : 'D';
}

/**
 * The median pitch of a voice, in Hz: how high a recording or a piece of speech sounds, as one figure. Pure and
 * deterministic, so the same recording always gives the same figure (a cloned voice's register is taken from it).
 *
 * Autocorrelation on voiced frames: the sound is brought down to about 8 kHz (a voice's fundamental is far below),
 * cut into 40 ms frames every 20 ms; a frame is voiced when it is loud enough (above a tenth of the loudest frame)
 * and repeats itself strongly at some lag between 60 and 400 Hz. Each voiced frame's pitch is the shortest lag that
 * repeats nearly as well as the best one (so a voice is not read an octave low), refined between samples.
 */
const LOW_HZ = 60;
const HIGH_HZ = 400;
const TARGET_RATE = 8000;
const FRAME_S = 0.04;
const HOP_S = 0.02;
/** How strongly a frame must repeat itself (normalized autocorrelation) to count as voiced. */
const VOICED = 0.5;
/** A shorter lag wins when it repeats at least this share as well as the best lag. */
const NEAR_BEST = 0.9;

/** The median pitch over the voiced frames, or null when nothing in the sound is voiced. */
export function medianPitch(samples: Float32Array, sampleRate: number): number | null {
  const pitches = framePitches(samples, sampleRate);
  if (!pitches.length) return null;
  pitches.sort((a, b) => a - b);
  const mid = pitches.length >> 1;
  return pitches.length % 2 ? pitches[mid] : (pitches[mid - 1] + pitches[mid]) / 2;
}

/** The pitch of every voiced frame, in order. */
export function framePitches(samples: Float32Array, sampleRate: number): number[] {
  const step = Math.max(1, Math.floor(sampleRate / TARGET_RATE));
  const rate = sampleRate / step;
  const x = decimate(samples, step);
  const frame = Math.round(FRAME_S * rate);
  const hop = Math.round(HOP_S * rate);
  const minLag = Math.floor(rate / HIGH_HZ);
  const maxLag = Math.ceil(rate / LOW_HZ);
  const starts: number[] = [];
  const energies: number[] = [];
  for (let s = 0; s + frame + maxLag <= x.length; s += hop) {
    let e = 0;
    for (let i = s; i < s + frame; i++) e += x[i] * x[i];
    starts.push(s);
    energies.push(e);
  }
  const loudest = Math.max(0, ...energies);
  const pitches: number[] = [];
  const corr = new Float64Array(maxLag + 2);
  for (let f = 0; f < starts.length; f++) {
    if (energies[f] <= 0 || energies[f] < loudest * 0.1) continue;
    const s = starts[f];
    let best = 0;
    for (let lag = minLag - 1; lag <= maxLag + 1; lag++) {
      let xy = 0;
      let yy = 0;
      for (let i = s; i < s + frame; i++) {
        xy += x[i] * x[i + lag];
        yy += x[i + lag] * x[i + lag];
      }
      corr[lag] = yy > 0 ? xy / Math.sqrt(energies[f] * yy) : 0;
      if (lag >= minLag && lag <= maxLag && corr[lag] > best) best = corr[lag];
    }
    if (best < VOICED) continue;
    let lag = minLag;
    // The first local peak that repeats nearly as well as the best one.
    while (
      lag <= maxLag &&
      !(corr[lag] >= best * NEAR_BEST && corr[lag] >= corr[lag - 1] && corr[lag] >= corr[lag + 1])
    )
      lag++;
    if (lag > maxLag) continue;
    const a = corr[lag - 1];
    const b = corr[lag];
    const c = corr[lag + 1];
    const bend = a - 2 * b + c;
    const shift = bend < 0 ? (0.5 * (a - c)) / bend : 0;
    pitches.push(rate / (lag + shift));
  }
  return pitches;
}

/** Every `step` samples averaged into one: a crude low-pass and down-sampling in one pass. */
function decimate(samples: Float32Array, step: number): Float32Array {
  if (step === 1) return samples;
  const out = new Float32Array(Math.floor(samples.length / step));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let k = 0; k < step; k++) sum += samples[i * step + k];
    out[i] = sum / step;
  }
  return out;
}

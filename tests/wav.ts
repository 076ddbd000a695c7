import { pcmWav } from '../src/lib/wav';

/**
 * A silent-ish PCM WAV of the given length (8 kHz, 16-bit mono), for upload tests: unit tests read its header, and
 * end-to-end tests hand it to a file input as a person's recording.
 */
export function makeWav(seconds: number, rate = 8000): Uint8Array {
  const tone = Int16Array.from({ length: Math.round(seconds * rate) }, (_, i) => Math.round(Math.sin(i / 9) * 4000));
  return pcmWav(tone, rate);
}

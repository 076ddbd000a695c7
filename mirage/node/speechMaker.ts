import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { espeakDirect } from './espeakDirect';
import type { MediaMaker } from '../media/jobs';
import { SpeechEngine, wavOf } from '../media/speech';

/**
 * fake:serve's media studio: the same speech engine as the browser's (mirage/media/speech.ts), run in Node, so
 * generated audio and voice samples are speech here too. It makes no video: Node has no video encoder (WebCodecs is
 * a browser API) and no canvas to draw frames on, so a work's video here is its digital human's seeded clip.
 */
let compiled: Promise<WebAssembly.Module> | null = null;
const engine = new SpeechEngine(
  espeakDirect(() => {
    compiled ??= WebAssembly.compile(
      readFileSync(createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm')),
    );
    return compiled;
  }),
);

export const nodeSpeechMaker: MediaMaker = {
  kinds: ['speech'],
  async make(recipe) {
    if (recipe.kind !== 'speech') throw new Error('fake:serve makes no video');
    const s = await engine.speak(recipe.speak);
    return new Blob([wavOf(s.samples, s.sampleRate)], { type: 'audio/wav' });
  },
};

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SpeechEngine } from '../../mirage/media/speech';
import { espeakDirect } from '../../mirage/node/espeakDirect';
import { estimateSeconds } from '../../src/domain/script';
import { timbreOf } from '../../mirage/media/engineVoice';
import { timeoutOf } from '../slower';
import { SPOKEN_SCRIPTS } from './spokenScripts';

/**
 * The editor's estimate against the real engine (eSpeak NG in WebAssembly, as fake:serve and the studio run it): the
 * synthesizer speaks at the rate asked and never squeezes, so the estimate must be what the engine takes, for plain
 * scripts and scripts full of figures alike. About 1-4 s a language on an idle 2-core machine (20 scripts, one
 * engine start a line).
 */
const wasm = WebAssembly.compile(readFileSync('node_modules/espeak-ng/dist/espeak-ng.wasm'));
const engine = new SpeechEngine(espeakDirect(() => wasm));
const female = timbreOf('sys-xiaoxiao', 'female');

describe("the editor's estimate against the engine's real length", () => {
  for (const [language, scripts] of Object.entries(SPOKEN_SCRIPTS) as [
    keyof typeof SPOKEN_SCRIPTS,
    readonly string[],
  ][]) {
    it(
      `${language}: each of 20 scripts, plain or full of figures, within 10%`,
      async () => {
        const off: string[] = [];
        for (const text of scripts) {
          const s = await engine.speak({ text, language, timbre: female, rate: 1 });
          const real = s.samples.length / s.sampleRate;
          const est = estimateSeconds(text, 1, language);
          if (Math.abs(est - real) / real > 0.1) off.push(`${text}: ${est} s estimated, ${real.toFixed(2)} s heard`);
        }
        expect(off).toEqual([]);
      },
      timeoutOf(120_000),
    );
  }
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { espeakDirect } from '../../mirage/node/espeakDirect';
import {
  type MouthShape,
  mouthShapes,
  phonemeClauses,
  shapeOfPhoneme,
  type TimedPhoneme,
} from '../../mirage/media/lipSync';
import { SpeechEngine } from '../../mirage/media/speech';
import { timbreOf } from '../../mirage/media/engineVoice';
import { timeoutOf } from '../slower';

/**
 * Mouth shapes from phoneme timings (mirage/media/lipSync.ts): each sound eSpeak speaks takes a lip-sync shape
 * (Rhubarb's A-H and X), frame by frame, in English and Chinese.
 */
const FPS = 25;
const shapesOf = (timed: TimedPhoneme[], seconds: number) => mouthShapes(timed, FPS, Math.ceil(seconds * FPS));
/** The shapes of the frames while `phoneme` (the n-th of its kind) is heard. */
const during = (timed: TimedPhoneme[], shapes: MouthShape[], phoneme: string, nth = 0) => {
  const p = timed.filter((x) => x.phoneme === phoneme)[nth];
  if (!p) throw new Error(`no ${phoneme} in ${timed.map((x) => x.phoneme).join(' ')}`);
  return shapes.slice(Math.floor(p.start * FPS), Math.ceil(p.end * FPS));
};

describe('mouth shapes from phoneme timings', () => {
  it('maps eSpeak phonemes to the classic shapes: m closed, o rounded, u puckered, ee spread, a wide, f, l', () => {
    expect(['m', 'b', 'p'].map(shapeOfPhoneme)).toEqual(['A', 'A', 'A']);
    expect(['i:', 'i', 'I', 's', 't', 'k'].map(shapeOfPhoneme)).toEqual(['B', 'B', 'B', 'B', 'B', 'B']);
    expect(['E', '&', '@'].map(shapeOfPhoneme)).toEqual(['C', 'C', 'C']);
    expect(['A:', 'A', 'a'].map(shapeOfPhoneme)).toEqual(['D', 'D', 'D']);
    expect(['o', 'O:', '3:'].map(shapeOfPhoneme)).toEqual(['E', 'E', 'E']);
    expect(['u:', 'U', 'w', 'y'].map(shapeOfPhoneme)).toEqual(['F', 'F', 'F', 'F']);
    expect(['f', 'v', 'l', '_'].map(shapeOfPhoneme)).toEqual(['G', 'G', 'H', 'X']);
  });

  it("reads eSpeak's mnemonics into clauses of phonemes, without stress marks or Chinese tones", () => {
    expect(phonemeClauses("h@l'oU 'EvrIw,0n\nm'i:\n")).toEqual([
      ['h', '@', 'l', 'o', 'U', 'E', 'v', 'r', 'I', 'w', '0', 'n'],
      ['m', 'i:'],
    ]);
    expect(phonemeClauses("mA55mA22_| 'o35_| j'i55_|\ntS;'iA55_| ts.'i.35_|")).toEqual([
      ['m', 'A', 'm', 'A', 'o', 'j', 'i'],
      ['tS;', 'i', 'A', 'ts.', 'i.'],
    ]);
  });

  it('gives each frame the shape heard longest in it, rest where nothing is heard, and a short "m" its frame', () => {
    const timed: TimedPhoneme[] = [
      { phoneme: 'm', start: 0.1, end: 0.13 },
      { phoneme: 'A:', start: 0.13, end: 0.3 },
      { phoneme: 'u:', start: 0.3, end: 0.38 },
    ];
    expect(mouthShapes(timed, 10, 6)).toEqual(['X', 'A', 'D', 'F', 'X', 'X']);
  });

  const wasm = WebAssembly.compile(readFileSync('node_modules/espeak-ng/dist/espeak-ng.wasm'));
  const engine = new SpeechEngine(espeakDirect(() => wasm));
  const timbre = timbreOf('sys-xiaoxiao', 'female');

  it(
    'follows what the engine says: English "me", "moo", "oh", "mama"; Chinese 妈妈, 哦, 一, 不',
    async () => {
      const en = await engine.speak({ text: 'Me. Moo. Oh. Mama.', language: 'en', timbre, rate: 1 });
      const enShapes = shapesOf(en.phonemes, en.samples.length / en.sampleRate);
      expect(en.phonemes.map((p) => p.phoneme).join(' ')).toMatch(/^m i: m u: o U m A: m a#?$/);
      // Each word starts with the lips closed, then opens to its vowel: spread, puckered, rounded, wide.
      expect(during(en.phonemes, enShapes, 'm', 0)).toContain('A');
      expect(during(en.phonemes, enShapes, 'i:')).toContain('B');
      expect(during(en.phonemes, enShapes, 'u:')).toContain('F');
      expect(during(en.phonemes, enShapes, 'o')).toContain('E');
      expect(during(en.phonemes, enShapes, 'A:')).toContain('D');
      // Between the sentences (eSpeak's pauses) the mouth rests.
      expect(enShapes[enShapes.length - 1]).toBe('X');
      const gap = (en.phonemes[1].end + en.phonemes[2].start) / 2;
      expect(enShapes[Math.floor(gap * FPS)]).toBe('X');
      // The timings lie on the sound, in order, within the speech.
      const seconds = en.samples.length / en.sampleRate;
      en.phonemes.forEach((p, i) => {
        expect(p.end).toBeGreaterThan(p.start);
        expect(p.start).toBeGreaterThanOrEqual(i ? en.phonemes[i - 1].end - 1e-9 : 0);
        expect(p.end).toBeLessThanOrEqual(seconds);
      });

      const zh = await engine.speak({ text: '妈妈，哦，一，不。', language: 'zh', timbre, rate: 1 });
      const zhShapes = shapesOf(zh.phonemes, zh.samples.length / zh.sampleRate);
      expect(zh.phonemes.map((p) => p.phoneme).join(' ')).toBe('m A m A o j i p u');
      expect(during(zh.phonemes, zhShapes, 'm')).toContain('A');
      expect(during(zh.phonemes, zhShapes, 'A')).toContain('D');
      expect(during(zh.phonemes, zhShapes, 'o')).toContain('E');
      expect(during(zh.phonemes, zhShapes, 'i')).toContain('B');
      expect(during(zh.phonemes, zhShapes, 'u')).toContain('F');
    },
    timeoutOf(60_000),
  );
});

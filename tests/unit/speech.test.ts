import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { espeakDirect } from '../../mirage/node/espeakDirect';
import { voiceTimbre } from '../../mirage/media/recipe';
import { heardBound, SpeechEngine, SpeechTooLong } from '../../mirage/media/speech';
import { pcmOfWav, wavOf } from '../../src/lib/wav';
import { SYSTEM_TIMBRES } from '../../mirage/systemTimbres';
import { estimateSeconds, SCRIPT_AUDIO_MAX_S } from '../../src/domain/script';
import { languageOfText, speechParts } from '../../src/domain/speech';
import { timbreOf } from '../../mirage/media/engineVoice';
import { timeoutOf } from '../slower';

/**
 * The synthesizer's wrapper (mirage/media/speech.ts) over the real engine, compiled once from the package: what it
 * speaks is speech, as long as the editor promised, in each language, at the rate asked, with the written pauses as
 * silence, and the same every time.
 */
const wasm = WebAssembly.compile(readFileSync('node_modules/espeak-ng/dist/espeak-ng.wasm'));
const engine = new SpeechEngine(espeakDirect(() => wasm));
const seconds = (s: { samples: Float32Array; sampleRate: number }) => s.samples.length / s.sampleRate;
const female = timbreOf('sys-xiaoxiao', 'female');
const rms = (a: Float32Array) => Math.sqrt(a.reduce((sum, v) => sum + v * v, 0) / Math.max(1, a.length));

const SCRIPTS = {
  zh: '欢迎来到我们的直播间，今天为大家介绍一款全新的智能产品。',
  en: 'Welcome to our live studio. Today we introduce a brand new smart product.',
  es: 'Bienvenidos a nuestro estudio. Hoy les presentamos un producto nuevo.',
  ja: 'わたしたちのスタジオへようこそ。きょうは、あたらしいせいひんをしょうかいします。',
} as const;

describe('the synthesizer', () => {
  it(
    'speaks each language about as long as the editor estimates, as sound and not silence',
    async () => {
      for (const [language, text] of Object.entries(SCRIPTS) as [keyof typeof SCRIPTS, string][]) {
        const s = await engine.speak({ text, language, timbre: female, rate: 1 });
        const est = estimateSeconds(text, 1);
        expect(Math.abs(seconds(s) - est) / est, `${language}: ${seconds(s)} s for ${est} s`).toBeLessThan(0.1);
        expect(rms(s.samples), language).toBeGreaterThan(0.02);
      }
    },
    timeoutOf(60_000),
  );

  it(
    'speaks at the rate asked: twice as fast is about half as long',
    async () => {
      const text = SCRIPTS.en;
      const slow = await engine.speak({ text, language: 'en', timbre: female, rate: 1 });
      const fast = await engine.speak({ text, language: 'en', timbre: female, rate: 2 });
      expect(seconds(fast) / seconds(slow)).toBeGreaterThan(0.4);
      expect(seconds(fast) / seconds(slow)).toBeLessThan(0.6);
    },
    timeoutOf(30_000),
  );

  it(
    'a written pause is silence of its length between the two lines, each line a cue',
    async () => {
      const s = await engine.speak({
        text: '大家好，欢迎光临。<#2#>今天介绍新品。',
        language: 'zh',
        timbre: female,
        rate: 1,
      });
      expect(s.cues.map((c) => c.text)).toEqual(['大家好，欢迎光临。', '今天介绍新品。']);
      const gap = s.cues[1].start - s.cues[0].end;
      expect(gap).toBeCloseTo(2, 2);
      const quiet = s.samples.subarray(
        Math.round(s.cues[0].end * s.sampleRate),
        Math.round(s.cues[1].start * s.sampleRate),
      );
      expect(rms(quiet)).toBe(0);
      expect(rms(s.samples.subarray(0, Math.round(s.cues[0].end * s.sampleRate)))).toBeGreaterThan(0.02);
    },
    timeoutOf(30_000),
  );

  it(
    'the same script and voice give the same samples; another voice sounds different',
    async () => {
      const req = { text: SCRIPTS.zh, language: 'zh' as const, timbre: female, rate: 1 };
      const a = await engine.speak(req);
      const b = await engine.speak(req);
      expect(Buffer.from(wavOf(a.samples, a.sampleRate)).equals(Buffer.from(wavOf(b.samples, b.sampleRate)))).toBe(
        true,
      );
      const male = await engine.speak({ ...req, timbre: timbreOf('sys-yunyang', 'male') });
      expect(
        Buffer.from(wavOf(male.samples, male.sampleRate)).equals(Buffer.from(wavOf(a.samples, a.sampleRate))),
      ).toBe(false);
    },
    timeoutOf(30_000),
  );

  it(
    "writes a script as a WAV from the engine's own 16-bit samples: the samples speak() gives",
    async () => {
      const req = { text: '大家好。<#0.5#>欢迎光临。', language: 'zh' as const, timbre: female, rate: 1 };
      const s = await engine.speak(req);
      const back = pcmOfWav(await engine.wav(req));
      expect(back.sampleRate).toBe(s.sampleRate);
      expect(back.samples.length).toBe(s.samples.length);
      expect(back.samples.every((v, i) => v === s.samples[i])).toBe(true);
    },
    timeoutOf(30_000),
  );

  it('refuses, before speaking a line, a script that would be heard longer than any within the rules', async () => {
    const spoken = (text: string, rate = 1) =>
      engine.wav({ text, language: 'zh', timbre: female, rate }).then(
        () => 'spoken',
        (e: unknown) => (e instanceof SpeechTooLong ? 'refused' : String(e)),
      );
    // 62 pauses of 99.99 s (the 600-byte request): refused at once, nothing built.
    expect(await spoken('一<#99.99#>'.repeat(62))).toBe('refused');
    expect(await spoken('字'.repeat(6000), 0.1)).toBe('refused');
    expect(heardBound(speechParts('字'.repeat(3000)), 0.1, 'zh')).toBeLessThanOrEqual(SCRIPT_AUDIO_MAX_S);
    expect(heardBound(speechParts(`${'字'.repeat(20)}<#60#>`), 1, 'zh')).toBeGreaterThan(60);
  });

  it('a WAV it writes reads back as the same samples', () => {
    const samples = Float32Array.from({ length: 100 }, (_, i) => Math.sin(i / 5) * 0.5);
    const back = pcmOfWav(wavOf(samples, 22050));
    expect(back.sampleRate).toBe(22050);
    back.samples.forEach((v, i) => {
      expect(v).toBeCloseTo(samples[i], 3);
    });
  });
});

describe('the script as spoken', () => {
  it('cuts a script into sentences and the pauses written between them', () => {
    expect(speechParts('第一句。第二句！<#0.3#><#1#>第三句')).toEqual([
      { say: '第一句。' },
      { say: '第二句！' },
      { pause: 1.3 },
      { say: '第三句' },
    ]);
    expect(speechParts('Hello there. How are you?\nFine')).toEqual([
      { say: 'Hello there.' },
      { say: 'How are you?' },
      { say: 'Fine' },
    ]);
  });

  it('a sentence too long for one subtitle is cut at its commas', () => {
    const long = '今天我们为大家介绍一款全新的产品，它可以帮助您轻松制作数字人视频，还可以克隆您的声音。';
    const parts = speechParts(long);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.map((p) => ('say' in p ? p.say : '')).join('')).toBe(long);
  });

  it('reads the language from the characters', () => {
    expect(languageOfText('こんにちは', 'en')).toBe('ja');
    expect(languageOfText('你好', 'en')).toBe('zh');
    expect(languageOfText('¿Qué tal?', 'en')).toBe('es');
    expect(languageOfText('Hello', 'zh')).toBe('en');
    expect(languageOfText('Hola amigos', 'es')).toBe('es');
  });

  it('a voice keeps its timbre; the named voices are a woman and a man', () => {
    expect(timbreOf('vo7')).toEqual(timbreOf('vo7'));
    expect(timbreOf('sys-xiaoxiao', 'female').variant).toMatch(/^f/);
    expect(timbreOf('sys-yunyang', 'male').variant).toMatch(/^m/);
    const voices = Array.from({ length: 20 }, (_, i) => JSON.stringify(timbreOf(`vo${i}`)));
    expect(new Set(voices).size).toBeGreaterThan(10);
  });

  it('the fake service speaks each platform voice in its listed gender at its pitch, any other voice by its id alone', () => {
    expect(SYSTEM_TIMBRES.map((v) => [v.id, voiceTimbre(v.id).variant[0]])).toEqual([
      ['sys-xiaoxiao', 'f'],
      ['sys-yunyang', 'm'],
    ]);
    for (const v of SYSTEM_TIMBRES) expect(voiceTimbre(v.id)).toEqual(timbreOf(v.id, v.gender, v.pitchHz));
    expect(voiceTimbre('vo7')).toEqual(timbreOf('vo7'));
  });
});

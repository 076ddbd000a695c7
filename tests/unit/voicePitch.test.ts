import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SpeechEngine } from '../../mirage/media/speech';
import { pcmOfWav } from '../../src/lib/wav';
import { voiceTimbre } from '../../mirage/media/recipe';
import { espeakDirect } from '../../mirage/node/espeakDirect';
import { SYSTEM_TIMBRES } from '../../mirage/systemTimbres';
import {
  engineHz,
  enginePitchFor,
  genderOfPitch,
  LABEL_HZ,
  timbreAtPitch,
  timbreOf,
} from '../../mirage/media/engineVoice';
import { medianPitch } from '../../src/lib/pitch';
import { timeoutOf } from '../slower';

/** A voiced tone: a fundamental with two weaker harmonics, in 0.3 s syllables with silence between. */
function tone(hz: number, seconds: number, rate = 22050): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    if (t % 0.4 > 0.3) continue;
    const p = 2 * Math.PI * hz * t;
    out[i] = 0.4 * (Math.sin(p) + 0.6 * Math.sin(2 * p) + 0.3 * Math.sin(3 * p));
  }
  return out;
}

const inLabel = (hz: number, gender: 'female' | 'male') => hz >= LABEL_HZ[gender].low && hz <= LABEL_HZ[gender].high;

describe('the pitch detector (src/lib/pitch.ts)', () => {
  it('reads a tone at its fundamental, not an octave off, at any sample rate; silence has no pitch', () => {
    for (const hz of [90, 105, 130, 200, 250, 330]) {
      for (const rate of [16000, 22050, 44100]) {
        const got = medianPitch(tone(hz, 1.2, rate), rate);
        expect(Math.abs((got ?? 0) - hz) / hz, `${hz} Hz at ${rate}: ${got}`).toBeLessThan(0.02);
      }
    }
    expect(medianPitch(new Float32Array(22050), 22050)).toBeNull();
  });

  it('reads the demo recordings at the pitch they were made at (scripts/gen-media.mjs: 200 and 130 Hz)', () => {
    const of = (name: string) => {
      const w = pcmOfWav(readFileSync(`fixtures/media/${name}.wav`));
      return medianPitch(w.samples, w.sampleRate) ?? 0;
    };
    expect(Math.abs(of('voice-sample-1') - 200) / 200).toBeLessThan(0.05);
    expect(Math.abs(of('voice-sample-2') - 130) / 130).toBeLessThan(0.05);
  });
});

describe('voices sound like their labels (mirage/media/engineVoice.ts)', () => {
  it('the engine setting for a pitch speaks at that pitch, for every variant', () => {
    for (const variant of ['f1', 'f3', 'f5', 'm1', 'm4', 'm7']) {
      for (const hz of variant.startsWith('f') ? [170, 200, 240] : [90, 115, 145]) {
        expect(Math.abs(engineHz(variant, enginePitchFor(variant, hz)) - hz) / hz).toBeLessThan(0.02);
      }
    }
  });

  it('each platform voice, and any voice named for its gender, is inside its label range', () => {
    for (const v of SYSTEM_TIMBRES) {
      const t = voiceTimbre(v.id);
      expect(inLabel(engineHz(t.variant, t.pitch), v.gender), v.id).toBe(true);
    }
    for (let i = 0; i < 200; i++) {
      for (const gender of ['female', 'male'] as const) {
        const t = timbreOf(`vo${i}`, gender);
        expect(inLabel(engineHz(t.variant, t.pitch), gender), `vo${i} ${gender} ${JSON.stringify(t)}`).toBe(true);
      }
    }
  });

  it('a cloned voice takes the register and pitch of its recording', () => {
    for (const hz of [105, 126, 180, 220]) {
      const t = timbreAtPitch(timbreOf('vo42'), hz);
      expect(t.variant.startsWith(genderOfPitch(hz) === 'female' ? 'f' : 'm')).toBe(true);
      expect(Math.abs(engineHz(t.variant, t.pitch) - hz) / hz).toBeLessThan(0.03);
    }
  });

  it(
    'as the engine speaks: a platform voice within its label, a clone within 20% of its recording',
    async () => {
      const wasm = WebAssembly.compile(readFileSync('node_modules/espeak-ng/dist/espeak-ng.wasm'));
      const engine = new SpeechEngine(espeakDirect(() => wasm));
      const text = 'Hello everyone, welcome to our studio. Today we present our new digital human videos.';
      const heard = async (timbre: { variant: string; pitch: number }) => {
        const s = await engine.line(text, 'en', timbre, 175);
        return medianPitch(s.samples, s.sampleRate) ?? 0;
      };
      for (const v of SYSTEM_TIMBRES) expect(inLabel(await heard(voiceTimbre(v.id)), v.gender), v.id).toBe(true);
      const sample = 105;
      const clone = await heard(timbreAtPitch(timbreOf('vo42'), sample));
      expect(Math.abs(clone - sample) / sample, `${clone} Hz`).toBeLessThan(0.2);
    },
    timeoutOf(30_000),
  );
});

import {
  ENGINE_LANGUAGE,
  engineSpeed,
  type SpeechPart,
  speechParts,
  speechSeconds,
  type Timbre,
} from '../../src/domain/speech';
import type { OutputLanguage } from '../../src/domain/task';
import { pcmWav } from '../../src/lib/wav';
import { wavChunks } from '../../src/lib/wavInfo';
import type { EspeakRun } from './espeakRun';

/**
 * The fake service's voice: eSpeak NG (compiled to WebAssembly, shipped in the `espeak-ng` package) speaking a
 * script line by line, with the script's pauses as silence between lines. The same code runs in a worker in the
 * browser and in Node (fake:serve); the caller hands it the way to run the engine (mirage/media/espeakRun.ts): in the
 * browser a program of its own, talked to by messages, so no GPL code is bundled with this one.
 */
export interface SpeakRequest {
  text: string;
  language: OutputLanguage;
  timbre: Timbre;
  /** 1x is the engine's default pace; above 0 and at most 2 (src/domain/script.ts). */
  rate: number;
}

/** A line of the script and when it is heard, in seconds from the start. */
export interface Cue {
  text: string;
  start: number;
  end: number;
}

export interface Speech {
  /** Mono samples, -1..1. */
  samples: Float32Array;
  sampleRate: number;
  cues: Cue[];
}

/** How far a line may run from its expected length before it is spoken again at a corrected pace. */
const FIT_TOLERANCE = 0.06;

export class SpeechEngine {
  constructor(private readonly run: EspeakRun) {}

  /** One line as the engine speaks it: 16-bit PCM from its WAV, as floats. */
  async line(text: string, language: OutputLanguage, timbre: Timbre, speed: number): Promise<Speech> {
    const wav = await this.run(
      [
        '-w',
        '/out.wav',
        '-v',
        `${ENGINE_LANGUAGE[language]}+${timbre.variant}`,
        '-p',
        String(timbre.pitch),
        '-s',
        String(speed),
        '-f',
        '/in.txt',
      ],
      text,
    );
    return { ...pcmOfWav(wav), cues: [] };
  }

  /**
   * The whole script: each line at the rate asked, held to the pace the editor promised (src/domain/speech.ts) so
   * the video is as long as its estimate; pauses are silence; every line becomes a cue.
   */
  async speak(req: SpeakRequest): Promise<Speech> {
    const parts = speechParts(req.text);
    const pieces: Float32Array[] = [];
    const cues: Cue[] = [];
    let sampleRate = 22050;
    let at = 0;
    for (const part of parts) {
      if ('pause' in part) {
        const silence = new Float32Array(Math.round(part.pause * sampleRate));
        pieces.push(silence);
        at += silence.length;
        continue;
      }
      const line = await this.fitted(part, req);
      sampleRate = line.sampleRate;
      cues.push({ text: part.say, start: at / sampleRate, end: (at + line.samples.length) / sampleRate });
      pieces.push(line.samples);
      at += line.samples.length;
    }
    const samples = new Float32Array(at);
    let offset = 0;
    for (const p of pieces) {
      samples.set(p, offset);
      offset += p.length;
    }
    return { samples, sampleRate, cues };
  }

  private async fitted(part: Extract<SpeechPart, { say: string }>, req: SpeakRequest): Promise<Speech> {
    const expected = speechSeconds(part.say) / req.rate;
    const speed = engineSpeed(req.rate);
    const first = await this.line(part.say, req.language, req.timbre, speed);
    const heard = first.samples.length / first.sampleRate;
    if (expected <= 0 || Math.abs(heard - expected) / expected <= FIT_TOLERANCE) return first;
    const corrected = engineSpeed((req.rate * heard) / expected);
    return corrected === speed ? first : this.line(part.say, req.language, req.timbre, corrected);
  }
}

/** The samples of a 16-bit PCM mono WAV as eSpeak writes it. */
export function pcmOfWav(bytes: Uint8Array): { samples: Float32Array; sampleRate: number } {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sampleRate = v.getUint32(24, true);
  for (const c of wavChunks(v)) {
    if (c.id !== 'data') continue;
    const n = Math.floor(Math.min(c.size, v.byteLength - c.body) / 2);
    const samples = new Float32Array(n);
    for (let i = 0; i < n; i++) samples[i] = v.getInt16(c.body + i * 2, true) / 32768;
    return { samples, sampleRate };
  }
  return { samples: new Float32Array(0), sampleRate };
}

/** A 16-bit PCM mono WAV of the samples (what a download of generated audio holds), -1..1 scaled to 16 bits. */
export function wavOf(samples: Float32Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const pcm = Int16Array.from(samples, (s) => Math.round(Math.max(-1, Math.min(1, s)) * 32767));
  return pcmWav(pcm, sampleRate);
}

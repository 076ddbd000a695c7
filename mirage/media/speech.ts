import { type SpeechPart, speechParts, speechSeconds } from '../../src/domain/speech';
import { spokenText } from '../../src/domain/spokenText';
import { PAUSES_MAX_S, SCRIPT_AUDIO_MAX_S } from '../../src/domain/script';
import type { OutputLanguage } from '../../src/domain/task';
import { floatsOfPcm as floatsOf, pcmBytesOfWav, wavOfPcm } from '../../src/lib/wav';
import { ENGINE_LANGUAGE, ENGINE_SPEED_DEFAULT, engineSpeed, type Timbre } from './engineVoice';
import type { EspeakRun } from './espeakRun';
import { PHONEME_ARGS, type TimedPhoneme, timePhonemes } from './lipSync';

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
  /** What the engine said and when, for the mouth of a drawn face (mirage/media/lipSync.ts); none for a recording. */
  phonemes: TimedPhoneme[];
}

/** Speech as the engine writes it: 16-bit little-endian mono samples, and its phonemes (eSpeak's mnemonics). */
interface Pcm {
  data: Uint8Array;
  sampleRate: number;
  phonemes?: string;
}

/** A script longer than any within the rules could be (SCRIPT_AUDIO_MAX_S): refused, never built. */
export class SpeechTooLong extends Error {}

/**
 * Seconds a script can be heard at most, from the script alone (so an oversized one is refused before it is spoken):
 * each line as read aloud (src/domain/spokenText.ts) at the engine's pace for the rate asked (its floor for a rate
 * below it), a fifth slower for the engine's own pace, and the pauses; SCRIPT_AUDIO_MAX_S is this bound for the
 * longest text within the rules.
 */
export function heardBound(parts: SpeechPart[], rate: number, language: OutputLanguage): number {
  let s = 0;
  for (const p of parts)
    s +=
      'pause' in p
        ? p.pause
        : speechSeconds(spokenText(p.say, language)) * 1.2 * (ENGINE_SPEED_DEFAULT / engineSpeed(rate));
  return s;
}

export class SpeechEngine {
  constructor(private readonly run: EspeakRun) {}

  /** One line as the engine speaks it: its 16-bit PCM, as it wrote it, and the phonemes it spoke. */
  private async pcm(text: string, language: OutputLanguage, timbre: Timbre, speed: number): Promise<Pcm> {
    const { wav, phonemes } = await this.run(
      [
        ...PHONEME_ARGS,
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
    return { ...pcmBytesOfWav(wav), phonemes };
  }

  /** One line as the engine speaks it, as floats. */
  async line(text: string, language: OutputLanguage, timbre: Timbre, speed: number): Promise<Speech> {
    const p = await this.pcm(text, language, timbre, speed);
    return { samples: floatsOf(p.data), sampleRate: p.sampleRate, cues: [], phonemes: [] };
  }

  /**
   * The script piece by piece: each line read aloud as written out (src/domain/spokenText.ts: figures, dates and
   * addresses in words) at the rate asked and nothing else, so a line full of figures is as slow as any other and the
   * audio is as long as its speech takes; pauses as silence. A script that could be heard longer than any
   * within the rules (SCRIPT_AUDIO_MAX_S) is refused before a line is spoken, and the pieces stop at that length
   * whatever the engine does: the audio built is bounded.
   */
  private async *pieces(req: SpeakRequest): AsyncGenerator<Pcm & { say?: string }> {
    const parts = speechParts(req.text);
    const pauses = parts.reduce((a, p) => a + ('pause' in p ? p.pause : 0), 0);
    if (pauses > PAUSES_MAX_S || heardBound(parts, req.rate, req.language) > SCRIPT_AUDIO_MAX_S)
      throw new SpeechTooLong(`a script longer than ${SCRIPT_AUDIO_MAX_S} s of audio is not spoken`);
    let sampleRate = 22050;
    let heard = 0;
    for (const part of parts) {
      const piece =
        'pause' in part
          ? { data: new Uint8Array(Math.round(part.pause * sampleRate) * 2), sampleRate }
          : {
              ...(await this.pcm(spokenText(part.say, req.language), req.language, req.timbre, engineSpeed(req.rate))),
              say: part.say,
            };
      sampleRate = piece.sampleRate;
      heard += piece.data.length / 2 / sampleRate;
      if (heard > SCRIPT_AUDIO_MAX_S) throw new SpeechTooLong(`speech past ${SCRIPT_AUDIO_MAX_S} s is not built`);
      yield piece;
    }
  }

  /** The whole script as samples, every line a cue (a video's sound and subtitles). */
  async speak(req: SpeakRequest): Promise<Speech> {
    const pieces: Float32Array[] = [];
    const cues: Cue[] = [];
    const phonemes: TimedPhoneme[] = [];
    let sampleRate = 22050;
    let at = 0;
    for await (const piece of this.pieces(req)) {
      const samples = floatsOf(piece.data);
      sampleRate = piece.sampleRate;
      if (piece.say !== undefined) {
        cues.push({ text: piece.say, start: at / sampleRate, end: (at + samples.length) / sampleRate });
        phonemes.push(...timePhonemes(piece.phonemes ?? '', samples, sampleRate, at / sampleRate));
      }
      pieces.push(samples);
      at += samples.length;
    }
    const samples = new Float32Array(at);
    let offset = 0;
    for (const p of pieces) {
      samples.set(p, offset);
      offset += p.length;
    }
    return { samples, sampleRate, cues, phonemes };
  }

  /**
   * The whole script as a WAV file (generated audio, a voice's sample), built from the engine's own 16-bit samples:
   * a quarter of the memory of speak()'s floats and their copy, and exactly the samples speak() gives.
   */
  async wav(req: SpeakRequest): Promise<Uint8Array<ArrayBuffer>> {
    const pieces: Uint8Array[] = [];
    let sampleRate = 22050;
    for await (const piece of this.pieces(req)) {
      pieces.push(piece.data);
      sampleRate = piece.sampleRate;
    }
    return wavOfPcm(pieces, sampleRate);
  }
}

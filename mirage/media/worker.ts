/// <reference lib="webworker" />
import { presenterBox, type Scene } from './compose';
import { espeakWorkerRun } from './espeakRun';
import { Footage } from './footage';
import { renderVideo } from './render';
import { type Cue, type SpeakRequest, SpeechEngine, wavOf } from './speech';

/**
 * The media worker: speaks scripts and renders videos off the page's thread. The speech engine is a program of its
 * own (mirage/media/espeakRun.ts): this worker starts it in a worker of its own the first time it is asked to speak,
 * from the address the page gives it, and sends it each line.
 */
export type WorkerTask =
  | { type: 'speak'; req: SpeakRequest }
  | {
      type: 'video';
      /** A script to speak, or the samples of an uploaded recording. */
      sound: { speak: SpeakRequest } | { samples: Float32Array; sampleRate: number };
      scene: Omit<Scene, 'cues'>;
      /** The file of a person's own clip, played under the speech (the face is then its still, should it not play). */
      footage: ArrayBuffer | null;
      fps: number;
      seed: number;
    };
/** `espeakUrl`: the speech program's worker script (`espeak-ng/worker.js` in the demo build). */
export type WorkerAsk = WorkerTask & { id: number; espeakUrl: string };

export type WorkerReply =
  | { id: number; progress: number }
  | { id: number; wav: ArrayBuffer; seconds: number; cues: Cue[] }
  | { id: number; webm: ArrayBuffer; seconds: number }
  | { id: number; error: string };

let engine: SpeechEngine | null = null;
const engineFor = (espeakUrl: string) => {
  engine ??= new SpeechEngine(espeakWorkerRun(espeakUrl));
  return engine;
};

const post = (reply: WorkerReply, transfer: Transferable[] = []) =>
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply, transfer);

self.onmessage = async (e: MessageEvent<WorkerAsk>) => {
  const ask = e.data;
  try {
    if (ask.type === 'speak') {
      const s = await engineFor(ask.espeakUrl).speak(ask.req);
      const wav = wavOf(s.samples, s.sampleRate).buffer as ArrayBuffer;
      post({ id: ask.id, wav, seconds: s.samples.length / s.sampleRate, cues: s.cues }, [wav]);
      return;
    }
    const sound =
      'speak' in ask.sound
        ? await engineFor(ask.espeakUrl).speak(ask.sound.speak)
        : { ...ask.sound, cues: [], phonemes: [] };
    const { width, height } = ask.scene;
    const footage = ask.footage
      ? await Footage.open(ask.footage, ask.fps, (w, h) => {
          const box = presenterBox(width, height, { width: w, height: h });
          return [box.w, box.h];
        })
      : null;
    const webm = await renderVideo(
      {
        scene: { ...ask.scene, cues: sound.cues },
        fps: ask.fps,
        samples: sound.samples,
        sampleRate: sound.sampleRate,
        seed: ask.seed,
        phonemes: sound.phonemes,
        footage,
      },
      (progress) => post({ id: ask.id, progress }),
    ).finally(() => footage?.close());
    post({ id: ask.id, webm, seconds: sound.samples.length / sound.sampleRate }, [webm]);
  } catch (err) {
    post({ id: ask.id, error: err instanceof Error ? err.message : String(err) });
  }
};

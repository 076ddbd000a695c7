/// <reference lib="webworker" />
import { presenterBox, type Scene } from './compose';
import { espeakWorkerRun } from './espeakRun';
import { Footage } from './footage';
import { wavOf } from '../../src/lib/wav';
import { renderVideo } from './render';
import { type Cue, type SpeakRequest, SpeechEngine } from './speech';

/**
 * The media worker: speaks scripts and renders videos off the page's thread. The speech engine is a program of its
 * own (mirage/media/espeakRun.ts): this worker starts it in a worker of its own the first time it is asked to speak,
 * from the address the page gives it, and sends it each line. It says it is alive every second, so the page can tell
 * a worker that died or is stuck from one that works (mirage/media/studioWorker.ts).
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
      /** A demo fault (mirage/media/recipe.ts): 'stop' makes the worker die as the render starts. */
      fault?: 'stop';
    };
/** `espeakUrl`: the speech program's worker script (`espeak-ng/worker.js` in the demo build). */
export type WorkerAsk = WorkerTask & { id: number; espeakUrl: string };

export type WorkerReply =
  | { alive: true }
  | { id: number; progress: number }
  | { id: number; wav: ArrayBuffer; seconds: number; cues: Cue[] }
  | { id: number; video: ArrayBuffer; mimeType: string; seconds: number }
  | { id: number; error: string };

/** How often the worker says it is alive (the page gives up on it after QUIET_MS of silence). */
export const ALIVE_EVERY_MS = 1_000;

let engine: SpeechEngine | null = null;
const engineFor = (espeakUrl: string) => {
  engine ??= new SpeechEngine(espeakWorkerRun(espeakUrl));
  return engine;
};

const post = (reply: WorkerReply, transfer: Transferable[] = []) =>
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(reply, transfer);

setInterval(() => post({ alive: true }), ALIVE_EVERY_MS);

self.onmessage = async (e: MessageEvent<WorkerAsk>) => {
  const ask = e.data;
  try {
    if (ask.type === 'speak') {
      const s = await engineFor(ask.espeakUrl).speak(ask.req);
      const wav = wavOf(s.samples, s.sampleRate).buffer as ArrayBuffer;
      post({ id: ask.id, wav, seconds: s.samples.length / s.sampleRate, cues: s.cues }, [wav]);
      return;
    }
    if (ask.fault === 'stop') {
      post({ id: ask.id, progress: 0 });
      // Dies as a worker does when its thread is lost: no answer, no word ever again.
      self.close();
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
    const made = await renderVideo(
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
    const seconds = sound.samples.length / sound.sampleRate;
    post({ id: ask.id, video: made.bytes, mimeType: made.mimeType, seconds }, [made.bytes]);
  } catch (err) {
    post({ id: ask.id, error: err instanceof Error ? err.message : String(err) });
  }
};

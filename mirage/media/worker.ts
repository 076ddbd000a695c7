/// <reference lib="webworker" />
import type { Scene } from './compose';
import { espeakWorkerRun } from './espeakRun';
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
      'speak' in ask.sound ? await engineFor(ask.espeakUrl).speak(ask.sound.speak) : { ...ask.sound, cues: [] };
    const webm = await renderVideo(
      {
        scene: { ...ask.scene, cues: sound.cues },
        fps: ask.fps,
        samples: sound.samples,
        sampleRate: sound.sampleRate,
        seed: ask.seed,
      },
      (progress) => post({ id: ask.id, progress }),
    );
    post({ id: ask.id, webm, seconds: sound.samples.length / sound.sampleRate }, [webm]);
  } catch (err) {
    post({ id: ask.id, error: err instanceof Error ? err.message : String(err) });
  }
};

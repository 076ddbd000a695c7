import { readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { constants, setPriority } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { VideoSpec } from '../media/recipe';
import { pcmOfWav } from '../../src/lib/wav';
import { type SpeakRequest, type Speech, SpeechEngine } from '../media/speech';
import { espeakDirect } from './espeakDirect';
import { type NodeCanvasModule, type NodeVideoTools, renderNodeVideo } from './nodeVideo';
import type { LibAVModule } from './webmEncoder';

/**
 * One of fake:serve's media workers (mirage/node/speechPool.ts): it speaks one script at a time with the engine the
 * browser uses (mirage/media/speech.ts) and hands back the WAV, or makes a work's video (mirage/node/nodeVideo.ts), so
 * no speech nor video runs on the server's event loop. It reads and compiles the engine (`workerData.wasm`, the file's
 * path) itself, once, and loads the canvas and the encoder (their entry files' paths) the first time it makes a
 * video. Bundled into one plain module when the pool first starts (mirage/node/workerBundle.ts): a worker thread cannot
 * load the project's TypeScript itself.
 */
export type SpeechTask = { id: number; speak: SpeakRequest } | { id: number; video: VideoSpec; fps: number };
export type SpeechReply =
  | { id: number; wav: Uint8Array<ArrayBuffer> }
  | { id: number; webm: Uint8Array<ArrayBuffer>; seconds: number }
  | { id: number; error: string };

/** What the server hands each worker: the files it loads itself (see speechMaker.ts). */
export interface MediaWorkerData {
  wasm: string;
  canvas: string;
  libav: string;
  root: string;
}
const data = workerData as MediaWorkerData;

/**
 * The worker speaks and renders below the normal priority, so on a busy machine the server's event loop runs first and
 * its calls are answered while speech waits. Below, not lowest: at the lowest (nice 19) a worker starves while any
 * other program keeps the cores busy (measured: a prospect's 3-second video not made in 60 s beside two busy
 * programs); at nice 10 it still has about a tenth of a core against each of them. Linux gives each thread its own
 * priority, by the thread's id; elsewhere the worker keeps the server's.
 */
try {
  const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (thread > 0) setPriority(thread, constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Not Linux: the worker keeps the server's priority.
}

let compiled: Promise<WebAssembly.Module> | null = null;
const engine = new SpeechEngine(
  espeakDirect(() => {
    compiled ??= readFile(data.wasm).then((bytes) => WebAssembly.compile(bytes));
    return compiled;
  }),
);

/**
 * The engine is a new WebAssembly instance for every line (32 MB of memory each): left to the collector's own pace,
 * dozens pile up before they go. Collected every second while speaking, a worker holds a line or two.
 */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
let speaking = 0;
setInterval(() => {
  if (speaking) collect();
}, 1000).unref();

/** The canvas and the encoder, loaded once, by the first video: a worker that only speaks never loads them. */
let tools: Promise<NodeVideoTools> | null = null;
const videoTools = (): Promise<NodeVideoTools> => {
  if (!tools) {
    // Both are CommonJS entry files, required by path: the worker's bundle holds neither (a native module, a wasm).
    const load = createRequire(import.meta.url);
    const canvas = load(data.canvas) as NodeCanvasModule;
    tools = (load(data.libav) as LibAVModule)
      .LibAV({ noworker: true, nothreads: true })
      // Errors only: libvpx would print its version to the server's output at every video.
      .then(async (libav) => {
        await libav.av_log_set_level(libav.AV_LOG_ERROR);
        return { canvas, libav, root: data.root };
      });
  }
  return tools;
};

/**
 * A work's sound: its script spoken, or the WAV a person uploaded (read from the address fake:serve serves it at).
 * Node decodes no mp3 nor m4a: such a work keeps its digital human's seeded clip.
 */
async function soundOf(spec: VideoSpec): Promise<Speech> {
  if ('speak' in spec.sound) return engine.speak(spec.sound.speak);
  const bytes = new Uint8Array(await (await fetch(spec.sound.audioUrl)).arrayBuffer());
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== 'RIFF') throw new Error('only a WAV recording is read here');
  return { ...pcmOfWav(bytes), cues: [], phonemes: [] };
}

async function video(spec: VideoSpec, fps: number): Promise<{ webm: Uint8Array<ArrayBuffer>; seconds: number }> {
  const [t, sound] = await Promise.all([videoTools(), soundOf(spec)]);
  const made = await renderNodeVideo(t, spec, sound, { fps });
  // A copy of its own when the file is a view on a larger buffer (it is handed over whole).
  const whole = made.webm.byteOffset === 0 && made.webm.byteLength === made.webm.buffer.byteLength;
  return { webm: (whole ? made.webm : made.webm.slice()) as Uint8Array<ArrayBuffer>, seconds: made.seconds };
}

parentPort?.on('message', (task: SpeechTask) => {
  speaking += 1;
  const job: Promise<{ reply: SpeechReply; transfer: ArrayBuffer[] }> =
    'video' in task
      ? video(task.video, task.fps).then(({ webm, seconds }) => ({
          reply: { id: task.id, webm, seconds },
          transfer: [webm.buffer],
        }))
      : engine.wav(task.speak).then((wav) => ({ reply: { id: task.id, wav }, transfer: [wav.buffer] }));
  job
    .then(
      ({ reply, transfer }) => parentPort?.postMessage(reply, transfer),
      (e: unknown) =>
        parentPort?.postMessage({
          id: task.id,
          error: e instanceof Error ? e.message : String(e),
        } satisfies SpeechReply),
    )
    .finally(() => {
      speaking -= 1;
      collect();
    });
});

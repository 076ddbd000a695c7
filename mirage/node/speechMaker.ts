import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { MadeFile, MediaMaker } from '../media/jobs';
import type { VideoSpec } from '../media/recipe';
import type { SpeakRequest } from '../media/speech';
import type { MediaWorkerData } from './speechWorker';
import { NODE_VIDEO } from './videoRate';
import { DEFAULT_POOL_LIMITS, type PoolLimits, WorkerPool } from './speechPool';
import { workerBundle } from './workerBundle';

/**
 * fake:serve's media studio: the same speech engine as the browser's (mirage/media/speech.ts), run in Node, so
 * generated audio and voice samples are speech here too, and a work's video is its face speaking its script, drawn as
 * the browser's studio draws it (mirage/node/nodeVideo.ts). Both are made in worker threads
 * (mirage/node/speechWorker.ts) with bounded queues and a time limit per job (mirage/node/speechPool.ts), never on the
 * event loop. A video that cannot be made here (an uploaded mp3 or m4a as its sound) keeps its digital human's seeded
 * clip.
 */

/** A worker's heap: a script within the rules needs far less; one that would need more dies and is replaced. */
const WORKER_HEAP_MB = 256;

/**
 * The files each worker loads itself, so the 18 MB engine never passes through the event loop: the speech engine's
 * wasm, and for videos the canvas (@napi-rs/canvas) and the encoder (@libav.js/variant-webm-vp9), by their entry files.
 */
const resolve = createRequire(import.meta.url).resolve;
const WASM = resolve('espeak-ng/dist/espeak-ng.wasm');
/** The video tools' entry files, or null where they are not installed: then works keep their seeded clips. */
const VIDEO_TOOLS = ((): { canvas: string; libav: string } | null => {
  try {
    return { canvas: resolve('@napi-rs/canvas'), libav: resolve('@libav.js/variant-webm-vp9') };
  } catch {
    return null;
  }
})();

const WORKER_ENTRY = 'mirage/node/speechWorker.ts';

async function speechWorker(root: string): Promise<Worker> {
  const file = await workerBundle(WORKER_ENTRY, root);
  const workerData: MediaWorkerData = {
    wasm: WASM,
    canvas: VIDEO_TOOLS?.canvas ?? '',
    libav: VIDEO_TOOLS?.libav ?? '',
    root,
  };
  return new Worker(file, { workerData, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
}

type PoolTask = { speak: SpeakRequest } | { video: VideoSpec; fps: number };
type PoolResult = { wav: Uint8Array<ArrayBuffer> } | { webm: Uint8Array<ArrayBuffer>; seconds: number };

export interface SpeechMaker extends MediaMaker {
  pool: WorkerPool<PoolTask, PoolResult>;
  /** Builds the workers' code now rather than for the first job (it settles when built; a failure is tried again). */
  warm(): Promise<void>;
}

/**
 * A maker with a pool of its own; `root` is where the project's files are (the worker's source); `videoFps`: its
 * videos' frames a second (fake:serve --video-fps); `videos`: false for a maker that speaks only.
 */
export function nodeSpeechMaker(
  limits: Partial<PoolLimits> = {},
  root = process.cwd(),
  videoFps: number = NODE_VIDEO.fps,
  videos = true,
): SpeechMaker {
  const pool = new WorkerPool<PoolTask, PoolResult>(() => speechWorker(root), { ...DEFAULT_POOL_LIMITS, ...limits });
  return {
    pool,
    warm: () => workerBundle(WORKER_ENTRY, root).then(() => undefined),
    kinds: videos && VIDEO_TOOLS ? ['speech', 'video'] : ['speech'],
    // A seeded work keeps its seeded clip (its face speaking its script): a sandbox's reset renders nothing.
    takes: (recipe) => recipe.kind !== 'video' || !recipe.spec.seeded,
    busy: (scope) => pool.busy(scope),
    async make(recipe, _progress, scope): Promise<Blob | MadeFile> {
      if (recipe.kind === 'video') {
        const made = await pool.run(scope, { video: recipe.spec, fps: videoFps });
        if (!('webm' in made)) throw new Error('the worker made no video');
        // As long as its speech: the work's listed length and cost follow it (mirage/tasks.ts settleLengths).
        return { blob: new Blob([made.webm], { type: 'video/webm' }), seconds: made.seconds };
      }
      const made = await pool.run(scope, { speak: recipe.speak });
      if (!('wav' in made)) throw new Error('the worker made no speech');
      return new Blob([made.wav], { type: 'audio/wav' });
    },
  };
}

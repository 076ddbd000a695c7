import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { MediaMaker } from '../media/jobs';
import type { SpeakRequest } from '../media/speech';
import { DEFAULT_POOL_LIMITS, type PoolLimits, WorkerPool } from './speechPool';
import { workerBundle } from './workerBundle';

/**
 * fake:serve's media studio: the same speech engine as the browser's (mirage/media/speech.ts), run in Node, so
 * generated audio and voice samples are speech here too. It speaks in worker threads (mirage/node/speechWorker.ts)
 * with bounded queues (mirage/node/speechPool.ts), never on the event loop. It makes no video: Node has no video
 * encoder (WebCodecs is a browser API) and no canvas to draw frames on, so a work's video here is its digital human's
 * seeded clip.
 */

/** A speech worker's heap: a script within the rules needs far less; one that would need more dies and is replaced. */
const WORKER_HEAP_MB = 256;

/** The engine's file: each worker reads and compiles it itself, so the 18 MB never pass through the event loop. */
const WASM = createRequire(import.meta.url).resolve('espeak-ng/dist/espeak-ng.wasm');

async function speechWorker(root: string): Promise<Worker> {
  const file = await workerBundle('mirage/node/speechWorker.ts', root);
  return new Worker(file, { workerData: { wasm: WASM }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
}

export interface SpeechMaker extends MediaMaker {
  pool: WorkerPool<{ speak: SpeakRequest }, { wav: Uint8Array<ArrayBuffer> }>;
}

/** A maker with a pool of its own; `root` is where the project's files are (the worker's source). */
export function nodeSpeechMaker(limits: Partial<PoolLimits> = {}, root = process.cwd()): SpeechMaker {
  const pool = new WorkerPool<{ speak: SpeakRequest }, { wav: Uint8Array<ArrayBuffer> }>(() => speechWorker(root), {
    ...DEFAULT_POOL_LIMITS,
    ...limits,
  });
  return {
    pool,
    kinds: ['speech'],
    busy: (scope) => pool.busy(scope),
    async make(recipe, _progress, scope) {
      if (recipe.kind !== 'speech') throw new Error('fake:serve makes no video');
      const { wav } = await pool.run(scope, { speak: recipe.speak });
      return new Blob([wav], { type: 'audio/wav' });
    },
  };
}

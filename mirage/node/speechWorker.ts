import { readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { constants, setPriority } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import { type SpeakRequest, SpeechEngine } from '../media/speech';
import { espeakDirect } from './espeakDirect';

/**
 * One of fake:serve's speech workers (mirage/node/speechPool.ts): it speaks one script at a time with the engine the
 * browser uses (mirage/media/speech.ts) and hands back the WAV, so no speech runs on the server's event loop. It reads
 * and compiles the engine (`workerData.wasm`, the file's path) itself, once. Bundled into one plain module when the pool
 * first starts (mirage/node/workerBundle.ts): a worker thread cannot load the project's TypeScript itself.
 */
export interface SpeechTask {
  id: number;
  speak: SpeakRequest;
}
export type SpeechReply = { id: number; wav: Uint8Array<ArrayBuffer> } | { id: number; error: string };

/**
 * The worker speaks at the lowest priority, so on a busy machine the server's event loop runs first and its calls are
 * answered while speech waits. Linux gives each thread its own priority, by the thread's id; elsewhere the worker
 * keeps the server's.
 */
try {
  const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (thread > 0) setPriority(thread, constants.priority.PRIORITY_LOW);
} catch {
  // Not Linux: the worker keeps the server's priority.
}

let compiled: Promise<WebAssembly.Module> | null = null;
const engine = new SpeechEngine(
  espeakDirect(() => {
    compiled ??= readFile((workerData as { wasm: string }).wasm).then((bytes) => WebAssembly.compile(bytes));
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

parentPort?.on('message', (task: SpeechTask) => {
  speaking += 1;
  engine
    .wav(task.speak)
    .then(
      (wav) => parentPort?.postMessage({ id: task.id, wav } satisfies SpeechReply, [wav.buffer]),
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

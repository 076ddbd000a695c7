import { parentPort, workerData } from 'node:worker_threads';
import { type SpeakRequest, SpeechEngine } from '../media/speech';

/**
 * One of fake:serve's speech workers (mirage/node/speechPool.ts): it speaks one script at a time with the engine the
 * browser uses (mirage/media/speech.ts) and hands back the WAV, so no speech runs on the server's event loop. The
 * engine, compiled once by the server, comes in `workerData.wasm`. Bundled into one plain module when the pool
 * first starts (mirage/node/workerBundle.ts): a worker thread cannot load the project's TypeScript itself.
 */
export interface SpeechTask {
  id: number;
  speak: SpeakRequest;
}
export type SpeechReply = { id: number; wav: Uint8Array<ArrayBuffer> } | { id: number; error: string };

const wasm = (workerData as { wasm: WebAssembly.Module }).wasm;
const engine = new SpeechEngine(() => Promise.resolve(wasm));

parentPort?.on('message', (task: SpeechTask) => {
  engine.wav(task.speak).then(
    (wav) => parentPort?.postMessage({ id: task.id, wav } satisfies SpeechReply, [wav.buffer]),
    (e: unknown) =>
      parentPort?.postMessage({ id: task.id, error: e instanceof Error ? e.message : String(e) } satisfies SpeechReply),
  );
});

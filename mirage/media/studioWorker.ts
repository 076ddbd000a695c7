import espeakUrl from 'virtual:espeak-ng-program';
import { MediaFailed } from './jobs';
import type { WorkerReply, WorkerTask } from './worker';

/**
 * The page's side of the media worker (mirage/media/worker.ts): hands it a job, and makes sure every job ends, so the
 * studio's queue (mirage/media/jobs.ts) never stalls for the tab. A worker that goes quiet (it died, or its thread is
 * stuck) or a job that runs past its time limit is ended: the worker is terminated, every job it held fails with the
 * reason, and the next job starts a new one.
 */

/** The worker says it is alive at least this often (worker.ts, ALIVE_EVERY_MS); silence this long means it is gone. */
export const QUIET_MS = 10_000;
/** A new worker has longer to say its first word: it loads its code first, on a busy machine too. */
export const START_MS = 30_000;
/**
 * A job's time limit, from how long its sound is: two minutes, and four times that length (speech is made far
 * faster than it plays, and a video in about its length on two cores, npm run bench:media; the margin is for a busy
 * machine).
 */
export const LIMIT_BASE_MS = 120_000;
export const LIMIT_PER_SECOND_MS = 4_000;
export const timeLimitMs = (soundSeconds: number): number =>
  LIMIT_BASE_MS + LIMIT_PER_SECOND_MS * Math.max(0, soundSeconds);

interface Waiting {
  resolve: (r: WorkerReply) => void;
  reject: (e: Error) => void;
  progress?: (share: number) => void;
  deadline: number;
}

let worker: Worker | null = null;
let heardAt = 0;
let spoken = false;
let nextId = 1;
const waiting = new Map<number, Waiting>();
let watch: ReturnType<typeof setInterval> | null = null;

/**
 * Ends the worker and fails every job it held: `culprit` with `reason`, any other as stopped (its worker was); the
 * next job starts a new worker.
 */
function endWorker(reason: MediaFailed['reason'], culprit?: number): void {
  worker?.terminate();
  worker = null;
  for (const [id, w] of waiting)
    w.reject(new MediaFailed(id === culprit || culprit === undefined ? reason : 'stopped'));
  waiting.clear();
  stopWatching();
}

function stopWatching(): void {
  if (watch) clearInterval(watch);
  watch = null;
}

/** Checks, once a second while jobs wait, that the worker still speaks and no job is past its limit. */
function check(): void {
  const now = performance.now();
  if (now - heardAt > (spoken ? QUIET_MS : START_MS)) {
    endWorker('stopped');
    return;
  }
  const late = [...waiting].find(([, w]) => now > w.deadline);
  if (late) endWorker('timeLimit', late[0]);
}

function start(): Worker {
  const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  heardAt = performance.now();
  spoken = false;
  w.onmessage = (e: MessageEvent<WorkerReply>) => {
    heardAt = performance.now();
    spoken = true;
    const reply = e.data;
    if (!('id' in reply)) return;
    const job = waiting.get(reply.id);
    if (!job) return;
    if ('progress' in reply) {
      job.progress?.(reply.progress);
      return;
    }
    waiting.delete(reply.id);
    if (waiting.size === 0) stopWatching();
    job.resolve(reply);
  };
  // A worker that cannot start (a page opened from disk): every job fails, and the fake service falls back to its
  // seeded clips; the next job tries a new worker.
  w.onerror = () => {
    w.terminate();
    if (worker === w) worker = null;
    for (const [id, job] of waiting) job.resolve({ id, error: 'the media worker did not start' });
    waiting.clear();
    stopWatching();
  };
  return w;
}

/**
 * Hands the worker a job; resolves with its reply, or rejects with MediaFailed when the worker goes quiet or the job
 * passes its limit (`soundSeconds`: how long its sound is, or is estimated to be).
 */
export function ask(
  message: WorkerTask,
  transfer: Transferable[],
  soundSeconds: number,
  progress?: (s: number) => void,
): Promise<WorkerReply> {
  worker ??= start();
  const id = nextId++;
  const absolute = new URL(espeakUrl, document.baseURI).href;
  const w = worker;
  return new Promise<WorkerReply>((resolve, reject) => {
    waiting.set(id, { resolve, reject, progress, deadline: performance.now() + timeLimitMs(soundSeconds) });
    watch ??= setInterval(check, 1_000);
    w.postMessage({ ...message, id, espeakUrl: absolute }, transfer);
  });
}

import { hasObject, putObject } from '../mediaStore';
import type { VideoSpec } from './recipe';
import type { SpeakRequest } from './speech';

/**
 * The fake service's media studio: what it has been asked to make (speech for a script, a video for a work), by the
 * key the made file is stored under (mirage/mediaStore.ts). The handlers ask for a file when they first need it and
 * read whether it is made; the making itself (a worker in the browser, mirage/media/maker.ts) is installed by the
 * adapter that serves them, so the handlers stay plain functions.
 */
export type MediaRecipe = { kind: 'speech'; speak: SpeakRequest } | { kind: 'video'; spec: VideoSpec };

export interface MediaMaker {
  make(recipe: MediaRecipe, progress: (share: number) => void): Promise<Blob>;
}

interface Job {
  progress: number;
  done: Promise<void>;
  /** The answer that asked for it waits for it (a voice's sample: Listen plays what it gets). */
  answerWaits: boolean;
}

let maker: MediaMaker | null = null;
const running = new Map<string, Job>();
const failed = new Set<string>();
/**
 * One file of each kind at a time: a 2-core machine renders two videos no faster than one after the other, and a
 * short piece of speech is not kept waiting behind a long video.
 */
const queues: Record<MediaRecipe['kind'], Promise<void>> = { speech: Promise.resolve(), video: Promise.resolve() };

export function installMediaMaker(m: MediaMaker | null): void {
  maker = m;
}
export const mediaMakerInstalled = (): boolean => maker !== null;

/** Starts making the file for `key` unless it is made, being made, or could not be made. */
export function wantMedia(key: string, recipe: () => MediaRecipe, answerWaits = false): void {
  if (!maker || hasObject(key) || running.has(key) || failed.has(key)) return;
  const m = maker;
  const r = recipe();
  const job: Job = { progress: 0, done: Promise.resolve(), answerWaits };
  job.done = queues[r.kind] = queues[r.kind].then(async () => {
    try {
      const blob = await m.make(r, (share) => {
        job.progress = share;
      });
      if (!putObject(key, blob)) failed.add(key);
    } catch (e) {
      failed.add(key);
      console.warn(`The demo could not make ${key}:`, e);
    } finally {
      running.delete(key);
    }
  });
  running.set(key, job);
}

/** How far the file for `key` is (0..1) while it is being made; undefined otherwise. */
export const mediaProgress = (key: string): number | undefined => running.get(key)?.progress;
/** The studio tried and could not make it (no engine here: a page opened from disk): the caller falls back. */
export const mediaFailed = (key: string): boolean => failed.has(key);
/** The files an answer waits for that are still being made. */
export const awaitedMedia = (): Promise<void>[] =>
  [...running.values()].filter((j) => j.answerWaits).map((j) => j.done);

/** A demo reset forgets what could not be made: a new world may be able to. */
export function forgetMediaJobs(): void {
  failed.clear();
}

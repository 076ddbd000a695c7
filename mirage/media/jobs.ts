import { madeRef } from '../media';
import { hasObject, putObject } from '../mediaStore';
import type { VideoSpec } from './recipe';
import type { SpeakRequest } from './speech';

/**
 * The fake service's media studio: what it has been asked to make (speech for a script, a video for a work), by the
 * key and world (scope) the made file is stored under (mirage/mediaStore.ts). The handlers ask for a file when they
 * first need it and read whether it is made; the making itself (a worker in the browser, mirage/media/maker.ts; the
 * engine in Node, mirage/node/speechMaker.ts) is installed by the adapter that serves them, so the handlers stay
 * plain functions.
 */
/** `pitchOf`: the recording a cloned voice was made from; the maker speaks at its median pitch where it can read it. */
export type MediaRecipe =
  | { kind: 'speech'; speak: SpeakRequest; pitchOf?: string }
  | { kind: 'video'; spec: VideoSpec };

export interface MediaMaker {
  /** What it can make: Node has no video encoder, so its maker speaks only. */
  kinds: readonly MediaRecipe['kind'][];
  make(recipe: MediaRecipe, progress: (share: number) => void): Promise<Blob>;
}

interface Job {
  progress: number;
  done: Promise<void>;
  /** The answer that asked for it waits for it (a voice's sample: Listen plays what it gets). */
  answerWaits: boolean;
  /** Its turn has come: it is being made, no longer waiting in line behind other files. */
  started: boolean;
}

let maker: MediaMaker | null = null;
const running = new Map<string, Job>();
const failed = new Set<string>();
/**
 * One file of each kind at a time: a 2-core machine renders two videos no faster than one after the other, and a
 * short piece of speech is not kept waiting behind a long video.
 */
const queues: Record<MediaRecipe['kind'], Promise<void>> = { speech: Promise.resolve(), video: Promise.resolve() };
const id = (key: string, scope: string) => `${scope}\u0000${key}`;

export function installMediaMaker(m: MediaMaker | null): void {
  maker = m;
}

/**
 * Starts making the file for `key` in the world `scope` unless it is made, being made, or could not be made (a kind
 * the maker cannot make counts as could not).
 */
export function wantMedia(key: string, scope: string, recipe: () => MediaRecipe, answerWaits = false): void {
  const at = id(key, scope);
  if (!maker || hasObject(key, scope) || running.has(at) || failed.has(at)) return;
  const m = maker;
  const r = recipe();
  if (!m.kinds.includes(r.kind)) {
    failed.add(at);
    return;
  }
  const job: Job = { progress: 0, done: Promise.resolve(), answerWaits, started: false };
  job.done = queues[r.kind] = queues[r.kind].then(async () => {
    job.started = true;
    try {
      const blob = await m.make(r, (share) => {
        job.progress = share;
      });
      if (!putObject(key, blob, scope)) failed.add(at);
    } catch (e) {
      failed.add(at);
      console.warn(`The demo could not make ${key}:`, e);
    } finally {
      running.delete(at);
    }
  });
  running.set(at, job);
}

/**
 * Where a file an answer names stands, asking for it first: 'made'; 'making', which the answer shows (a work still
 * editing, audio still generating); or 'none' when nothing here makes it (no maker, a kind it cannot make, or making
 * failed), and the answer names its fallback.
 */
export function madeState(key: string, scope: string, recipe: () => MediaRecipe): 'made' | 'making' | 'none' {
  if (!maker) return 'none';
  wantMedia(key, scope, recipe);
  if (hasObject(key, scope)) return 'made';
  return failed.has(id(key, scope)) ? 'none' : 'making';
}

/** Whether the file for `key` is being made now (its turn has come), rather than waiting in line or not asked for. */
export const isMaking = (key: string, scope: string): boolean => running.get(id(key, scope))?.started ?? false;

/** The media reference an answer gives: the made file once it exists, else `fallback`. */
export const madeOr = (key: string, scope: string, fallback: string): string =>
  hasObject(key, scope) ? madeRef(key) : fallback;
/** The files an answer waits for that are still being made. */
export const awaitedMedia = (): Promise<void>[] =>
  [...running.values()].filter((j) => j.answerWaits).map((j) => j.done);

/** A demo reset forgets what could not be made: a new world may be able to. */
export function forgetMediaJobs(): void {
  failed.clear();
}

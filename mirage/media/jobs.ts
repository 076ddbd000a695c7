import { madeRef } from '../media';
import { wavDuration } from '../../src/lib/wav';
import { hasObject, putObject } from '../mediaStore';
import type { VideoSpec } from './recipe';
import type { SpeakRequest } from './speech';

/**
 * The fake service's media studio: what it has been asked to make (speech for a script, a video for a work), by the
 * key and world (scope) the made file is stored under (mirage/mediaStore.ts). The handlers ask for a file when they
 * first need it and read whether it is made; the making itself (a worker in the browser, mirage/media/maker.ts; the
 * engine and the video renderer in Node, mirage/node/speechMaker.ts) is installed by the adapter that serves them, so the handlers stay
 * plain functions.
 */
/** `pitchOf`: the recording a cloned voice was made from; the maker speaks at its median pitch where it can read it. */
export type MediaRecipe =
  | { kind: 'speech'; speak: SpeakRequest; pitchOf?: string }
  | { kind: 'video'; spec: VideoSpec };

export interface MediaMaker {
  /** What it can make: speech, and videos (the browser's WebCodecs; fake:serve's canvas and libav.js). */
  kinds: readonly MediaRecipe['kind'][];
  /** Whether it makes this file (by default every file of its kinds); one it declines is left to its fallback. */
  takes?(recipe: MediaRecipe): boolean;
  /**
   * Whether it takes a new file for the world `scope` now: null, or how long to wait when its queues are full
   * (fake:serve's pool, mirage/node/speechPool.ts). A maker without queues takes everything, one of each kind at a time.
   */
  busy?(scope: string): MediaBusy | null;
  /** The file, with how long it plays when the maker knows (a WAV's length is read from its header). */
  make(recipe: MediaRecipe, progress: (share: number) => void, scope: string): Promise<Blob | MadeFile>;
}

export interface MadeFile {
  blob: Blob;
  seconds: number;
}

/** A made file and how long it plays: the maker's word, or a WAV's header. */
async function madeFile(made: Blob | MadeFile): Promise<MadeFile> {
  if (!(made instanceof Blob)) return made;
  const head = await made.slice(0, 512).arrayBuffer();
  return { blob: made, seconds: wavDuration(head, made.size) ?? 0 };
}

/**
 * Making a file failed for a reason the work shows (a failed work, with Edit and resubmit): it ran past its time
 * limit, or the worker making it stopped. Any other failure (nothing here can make it) leaves the fallback.
 */
export class MediaFailed extends Error {
  constructor(readonly reason: 'timeLimit' | 'stopped') {
    super(reason === 'timeLimit' ? 'making the file passed its time limit' : 'the worker making the file stopped');
  }
}
export type MediaFailure = MediaFailed['reason'];

/** A maker's queues are full (the world's, or the server's): the call that asked answers 503 with Retry-After. */
export interface MediaBusy {
  queue: 'sandbox' | 'server';
  /** That queue's bound. */
  max: number;
  retryAfterS: number;
}

interface Job {
  progress: number;
  done: Promise<void>;
  /** Its turn has come: it is being made, no longer waiting in line behind other files. */
  started: boolean;
}

/** What the request being answered asked for: the files its answer waits for, and a refusal of a full maker. */
interface Asked {
  awaited: Promise<void>[];
  busy: MediaBusy | null;
}
let asking: Asked | null = null;

let maker: MediaMaker | null = null;
const running = new Map<string, Job>();
const failed = new Set<string>();
/** Why a file failed, where it failed for a reason its work shows. */
const failures = new Map<string, MediaFailure>();
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
 * the maker cannot make counts as could not). `answerWaits`: the answer of the request asking waits for it (a voice's
 * sample: Listen plays what it gets), and for nothing else. A maker whose queues are full takes nothing: the file stays
 * to be made, asked for again by a later read, and the request asking is told (mediaAskedBy).
 */
export function wantMedia(key: string, scope: string, recipe: () => MediaRecipe, answerWaits = false): void {
  const at = id(key, scope);
  const known = running.get(at);
  if (known && answerWaits) asking?.awaited.push(known.done);
  if (!maker || hasObject(key, scope) || known || failed.has(at)) return;
  const m = maker;
  const r = recipe();
  if (!m.kinds.includes(r.kind) || m.takes?.(r) === false) {
    failed.add(at);
    return;
  }
  const busy = m.busy?.(scope) ?? null;
  if (busy) {
    if (asking) asking.busy = busy;
    return;
  }
  const job: Job = { progress: 0, done: Promise.resolve(), started: false };
  const make = async () => {
    job.started = true;
    try {
      const { blob, seconds } = await madeFile(
        await m.make(
          r,
          (share) => {
            job.progress = share;
          },
          scope,
        ),
      );
      if (!putObject(key, blob, scope, seconds)) failed.add(at);
    } catch (e) {
      failed.add(at);
      if (e instanceof MediaFailed) failures.set(at, e.reason);
      console.warn(`The demo could not make ${key}:`, e);
    } finally {
      running.delete(at);
    }
  };
  // A maker with queues of its own (a pool) is handed every file at once; else one of each kind at a time.
  if (m.busy) job.done = make();
  else {
    queues[r.kind] = queues[r.kind].then(make);
    job.done = queues[r.kind];
  }
  running.set(at, job);
  if (answerWaits) asking?.awaited.push(job.done);
}

/**
 * Runs `answer` (a backend's handling of one request, synchronous) and returns with it what that request asked the
 * studio for: the files its answer waits for, in its own world only, and whether a full maker refused one. A read in
 * one sandbox never waits for what another is making.
 */
export function mediaAskedBy<T>(answer: () => T): { result: T; awaited: Promise<void>[]; busy: MediaBusy | null } {
  const outer = asking;
  const mine: Asked = { awaited: [], busy: null };
  asking = mine;
  try {
    return { result: answer(), ...mine };
  } finally {
    asking = outer;
  }
}

/** Whether the maker would refuse a new file for the world `scope` now (its queues are full). */
export const mediaBusy = (scope: string): MediaBusy | null => maker?.busy?.(scope) ?? null;

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

/** Why making the file for `key` failed, when it failed for a reason its work shows; else null. */
export const mediaFailure = (key: string, scope: string): MediaFailure | null => failures.get(id(key, scope)) ?? null;

/** A demo reset forgets what could not be made: a new world may be able to. */
export function forgetMediaJobs(): void {
  failed.clear();
  failures.clear();
}

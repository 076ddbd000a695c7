import { Backend, type CallRecord, type ReplyCheck } from '../backend';
import { Clock } from '../clock';
import type { DbData } from '../db';
import { clearMediaStore, scopeUsage } from '../mediaStore';
import type { ScenarioName } from '../scenarios';
import type { SessionPolicy } from '../sessions';
import type { StoredWorld } from './persistFile';

/** The world served without an X-Fake-Sandbox header (or with `X-Fake-Sandbox: default`). */
export const DEFAULT_WORLD = 'default';
export const SANDBOX_HEADER = 'x-fake-sandbox';
/**
 * A sandbox name: a letter or digit, then letters, digits, '.', '_' and '-', as a test run would name itself (w0,
 * ci-1234.a). It is also a file name under --persist, so never '..', '__proto__' or a path.
 */
export const SANDBOX_NAME = /^[A-Za-z0-9][\w.-]{0,63}$/;

export interface World {
  name: string;
  backend: Backend;
  /** Real ms: when the world was made and last served a call. */
  createdAt: number;
  usedAt: number;
  /** When a sandbox of this name was dropped before this one was made (its old tokens are told so). */
  droppedBefore?: DroppedSandbox;
}

export interface DroppedSandbox {
  /** Real ms it was dropped at, and the idle time that dropped it (--sandbox-idle). */
  at: number;
  idleMs: number;
  /** Dropped by DELETE /__demo/sandboxes/NAME rather than for being idle. */
  deleted?: true;
}

/** A sandbox with no call for this long counts as idle in the refusal at the cap (the people using it are away). */
export const IDLE_NOTE_MS = 60_000;

/**
 * A new sandbox refused: the cap is reached and none of the sandboxes has been idle long enough to drop. It says how
 * many of them have had no call for a minute (IDLE_NOTE_MS), and in how long the first is dropped (real ms).
 */
export interface SandboxesFull {
  full: { max: number; idleMs: number; idle: number; freesInMs: number };
}

/** What DELETE /__demo/sandboxes/NAME did: dropped it, found none of that name, or refused the default world. */
export type Removal = 'dropped' | 'none' | 'default';

export interface WorldsOptions {
  seed: number;
  scenario: ScenarioName;
  /** Where a new world's clock starts and how fast it runs. */
  clock(): Clock;
  sessions?: SessionPolicy;
  tokens?: 'unique' | 'repeatable';
  /** Sees every answer of every world (tests check it against openapi.json). */
  replyCheck?: ReplyCheck;
  /** Real ms a sandbox may stay unused before it is dropped. */
  idleMs: number;
  /** The most sandboxes at once (the default world aside). */
  maxSandboxes: number;
  realNow?: () => number;
  /** A world's data changed: by a call (journal it), or otherwise (write it whole). */
  onChange(world: World, call?: CallRecord): void;
  onDrop(world: World): void;
}

/** The media store's scope of a world: the default world keeps the keys as they are. */
export const mediaScope = (name: string): string => (name === DEFAULT_WORLD ? '' : name);

/** How many dropped names are remembered (so a late call is told its sandbox went, not that its token expired). */
const DROPPED_KEPT = 10_000;

/**
 * The worlds of one fake server: the default one, and a sandbox per X-Fake-Sandbox name, each with its own
 * database, sessions, clock, faults and chaos, made on first use from the server's seed and scenario. A sandbox is
 * dropped only once it has been idle for the idle time: a live sandbox is never dropped to make room for another;
 * a new one is refused instead.
 */
export class Worlds {
  private readonly map = new Map<string, World>();
  private readonly dropped = new Map<string, DroppedSandbox>();
  private readonly now: () => number;

  constructor(private readonly opts: WorldsOptions) {
    this.now = opts.realNow ?? Date.now;
  }

  /** A world's service: from what the --persist file kept, or new from the server's seed and scenario. */
  private serviceOf(name: string, stored?: StoredWorld): Backend {
    const clock = stored ? new Clock(stored.clock) : this.opts.clock();
    const from = stored?.from;
    const backend = new Backend({
      seed: from?.seed ?? stored?.db?.seed ?? this.opts.seed,
      scenario: ((from?.scenario ?? stored?.db?.scenario) as ScenarioName | undefined) ?? this.opts.scenario,
      startAt: clock.now(),
      speed: clock.speed,
      clock,
      db: stored?.db,
      builtAt: from?.at,
      tokenNonce: from?.tokenNonce,
      tokens: this.opts.tokens,
      sessions: this.opts.sessions,
      salt: name === DEFAULT_WORLD ? undefined : name,
      randState: stored?.rand,
      mediaScope: mediaScope(name),
      replyCheck: this.opts.replyCheck,
    });
    if (stored?.faults) backend.faults.restore(stored.faults);
    return backend;
  }

  private make(name: string, stored?: StoredWorld): World {
    const backend = this.serviceOf(name, stored);
    const at = this.now();
    const world: World = { name, backend, createdAt: stored?.createdAt ?? at, usedAt: at };
    const gone = this.dropped.get(name);
    if (gone) world.droppedBefore = gone;
    this.dropped.delete(name);
    backend.onChange = (call) => this.opts.onChange(world, call);
    this.map.set(name, world);
    return world;
  }

  /**
   * A world taken back to what the --persist file kept (a change the disk refused): a new service over the stored
   * data in the same World, keeping its request log and chaos (never written). The caller replays the journal on it.
   */
  rebuild(world: World, stored: StoredWorld): Backend {
    const old = world.backend;
    const backend = this.serviceOf(world.name, stored);
    backend.log.push(...old.log);
    backend.faults.chaos = old.faults.chaos;
    backend.onChange = (call) => this.opts.onChange(world, call);
    world.backend = backend;
    return backend;
  }

  /** A world made by a change the disk refused: it never existed (no file, no "dropped" notice for its tokens). */
  forget(name: string): void {
    this.map.delete(name);
  }

  /** Takes in a world kept in the --persist file. */
  restore(name: string, stored: StoredWorld): World {
    return this.make(name, stored);
  }

  /** The world of a name if it exists, without making it or counting a use. */
  find(name: string): World | undefined {
    return this.map.get(name);
  }

  /**
   * The world of a name, made (and saved) on first use. Idle sandboxes are dropped first; when the cap is still
   * reached, the new sandbox is refused (no live one is dropped for it).
   */
  get(name: string): World | SandboxesFull {
    const at = this.now();
    const found = this.map.get(name);
    if (found) {
      found.usedAt = at;
      return found;
    }
    this.sweep();
    const live = this.sandboxes();
    if (name !== DEFAULT_WORLD && live.length >= this.opts.maxSandboxes) {
      const { maxSandboxes: max, idleMs } = this.opts;
      const idle = live.filter((w) => at - w.usedAt >= IDLE_NOTE_MS).length;
      // The sandbox used longest ago is the first dropped; with a cap of 0 there is none, and nothing frees.
      const oldest = Math.min(...live.map((w) => w.usedAt));
      const freesInMs = live.length ? Math.max(0, oldest + idleMs - at) : idleMs;
      return { full: { max, idleMs, idle, freesInMs } };
    }
    const world = this.make(name);
    this.opts.onChange(world);
    return world;
  }

  /** The default world (always there). */
  main(): World {
    const w = this.get(DEFAULT_WORLD);
    if ('full' in w) throw new Error('the default world is never refused');
    return w;
  }

  private sandboxes(): World[] {
    return [...this.map.values()].filter((w) => w.name !== DEFAULT_WORLD);
  }

  private drop(world: World, at: number, deleted = false): void {
    this.map.delete(world.name);
    this.dropped.delete(world.name);
    this.dropped.set(world.name, { at, idleMs: this.opts.idleMs, ...(deleted ? { deleted: true as const } : {}) });
    if (this.dropped.size > DROPPED_KEPT) this.dropped.delete(this.dropped.keys().next().value as string);
    clearMediaStore(mediaScope(world.name));
    this.opts.onDrop(world);
  }

  /** Drops the sandboxes unused for longer than the idle time. */
  sweep(): void {
    const at = this.now();
    for (const w of this.sandboxes()) if (at - w.usedAt > this.opts.idleMs) this.drop(w, at);
  }

  /**
   * Drops a sandbox now (DELETE /__demo/sandboxes/NAME), freeing its place under the cap: its data, sessions and
   * uploads go, and a late call with its token is told it was dropped. The default world is never dropped.
   */
  remove(name: string): Removal {
    if (name === DEFAULT_WORLD) return 'default';
    const w = this.map.get(name);
    if (!w) return 'none';
    this.drop(w, this.now(), true);
    return 'dropped';
  }

  /**
   * What a new world would start from, without making it: a bare GET /__demo in a sandbox not yet used for a call
   * answers this, and takes no place under the cap.
   */
  fresh(): { clock: Clock; seed: number; scenario: ScenarioName } {
    return { clock: this.opts.clock(), seed: this.opts.seed, scenario: this.opts.scenario };
  }

  /** Whether a sandbox of this name was dropped (and is not made again yet). */
  wasDropped(name: string): DroppedSandbox | undefined {
    return this.dropped.get(name);
  }

  all(): World[] {
    return [...this.map.values()];
  }

  /**
   * What GET /__demo/sandboxes answers: each world's name with its age, idle time and size (counts only). Nothing
   * from inside a world (no account, no token, no record) is listed: a team sees that another's sandbox exists and
   * how large it is, never its data.
   */
  list(): SandboxInfo[] {
    const at = this.now();
    return this.all().map((w) => ({
      name: w.name,
      ageMs: at - w.createdAt,
      idleMs: at - w.usedAt,
      size: {
        records: records(w.backend.db),
        sessions: w.backend.db.sessions.length,
        ...scopeUsage(mediaScope(w.name)),
      },
    }));
  }
}

export interface SandboxInfo {
  name: string;
  ageMs: number;
  idleMs: number;
  /** Records of the database (all lists), sessions among them, and uploaded objects and their bytes. */
  size: { records: number; sessions: number; objects: number; bytes: number };
}

function records(db: DbData): number {
  let n = 0;
  for (const v of Object.values(db)) if (Array.isArray(v)) n += v.length;
  return n;
}

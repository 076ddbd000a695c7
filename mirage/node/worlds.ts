import { Backend, type CallRecord } from '../backend';
import { Clock } from '../clock';
import type { DbData } from '../db';
import { clearMediaStore, scopeUsage } from '../mediaStore';
import type { ScenarioName } from '../scenarios';
import type { SessionPolicy } from '../sessions';
import type { StoredWorld } from './persistFile';

/** The world served without an X-Fake-Sandbox header (or with `X-Fake-Sandbox: default`). */
export const DEFAULT_WORLD = 'default';
export const SANDBOX_HEADER = 'x-fake-sandbox';
/** A sandbox name: letters, digits, '.', '_' and '-', as a test run would name itself (w0, ci-1234.a). */
export const SANDBOX_NAME = /^[\w.-]{1,64}$/;

export interface World {
  name: string;
  backend: Backend;
  /** Real ms: when the world was made and last served a call. */
  createdAt: number;
  usedAt: number;
}

export interface WorldsOptions {
  seed: number;
  scenario: ScenarioName;
  /** Where a new world's clock starts and how fast it runs. */
  clock(): Clock;
  sessions?: SessionPolicy;
  /** Real ms a sandbox may stay unused before it is dropped. */
  idleMs: number;
  /** The most sandboxes at once (the default world aside); the least recently used makes room. */
  maxSandboxes: number;
  realNow?: () => number;
  /** A world's data changed: by a call (journal it), or otherwise (write it whole). */
  onChange(world: World, call?: CallRecord): void;
  onDrop(world: World): void;
}

/** The media store's scope of a world: the default world keeps the keys as they are. */
export const mediaScope = (name: string): string => (name === DEFAULT_WORLD ? '' : name);

/**
 * The worlds of one fake server: the default one, and a sandbox per X-Fake-Sandbox name, each with its own
 * database, sessions, clock, faults and chaos, made on first use from the server's seed and scenario.
 */
export class Worlds {
  private readonly map = new Map<string, World>();
  private readonly now: () => number;

  constructor(private readonly opts: WorldsOptions) {
    this.now = opts.realNow ?? Date.now;
  }

  private make(name: string, stored?: StoredWorld): World {
    const clock = stored ? new Clock(stored.clock) : this.opts.clock();
    const backend = new Backend({
      seed: stored?.db.seed ?? this.opts.seed,
      scenario: (stored?.db.scenario as ScenarioName | undefined) ?? this.opts.scenario,
      startAt: clock.now(),
      speed: clock.speed,
      clock,
      db: stored?.db,
      sessions: this.opts.sessions,
      salt: name === DEFAULT_WORLD ? undefined : name,
      randState: stored?.rand,
    });
    if (stored?.faults) backend.faults.restore(stored.faults);
    const at = this.now();
    const world: World = { name, backend, createdAt: stored?.createdAt ?? at, usedAt: at };
    backend.onChange = (call) => this.opts.onChange(world, call);
    this.map.set(name, world);
    return world;
  }

  /** Takes in a world kept in the --persist file. */
  restore(name: string, stored: StoredWorld): World {
    return this.make(name, stored);
  }

  /** The world of a name if it exists, without making it or counting a use. */
  find(name: string): World | undefined {
    return this.map.get(name);
  }

  /** The world of a name, made (and saved) on first use; drops idle sandboxes and the least recently used over the cap. */
  get(name: string): World {
    const at = this.now();
    const found = this.map.get(name);
    if (found) {
      found.usedAt = at;
      return found;
    }
    this.sweep();
    const sandboxes = this.sandboxes();
    for (let i = 0; i <= sandboxes.length - this.opts.maxSandboxes; i++) this.drop(sandboxes[i]);
    const world = this.make(name);
    this.opts.onChange(world);
    return world;
  }

  /** Sandboxes, least recently used first. */
  private sandboxes(): World[] {
    return [...this.map.values()].filter((w) => w.name !== DEFAULT_WORLD).sort((a, b) => a.usedAt - b.usedAt);
  }

  private drop(world: World): void {
    this.map.delete(world.name);
    clearMediaStore(mediaScope(world.name));
    this.opts.onDrop(world);
  }

  /** Drops the sandboxes unused for longer than the idle time. */
  sweep(): void {
    const at = this.now();
    for (const w of this.sandboxes()) if (at - w.usedAt > this.opts.idleMs) this.drop(w);
  }

  all(): World[] {
    return [...this.map.values()];
  }

  /** What GET /__demo/sandboxes answers: each world with its age, idle time and size. */
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

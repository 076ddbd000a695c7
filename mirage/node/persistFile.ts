import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ClockState } from '../clock';
import { DB_VERSION } from '../db';
import type { Snapshot } from '../persistence';

/** What the --persist file says it is; a file of another format or version is refused, never overwritten. */
export const STORE_FORMAT = 'fake-serve';
export const STORE_VERSION = 1;

/** One world (the default one or a sandbox) as kept in the file. */
export interface StoredWorld extends Snapshot {
  /** Real time the world was made (sandboxes show their age). */
  createdAt?: number;
}

export interface StoreFile {
  format: typeof STORE_FORMAT;
  version: number;
  dbVersion: number;
  worlds: Record<string, StoredWorld>;
}

/** A file the server will not start from: its message names the file and the way out. */
export class PersistFileError extends Error {}

export interface LoadedStore {
  worlds: Record<string, StoredWorld>;
  /** What a person should know about the file taken (another seed or scenario). */
  notices: string[];
}

const WAY_OUT = (file: string) =>
  `The file is left as it was. To start again from the seed, run with --reset (the file is kept as ${file}.bak), ` +
  'or pass another --persist file.';

const isClock = (c: unknown): c is ClockState =>
  !!c &&
  typeof c === 'object' &&
  ['virtual', 'real', 'speed'].every((k) => typeof (c as Record<string, unknown>)[k] === 'number');

function checkWorld(file: string, name: string, w: unknown): StoredWorld {
  const snap = w as Partial<StoredWorld> | null;
  const db = snap?.db;
  if (
    !db ||
    typeof db !== 'object' ||
    !Array.isArray(db.users) ||
    !Array.isArray(db.sessions) ||
    !isClock(snap.clock)
  ) {
    throw new PersistFileError(`${file}: the world "${name}" is not a fake-server database. ${WAY_OUT(file)}`);
  }
  if (db.version !== DB_VERSION) {
    throw new PersistFileError(
      `${file} holds data of version ${db.version}; this fake server reads version ${DB_VERSION}. ${WAY_OUT(file)}`,
    );
  }
  return snap as StoredWorld;
}

/**
 * Reads a --persist file, or null when there is none. A file that cannot be read, or of another format or data
 * version, throws a PersistFileError and is not touched. A file made from another seed or scenario is taken as it is,
 * with a notice.
 */
export function loadStore(file: string, want: { seed: number; scenario: string }): LoadedStore | null {
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new PersistFileError(`${file} cannot be read as a fake-server database (${why}). ${WAY_OUT(file)}`);
  }
  const top = parsed as Partial<StoreFile> & Partial<Snapshot>;
  let worlds: Record<string, StoredWorld>;
  if (top && typeof top === 'object' && top.format === STORE_FORMAT) {
    if (top.version !== STORE_VERSION || !top.worlds || typeof top.worlds !== 'object') {
      throw new PersistFileError(
        `${file} is of file format ${String(top.version)}; this fake server reads format ${STORE_VERSION}. ${WAY_OUT(file)}`,
      );
    }
    worlds = {};
    for (const [name, w] of Object.entries(top.worlds)) worlds[name] = checkWorld(file, name, w);
  } else if (top && typeof top === 'object' && 'db' in top) {
    // The single-world file of earlier versions of fake:serve.
    worlds = { default: checkWorld(file, 'default', top) };
  } else {
    throw new PersistFileError(`${file} is not a fake-server database. ${WAY_OUT(file)}`);
  }
  const notices: string[] = [];
  const main = worlds.default;
  if (main && (main.db.seed !== want.seed || main.db.scenario !== want.scenario)) {
    notices.push(
      `${file} was made with seed ${main.db.seed}, scenario ${main.db.scenario}: serving its data, not seed ` +
        `${want.seed}, scenario ${want.scenario}. Run with --reset to start from the seed.`,
    );
  }
  return { worlds, notices };
}

/** --reset: the old file is kept as FILE.bak (replacing an older one) and the server starts from the seed. */
export function backUpStore(file: string): string | null {
  if (!existsSync(file)) return null;
  const bak = `${file}.bak`;
  renameSync(file, bak);
  return bak;
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems cannot sync a directory; the rename itself is still atomic.
  }
}

/**
 * Writes the --persist file atomically and durably: a temporary file beside it, synced to disk, then renamed over
 * it, so the file is always either the old or the new one, and a write is on disk before its answer leaves. Each
 * world's JSON is kept between writes: a write re-encodes only the world that changed.
 */
export class StoreWriter {
  private readonly json = new Map<string, string>();
  private readonly file: string;
  private readonly tmp: string;
  /** How many times the file was written (tests and the bench read it). */
  writes = 0;

  constructor(file: string) {
    this.file = resolve(file);
    this.tmp = `${this.file}.tmp-${process.pid}`;
  }

  set(name: string, world: StoredWorld): void {
    this.json.set(name, JSON.stringify(world));
  }

  delete(name: string): void {
    this.json.delete(name);
  }

  flush(): void {
    const parts: string[] = [];
    for (const [name, text] of this.json) parts.push(`${JSON.stringify(name)}:${text}`);
    const head = `{"format":"${STORE_FORMAT}","version":${STORE_VERSION},"dbVersion":${DB_VERSION},"worlds":{`;
    const fd = openSync(this.tmp, 'w');
    try {
      writeSync(fd, head);
      for (let i = 0; i < parts.length; i++) writeSync(fd, i ? `,${parts[i]}` : parts[i]);
      writeSync(fd, '}}');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(this.tmp, this.file);
    fsyncDir(dirname(this.file));
    this.writes += 1;
  }
}

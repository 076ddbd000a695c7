import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { CallRecord } from '../backend';
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
  /** The seeded generator's position. */
  rand?: number;
}

export interface StoreFile {
  format: typeof STORE_FORMAT;
  version: number;
  dbVersion: number;
  /** The last journal entry the worlds include; later ones are replayed on them. */
  journalSeq: number;
  worlds: Record<string, StoredWorld>;
}

/** One call that changed a world, as appended to FILE.journal (one JSON line each). */
export interface JournalEntry extends CallRecord {
  seq: number;
  world: string;
}

export const journalOf = (file: string): string => `${file}.journal`;

/** A file the server will not start from: its message names the file and the way out. */
export class PersistFileError extends Error {}

export interface LoadedStore {
  worlds: Record<string, StoredWorld>;
  journalSeq: number;
  /** The calls made since the worlds were written, to replay in order. */
  journal: JournalEntry[];
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
function readJournal(file: string, after: number): JournalEntry[] {
  const path = journalOf(file);
  if (!existsSync(path)) return [];
  const lines = readFileSync(path, 'utf8').split('\n');
  const entries: JournalEntry[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]) continue;
    try {
      const e = JSON.parse(lines[i]) as JournalEntry;
      if (typeof e.seq !== 'number' || typeof e.world !== 'string') throw new Error('not a journal entry');
      if (e.seq > after) entries.push(e);
    } catch (err) {
      // The last line may be a write cut short by a crash: it was never acknowledged, so it is left out.
      if (i === lines.length - 1) break;
      const why = err instanceof Error ? err.message : String(err);
      throw new PersistFileError(`${path}, line ${i + 1}, cannot be read (${why}). ${WAY_OUT(file)}`);
    }
  }
  return entries;
}

export function loadStore(file: string, want: { seed: number; scenario: string }): LoadedStore | null {
  if (!existsSync(file)) {
    if (existsSync(journalOf(file)) && readFileSync(journalOf(file)).length) {
      throw new PersistFileError(`${journalOf(file)} has calls to replay, but ${file} is missing. ${WAY_OUT(file)}`);
    }
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new PersistFileError(`${file} cannot be read as a fake-server database (${why}). ${WAY_OUT(file)}`);
  }
  const top = parsed as Partial<StoreFile> & Partial<Snapshot>;
  let worlds: Record<string, StoredWorld>;
  let journalSeq = 0;
  if (top && typeof top === 'object' && top.format === STORE_FORMAT) {
    journalSeq = typeof top.journalSeq === 'number' ? top.journalSeq : 0;
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
  return { worlds, notices, journalSeq, journal: readJournal(file, journalSeq) };
}

/**
 * --reset: the old file is kept as FILE.bak (replacing an older one), and its journal, when a crash left one, as
 * FILE.journal.bak; the server starts from the seed.
 */
export function backUpStore(file: string): string | null {
  if (existsSync(journalOf(file))) renameSync(journalOf(file), `${journalOf(file)}.bak`);
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

/** When the journal is folded into the file: after this many calls or bytes. */
export const COMPACT_AFTER = { entries: 2000, bytes: 32 * 1024 * 1024 };

/**
 * The --persist file and its journal. A call that changed a world is appended to FILE.journal and synced before its
 * answer leaves (a few hundred bytes, however large the world). Now and then, and after any other change (the clock,
 * faults, a reset, a sandbox made or dropped), the worlds are written whole: a temporary file beside FILE, synced,
 * then renamed over it, so FILE is always the old or the new one; then the journal is emptied. Each world's JSON is
 * kept between writes, and only the worlds that changed are encoded again.
 */
export class Store {
  private readonly json = new Map<string, string>();
  private readonly dirty = new Set<string>();
  private readonly file: string;
  private readonly journal: string;
  private readonly tmp: string;
  private fd: number | null = null;
  private seq: number;
  private pending = { entries: 0, bytes: 0 };
  /** How many times a write reached the disk (journal appends and whole writes; tests and the bench read it). */
  writes = 0;

  constructor(
    file: string,
    private readonly snapshotOf: (world: string) => StoredWorld | null,
    seq = 0,
  ) {
    this.file = resolve(file);
    this.journal = journalOf(this.file);
    this.tmp = `${this.file}.tmp-${process.pid}`;
    this.seq = seq;
  }

  /**
   * Takes in the worlds read from the file (all are written at the next whole write). A journal left by a crash,
   * replayed by then, is folded in now, cut-short last line included, so appends start on a clean line.
   */
  open(worlds: string[]): void {
    for (const name of worlds) this.dirty.add(name);
    if (existsSync(this.journal) && statSync(this.journal).size > 0) this.compact();
  }

  /** A call changed a world: on disk (the journal) when this returns. */
  append(world: string, call: CallRecord): void {
    const line = `${JSON.stringify({ seq: this.seq + 1, world, ...call })}\n`;
    this.fd ??= openSync(this.journal, 'a');
    writeSync(this.fd, line);
    fdatasyncSync(this.fd);
    this.seq += 1;
    this.dirty.add(world);
    this.pending.entries += 1;
    this.pending.bytes += line.length;
    this.writes += 1;
    if (this.pending.entries >= COMPACT_AFTER.entries || this.pending.bytes >= COMPACT_AFTER.bytes) this.compact();
  }

  /** A world changed otherwise, was made or dropped: the file is written whole now. */
  changed(world: string): void {
    this.dirty.add(world);
    this.compact();
  }

  /** Writes every world into the file, then empties the journal. */
  compact(): void {
    for (const name of this.dirty) {
      const snap = this.snapshotOf(name);
      if (snap) this.json.set(name, JSON.stringify(snap));
      else this.json.delete(name);
    }
    this.dirty.clear();
    const head = `{"format":"${STORE_FORMAT}","version":${STORE_VERSION},"dbVersion":${DB_VERSION},"journalSeq":${this.seq},"worlds":{`;
    const fd = openSync(this.tmp, 'w');
    try {
      writeSync(fd, head);
      let first = true;
      for (const [name, text] of this.json) {
        writeSync(fd, `${first ? '' : ','}${JSON.stringify(name)}:${text}`);
        first = false;
      }
      writeSync(fd, '}}');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(this.tmp, this.file);
    fsyncDir(dirname(this.file));
    // The file now holds every call up to `seq`: a crash before the journal is emptied only leaves entries a restart
    // skips.
    if (this.fd !== null) {
      ftruncateSync(this.fd, 0);
      fsyncSync(this.fd);
    } else if (existsSync(this.journal)) {
      const fd = openSync(this.journal, 'r+');
      ftruncateSync(fd, 0);
      fsyncSync(fd);
      closeSync(fd);
    }
    this.pending = { entries: 0, bytes: 0 };
    this.writes += 1;
  }

  close(): void {
    if (this.pending.entries) this.compact();
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

import {
  closeSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CallRecord, SeedRef } from '../backend';
import type { ClockState } from '../clock';
import { DB_VERSION, type DbData } from '../db';
import type { PendingFault } from '../faults';

/** What a --persist file says it is; a file of another format or version is refused, never overwritten. */
export const STORE_FORMAT = 'fake-serve';
/** 2: one file per world (FILE for the default one, FILE.sandboxes/NAME.json for each sandbox). 1 is still read. */
export const STORE_VERSION = 2;
const READS = [1, 2];

/**
 * One world as kept on disk: its records (`db`), or, while no call has changed them, only how its seed built them
 * (`from`), which costs a few bytes however large the scenario.
 */
export interface StoredWorld {
  db?: DbData;
  from?: SeedRef;
  clock: ClockState;
  faults?: PendingFault[];
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

/** One call that changed a world, as appended to its journal (one JSON line each). */
export interface JournalEntry extends CallRecord {
  seq: number;
  world: string;
}

export const journalOf = (file: string): string => `${file}.journal`;
export const sandboxDirOf = (file: string): string => `${file}.sandboxes`;
export const lockOf = (file: string): string => `${file}.lock`;
/** Where a world is kept: the default world in FILE, a sandbox in a file of its own. */
export const worldFileOf = (file: string, world: string): string =>
  world === 'default' ? file : join(sandboxDirOf(file), `${world}.json`);

/** A reason the server will not start, or cannot write: one line that names the file and the way out. */
export class PersistFileError extends Error {}

export interface LoadedWorld {
  world: StoredWorld;
  /** The calls made since the world was written, to replay in order. */
  journal: JournalEntry[];
  journalSeq: number;
}

export interface LoadedStore {
  worlds: Map<string, LoadedWorld>;
  /** What a person should know about the file taken (another seed or scenario, a file of an older layout). */
  notices: string[];
  /** Written by an earlier version (all worlds in FILE): every world is written in its own file at open. */
  older: boolean;
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
  const from = snap?.from;
  const dbOk = !!db && typeof db === 'object' && Array.isArray(db.users) && Array.isArray(db.sessions);
  const fromOk = !!from && typeof from.seed === 'number' && typeof from.scenario === 'string';
  if (!(dbOk || fromOk) || !isClock(snap?.clock)) {
    throw new PersistFileError(`${file}: the world "${name}" is not a fake-server database. ${WAY_OUT(file)}`);
  }
  if (db && db.version !== DB_VERSION) {
    throw new PersistFileError(
      `${file} holds data of version ${db.version}; this fake server reads version ${DB_VERSION}. ${WAY_OUT(file)}`,
    );
  }
  return snap as StoredWorld;
}

function readJournal(file: string, after: number, main: string): JournalEntry[] {
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
      throw new PersistFileError(`${path}, line ${i + 1}, cannot be read (${why}). ${WAY_OUT(main)}`);
    }
  }
  return entries;
}

/**
 * Whether the server may keep its data in `file`: its directory exists, and the file, when there is one, can be
 * written in place (a read-only or immutable file is refused, never replaced by a rename).
 */
export function checkWritable(file: string): void {
  const dir = dirname(resolve(file));
  if (!existsSync(dir)) {
    throw new PersistFileError(
      `--persist ${file}: the directory ${dir} does not exist. Create it, or pass another path.`,
    );
  }
  if (!existsSync(file)) return;
  const mode = statSync(file).mode;
  if (!(mode & 0o200)) {
    throw new PersistFileError(
      `--persist ${file} is read-only (mode ${(mode & 0o777).toString(8)}): fake:serve writes every change to it. ` +
        'Make it writable (chmod u+w), or pass another --persist file. The file is left as it was.',
    );
  }
  try {
    closeSync(openSync(file, constants.O_RDWR));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    throw new PersistFileError(
      `--persist ${file} cannot be written (${code}). Make it writable, or pass another --persist file. The file is left as it was.`,
    );
  }
}

function readFile(file: string, name: string): { top: Partial<StoreFile> & { db?: unknown } } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new PersistFileError(`${file} cannot be read as a fake-server database (${why}). ${WAY_OUT(name)}`);
  }
  if (!parsed || typeof parsed !== 'object') {
    throw new PersistFileError(`${file} is not a fake-server database. ${WAY_OUT(name)}`);
  }
  return { top: parsed as Partial<StoreFile> & { db?: unknown } };
}

/** The worlds of one file, by name (a Map: a world named like an Object property is a name like any other). */
function worldsOf(file: string, main: string): { worlds: Map<string, StoredWorld>; seq: number; version: number } {
  const { top } = readFile(file, main);
  if (top.format === STORE_FORMAT) {
    if (!READS.includes(top.version ?? 0) || !top.worlds || typeof top.worlds !== 'object') {
      throw new PersistFileError(
        `${file} is of file format ${String(top.version)}; this fake server reads format ${STORE_VERSION}. ${WAY_OUT(main)}`,
      );
    }
    const worlds = new Map<string, StoredWorld>();
    for (const [name, w] of Object.entries(top.worlds)) worlds.set(name, checkWorld(file, name, w));
    return { worlds, seq: typeof top.journalSeq === 'number' ? top.journalSeq : 0, version: top.version ?? 0 };
  }
  if ('db' in top) return { worlds: new Map([['default', checkWorld(file, 'default', top)]]), seq: 0, version: 0 };
  throw new PersistFileError(`${file} is not a fake-server database. ${WAY_OUT(main)}`);
}

/**
 * Reads a --persist file and its sandboxes' files, or null when there is none. A file that cannot be read, or of
 * another format or data version, throws a PersistFileError and is not touched. A file made from another seed or
 * scenario is taken as it is, with a notice.
 */
export function loadStore(
  file: string,
  want: { seed: number; scenario: string },
  validName: (name: string) => boolean = () => true,
): LoadedStore | null {
  if (!existsSync(file)) {
    if (existsSync(journalOf(file)) && readFileSync(journalOf(file)).length) {
      throw new PersistFileError(`${journalOf(file)} has calls to replay, but ${file} is missing. ${WAY_OUT(file)}`);
    }
    return null;
  }
  const top = worldsOf(file, file);
  const worlds = new Map<string, LoadedWorld>();
  const notices: string[] = [];
  const journal = readJournal(file, top.seq, file);
  for (const [name, world] of top.worlds) {
    worlds.set(name, { world, journal: journal.filter((e) => e.world === name), journalSeq: top.seq });
  }
  const dir = sandboxDirOf(file);
  if (existsSync(dir)) {
    for (const entry of readdirSync(dir).sort()) {
      if (!entry.endsWith('.json')) continue;
      const name = entry.slice(0, -'.json'.length);
      const path = join(dir, entry);
      if (!validName(name)) {
        notices.push(`${path}: "${name}" is not a sandbox name; the file is left as it was and not served`);
        continue;
      }
      const own = worldsOf(path, file);
      const world = own.worlds.get(name);
      if (!world) throw new PersistFileError(`${path} does not hold the sandbox "${name}". ${WAY_OUT(file)}`);
      worlds.set(name, { world, journal: readJournal(path, own.seq, file), journalSeq: own.seq });
    }
  }
  const main = worlds.get('default')?.world;
  const seed = main?.from?.seed ?? main?.db?.seed;
  const scenario = main?.from?.scenario ?? main?.db?.scenario;
  if (main && (seed !== want.seed || scenario !== want.scenario)) {
    notices.push(
      `${file} was made with seed ${seed}, scenario ${scenario}: serving its data, not seed ` +
        `${want.seed}, scenario ${want.scenario}. Run with --reset to start from the seed.`,
    );
  }
  return { worlds, notices, older: top.version < 2 };
}

/** The first of FILE.bak, FILE.bak.2, FILE.bak.3... that does not exist: an earlier backup is never overwritten. */
function freeBak(file: string): string {
  const taken = (p: string) => existsSync(p) || existsSync(journalOf(p)) || existsSync(sandboxDirOf(p));
  if (!taken(`${file}.bak`)) return `${file}.bak`;
  let n = 2;
  while (taken(`${file}.bak.${n}`)) n += 1;
  return `${file}.bak.${n}`;
}

/**
 * --reset: the old file, its journal and its sandboxes are kept under a backup name (FILE.bak, or FILE.bak.2 when
 * FILE.bak is taken: an older backup is never overwritten); the server starts from the seed. Null when there was
 * nothing to keep.
 */
export function backUpStore(file: string): string | null {
  const parts = [file, journalOf(file), sandboxDirOf(file)];
  if (!parts.some((p) => existsSync(p))) return null;
  const bak = freeBak(file);
  if (existsSync(journalOf(file))) renameSync(journalOf(file), journalOf(bak));
  if (existsSync(sandboxDirOf(file))) renameSync(sandboxDirOf(file), sandboxDirOf(bak));
  if (existsSync(file)) renameSync(file, bak);
  return bak;
}

/**
 * Before a file of the older layout is upgraded in place: its original bytes (and its journal and sandboxes, when it
 * has them) are copied under the first free backup name, as --reset names it, so an older checkout still finds a file
 * it can read. Nothing is moved; an earlier backup is never overwritten. Returns the backup's name.
 */
export function copyStoreAside(file: string): string {
  const bak = freeBak(file);
  // COPYFILE_EXCL: a backup that appeared meanwhile is refused, not overwritten.
  copyFileSync(file, bak, constants.COPYFILE_EXCL);
  if (existsSync(journalOf(file))) copyFileSync(journalOf(file), journalOf(bak), constants.COPYFILE_EXCL);
  if (existsSync(sandboxDirOf(file))) {
    cpSync(sandboxDirOf(file), sandboxDirOf(bak), { recursive: true, errorOnExist: true, force: false });
  }
  return bak;
}

/** A running process of this id (a lock left by a process that is gone is stale). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Holds FILE.lock (it names this process) for as long as the server runs: a second server on the same file refuses
 * to start, naming the file and the process that holds it. A lock whose process is gone (kill -9) is taken over.
 * Returns how to let it go.
 */
export function lockStore(file: string): { release(): void; notice?: string } {
  const path = lockOf(file);
  let notice: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        notice,
        release: () => {
          try {
            if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') {
        const code = (e as NodeJS.ErrnoException).code ?? String(e);
        const dir = dirname(resolve(path));
        throw new PersistFileError(
          `--persist ${file}: cannot create the lock ${path} (${code}): fake:serve keeps its lock and journal beside ` +
            `the file. Make the folder ${dir} writable (chmod u+w ${dir}), or pass a --persist file in a folder you ` +
            'can write. The file is left as it was.',
        );
      }
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid) && pid !== process.pid) {
        throw new PersistFileError(
          `--persist ${file} is in use by another fake:serve (process ${pid}, lock ${path}). ` +
            'Stop that one, or pass another --persist file.',
        );
      }
      notice = `${path} was left by process ${pid || '?'}, which is gone: taken over`;
      unlinkSync(path);
    }
  }
  throw new PersistFileError(`--persist ${file}: the lock ${path} keeps coming back.`);
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

/** When a world's journal is folded into its file: after this many calls or bytes. */
export const COMPACT_AFTER = { entries: 2000, bytes: 32 * 1024 * 1024 };

/** A write that failed at run time, in one line (the answer of the call says the data could not be kept). */
function writeError(path: string, e: unknown): PersistFileError {
  const code = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
  return new PersistFileError(`--persist: cannot write ${path} (${code})`);
}

/** One world's file and journal. */
class WorldFile {
  private fd: number | null = null;
  private pending = { entries: 0, bytes: 0 };
  private readonly tmp: string;

  constructor(
    readonly path: string,
    private seq: number,
  ) {
    this.tmp = `${path}.tmp-${process.pid}`;
  }

  /** Appends a call and syncs it; true when the journal is long enough to be folded in. */
  append(world: string, call: CallRecord): boolean {
    const line = `${JSON.stringify({ seq: this.seq + 1, world, ...call })}\n`;
    try {
      this.fd ??= openSync(journalOf(this.path), 'a');
      writeSync(this.fd, line);
      fdatasyncSync(this.fd);
    } catch (e) {
      throw writeError(journalOf(this.path), e);
    }
    this.seq += 1;
    this.pending.entries += 1;
    this.pending.bytes += line.length;
    return this.pending.entries >= COMPACT_AFTER.entries || this.pending.bytes >= COMPACT_AFTER.bytes;
  }

  get unsaved(): boolean {
    return this.pending.entries > 0;
  }

  /**
   * Writes the world whole (a temporary file, synced, renamed over the old one: the file is always the old or the
   * new one), then empties the journal. A failed write leaves no temporary file behind.
   */
  write(name: string, world: StoredWorld): void {
    const text = `{"format":"${STORE_FORMAT}","version":${STORE_VERSION},"dbVersion":${DB_VERSION},"journalSeq":${this.seq},"worlds":{${JSON.stringify(name)}:${JSON.stringify(world)}}}`;
    try {
      const fd = openSync(this.tmp, 'w');
      try {
        writeSync(fd, text);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(this.tmp, this.path);
    } catch (e) {
      rmSync(this.tmp, { force: true });
      throw writeError(this.path, e);
    }
    fsyncDir(dirname(this.path));
    // The file now holds every call up to `seq`: a crash before the journal is emptied only leaves entries a restart
    // skips.
    if (this.fd !== null) {
      ftruncateSync(this.fd, 0);
      fsyncSync(this.fd);
    } else if (existsSync(journalOf(this.path))) {
      const fd = openSync(journalOf(this.path), 'r+');
      ftruncateSync(fd, 0);
      fsyncSync(fd);
      closeSync(fd);
    }
    this.pending = { entries: 0, bytes: 0 };
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }

  remove(): void {
    this.close();
    rmSync(this.path, { force: true });
    rmSync(journalOf(this.path), { force: true });
  }
}

/**
 * The --persist file: each world in a file of its own (the default world in FILE, each sandbox in
 * FILE.sandboxes/NAME.json), each with its own journal. A call that changed a world is appended to that world's
 * journal and synced before its answer leaves (a few hundred bytes, however large the world). Now and then, and after
 * any other change (the clock, faults, a reset), that world alone is written whole. A new sandbox costs one small
 * file (how its seed built it), whatever the number or size of the others.
 */
export class Store {
  private readonly files = new Map<string, WorldFile>();
  private readonly file: string;
  /** How many times a write reached the disk (journal appends and whole writes): what a caller checks to know a change was kept. */
  writes = 0;

  constructor(
    file: string,
    private readonly snapshotOf: (world: string) => StoredWorld | null,
  ) {
    this.file = resolve(file);
  }

  private of(world: string, seq = 0): WorldFile {
    let f = this.files.get(world);
    if (!f) {
      const path = worldFileOf(this.file, world);
      if (world !== 'default') mkdirSync(dirname(path), { recursive: true });
      f = new WorldFile(path, seq);
      this.files.set(world, f);
    }
    return f;
  }

  /**
   * Takes in the worlds read from disk, once their journals are replayed: a world with a journal is folded into its
   * file now (cut-short last line included, so appends start on a clean line); a file of the older layout is written
   * out as one file per world.
   */
  open(loaded: LoadedStore | null): void {
    // Sandboxes first: with the older layout their calls sit in FILE's journal, which writing FILE empties.
    const worlds = [...(loaded?.worlds ?? [])].sort(([a], [b]) => Number(a === 'default') - Number(b === 'default'));
    for (const [name, w] of worlds) {
      this.of(name, w.journalSeq);
      const journal = journalOf(worldFileOf(this.file, name));
      if (loaded?.older || (existsSync(journal) && statSync(journal).size > 0)) this.changed(name);
    }
    if (loaded?.older) {
      // The sandboxes now have files of their own; FILE keeps the default world (written above) and no old journal.
      if (!loaded.worlds.has('default')) this.changed('default');
    }
  }

  /** A call changed a world: on disk (its journal) when this returns. */
  append(world: string, call: CallRecord): void {
    const f = this.of(world);
    const full = f.append(world, call);
    this.writes += 1;
    if (full) this.changed(world);
  }

  /** A world was made, or changed otherwise: its file is written whole now (or removed when it is gone). */
  changed(world: string): void {
    const snap = this.snapshotOf(world);
    if (!snap) {
      this.dropped(world);
      return;
    }
    this.of(world).write(world, snap);
    this.writes += 1;
  }

  /** A sandbox was dropped: its file and journal go with it. */
  dropped(world: string): void {
    const f = this.files.get(world) ?? new WorldFile(worldFileOf(this.file, world), 0);
    f.remove();
    this.files.delete(world);
  }

  /** Folds every world's journal into its file. */
  compact(): void {
    for (const [name, f] of this.files) if (f.unsaved) this.changed(name);
  }

  close(): void {
    this.compact();
    for (const f of this.files.values()) f.close();
  }
}

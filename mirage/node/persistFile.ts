import {
  closeSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  fstatSync,
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
import { type JournalEntry, journalLines } from './journalLines';
import { writeWhole } from './writeWhole';

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

export type { JournalEntry };

export const journalOf = (file: string): string => `${file}.journal`;
export const sandboxDirOf = (file: string): string => `${file}.sandboxes`;
export const lockOf = (file: string): string => `${file}.lock`;
/** Where a world is kept: the default world in FILE, a sandbox in a file of its own. */
export const worldFileOf = (file: string, world: string): string =>
  world === 'default' ? file : join(sandboxDirOf(file), `${world}.json`);

/** A reason the server will not start, or cannot write: one line that names the file and the way out. */
export class PersistFileError extends Error {}

/** A write the disk refused at run time (`reason`: ENOSPC, EIO...): the change is not kept, and is taken back. */
export class WriteRefused extends PersistFileError {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** A file that cannot be read as a world: `what` says which and why; the message adds the way out. */
class Unreadable extends PersistFileError {
  constructor(
    readonly what: string,
    main: string,
    hint = '',
  ) {
    super(`${what}. ${hint ? `${hint} ` : ''}${WAY_OUT(main)}`);
  }
}

export interface LoadedWorld {
  world: StoredWorld;
  /** The calls made since the world was written, to replay in order. */
  journal: JournalEntry[];
  journalSeq: number;
}

/** The bytes of writes cut short in one journal (a full disk, a stop mid-write), set aside when the store opens. */
export interface CutWrites {
  journal: string;
  bytes: Buffer[];
  /** The whole calls the journal holds besides them (all kept). */
  whole: number;
}

export interface LoadedStore {
  worlds: Map<string, LoadedWorld>;
  cut: CutWrites[];
  /** What a person should know about the file taken (another seed or scenario, a file of an older layout). */
  notices: string[];
  /** Written by an earlier version (all worlds in FILE): every world is written in its own file at open. */
  older: boolean;
}

/** The name --reset would keep the file under now (FILE.bak, or FILE.bak.2 when that is taken...). */
const WAY_OUT = (file: string) =>
  `The file is left as it was. To start again from the seed, run with --reset (the file is then kept as ` +
  `${freeBak(file)}), or pass another --persist file.`;

const isClock = (c: unknown): c is ClockState =>
  !!c &&
  typeof c === 'object' &&
  ['virtual', 'real', 'speed'].every((k) => typeof (c as Record<string, unknown>)[k] === 'number');

function checkWorld(file: string, name: string, w: unknown, main: string): StoredWorld {
  const snap = w as Partial<StoredWorld> | null;
  const db = snap?.db;
  const from = snap?.from;
  const dbOk = !!db && typeof db === 'object' && Array.isArray(db.users) && Array.isArray(db.sessions);
  const fromOk = !!from && typeof from.seed === 'number' && typeof from.scenario === 'string';
  if (!(dbOk || fromOk) || !isClock(snap?.clock)) {
    throw new Unreadable(`${file}: the world "${name}" is not a fake-server database`, main);
  }
  if (db && db.version !== DB_VERSION) {
    throw new Unreadable(
      `${file} holds data of version ${db.version}; this fake server reads version ${DB_VERSION}`,
      main,
    );
  }
  return snap as StoredWorld;
}

/**
 * A world's journal: the calls after `after` (the last one its file includes), and the writes cut short in it. A line
 * that is neither stops the server, naming the line and the ways out.
 */
function readJournal(file: string, after: number, main: string): { entries: JournalEntry[]; cut: Buffer[] } {
  const path = journalOf(file);
  if (!existsSync(path)) return { entries: [], cut: [] };
  const read = journalLines(readFileSync(path), after);
  if (read.bad) {
    throw new Unreadable(
      `${path}, line ${read.bad.line}, cannot be read (${read.bad.why})`,
      main,
      'To keep the calls before it, remove that line (the calls after it may then answer otherwise).',
    );
  }
  return read;
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
    throw new Unreadable(`${file} cannot be read as a fake-server database (${why})`, name);
  }
  if (!parsed || typeof parsed !== 'object') throw new Unreadable(`${file} is not a fake-server database`, name);
  return { top: parsed as Partial<StoreFile> & { db?: unknown } };
}

/** The worlds of one file, by name (a Map: a world named like an Object property is a name like any other). */
function worldsOf(file: string, main: string): { worlds: Map<string, StoredWorld>; seq: number; version: number } {
  const { top } = readFile(file, main);
  if (top.format === STORE_FORMAT) {
    if (!READS.includes(top.version ?? 0) || !top.worlds || typeof top.worlds !== 'object') {
      throw new Unreadable(
        `${file} is of file format ${String(top.version)}; this fake server reads format ${STORE_VERSION}`,
        main,
      );
    }
    const worlds = new Map<string, StoredWorld>();
    for (const [name, w] of Object.entries(top.worlds)) worlds.set(name, checkWorld(file, name, w, main));
    return { worlds, seq: typeof top.journalSeq === 'number' ? top.journalSeq : 0, version: top.version ?? 0 };
  }
  if ('db' in top)
    return { worlds: new Map([['default', checkWorld(file, 'default', top, main)]]), seq: 0, version: 0 };
  throw new Unreadable(`${file} is not a fake-server database`, main);
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
  const cut: CutWrites[] = [];
  const journal = readJournal(file, top.seq, file);
  if (journal.cut.length) cut.push({ journal: journalOf(file), bytes: journal.cut, whole: journal.entries.length });
  for (const [name, world] of top.worlds) {
    worlds.set(name, { world, journal: journal.entries.filter((e) => e.world === name), journalSeq: top.seq });
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
      try {
        const own = worldsOf(path, file);
        const world = own.worlds.get(name);
        if (!world) throw new Unreadable(`${path} does not hold the sandbox "${name}"`, file);
        const read = readJournal(path, own.seq, file);
        if (read.cut.length) cut.push({ journal: journalOf(path), bytes: read.cut, whole: read.entries.length });
        worlds.set(name, { world, journal: read.entries, journalSeq: own.seq });
      } catch (e) {
        if (!(e instanceof Unreadable)) throw e;
        notices.push(setSandboxAside(path, name, e));
      }
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
  return { worlds, cut, notices, older: top.version < 2 };
}

/** The first of BASE, BASE.2, BASE.3... that is not taken: a file set aside earlier is never overwritten. */
function freeName(base: string, taken = (p: string) => existsSync(p)): string {
  if (!taken(base)) return base;
  let n = 2;
  while (taken(`${base}.${n}`)) n += 1;
  return `${base}.${n}`;
}

/**
 * A sandbox whose file or journal cannot be read is set aside (renamed to NAME.json.unreadable, with its journal
 * beside it: kept as it was, and no longer read), so the other worlds are served; the sandbox starts again from the
 * seed at its next call. When even the rename fails, the server stops, as for the default world.
 */
function setSandboxAside(path: string, name: string, why: Unreadable): string {
  const aside = freeName(`${path}.unreadable`, (p) => existsSync(p) || existsSync(journalOf(p)));
  try {
    renameSync(path, aside);
    if (existsSync(journalOf(path))) renameSync(journalOf(path), journalOf(aside));
  } catch {
    throw why;
  }
  const journal = existsSync(journalOf(aside)) ? ` (its journal as ${journalOf(aside)})` : '';
  return (
    `${why.what}: the sandbox "${name}" is set aside as ${aside}${journal} and starts again from the seed at its ` +
    'next call; the other worlds are served'
  );
}

/** The first of FILE.bak, FILE.bak.2, FILE.bak.3... that does not exist: an earlier backup is never overwritten. */
function freeBak(file: string): string {
  return freeName(`${file}.bak`, (p) => existsSync(p) || existsSync(journalOf(p)) || existsSync(sandboxDirOf(p)));
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

/** After a fold the disk refused, how many more calls before it is tried again (each try writes the world whole). */
const FOLD_RETRY_AFTER = 100;

/** A write that failed at run time, in one line (the answer of the call says the data could not be kept). */
function writeError(path: string, e: unknown): WriteRefused {
  const code = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
  return new WriteRefused(`--persist: cannot write ${path} (${code})`, code);
}

/** One world's file and journal. */
class WorldFile {
  private fd: number | null = null;
  /** The journal's length up to its last whole, synced line: where a refused write is cut back to. */
  private whole = 0;
  /** A refused write could not be cut back: the next one tries again first, and is refused if it still cannot. */
  private torn = false;
  private pending = { entries: 0, bytes: 0 };
  /** The fewest pending calls before the next fold (raised after a fold the disk refused). */
  private foldAt = 0;
  private readonly tmp: string;

  constructor(
    readonly path: string,
    private seq: number,
  ) {
    this.tmp = `${path}.tmp-${process.pid}`;
  }

  /**
   * Appends a call and syncs it; true when the journal is long enough to be folded in. A short write goes on until
   * the line is whole; a write the disk refuses (ENOSPC...) throws, and whatever part of the line reached the journal
   * is cut off again, so the journal holds only whole, acknowledged calls and the next one starts on a clean line.
   */
  append(world: string, call: CallRecord): boolean {
    const line = Buffer.from(`${JSON.stringify({ seq: this.seq + 1, world, ...call })}\n`);
    const journal = journalOf(this.path);
    try {
      if (this.fd === null) {
        this.fd = openSync(journal, 'a');
        this.whole = fstatSync(this.fd).size;
      }
      if (this.torn) this.cutBack();
      if (this.torn) throw Object.assign(new Error('a refused write could not be taken back'), { code: 'EIO' });
      writeWhole(this.fd, line);
      fdatasyncSync(this.fd);
    } catch (e) {
      this.cutBack();
      throw writeError(journal, e);
    }
    this.whole += line.length;
    this.seq += 1;
    this.pending.entries += 1;
    this.pending.bytes += line.length;
    const due = this.pending.entries >= COMPACT_AFTER.entries || this.pending.bytes >= COMPACT_AFTER.bytes;
    return due && this.pending.entries >= this.foldAt;
  }

  private cutBack(): void {
    if (this.fd === null) return;
    try {
      ftruncateSync(this.fd, this.whole);
      fdatasyncSync(this.fd);
      this.torn = false;
    } catch {
      // Left for the next write to try again; a restart sets a cut last line aside (it was never acknowledged).
      this.torn = true;
    }
  }

  /** A fold the disk refused: the journal keeps the calls, and the fold is tried again after some more of them. */
  foldLater(): void {
    this.foldAt = this.pending.entries + FOLD_RETRY_AFTER;
  }

  get unsaved(): boolean {
    return this.pending.entries > 0;
  }

  /**
   * Writes the world whole (a temporary file, synced, renamed over the old one: the file is always the old or the
   * new one), then empties the journal. A failed write leaves no temporary file behind, and the file and journal as
   * they were.
   */
  write(name: string, world: StoredWorld): void {
    const text = `{"format":"${STORE_FORMAT}","version":${STORE_VERSION},"dbVersion":${DB_VERSION},"journalSeq":${this.seq},"worlds":{${JSON.stringify(name)}:${JSON.stringify(world)}}}`;
    try {
      const fd = openSync(this.tmp, 'w');
      try {
        writeWhole(fd, Buffer.from(text));
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
    try {
      if (this.fd !== null) {
        ftruncateSync(this.fd, 0);
        fsyncSync(this.fd);
        this.whole = 0;
        this.torn = false;
      } else if (existsSync(journalOf(this.path))) {
        const fd = openSync(journalOf(this.path), 'r+');
        ftruncateSync(fd, 0);
        fsyncSync(fd);
        closeSync(fd);
      }
    } catch {
      // The journal keeps calls the file now holds too: a restart skips them, and appends go on after them.
    }
    this.pending = { entries: 0, bytes: 0 };
    this.foldAt = 0;
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
      if (world !== 'default') {
        try {
          mkdirSync(dirname(path), { recursive: true });
        } catch (e) {
          throw writeError(dirname(path), e);
        }
      }
      f = new WorldFile(path, seq);
      this.files.set(world, f);
    }
    return f;
  }

  /**
   * Takes in the worlds read from disk, once their journals are replayed: the writes cut short in a journal are set
   * aside (kept in JOURNAL.torn), then a world with a journal is folded into its file now (so appends start on a
   * clean line); a file of the older layout is written out as one file per world. Returns what a person should be
   * told (one line per journal with writes set aside).
   */
  open(loaded: LoadedStore | null): string[] {
    const notices = (loaded?.cut ?? []).map((c) => setCutAside(c));
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
    return notices;
  }

  /**
   * A call changed a world: on disk (its journal) when this returns, or a WriteRefused is thrown and nothing of it is
   * kept. Folding the journal into the file is for speed only: a fold the disk refuses leaves the call acknowledged
   * in the journal, and is tried again later.
   */
  append(world: string, call: CallRecord): void {
    const f = this.of(world);
    const full = f.append(world, call);
    this.writes += 1;
    if (!full) return;
    try {
      this.changed(world);
    } catch (e) {
      if (!(e instanceof PersistFileError)) throw e;
      f.foldLater();
    }
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

  /**
   * A world as its file and journal hold it now: every change acknowledged, nothing the disk refused (what a refused
   * change is taken back to). Null when the world has no file (it was never written).
   */
  kept(world: string): LoadedWorld | null {
    const path = worldFileOf(this.file, world);
    if (!existsSync(path)) return null;
    const own = worldsOf(path, this.file);
    const stored = own.worlds.get(world);
    if (!stored) return null;
    return { world: stored, journal: readJournal(path, own.seq, this.file).entries, journalSeq: own.seq };
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

  /**
   * Folds every journal into its file and lets the files go. Never throws: a fold the disk refuses (a full disk) leaves
   * that journal as it is, holding every call, read at the next start. Returns one line per journal left so.
   */
  close(): string[] {
    const left: string[] = [];
    for (const [name, f] of this.files) {
      if (!f.unsaved) continue;
      try {
        this.changed(name);
      } catch (e) {
        const why = e instanceof WriteRefused ? e.reason : e instanceof Error ? e.message : String(e);
        left.push(
          `${journalOf(f.path)} keeps its calls (folding them into ${f.path} failed: ${why}); they are read at the next start`,
        );
      }
    }
    for (const f of this.files.values()) f.close();
    return left;
  }
}

/**
 * Keeps the bytes of writes cut short in a journal in JOURNAL.torn (or .torn.2...: an earlier one is never
 * overwritten) before the journal is folded and emptied; the notice says where. Disk full still: the start stops in
 * one line, and the journal is left as it was.
 */
function setCutAside(c: CutWrites): string {
  const aside = freeName(`${c.journal}.torn`);
  const bytes = Buffer.concat(c.bytes.flatMap((b) => [b, Buffer.from('\n')]));
  let fd: number | null = null;
  try {
    fd = openSync(aside, 'wx');
    writeWhole(fd, bytes);
    fsyncSync(fd);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    if (fd !== null) {
      closeSync(fd);
      rmSync(aside, { force: true });
    }
    throw new PersistFileError(
      `${c.journal} ends in a write cut short, which cannot be set aside in ${aside} (${code}). Free some space ` +
        'and start again; the file and journal are left as they were.',
    );
  }
  closeSync(fd);
  const writes = c.bytes.length === 1 ? 'a write' : `${c.bytes.length} writes`;
  return (
    `${c.journal} held ${writes} cut short (a full disk, or a stop mid-write): ${bytes.length} ` +
    `bytes set aside in ${aside}; its ${c.whole} whole calls are kept`
  );
}

import {
  closeSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SeedRef } from '../backend';
import type { ClockState } from '../clock';
import { DB_VERSION, type DbData } from '../db';
import type { PendingFault } from '../faults';
import { type JournalEntry, journalLines } from './journalLines';

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
/** Where uploaded files are kept: FILE.objects/WORLD/KEY (mirage/node/objectFiles.ts). */
export const objectsDirOf = (file: string): string => `${file}.objects`;
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
export function freeName(base: string, taken = (p: string) => existsSync(p)): string {
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
  return freeName(
    `${file}.bak`,
    (p) => existsSync(p) || existsSync(journalOf(p)) || existsSync(sandboxDirOf(p)) || existsSync(objectsDirOf(p)),
  );
}

/**
 * --reset: the old file, its journal, its sandboxes and its uploaded files are kept under a backup name (FILE.bak, or
 * FILE.bak.2 when FILE.bak is taken: an older backup is never overwritten); the server starts from the seed. Null
 * when there was nothing to keep.
 */
export function backUpStore(file: string): string | null {
  const parts = [file, journalOf(file), sandboxDirOf(file), objectsDirOf(file)];
  if (!parts.some((p) => existsSync(p))) return null;
  const bak = freeBak(file);
  if (existsSync(journalOf(file))) renameSync(journalOf(file), journalOf(bak));
  if (existsSync(sandboxDirOf(file))) renameSync(sandboxDirOf(file), sandboxDirOf(bak));
  if (existsSync(objectsDirOf(file))) renameSync(objectsDirOf(file), objectsDirOf(bak));
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

/**
 * One world as its own file and journal hold it now (what was acknowledged), or null when it has no file. `main`: the
 * --persist file, for the way out of a refusal.
 */
export function readKept(path: string, world: string, main: string): LoadedWorld | null {
  if (!existsSync(path)) return null;
  const own = worldsOf(path, main);
  const stored = own.worlds.get(world);
  if (!stored) return null;
  return { world: stored, journal: readJournal(path, own.seq, main).entries, journalSeq: own.seq };
}

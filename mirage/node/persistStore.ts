import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { CallRecord } from '../backend';
import { DB_VERSION } from '../db';
import {
  type CutWrites,
  freeName,
  journalOf,
  type LoadedStore,
  type LoadedWorld,
  PersistFileError,
  readKept,
  STORE_FORMAT,
  STORE_VERSION,
  type StoredWorld,
  worldFileOf,
  WriteRefused,
} from './persistFile';
import { fsyncDir, replaceWhole, writeWhole } from './writeWhole';

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
      replaceWhole(this.path, this.tmp, Buffer.from(text));
    } catch (e) {
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
    return readKept(worldFileOf(this.file, world), world, this.file);
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

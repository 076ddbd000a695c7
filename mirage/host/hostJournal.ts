import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { journalOf, PersistFileError } from '../node/persistFile';
import { applyOp, emptyState, type HostOp, type HostState } from './hostState';
import type { PendingDelivery, TriesRecord } from './linkStore';

/**
 * What the journal keeps beside the links: the wrong-passcode counts and the webhook's pending deliveries, so a
 * restart neither gives a guesser their tries back nor drops a POST still to be made.
 */
export interface HostAside {
  tries: Record<string, TriesRecord>;
  deliveries: Record<string, PendingDelivery>;
}
export type AsideOp =
  | { op: 'tries'; link: string; tries: TriesRecord }
  | { op: 'triesClear'; link: string }
  | { op: 'delivery'; delivery: PendingDelivery }
  | { op: 'delivered'; id: string };
export type JournalOp = HostOp | AsideOp;

const emptyAside = (): HostAside => ({ tries: Object.create(null), deliveries: Object.create(null) });

function applyAside(a: HostAside, o: AsideOp): void {
  switch (o.op) {
    case 'tries':
      a.tries[o.link] = o.tries;
      return;
    case 'triesClear':
      delete a.tries[o.link];
      return;
    case 'delivery':
      a.deliveries[o.delivery.id] = o.delivery;
      return;
    case 'delivered':
      delete a.deliveries[o.id];
  }
}

const isAside = (o: JournalOp): o is AsideOp =>
  o.op === 'tries' || o.op === 'triesClear' || o.op === 'delivery' || o.op === 'delivered';
const applyLine = (state: HostState, aside: HostAside, o: JournalOp): void =>
  isAside(o) ? applyAside(aside, o) : applyOp(state, o);

/** Where the host keeps its links, openings and events beside the fake's --persist file. */
export const hostFileOf = (persistFile: string): string => `${persistFile}.links.json`;

const FORMAT = 'demo-host';
const COMPACT_AFTER = 1000;

/**
 * The host's state on disk, as the fake keeps its worlds (mirage/node/persistFile.ts): a change is one line of the
 * journal, synced before its answer leaves, so kill -9 loses nothing acknowledged; now and then the state is written
 * whole (a temporary file, synced, renamed) and the journal emptied. Without a file it lives in memory only.
 */
export class HostJournal {
  readonly state: HostState;
  readonly aside: HostAside;
  private fd: number | null = null;
  private since = 0;

  constructor(private readonly file: string | null) {
    const read = file ? load(file) : { state: emptyState(), aside: emptyAside() };
    this.state = read.state;
    this.aside = read.aside;
    if (file && existsSync(journalOf(file))) this.compact();
  }

  /** Applies a change and, with a file, has it on disk when this returns. */
  commit(op: JournalOp): void {
    applyLine(this.state, this.aside, op);
    if (!this.file) return;
    const path = journalOf(this.file);
    try {
      this.fd ??= openSync(path, 'a');
      writeSync(this.fd, `${JSON.stringify(op)}\n`);
      fdatasyncSync(this.fd);
    } catch (e) {
      throw new PersistFileError(`--persist: cannot write ${path} (${(e as NodeJS.ErrnoException).code ?? e})`);
    }
    if (++this.since >= COMPACT_AFTER) this.compact();
  }

  /** Writes the state whole, then empties the journal. */
  compact(): void {
    if (!this.file) return;
    const tmp = `${this.file}.tmp-${process.pid}`;
    try {
      const fd = openSync(tmp, 'w');
      try {
        writeSync(fd, JSON.stringify({ format: FORMAT, version: 1, ...this.state, ...this.aside }));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, this.file);
    } catch (e) {
      rmSync(tmp, { force: true });
      throw new PersistFileError(`--persist: cannot write ${this.file} (${(e as NodeJS.ErrnoException).code ?? e})`);
    }
    const fd = this.fd ?? openSync(journalOf(this.file), 'a');
    ftruncateSync(fd, 0);
    fsyncSync(fd);
    if (this.fd === null) closeSync(fd);
    this.since = 0;
  }

  close(): void {
    if (this.file && this.since > 0) this.compact();
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** The file, then its journal's lines in order; a last line cut short by a crash was never acknowledged. */
function load(file: string): { state: HostState; aside: HostAside } {
  const state = emptyState();
  const aside = emptyAside();
  if (existsSync(file)) {
    let read: Partial<HostState & HostAside> & { format?: string };
    try {
      read = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new PersistFileError(`${file} is not a demo host's file: move it away or pass another --persist file`);
    }
    if (read.format !== FORMAT)
      throw new PersistFileError(`${file} is not a demo host's file: move it away or pass another --persist file`);
    Object.assign(state.links, read.links);
    Object.assign(state.openings, read.openings);
    // Files written before the counts and deliveries were kept have neither.
    Object.assign(aside.tries, read.tries);
    Object.assign(aside.deliveries, read.deliveries);
  }
  const journal = journalOf(file);
  if (!existsSync(journal)) return { state, aside };
  for (const line of readFileSync(journal, 'utf8').split('\n')) {
    if (!line) continue;
    try {
      applyLine(state, aside, JSON.parse(line) as JournalOp);
    } catch {
      // A line cut short: the crash came before it was synced, so its answer never left.
    }
  }
  return { state, aside };
}

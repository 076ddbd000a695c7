import type { Backend, CallRecord } from '../backend';
import {
  backUpStore,
  checkWritable,
  copyStoreAside,
  type JournalEntry,
  loadStore,
  lockStore,
  type LoadedStore,
  type StoredWorld,
  WriteRefused,
} from './persistFile';
import { Store } from './persistStore';
import { SANDBOX_NAME, type World, type Worlds } from './worlds';

/** The --persist file as the server holds it while it runs. */
export interface Persistence {
  store: Store;
  notices: string[];
  release(): void;
}

/** A world as its file keeps it: how its seed built it while no call has changed it, else its records. */
export function snapshotOf(worlds: Worlds, name: string): StoredWorld | null {
  const w = worlds.find(name);
  if (!w) return null;
  const b = w.backend;
  const from = b.seedRef();
  return {
    ...(from ? { from } : { db: b.db }),
    clock: b.clock.snapshot(),
    faults: b.faults.pending(),
    createdAt: w.createdAt,
    rand: b.randState(),
  };
}

/**
 * Takes the --persist file once the server is listening: the lock first (a second server on the file stops here,
 * before anything is read or moved), then --reset (the old file kept under a backup name), then the worlds and the
 * calls their journals hold, replayed in order. Throws a PersistFileError, one line, with the file left as it was.
 */
export function openPersistence(
  file: string,
  opts: { reset?: boolean; seed: number; scenario: string },
  worlds: Worlds,
): Persistence {
  checkWritable(file);
  const lock = lockStore(file);
  const notices: string[] = lock.notice ? [lock.notice] : [];
  try {
    if (opts.reset) {
      const bak = backUpStore(file);
      if (bak) notices.push(`--reset: starting from the seed; the old file is kept as ${bak}`);
    }
    const loaded: LoadedStore | null = loadStore(file, opts, (name) => SANDBOX_NAME.test(name));
    if (loaded) notices.push(...loaded.notices);
    if (loaded?.older) {
      // Kept before the upgrade writes anything: an older checkout reads only the older layout.
      const bak = copyStoreAside(file);
      notices.push(`${file} is of an older layout: upgrading it; the original is kept as ${bak}`);
    }
    const store = new Store(file, (name) => snapshotOf(worlds, name));
    for (const [name, w] of loaded?.worlds ?? []) worlds.restore(name, w.world);
    // The calls acknowledged after a world was last written whole (a crash, kill -9), replayed in order.
    for (const [name, w] of loaded?.worlds ?? []) {
      const world = worlds.find(name);
      if (!world) continue;
      for (const m of replay(world.backend, w.journal)) {
        notices.push(`${file}: ${name}'s call ${m.seq} (${m.path}) answered ${m.got} on replay, not ${m.code}`);
      }
    }
    notices.push(...store.open(loaded));
    return { store, notices, release: lock.release };
  } catch (e) {
    lock.release();
    throw e;
  }
}

/** Replays journaled calls in order; the calls that answered another code than they did (there should be none). */
function replay(b: Backend, journal: JournalEntry[]): (JournalEntry & { got: number })[] {
  const mismatched: (JournalEntry & { got: number })[] = [];
  for (const entry of journal) {
    const got = b.replay(entry);
    if (got !== entry.code) mismatched.push({ ...entry, got });
  }
  return mismatched;
}

/**
 * How the worlds tell the store of a change: a call (journaled), anything else (that world written whole). A change
 * the disk refuses (a full disk) throws a WriteRefused, which the call answers, and is taken back first: the world
 * is again what its file and journal hold, so nothing refused is ever seen, and a restart finds what was served.
 */
export function storeChange(p: { store?: Store }, worlds: Worlds, w: World, call?: CallRecord): void {
  const store = p.store;
  if (!store) return;
  try {
    if (call) store.append(w.name, call);
    else store.changed(w.name);
  } catch (e) {
    if (e instanceof WriteRefused) takeBack(store, worlds, w, call, e);
    throw e;
  }
}

function takeBack(store: Store, worlds: Worlds, w: World, call: CallRecord | undefined, refused: WriteRefused): void {
  try {
    const kept = store.kept(w.name);
    // A world whose first write was refused was never kept: it goes (a later call makes it again).
    if (!kept) {
      worlds.forget(w.name);
      return;
    }
    const b = worlds.rebuild(w, kept.world);
    replay(b, kept.journal);
    // Where the generator stood before the refused call (reads since the last write moved it too).
    if (call) b.setRandState(call.rand);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new WriteRefused(
      `${refused.message}; and ${w.name} could not be read back from its file (${why})`,
      refused.reason,
    );
  }
}

import type { CallRecord } from '../backend';
import {
  backUpStore,
  checkWritable,
  copyStoreAside,
  loadStore,
  lockStore,
  type LoadedStore,
  Store,
  type StoredWorld,
} from './persistFile';
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
      for (const entry of w.journal) {
        const code = world ? world.backend.replay(entry) : null;
        if (code !== entry.code) {
          notices.push(
            `${file}: ${name}'s call ${entry.seq} (${entry.path}) answered ${code} on replay, not ${entry.code}`,
          );
        }
      }
    }
    store.open(loaded);
    return { store, notices, release: lock.release };
  } catch (e) {
    lock.release();
    throw e;
  }
}

/** How the worlds tell the store of a change: a call (journaled), anything else (that world written whole). */
export function storeChange(p: { store?: Store }, w: World, call?: CallRecord): void {
  if (!p.store) return;
  if (call) p.store.append(w.name, call);
  else p.store.changed(w.name);
}

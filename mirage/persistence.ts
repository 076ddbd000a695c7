import { type ClockState, isClockState } from './clock';
import { DB_VERSION, type DbData } from './db';
import type { PendingFault } from './faults';

/** Where the fake server keeps its database between page loads: localStorage in demo, the tab in test, none in Node. */
export type PersistenceKind = 'local' | 'session' | 'none';

export interface Snapshot {
  db: DbData;
  clock: ClockState;
  faults?: PendingFault[];
  /** The seeded generator's position: after a reload, new sign-ins get new tokens, not those issued before. */
  rand?: number;
}

const KEY = 'console.fakeServer.v1';

function storage(kind: PersistenceKind): Storage | null {
  if (kind === 'none' || typeof window === 'undefined') return null;
  return kind === 'local' ? window.localStorage : window.sessionStorage;
}

export function loadSnapshot(kind: PersistenceKind): Snapshot | null {
  const s = storage(kind);
  const raw = s?.getItem(KEY);
  if (!raw) return null;
  try {
    const snap = JSON.parse(raw) as Snapshot;
    // A clock out of range (an earlier version let one be saved) starts the demo from the seed rather than not at all.
    return snap.db?.version === DB_VERSION && isClockState(snap.clock) ? snap : null;
  } catch {
    return null;
  }
}

export function saveSnapshot(kind: PersistenceKind, snap: Snapshot): void {
  try {
    storage(kind)?.setItem(KEY, JSON.stringify(snap));
  } catch {
    // Storage full or denied: the demo goes on in memory; a reload then restarts from the seed.
  }
}

export function clearSnapshot(kind: PersistenceKind): void {
  storage(kind)?.removeItem(KEY);
}

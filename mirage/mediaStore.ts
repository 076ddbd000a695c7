/**
 * The fake object storage: the bytes a person uploads in demo and test modes. They stay in the browser: in memory
 * (test, and Node), and in IndexedDB too in demo mode, so an uploaded avatar or voice still plays after a reload;
 * fake:serve --persist keeps uploads on disk too (an ObjectBacking, mirage/node/objectFiles.ts).
 * The database keeps only the key; the playable object URL is made again on each boot.
 */
const DB_NAME = 'console.fakeOss';
const STORE = 'objects';

interface Entry {
  blob: Blob;
  url: string;
  /** A made sound's or video's length, in seconds (0: not known, as for an upload). */
  seconds: number;
}

/**
 * Objects by world and key (each call names its world's scope, `ctx.media`; '' is the default world), oldest first: a Map keeps insertion order, and a put moves its key
 * to the end, so a world's size cap drops its least recently stored ones.
 */
const objects = new Map<string, Entry>();
/** The bytes kept by each world (its scope). */
const bytesOf = new Map<string, number>();
/**
 * The most bytes one world keeps (fake:serve --max-storage, per sandbox): over it, that world's oldest objects are
 * dropped, never another world's. The browser keeps what the tab uploads.
 */
export const DEFAULT_MEDIA_CAP = 128 * 1024 * 1024;
let capBytes = DEFAULT_MEDIA_CAP;
let persist = false;
const scoped = (key: string, s: string): string => (s ? `${s}\u0000${key}` : key);
/** Signs the upload targets this store hands out, so a PUT is taken only with an address it issued. */
const secret = Array.from(globalThis.crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');
/** Where the upload target is served: the API base plus this path. */
export const FAKE_OSS_PATH = '/fakeOss/putObject';
let apiBase = '/api';
/** How a stored object is read back: an object URL in the browser; an address the Node server serves there. */
let servedAt: ((key: string, scope: string) => string) | null = null;

/** An object kept on disk: its key, its world (scope) and its bytes. */
export interface KeptObject {
  key: string;
  scope: string;
  bytes: Uint8Array;
}

/**
 * Where uploads are kept besides memory, in Node (fake:serve --persist: mirage/node/objectFiles.ts). Only uploads and
 * their copies are written: a file the server makes (a video, speech) is made again from its recipe when asked for.
 * The browser has none (it keeps IndexedDB in demo mode).
 */
export interface ObjectBacking {
  /** Writes an upload whole before the store takes it; throws (the disk refused: nothing is stored). */
  keep(key: string, scope: string, bytes: Uint8Array): void;
  /** Copies a kept object into another scope; false when `from` has none on disk (a made file). */
  copy(key: string, from: string, to: string): boolean;
  remove(key: string, scope: string): void;
  clear(scope: string): void;
  /** Every kept object of the scopes `keepScope` takes (the others' files are removed). */
  load(keepScope: (scope: string) => boolean): KeptObject[];
}
let backing: ObjectBacking | null = null;

/** Where the seeded clips are served from ('' : the page's own origin, as in the browser). */
let seededOrigin = '';

export function configureMediaStore(opts: {
  baseUrl: string;
  persist: boolean;
  servedAt?: (key: string, scope: string) => string;
  /**
   * The origin the seeded clips are served at, for answers read from another origin (fake:serve: its own, or
   * --public-url behind a proxy): a console served elsewhere would resolve a root-relative address against itself.
   */
  seededOrigin?: string;
  /** Each world's size cap (bytes). */
  capBytes?: number;
  /** Where uploads are kept on disk (fake:serve --persist); none: memory only. */
  backing?: ObjectBacking;
}): void {
  apiBase = opts.baseUrl.replace(/\/+$/, '');
  persist = opts.persist && typeof indexedDB !== 'undefined';
  servedAt = opts.servedAt ?? null;
  capBytes = opts.capBytes ?? DEFAULT_MEDIA_CAP;
  seededOrigin = (opts.seededOrigin ?? '').replace(/\/+$/, '');
  backing = opts.backing ?? null;
}

/**
 * Takes back what the backing kept (fake:serve --persist, at start, before the first request): the uploads of the
 * scopes `keepScope` takes, the others' removed. Returns how many objects were taken back.
 */
export function loadBackedObjects(keepScope: (scope: string) => boolean): number {
  const kept = backing?.load(keepScope) ?? [];
  for (const o of kept) putObject(o.key, new Blob([o.bytes as Uint8Array<ArrayBuffer>]), o.scope);
  return kept.length;
}

/** A seeded clip's address as answers give it: absolute when the server names its origin. */
export const seededUrl = (path: string): string =>
  seededOrigin && path.startsWith('/') ? `${seededOrigin}${path}` : path;

/** A short keyed hash (FNV-1a) of the world, the key and the process's secret. */
export function uploadSignature(key: string, s: string): string {
  let h = 0x811c9dc5;
  const text = `${secret}|${s}|${key}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

/** The address a PUT of the object goes to: signed, and naming its world (a client may send no sandbox header). */
export const uploadTarget = (key: string, scope: string): string =>
  `${apiBase}${FAKE_OSS_PATH}?key=${encodeURIComponent(key)}&sig=${uploadSignature(key, scope)}${scope ? `&sandbox=${encodeURIComponent(scope)}` : ''}`;

const objectUrl = (blob: Blob): string =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : `blob:memory/${Math.random()}`;

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Loads what earlier visits stored (demo mode); resolves even when IndexedDB is refused. */
export async function loadMediaStore(): Promise<void> {
  if (!persist) return;
  try {
    const db = await openDb();
    await new Promise<void>((resolve) => {
      const tx = db.transaction(STORE, 'readonly');
      const req = tx.objectStore(STORE).openCursor();
      req.onsuccess = () => {
        const c = req.result;
        if (!c) return resolve();
        const blob = c.value as Blob;
        objects.set(String(c.key), { blob, url: objectUrl(blob), seconds: 0 });
        bytesOf.set('', (bytesOf.get('') ?? 0) + blob.size);
        c.continue();
      };
      req.onerror = () => resolve();
    });
    db.close();
  } catch {
    // Private windows may refuse IndexedDB: uploads then last as long as the page.
  }
}

const scopeOfId = (id: string): string => {
  const cut = id.indexOf('\u0000');
  return cut < 0 ? '' : id.slice(0, cut);
};

/** `forget`: its file on disk goes too (not when it is being replaced, nor when its whole scope's folder goes). */
function drop(id: string, forget = true): void {
  const old = objects.get(id);
  if (!old) return;
  if (forget && backing) {
    const s = scopeOfId(id);
    backing.remove(s ? id.slice(s.length + 1) : id, s);
  }
  if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(old.url);
  const s = scopeOfId(id);
  bytesOf.set(s, (bytesOf.get(s) ?? 0) - old.blob.size);
  objects.delete(id);
}

/**
 * Stores an object in a world (its scope); false (nothing stored) when it alone is over a world's size cap. That
 * world's oldest objects make room. `upload`: the bytes of an upload, which the backing (if any) writes first: a write
 * it refuses throws, and nothing is stored.
 */
export function putObject(key: string, blob: Blob, scope: string, seconds = 0, upload?: Uint8Array): boolean {
  if (blob.size > capBytes) return false;
  if (upload) backing?.keep(key, scope, upload);
  const id = scoped(key, scope);
  // An upload's file was just written over the old one; anything else is kept in memory only, so the old file goes.
  drop(id, !upload);
  for (const oldest of objects.keys()) {
    if ((bytesOf.get(scope) ?? 0) + blob.size <= capBytes) break;
    if (scopeOfId(oldest) === scope) drop(oldest);
  }
  objects.set(id, { blob, url: objectUrl(blob), seconds });
  bytesOf.set(scope, (bytesOf.get(scope) ?? 0) + blob.size);
  if (!persist) return true;
  void openDb()
    .then((db) => {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(blob, key);
      tx.oncomplete = () => db.close();
    })
    .catch(() => {});
  return true;
}

/**
 * What the handlers learned from the store during one call, so the call can be replayed from the --persist journal
 * with the same answers after the objects themselves are gone (they live in memory only).
 */
export type MediaFacts = Record<string, boolean | number>;
let recording: MediaFacts | null = null;
let replaying: MediaFacts | null = null;

export function recordMediaFacts(facts: MediaFacts | null): void {
  recording = facts;
}

export function replayMediaFacts(facts: MediaFacts | null): void {
  replaying = facts;
}

function fact<T extends boolean | number>(name: string, live: () => T): T {
  if (replaying) return (replaying[name] as T | undefined) ?? live();
  const value = live();
  if (recording) recording[name] = value;
  return value;
}

export const hasObject = (key: string, scope: string): boolean =>
  fact(`has:${key}`, () => objects.has(scoped(key, scope)));
export const objectSize = (key: string, scope: string): number =>
  fact(`size:${key}`, () => objects.get(scoped(key, scope))?.blob.size ?? 0);
/** How long a made file plays, in seconds: 0 when it is not made (or its length is not known). */
export const objectSeconds = (key: string, scope: string): number =>
  fact(`seconds:${key}`, () => objects.get(scoped(key, scope))?.seconds ?? 0);
export const mediaUrl = (key: string, scope: string): string =>
  objects.has(scoped(key, scope)) ? (servedAt?.(key, scope) ?? objects.get(scoped(key, scope))?.url ?? '') : '';
/** The bytes of a stored object of a world (the Node server answers reads of it). */
export const objectBlob = (key: string, s: string): Blob | undefined => objects.get(scoped(key, s))?.blob;

/** The objects of one world: how many and their bytes (the sandbox list shows them). */
export function scopeUsage(s: string): { objects: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  const prefix = s ? `${s}\u0000` : null;
  for (const [id, e] of objects) {
    if (prefix ? id.startsWith(prefix) : !id.includes('\u0000')) {
      count += 1;
      bytes += e.blob.size;
    }
  }
  return { objects: count, bytes };
}

/**
 * Puts every object of one scope in another, under the same keys (a demo link's copy of a seller's data names the
 * seller's files): the same bytes, not copied (a Blob never changes), each counted under the cap of `to`.
 */
export function copyScope(from: string, to: string): void {
  const prefix = from ? `${from}\u0000` : null;
  for (const [id, e] of [...objects]) {
    if (prefix ? !id.startsWith(prefix) : id.includes('\u0000')) continue;
    const key = prefix ? id.slice(prefix.length) : id;
    putObject(key, e.blob, to, e.seconds);
    // On disk too when `from` keeps it there (an upload; a made file is made again): a link's files outlive a restart.
    try {
      backing?.copy(key, from, to);
    } catch (err) {
      drop(scoped(key, to));
      throw err;
    }
  }
}

/** Demo reset of a world: the uploaded files go with the data that named them. */
export function clearMediaStore(s: string): void {
  const prefix = s ? `${s}\u0000` : null;
  for (const id of [...objects.keys()]) if (prefix ? id.startsWith(prefix) : !id.includes('\u0000')) drop(id, false);
  backing?.clear(s);
  if (!persist) return;
  void openDb()
    .then((db) => {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).clear();
      tx.oncomplete = () => db.close();
    })
    .catch(() => {});
}

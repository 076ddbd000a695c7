/**
 * The fake object storage: the bytes a person uploads in demo and test modes. They stay in the browser: in memory
 * (test, and Node), and in IndexedDB too in demo mode, so an uploaded avatar or voice still plays after a reload.
 * The database keeps only the key; the playable object URL is made again on each boot.
 */
const DB_NAME = 'console.fakeOss';
const STORE = 'objects';

interface Entry {
  blob: Blob;
  url: string;
}

const objects = new Map<string, Entry>();
let persist = false;
/** Where the upload target is served: the API base plus this path. */
export const FAKE_OSS_PATH = '/fakeOss/putObject';
let apiBase = '/api';
/** How a stored object is read back: an object URL in the browser; an address the Node server serves there. */
let servedAt: ((key: string) => string) | null = null;

export function configureMediaStore(opts: {
  baseUrl: string;
  persist: boolean;
  servedAt?: (key: string) => string;
}): void {
  apiBase = opts.baseUrl.replace(/\/+$/, '');
  persist = opts.persist && typeof indexedDB !== 'undefined';
  servedAt = opts.servedAt ?? null;
}

export const uploadTarget = (key: string): string => `${apiBase}${FAKE_OSS_PATH}?key=${encodeURIComponent(key)}`;

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
        objects.set(String(c.key), { blob, url: objectUrl(blob) });
        c.continue();
      };
      req.onerror = () => resolve();
    });
    db.close();
  } catch {
    // Private windows may refuse IndexedDB: uploads then last as long as the page.
  }
}

export function putObject(key: string, blob: Blob): void {
  const old = objects.get(key);
  if (old && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(old.url);
  objects.set(key, { blob, url: objectUrl(blob) });
  if (!persist) return;
  void openDb()
    .then((db) => {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(blob, key);
      tx.oncomplete = () => db.close();
    })
    .catch(() => {});
}

export const hasObject = (key: string): boolean => objects.has(key);
export const objectSize = (key: string): number => objects.get(key)?.blob.size ?? 0;
export const mediaUrl = (key: string): string =>
  objects.has(key) ? (servedAt?.(key) ?? objects.get(key)?.url ?? '') : '';
/** The bytes of a stored object (the Node server answers reads of it). */
export const objectBlob = (key: string): Blob | undefined => objects.get(key)?.blob;

/** Demo reset: the uploaded files go with the data that named them. */
export function clearMediaStore(): void {
  objects.clear();
  if (!persist) return;
  void openDb()
    .then((db) => {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).clear();
      tx.oncomplete = () => db.close();
    })
    .catch(() => {});
}

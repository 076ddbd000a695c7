/** The little of Web Storage the stores need; a map stands in where there is none (unit tests in Node). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

/** localStorage when the page has one (a private window may refuse it: then choices last for the tab only). */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
  } catch {
    // Access denied: fall through.
  }
  return memoryStorage();
}

export function readJson<T>(storage: KeyValueStorage, key: string): Partial<T> | null {
  try {
    const raw = storage.getItem(key);
    const v: unknown = raw ? JSON.parse(raw) : null;
    return v && typeof v === 'object' ? (v as Partial<T>) : null;
  } catch {
    return null;
  }
}

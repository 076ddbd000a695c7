import { makeAutoObservable } from 'mobx';

export type ErrorKind = 'error' | 'rejection' | 'render';

export interface ErrorLogEntry {
  id: number;
  kind: ErrorKind;
  message: string;
  stack: string;
  /** The console page (hash path) it happened on. */
  where: string;
  time: number;
}

/** Enough to see what went wrong without the log growing for a whole working day. */
export const MAX_ERRORS = 50;

/** Describes whatever was thrown (an Error, a string, an object, nothing). */
export function describeError(reason: unknown): { message: string; stack: string } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? '' };
  if (typeof reason === 'string') return { message: reason, stack: '' };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: '' };
  } catch {
    return { message: String(reason), stack: '' };
  }
}

/**
 * Uncaught errors, rejected promises and page crashes, collected in every mode (production too: docs/product.md),
 * newest first, shown from the top bar.
 */
export class ErrorLogStore {
  entries: ErrorLogEntry[] = [];
  private nextId = 1;

  constructor() {
    makeAutoObservable<this, 'nextId'>(this, { nextId: false });
  }

  get count(): number {
    return this.entries.length;
  }

  add(kind: ErrorKind, reason: unknown, where: string, time: number = Date.now()): ErrorLogEntry {
    const entry: ErrorLogEntry = { id: this.nextId++, kind, ...describeError(reason), where, time };
    this.entries = [entry, ...this.entries].slice(0, MAX_ERRORS);
    return entry;
  }

  clear(): void {
    this.entries = [];
  }
}

import type { ServerMessageKey } from '../src/api/contract';
import { CODE_ILLEGAL_TOKEN, CODE_OTHER_CLIENT, CODE_TOKEN_EXPIRED, CODE_TOKEN_MISSING } from '../src/domain/constants';

/**
 * Fault injection: make the next N calls to a path answer a chosen code, a network error or a timeout; and chaos,
 * a share of all calls failing at random. Kept apart from the handlers so the rules stay clean.
 */
export type Fault = number | 'network' | 'timeout';

export interface ChaosSettings {
  /** 0..1: the share of calls that fail. */
  rate: number;
}

export interface PendingFault {
  path: string;
  fault: Fault;
  left: number;
}

export class Faults {
  private readonly queue = new Map<string, { fault: Fault; left: number }>();
  chaos: ChaosSettings = { rate: 0 };
  /** How many calls chaos has failed so far. */
  chaosHits = 0;
  /** Whether the last fault taken was an injected one (the queue changed: a persisted server saves it). */
  tookInjected = false;
  private readonly rand: () => number;

  constructor(rand: () => number) {
    this.rand = rand;
  }

  /** The next `times` calls to `path` answer `fault`. */
  fail(path: string, fault: Fault, times = 1): void {
    this.queue.set(normalizePath(path), { fault, left: Math.max(1, Math.floor(times)) });
  }

  clear(): void {
    this.queue.clear();
    this.chaos = { rate: 0 };
  }

  /** Takes the fault for this call, if any (an injected one first, then chaos). */
  take(path: string): Fault | null {
    const key = normalizePath(path);
    const f = this.queue.get(key);
    this.tookInjected = !!f;
    if (f) {
      f.left -= 1;
      if (f.left <= 0) this.queue.delete(key);
      return f.fault;
    }
    if (this.chaos.rate > 0 && this.rand() < this.chaos.rate) {
      this.chaosHits += 1;
      const kinds: Fault[] = ['network', 'timeout', 50000];
      return kinds[Math.floor(this.rand() * kinds.length)];
    }
    return null;
  }

  pending(): PendingFault[] {
    return [...this.queue].map(([path, v]) => ({ path, ...v }));
  }

  /** Injected faults survive a reload (a demo can show a failing first load). */
  restore(list: readonly PendingFault[]): void {
    for (const f of list) this.queue.set(f.path, { fault: f.fault, left: f.left });
  }
}

/** '/api/userInfo/getUserInfo?x=1' and 'userInfo/getUserInfo' name the same call. */
export function normalizePath(path: string): string {
  const p = path.split('?')[0].replace(/^https?:\/\/[^/]+/, '');
  const withSlash = p.startsWith('/') ? p : `/${p}`;
  return withSlash.replace(/^\/api(?=\/)/, '');
}

/**
 * The transport (src/app/fakeServer.ts) takes the fault for a call before it leaves, raises a network error
 * itself, and passes any other fault to the server in this header.
 */
export const FAULT_HEADER = 'x-fake-fault';

export function parseFault(v: string | undefined): Fault | null {
  if (!v) return null;
  if (v === 'network' || v === 'timeout') return v;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/**
 * The message the service sends with a code, so an injected fault reads exactly as the real one would: a session
 * code says the session's state, and 50000 (or any other failure code) is the service's plain 'operation failed'.
 */
export function faultMessageKey(code: number): ServerMessageKey {
  if (code === CODE_TOKEN_MISSING) return 'tokenInvalid';
  if (code === CODE_ILLEGAL_TOKEN) return 'illegalToken';
  if (code === CODE_OTHER_CLIENT) return 'signedInElsewhere';
  if (code === CODE_TOKEN_EXPIRED) return 'tokenExpired';
  // -1 (a warning) and 50000 alike: the service's own words for a failure it gives no reason for.
  return 'operationFailed';
}

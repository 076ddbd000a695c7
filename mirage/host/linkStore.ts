import type { HostOp, LinkRecord, Opening } from './hostState';

/**
 * A store that cannot be reached just now (Redis stopped or out of reach): the call was not done, and may be tried
 * again. The host answers 503 with Retry-After in the caller's language (demoHost.ts); its other calls go on.
 */
export class StoreAway extends Error {}

/** A link's wrong passcodes in a row, and until when it takes no try (0: no wait now). */
export interface TriesRecord {
  count: number;
  until: number;
}

/** Where the wrong-passcode counts are kept (the rule itself is WrongTries, mirage/host/passcode.ts). */
export interface TriesStore {
  get(linkId: string): Promise<TriesRecord | null>;
  /** Counts one more wrong try, at once for every instance; the count after it. */
  increment(linkId: string): Promise<number>;
  setUntil(linkId: string, until: number): Promise<void>;
  clear(linkId: string): Promise<void>;
}

/** A webhook POST not yet answered 2xx: its signed body, the tries made, and when it may be taken (real ms). */
export interface PendingDelivery {
  id: string;
  body: string;
  tried: number;
  dueAt: number;
}

/** The webhook's pending deliveries (the sending and its backoff are Webhook's, mirage/host/webhook.ts). */
export interface DeliveryQueue {
  /** Keeps a delivery (new, or with its next try): kept when this resolves. */
  put(d: PendingDelivery): Promise<void>;
  /**
   * Takes up to `max` deliveries due at `now`, each moved to `now + leaseMs` in the same step: no other taker gets
   * it meanwhile, and should the taker die, it is due again after the lease.
   */
  claim(now: number, leaseMs: number, max: number): Promise<PendingDelivery[]>;
  done(id: string): Promise<void>;
}

/**
 * Where the demo host keeps its links, their openings and events, the wrong-passcode counts and the webhook's
 * pending deliveries: the one place the link rules (mirage/host/linkApi.ts, demoHost.ts) read and write. Two
 * implementations: a journal beside one host's --persist file (mirage/host/journalStore.ts), and Redis, shared by
 * every instance behind nginx (mirage/host/redisStore.ts). A write resolves once it is kept (synced to disk, or
 * held by Redis): only then is it answered. A call fails with StoreAway while the store cannot be reached.
 */
export interface LinkStore {
  /** True when other instances read and write the same store (an opening's world is made where nginx routes it). */
  readonly shared: boolean;
  /** Where it keeps them, for the host's start line. */
  readonly where: string;
  link(id: string): Promise<LinkRecord | undefined>;
  /** Every link (the caller keeps those its seller may see). */
  links(): Promise<LinkRecord[]>;
  opening(id: string): Promise<Opening | undefined>;
  /**
   * Applies a change (mirage/host/hostState.ts applyOp, the one rule of what a change does). The records this store
   * handed out before show it when this resolves.
   */
  commit(op: Exclude<HostOp, { op: 'open' }>): Promise<void>;
  /**
   * Records a new opening of its link, unless the link has had `max` openings (null: no limit): false then. Counted
   * and recorded in one step, so browsers opening a link at once, through one instance or several, never get more
   * openings than it allows. The records handed out before show it when this resolves true.
   */
  open(opening: Opening, max: number | null): Promise<boolean>;
  readonly tries: TriesStore;
  readonly deliveries: DeliveryQueue;
  /** Asks whichever instance holds an opening's world to start it again from its link's start. */
  askReset(openingId: string): Promise<void>;
  /** True, once, when a reset of the opening was asked since the last take. */
  takeReset(openingId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Wrong tries kept in this process only (the rule's own tests). */
export function memoryTries(): TriesStore {
  const m = new Map<string, TriesRecord>();
  return {
    get: async (id) => {
      const t = m.get(id);
      return t ? { ...t } : null;
    },
    increment: async (id) => {
      const t = m.get(id) ?? { count: 0, until: 0 };
      t.count += 1;
      m.set(id, t);
      return t.count;
    },
    setUntil: async (id, until) => {
      const t = m.get(id) ?? { count: 0, until: 0 };
      t.until = until;
      m.set(id, t);
    },
    clear: async (id) => {
      m.delete(id);
    },
  };
}

/** The claim of DeliveryQueue over deliveries held in this process (the journal's, and a host without a store). */
export function claimFrom(all: Iterable<PendingDelivery>, now: number, leaseMs: number, max: number) {
  return [...all]
    .filter((d) => d.dueAt <= now)
    .sort((a, b) => a.dueAt - b.dueAt)
    .slice(0, max)
    .map((d) => ({ ...d, dueAt: now + leaseMs }));
}

import { randomUUID } from 'node:crypto';
import { claimFrom, type DeliveryQueue, type PendingDelivery } from './linkStore';
import { SIGNATURE_HEADER, signBody } from './signature';

export interface WebhookOptions {
  url: string;
  secret: string;
  /** Real ms before each retry (the backoff); the first try goes at once. */
  backoffMs?: readonly number[];
  /** Real ms one POST may take. */
  timeoutMs?: number;
  /** The real clock (tests move it past a lease). */
  now?: () => number;
}

export const DEFAULT_BACKOFF_MS = [1000, 4000, 16_000, 60_000, 300_000] as const;

/** What the host tells the webhook: a link's first opening, and the end of each viewing. */
export interface WebhookEvent {
  type: 'link.firstOpening' | 'viewing.ended';
  at: string;
  link: { id: string; label: string };
  opening: string;
  [more: string]: unknown;
}

/** Deliveries kept in this process only (a host given no store: the rule's own tests). */
export function memoryDeliveries(): DeliveryQueue {
  const m = new Map<string, PendingDelivery>();
  return {
    put: async (d) => {
      m.set(d.id, { ...d });
    },
    claim: async (now, leaseMs, max) => {
      const taken = claimFrom(m.values(), now, leaseMs, max);
      for (const d of taken) m.set(d.id, d);
      return taken;
    },
    done: async (id) => {
      m.delete(id);
    },
  };
}

/**
 * Sends the host's events to --webhook: JSON, signed with HMAC-SHA256 (--webhook-secret) in X-Demo-Signature. Each
 * event is kept in the link store's queue before the answer that caused it leaves, then sent in the background
 * (never awaited by a request); a failed POST (an error, a timeout, a status other than 2xx) is tried again after
 * each delay of the backoff, then given up with one line on stderr. What a stopped host (or instance) left
 * unsent is taken up again, by it after a restart or by another instance, once its lease has passed (at least once:
 * a POST cut off by a crash may be sent twice).
 */
export class Webhook {
  private pending = 0;
  private poll: NodeJS.Timeout | null = null;
  /** How long a taken delivery stays this process's: longer than a POST may take. */
  private readonly leaseMs: number;

  constructor(
    private readonly opts: WebhookOptions,
    private readonly queue: DeliveryQueue = memoryDeliveries(),
  ) {
    this.leaseMs = (opts.timeoutMs ?? 10_000) + 5000;
    this.now = opts.now ?? Date.now;
  }

  private readonly now: () => number;

  /** Keeps the event in the queue (resolved once kept), then posts it in the background. */
  async send(event: WebhookEvent): Promise<void> {
    const d: PendingDelivery = {
      id: randomUUID(),
      body: JSON.stringify(event),
      tried: 0,
      dueAt: this.now() + this.leaseMs,
    };
    this.pending += 1;
    try {
      await this.queue.put(d);
    } catch (e) {
      console.error(`demo host: webhook: cannot keep an event to send (${e instanceof Error ? e.message : e})`);
    }
    setImmediate(() => void this.attempt(d));
  }

  /** Events still being sent or retried by this process (tests wait for none). */
  get inFlight(): number {
    return this.pending;
  }

  /** Takes what is due (left by a stopped process or instance) now, then every `pollMs`. */
  start(pollMs = 5000): void {
    void this.resume();
    this.poll ??= setInterval(() => void this.resume(), pollMs);
    this.poll.unref();
  }

  stop(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
  }

  /** Sends the deliveries due now; how many were taken. */
  async resume(): Promise<number> {
    let taken: PendingDelivery[];
    try {
      taken = await this.queue.claim(this.now(), this.leaseMs, 50);
    } catch {
      // The store is not answering: the next poll tries again.
      return 0;
    }
    for (const d of taken) {
      this.pending += 1;
      void this.attempt(d);
    }
    return taken.length;
  }

  private async attempt(d: PendingDelivery): Promise<void> {
    const backoff = this.opts.backoffMs ?? DEFAULT_BACKOFF_MS;
    let failure = '';
    try {
      const res = await fetch(this.opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(this.opts.secret, d.body) },
        body: d.body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return await this.finish(d.id);
      failure = `HTTP ${res.status}`;
    } catch (e) {
      failure = e instanceof Error ? e.message : String(e);
    }
    const wait = backoff[d.tried];
    if (wait === undefined) {
      console.error(`demo host: webhook gave up after ${d.tried + 1} tries (${failure})`);
      return this.finish(d.id);
    }
    const next = { ...d, tried: d.tried + 1, dueAt: this.now() + wait + this.leaseMs };
    try {
      await this.queue.put(next);
    } catch {
      // Kept in this process only: it is still tried below.
    }
    setTimeout(() => void this.attempt(next), wait).unref();
  }

  private async finish(id: string): Promise<void> {
    this.pending -= 1;
    try {
      await this.queue.done(id);
    } catch {
      // Left in the queue: taken up again after its lease, sent once more (at least once).
    }
  }
}

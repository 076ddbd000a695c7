import { SIGNATURE_HEADER, signBody } from './signature';

export interface WebhookOptions {
  url: string;
  secret: string;
  /** Real ms before each retry (the backoff); the first try goes at once. */
  backoffMs?: readonly number[];
  /** Real ms one POST may take. */
  timeoutMs?: number;
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

/**
 * Sends the host's events to --webhook: JSON, signed with HMAC-SHA256 (--webhook-secret) in X-Demo-Signature. Sending
 * happens after the prospect's answer has left (never awaited by a request); a failed POST (an error, a timeout, a
 * status other than 2xx) is tried again after each delay of the backoff, then given up with one line on stderr.
 */
export class Webhook {
  private pending = 0;
  constructor(private readonly opts: WebhookOptions) {}

  /** Posts in the background; returns at once. */
  send(event: WebhookEvent): void {
    const body = JSON.stringify(event);
    this.pending += 1;
    setImmediate(() => void this.attempt(body, 0));
  }

  /** Events still being sent or retried (tests wait for none). */
  get inFlight(): number {
    return this.pending;
  }

  private async attempt(body: string, tried: number): Promise<void> {
    const backoff = this.opts.backoffMs ?? DEFAULT_BACKOFF_MS;
    let failure = '';
    try {
      const res = await fetch(this.opts.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(this.opts.secret, body) },
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) {
        this.pending -= 1;
        return;
      }
      failure = `HTTP ${res.status}`;
    } catch (e) {
      failure = e instanceof Error ? e.message : String(e);
    }
    const wait = backoff[tried];
    if (wait === undefined) {
      this.pending -= 1;
      console.error(`demo host: webhook gave up after ${tried + 1} tries (${failure})`);
      return;
    }
    setTimeout(() => void this.attempt(body, tried + 1), wait).unref();
  }
}

/**
 * A fixed window of `max` calls per `windowMs` for each key (a seller, a link, an opening): the host's own controls
 * stay cheap to serve whatever a client sends. Keys idle for a window are forgotten.
 */
export class RateLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a call; the seconds to wait when it is over the limit, else 0. */
  take(key: string, now: number): number {
    if (this.windows.size > 10_000) {
      for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
    }
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count > this.max ? Math.ceil((w.start + this.windowMs - now) / 1000) : 0;
  }
}

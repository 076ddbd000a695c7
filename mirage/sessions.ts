import type { DbData, DbSession } from './db';

/** How long a sign-in lasts and how many are kept; the HTTP server takes both from its command line. */
export interface SessionPolicy {
  /** Virtual ms a token stays valid after sign-in; after that it answers 50014 (expired), as the real service does. */
  ttlMs: number;
  /** The most sessions kept; the oldest are dropped first (their tokens then answer 204). */
  cap: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * In the browser a sign-in lasts as long as the tab: demos and tests move the clock by months and stay signed in.
 * fake:serve, run for days by other teams, lets tokens expire as the real service does (SERVE_SESSION_POLICY).
 */
export const DEFAULT_SESSION_POLICY: SessionPolicy = { ttlMs: Number.POSITIVE_INFINITY, cap: 10_000 };
export const SERVE_SESSION_POLICY: SessionPolicy = { ttlMs: 7 * DAY_MS, cap: 10_000 };

export type SessionLookup = { session: DbSession } | { expired: DbSession } | null;

/**
 * The sessions of a database by token. The database keeps them as a list (it is what persistence writes); this
 * index follows that list, so finding a token costs one map lookup however many sign-ins there were.
 */
export class SessionIndex {
  private readonly byToken = new Map<string, DbSession>();
  private list: DbSession[] | null = null;
  private seen = 0;

  constructor(private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY) {}

  /** Takes in sign-ins appended since the last call, or the whole list of a new database (reset, restore). */
  private sync(db: DbData): void {
    const list = db.sessions;
    if (list !== this.list || list.length < this.seen) {
      this.byToken.clear();
      this.list = list;
      this.seen = 0;
    }
    for (; this.seen < list.length; this.seen++) this.byToken.set(list[this.seen].token, list[this.seen]);
  }

  find(db: DbData, token: string, now: number): SessionLookup {
    if (!token) return null;
    this.sync(db);
    const s = this.byToken.get(token);
    if (!s || s.cleared) return null;
    return now - s.createdAt > this.policy.ttlMs ? { expired: s } : { session: s };
  }

  /** Drops the oldest sessions beyond the cap (after a sign-in). */
  bound(db: DbData): void {
    this.sync(db);
    const excess = db.sessions.length - this.policy.cap;
    if (excess <= 0) return;
    for (const s of db.sessions.splice(0, excess)) this.byToken.delete(s.token);
    this.seen = db.sessions.length;
  }
}

import type { DbData, DbSession } from './db';

/** How long a sign-in lasts and how many are kept; the HTTP server takes these from its command line. */
export interface SessionPolicy {
  /** Virtual ms a token stays valid after sign-in; after that it answers 50014 (expired), as the real service does. */
  ttlMs: number;
  /**
   * The most sessions one world (the default one, or a sandbox) keeps; over it, that world's oldest is dropped (its
   * token then answers 204). Other sandboxes are not touched.
   */
  cap: number;
  /**
   * The most live sessions of one account; over it, that account's oldest is dropped. A script that signs in 20,000
   * times signs only its own earlier sessions out, never another person.
   */
  perAccount: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * In the browser a sign-in lasts as long as the tab: demos and tests move the clock by months and stay signed in.
 * fake:serve, run for days by other teams, lets tokens expire as the real service does (SERVE_SESSION_POLICY).
 */
export const DEFAULT_SESSION_POLICY: SessionPolicy = { ttlMs: Number.POSITIVE_INFINITY, cap: 10_000, perAccount: 100 };
export const SERVE_SESSION_POLICY: SessionPolicy = { ttlMs: 7 * DAY_MS, cap: 10_000, perAccount: 100 };

export type SessionLookup = { session: DbSession } | { expired: DbSession } | null;

/**
 * The sessions of a database by token and by account. The database keeps them as a list (it is what persistence
 * writes); this index follows that list, so finding a token costs one map lookup however many sign-ins there were,
 * and bounding an account costs no more than that account's sessions.
 */
export class SessionIndex {
  private readonly byToken = new Map<string, DbSession>();
  /** Each account's sessions, oldest first (cleared ones are skipped when counted). */
  private readonly byUser = new Map<string, DbSession[]>();
  private list: DbSession[] | null = null;
  private seen = 0;

  constructor(private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY) {}

  /** Takes in sign-ins appended since the last call, or the whole list of a new database (reset, restore). */
  private sync(db: DbData): void {
    const list = db.sessions;
    if (list !== this.list || list.length < this.seen) {
      this.byToken.clear();
      this.byUser.clear();
      this.list = list;
      this.seen = 0;
    }
    for (; this.seen < list.length; this.seen++) {
      const s = list[this.seen];
      this.byToken.set(s.token, s);
      if (s.cleared) continue;
      const mine = this.byUser.get(s.userId);
      if (mine) mine.push(s);
      else this.byUser.set(s.userId, [s]);
    }
  }

  find(db: DbData, token: string, now: number): SessionLookup {
    if (!token) return null;
    this.sync(db);
    const s = this.byToken.get(token);
    if (!s || s.cleared) return null;
    return now - s.createdAt > this.policy.ttlMs ? { expired: s } : { session: s };
  }

  /** After a sign-in: drops the account's oldest sessions beyond its cap, then the world's oldest beyond the cap. */
  bound(db: DbData): void {
    const from = this.list === db.sessions ? this.seen : 0;
    this.sync(db);
    for (const s of db.sessions.slice(from)) this.boundAccount(s.userId);
    if (db.sessions.length <= this.policy.cap) return;
    // Sessions an account's cap or a sign-out ended are taken out of the list first; only then the oldest live ones.
    const live = db.sessions.filter((s) => !s.cleared);
    const excess = Math.max(0, live.length - this.policy.cap);
    for (const s of live.slice(0, excess)) s.cleared = true;
    db.sessions = live.slice(excess);
    this.sync(db);
  }

  private boundAccount(userId: string): void {
    const mine = (this.byUser.get(userId) ?? []).filter((s) => !s.cleared);
    const excess = mine.length - this.policy.perAccount;
    for (const s of mine.slice(0, Math.max(0, excess))) {
      s.cleared = true;
      this.byToken.delete(s.token);
    }
    this.byUser.set(userId, excess > 0 ? mine.slice(excess) : mine);
  }
}

import { makeAutoObservable, reaction } from 'mobx';
import { type VipStatus, vipDaysLeft, vipState } from '../domain/membership';
import { serverNow } from '../lib/now';
import type { SessionStore } from './SessionStore';

/**
 * The signed-in person's membership as every view shows it (the top bar's VIP button, the personal page's membership
 * card): one reading of the user's expiry on the server's clock, so no two views can disagree. While the membership is
 * active the clock is looked at each second (a demo's clock runs fast or jumps), and when it passes the end every view
 * turns to 'expired' at once and the user is read again from the server.
 */
export class MembershipStore {
  /** The clock as last read; moved only when what a view shows changes (the state, the days left). */
  now: number;
  /** How many ends this console has seen: a view that reads the membership from the server reads it again on each. */
  ends = 0;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly session: SessionStore,
    private readonly clock: () => number = serverNow,
  ) {
    this.now = clock();
    makeAutoObservable<this, 'session' | 'clock' | 'timer'>(this, { session: false, clock: false, timer: false });
    // Another user or a new expiry (a sign-in, a purchase, a scene's data) is read against the clock as it is now.
    reaction(
      () => this.expiresAt,
      () => this.readClock(),
    );
    reaction(
      () => this.status.kind === 'active',
      (active) => (active ? this.watch() : this.stop()),
      { fireImmediately: true },
    );
  }

  get expiresAt(): number {
    return this.session.user?.aigcExpiresTime ?? 0;
  }

  get status(): VipStatus {
    return vipState(this.expiresAt, this.now);
  }

  /** Whole days left (0 once expired). */
  get daysLeft(): number {
    return vipDaysLeft(this.expiresAt, this.now);
  }

  /** Reads the clock; the views draw again only when the state or the days left change. */
  tick(): void {
    const now = this.clock();
    const was = this.status.kind;
    const next = vipState(this.expiresAt, now).kind;
    if (next === was && vipDaysLeft(this.expiresAt, now) === this.daysLeft) return;
    this.now = now;
    if (was === 'active' && next === 'expired') {
      this.ends += 1;
      // What the server says now (an expiry it moved meanwhile, a renewal from another tab).
      void this.session.refreshUser().catch(() => undefined);
    }
  }

  private readClock(): void {
    this.now = this.clock();
  }

  private watch(): void {
    this.stop();
    this.timer = setInterval(() => this.tick(), 1000);
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

import { PERIOD_DAYS, type PackagePeriod } from './power';

/**
 * Membership (VIP) and the gifts of computing power, shared by the console and the fake server.
 *
 * Buying a package credits two ledger records: its points as 'recharge' (what was paid for) and, for a quarter or
 * longer, a 'membershipGift' bonus of a share of those points (the reward for a longer commitment). A person who
 * registers with someone's invite code gives that inviter an 'invitationGift'.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Points an inviter receives for each account registered with their invite code. */
export const INVITATION_GIFT = 500;

/** The bonus, in percent of the package's points, by period. */
export const MEMBERSHIP_GIFT_PERCENT: Record<PackagePeriod, number> = {
  day: 0,
  month: 0,
  quarter: 5,
  halfYear: 10,
  year: 20,
};

export const membershipGift = (period: PackagePeriod, points: number): number =>
  Math.floor((points * MEMBERSHIP_GIFT_PERCENT[period]) / 100);

/** A package adds its period to the membership: from its current end while active, from now otherwise. */
export const extendVip = (expiresAt: number, now: number, period: PackagePeriod): number =>
  Math.max(expiresAt, now) + PERIOD_DAYS[period] * DAY_MS;

export type VipState = 'none' | 'active' | 'expired';

/** 0 means the person never had VIP. */
export function vipStateAt(expiresAt: number, now: number): VipState {
  if (!expiresAt) return 'none';
  return expiresAt > now ? 'active' : 'expired';
}

/** Whole days of VIP left at `now` (0 once expired). */
export const vipDaysLeft = (expiresAt: number, now: number): number =>
  expiresAt > now ? Math.ceil((expiresAt - now) / DAY_MS) : 0;

/** 138****0005: the mobile as the profile shows it. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

/** The top bar's reading of the membership: the state with the time that goes with it. */
export type VipStatus = { kind: 'none' } | { kind: 'active'; until: number } | { kind: 'expired'; at: number };

export function vipState(expiresAt: number | null | undefined, now: number): VipStatus {
  const at = expiresAt ?? 0;
  const state = vipStateAt(at, now);
  return state === 'none'
    ? { kind: 'none' }
    : state === 'active'
      ? { kind: 'active', until: at }
      : { kind: 'expired', at };
}

/**
 * Membership (VIP) of a user from aigcExpiresTime (epoch ms): 0 means never a member; a time in the past has expired.
 */
export type VipState = { kind: 'none' } | { kind: 'active'; until: number } | { kind: 'expired'; at: number };

export function vipState(expiresAt: number | null | undefined, now: number): VipState {
  if (!expiresAt || expiresAt <= 0) return { kind: 'none' };
  return expiresAt > now ? { kind: 'active', until: expiresAt } : { kind: 'expired', at: expiresAt };
}

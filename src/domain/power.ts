/**
 * Computing power (docs/product.md#power-records): a balance in points, moved only by ledger records. Every debit and
 * credit any screen makes is one record, so the ledger always adds up to the balance.
 */
export const CONSUMPTION_TYPES = [
  'videoTop',
  'videoQuality',
  'videoOrdinary',
  'faceSwapImage',
  'faceSwapVideo',
  'voiceBuyTimbre',
  'voiceAudition',
  'audioGeneration',
] as const;
export const GAIN_TYPES = ['invitationGift', 'recharge', 'membershipGift'] as const;

export type ConsumptionType = (typeof CONSUMPTION_TYPES)[number];
export type GainType = (typeof GAIN_TYPES)[number];
export type PowerRecordType = ConsumptionType | GainType;

export const isGain = (t: PowerRecordType): t is GainType => (GAIN_TYPES as readonly string[]).includes(t);

/** Buying a timbre costs 3000 points. */
export const TIMBRE_PRICE = 3000;
/** Power is entered in units of 10; points = entered value x 10. */
export const POWER_UNIT = 10;
export const isPowerUnit = (entered: number): boolean =>
  Number.isInteger(entered) && entered > 0 && entered % POWER_UNIT === 0;
export const pointsFromEntered = (entered: number): number => entered * POWER_UNIT;

export const CARD_TYPES = ['day', 'month', 'year'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export type CardStock = Record<CardType, number>;
export const CARD_DAYS: Record<CardType, number> = { day: 1, month: 30, year: 365 };

export const PACKAGE_PERIODS = ['day', 'month', 'quarter', 'halfYear', 'year'] as const;
export type PackagePeriod = (typeof PACKAGE_PERIODS)[number];
export const PERIOD_DAYS: Record<PackagePeriod, number> = { day: 1, month: 30, quarter: 90, halfYear: 180, year: 365 };

/** The power a refused call cost, from the balance before and after it (never negative: a top-up is not a refund). */
export function chargedBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined || after === undefined) return null;
  return Math.max(0, before - after);
}

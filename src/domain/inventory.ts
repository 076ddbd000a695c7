/**
 * Recharging a subordinate spends the reseller's inventory: day / month / year cards and unified computing
 * power. The console's recharge form and the fake server both read these rules.
 */
import {
  CARD_DAYS,
  CARD_TYPES,
  type CardStock,
  type CardType,
  isPowerUnit,
  PACKAGE_PERIODS,
  type PackagePeriod,
  PERIOD_DAYS,
  pointsFromEntered,
} from './power';
import { can } from './permissions';
import type { Role } from './roles';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What a recharge gives: a card, computing power, or a package (cards and power together). */
export const RECHARGE_KINDS = ['card', 'power', 'package'] as const;
export type RechargeKind = (typeof RECHARGE_KINDS)[number];

/** Cards recharged in one go; a typo of 1000 should not empty a stock. */
export const MAX_CARDS_PER_RECHARGE = 99;

/**
 * Whose stock is unlimited. The admin is the white-label boss; the boss assistant acts for the boss ("the same
 * permissions as the white-label boss", docs/product.md), so their recharges draw on the boss's unlimited stock
 * too: nothing is debited, and the change log names the assistant as the operator.
 */
export const hasUnlimitedStock = (role: Role): boolean => can(role, 'unlimitedStock');

/**
 * A package is sold as cards: its membership period is paid with the matching cards (a quarter is three month cards,
 * a half-year six), and its computing power with points.
 */
export const PERIOD_CARDS: Record<PackagePeriod, { type: CardType; count: number }> = {
  day: { type: 'day', count: 1 },
  month: { type: 'month', count: 1 },
  quarter: { type: 'month', count: 3 },
  halfYear: { type: 'month', count: 6 },
  year: { type: 'year', count: 1 },
};

/** What a recharge costs the reseller and gives the person. */
export interface RechargeCost {
  cards: CardStock;
  /** Computing-power points. */
  points: number;
  /** Membership days added. */
  days: number;
}

export const noCards = (): CardStock => ({ day: 0, month: 0, year: 0 });

export function cardCost(type: CardType, count = 1): RechargeCost {
  const cards = noCards();
  cards[type] = count;
  return { cards, points: 0, days: CARD_DAYS[type] * count };
}

/** Power is entered in units of 10 and credited as entered x 10 points. */
export const powerCost = (entered: number): RechargeCost => ({
  cards: noCards(),
  points: pointsFromEntered(entered),
  days: 0,
});

export function packageCost(pkg: { period: PackagePeriod; points: number }): RechargeCost {
  const { type, count } = PERIOD_CARDS[pkg.period];
  const cards = noCards();
  cards[type] = count;
  return { cards, points: pkg.points, days: PERIOD_DAYS[pkg.period] };
}

/** The first thing the stock lacks for this cost, or null when it covers it. */
export function shortage(stock: CardStock, power: number, cost: RechargeCost): CardType | 'power' | null {
  for (const t of CARD_TYPES) if (cost.cards[t] > stock[t]) return t;
  return cost.points > power ? 'power' : null;
}

/** The server message for each shortage ('inventory insufficient' per card type and power). */
export const SHORTAGE_MESSAGE = {
  day: 'inventoryDayShort',
  month: 'inventoryMonthShort',
  year: 'inventoryYearShort',
  power: 'inventoryPowerShort',
} as const satisfies Record<CardType | 'power', string>;

/** A membership is extended from its expiry, or from now when it has expired (or never started). */
export const extendMembership = (expiresAt: number, now: number, days: number): number =>
  Math.max(expiresAt, now) + days * DAY_MS;

export const isCardType = (v: unknown): v is CardType =>
  typeof v === 'string' && (CARD_TYPES as readonly string[]).includes(v);
export const isPeriod = (v: unknown): v is PackagePeriod =>
  typeof v === 'string' && (PACKAGE_PERIODS as readonly string[]).includes(v);
export const isCardCount = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= MAX_CARDS_PER_RECHARGE;

/** The recharge form's rule for the power field: the i18n key of the message, or null. */
export function checkPowerEntry(
  raw: string,
): 'reseller.validation.powerRequired' | 'reseller.validation.powerUnit' | null {
  const v = raw.trim();
  if (!v) return 'reseller.validation.powerRequired';
  return /^\d+$/.test(v) && isPowerUnit(Number(v)) ? null : 'reseller.validation.powerUnit';
}

/** Membership days that `count` cards of a type give. */
export const CARD_DAYS_FOR = (type: CardType, count: number): number => CARD_DAYS[type] * count;

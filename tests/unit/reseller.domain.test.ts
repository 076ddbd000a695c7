import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardCost,
  checkPowerEntry,
  DAY_MS,
  extendMembership,
  hasUnlimitedStock,
  packageCost,
  PERIOD_CARDS,
  powerCost,
  shortage,
} from '../../src/domain/inventory';
import { checkDomain, checkOemCode, checkOptionalUrl, checkWords } from '../../src/domain/oemLabel';
import { bucketStarts, checkRange, dayStart, isTzOffset, quickRange } from '../../src/domain/overview';
import { checkPackageName, checkPackagePower, checkPrice } from '../../src/domain/packageRules';
import { CARD_DAYS, PACKAGE_PERIODS, PERIOD_DAYS } from '../../src/domain/power';

describe('inventory arithmetic', () => {
  it('a card costs one card of its type and gives its days', () => {
    expect(cardCost('month')).toEqual({ cards: { day: 0, month: 1, year: 0 }, points: 0, days: 30 });
    expect(cardCost('day', 3)).toEqual({ cards: { day: 3, month: 0, year: 0 }, points: 0, days: 3 });
    expect(cardCost('year').days).toBe(365);
  });
  it('power entered in units of 10 costs and gives entered x 10 points', () => {
    expect(powerCost(100)).toEqual({ cards: { day: 0, month: 0, year: 0 }, points: 1000, days: 0 });
  });
  it('a package costs its period in cards and its points, and gives its period in days', () => {
    for (const period of PACKAGE_PERIODS) {
      const c = packageCost({ period, points: 500 });
      const { type, count } = PERIOD_CARDS[period];
      expect(c.cards[type]).toBe(count);
      expect(c.points).toBe(500);
      expect(c.days).toBe(PERIOD_DAYS[period]);
      // The cards pay for the membership days, give or take the length of a month.
      expect(Math.abs(CARD_DAYS[type] * count - c.days)).toBeLessThanOrEqual(5);
    }
  });
  it('shortage names the first card type the stock lacks, then power, else null', () => {
    const stock = { day: 1, month: 0, year: 2 };
    expect(shortage(stock, 100, cardCost('month'))).toBe('month');
    expect(shortage(stock, 100, cardCost('day', 2))).toBe('day');
    expect(shortage(stock, 100, powerCost(20))).toBe('power');
    expect(shortage(stock, 200, powerCost(20))).toBeNull();
    expect(shortage(stock, 0, cardCost('year', 2))).toBeNull();
  });
  it('shortage is null exactly when every part of the cost is covered (property)', () => {
    const n = fc.nat({ max: 50 });
    fc.assert(
      fc.property(n, n, n, fc.nat({ max: 5000 }), n, n, n, fc.nat({ max: 5000 }), (d, m, y, p, cd, cm, cy, cp) => {
        const cost = { cards: { day: cd, month: cm, year: cy }, points: cp, days: 0 };
        const covered = cd <= d && cm <= m && cy <= y && cp <= p;
        expect(shortage({ day: d, month: m, year: y }, p, cost) === null).toBe(covered);
      }),
    );
  });
  it('membership extends from its expiry, or from now when expired or never started', () => {
    const now = 1_000 * DAY_MS;
    expect(extendMembership(now + 5 * DAY_MS, now, 30)).toBe(now + 35 * DAY_MS);
    expect(extendMembership(now - 5 * DAY_MS, now, 30)).toBe(now + 30 * DAY_MS);
    expect(extendMembership(0, now, 1)).toBe(now + DAY_MS);
  });
  it('the admin and the assistant recharge from unlimited stock; agents from their own', () => {
    expect(hasUnlimitedStock('admin')).toBe(true);
    expect(hasUnlimitedStock('assistant')).toBe(true);
    expect(hasUnlimitedStock('cansetAgent')).toBe(false);
    expect(hasUnlimitedStock('agent')).toBe(false);
  });
});

describe('units of 10', () => {
  it('accepts positive multiples of 10 only (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100000 }), (v) => {
        const okay = v > 0 && v % 10 === 0;
        expect(checkPowerEntry(String(v)) === null).toBe(okay);
        expect(checkPackagePower(String(v)) === null).toBe(okay);
      }),
    );
  });
  it('refuses empty, decimals and text', () => {
    expect(checkPowerEntry('')).toBe('reseller.validation.powerRequired');
    expect(checkPowerEntry('10.0')).toBe('reseller.validation.powerUnit');
    expect(checkPowerEntry('1e2')).toBe('reseller.validation.powerUnit');
    expect(checkPowerEntry(' 50 ')).toBeNull();
  });
});

describe('package, label and range rules', () => {
  it('package name, price', () => {
    expect(checkPackageName(' ')).toBe('reseller.validation.packageNameRequired');
    expect(checkPackageName('x'.repeat(31))).toBe('reseller.validation.packageNameLong');
    expect(checkPrice('0')).toBe('reseller.validation.priceInvalid');
    expect(checkPrice('9.999')).toBe('reseller.validation.priceInvalid');
    expect(checkPrice('9.99')).toBeNull();
    expect(checkPrice(199)).toBeNull();
  });
  it('label fields', () => {
    expect(checkWords('')).toBe('reseller.validation.wordsRequired');
    expect(checkOemCode('ab')).toBeNull();
    expect(checkOemCode('a b')).toBe('reseller.validation.oemCodeInvalid');
    expect(checkDomain('brand.localhost')).toBeNull();
    expect(checkDomain('http://brand.localhost')).toBe('reseller.validation.domainInvalid');
    expect(checkDomain('brand.localhost:4173')).toBe('reseller.validation.domainInvalid');
    expect(checkOptionalUrl('')).toBeNull();
    expect(checkOptionalUrl('https://x.example/a')).toBeNull();
    expect(checkOptionalUrl('not a url')).toBe('reseller.validation.urlInvalid');
  });
  it('ranges: quick ranges end now; days up to a month, weeks beyond; at most 366 days', () => {
    const now = 400 * DAY_MS + 14 * 3600_000;
    expect(bucketStarts(quickRange('month', now))).toHaveLength(30);
    expect(bucketStarts(quickRange('threeMonths', now))).toHaveLength(13);
    expect(checkRange({ start: now, end: now })).toBe(false);
    expect(checkRange({ start: 0, end: 367 * DAY_MS })).toBe(false);
    expect(checkRange({ start: 0, end: 366 * DAY_MS })).toBe(true);
  });
  it('a quick range is whole days of the reader, today the last point', () => {
    // 14:00 UTC on day 400: the week is days 394-400, the last point starts at day 400's midnight.
    const now = 400 * DAY_MS + 14 * 3600_000;
    expect(quickRange('week', now)).toEqual({ start: 394 * DAY_MS, end: 401 * DAY_MS });
    // At midnight exactly, today is still a point of its own.
    expect(bucketStarts(quickRange('week', 400 * DAY_MS))).toHaveLength(7);
    const days = bucketStarts(quickRange('week', now));
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toBe(400 * DAY_MS);
    // The same moment is 22:00 in Beijing (offset -480): its midnight was 16:00 UTC the day before.
    expect(dayStart(now, -480)).toBe(400 * DAY_MS - 8 * 3600_000);
    expect(bucketStarts(quickRange('week', now, -480)).at(-1)).toBe(400 * DAY_MS - 8 * 3600_000);
    // ...and 09:00 in New York (offset 300), whose midnight was 05:00 UTC.
    expect(bucketStarts(quickRange('month', now, 300))).toHaveLength(30);
    expect(bucketStarts(quickRange('month', now, 300)).at(-1)).toBe(400 * DAY_MS + 5 * 3600_000);
    expect([isTzOffset(-480), isTzOffset(720), isTzOffset(-841), isTzOffset(1.5), isTzOffset('0')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

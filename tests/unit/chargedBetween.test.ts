import { describe, expect, it } from 'vitest';
import { chargedBetween } from '../../src/domain/power';

describe('chargedBetween: what a refused call cost, from the balance before and after it', () => {
  it('is the balance lost', () => {
    expect(chargedBetween(50_000, 50_000)).toBe(0);
    expect(chargedBetween(50_000, 49_400)).toBe(600);
  });
  it('is never negative: a top-up meanwhile is not a refund', () => {
    expect(chargedBetween(100, 10_100)).toBe(0);
  });
  it('is unknown when either balance is', () => {
    expect(chargedBetween(undefined, 100)).toBeNull();
    expect(chargedBetween(100, undefined)).toBeNull();
  });
});

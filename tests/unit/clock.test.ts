import { describe, expect, it } from 'vitest';
import {
  CLOCK_MAX,
  CLOCK_MIN,
  CLOCK_SPAN_MS,
  Clock,
  ClockRangeError,
  type ClockState,
  isClockState,
  MAX_SPEED,
  REFERENCE_TIME,
} from '../../mirage/clock';

describe('virtual clock', () => {
  it('stands still at speed 0 and moves only when advanced', () => {
    let real = 1000;
    const c = Clock.start(5000, 0, () => real);
    real += 10_000;
    expect(c.now()).toBe(5000);
    expect(c.advance(60_000)).toBe(65_000);
  });
  it('runs at the chosen speed, and keeps the time when the speed changes', () => {
    let real = 0;
    const c = Clock.start(0, 1, () => real);
    real = 100;
    expect(c.now()).toBe(100);
    c.setSpeed(60);
    real = 200;
    expect(c.now()).toBe(100 + 100 * 60);
  });
  it('resumes from a snapshot', () => {
    let real = 0;
    const c = Clock.start(42, 0, () => real);
    c.advance(8);
    real = 99;
    expect(new Clock(c.snapshot(), () => real).now()).toBe(50);
  });
  it('refuses going back in time or a negative speed', () => {
    const c = Clock.start(0, 0);
    expect(() => c.advance(-1)).toThrow(RangeError);
    expect(() => c.setSpeed(-1)).toThrow(RangeError);
  });
});

describe('the clock never holds a time it cannot show', () => {
  it('refuses an advance past 100 years from the reference date, and moves nothing', () => {
    const c = Clock.start(REFERENCE_TIME, 0);
    expect(() => c.advance(1e308)).toThrow(ClockRangeError);
    expect(() => c.advance(Number.POSITIVE_INFINITY)).toThrow(ClockRangeError);
    expect(c.now()).toBe(REFERENCE_TIME);
    expect(c.advance(CLOCK_SPAN_MS)).toBe(CLOCK_MAX);
    expect(() => c.advance(1)).toThrow(/at most to 2126-01-02/);
    expect(c.now()).toBe(CLOCK_MAX);
  });

  it('runs at most 1,000x, and stops at the edge rather than leave its range', () => {
    let real = 0;
    const c = Clock.start(CLOCK_MAX - 1000, MAX_SPEED, () => real);
    expect(() => c.setSpeed(1e308)).toThrow(ClockRangeError);
    expect(() => c.setSpeed(MAX_SPEED + 1)).toThrow(ClockRangeError);
    expect(() => c.setSpeed(Number.NaN)).toThrow(ClockRangeError);
    real = 1e9;
    expect(c.now()).toBe(CLOCK_MAX);
    expect(Number.isFinite(c.snapshot().virtual)).toBe(true);
  });

  it('is not made from a stored state out of range (what an earlier version could save)', () => {
    for (const bad of [
      { virtual: Number.POSITIVE_INFINITY, real: 0, speed: 1 },
      { virtual: null, real: 0, speed: 1 },
      { virtual: CLOCK_MIN - 1, real: 0, speed: 1 },
      { virtual: REFERENCE_TIME, real: 0, speed: 1e308 },
    ]) {
      expect(isClockState(bad), JSON.stringify(bad)).toBe(false);
      expect(() => new Clock(bad as ClockState)).toThrow(ClockRangeError);
    }
    expect(isClockState({ virtual: REFERENCE_TIME, real: 5, speed: 60 })).toBe(true);
  });
});

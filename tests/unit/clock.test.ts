import { describe, expect, it } from 'vitest';
import { Clock } from '../../mirage/clock';

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

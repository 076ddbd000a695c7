import demo from '../fixtures/demo.json';

/**
 * The virtual clock. Every time-dependent state of the fake server is derived from `now()` when read, so moving
 * the clock (advance, speed) moves every task, training, cutout and payment at once.
 */
export interface ClockState {
  /** Virtual time at the anchor. */
  virtual: number;
  /** Real time at the anchor. */
  real: number;
  /** Virtual ms per real ms: 0 stops time (tests), 1 is real speed, 60 a minute a second. */
  speed: number;
}

/** The fixtures' reference date: the seed's dates are relative to it, and test mode starts its clock there. */
export const REFERENCE_TIME = Date.parse(demo.referenceDate);
/** How far the clock may be from the reference date, either way: 100 years (of 365.25 days). */
export const CLOCK_SPAN_MS = 100 * 365.25 * 24 * 60 * 60 * 1000;
export const CLOCK_MIN = REFERENCE_TIME - CLOCK_SPAN_MS;
export const CLOCK_MAX = REFERENCE_TIME + CLOCK_SPAN_MS;
/** The fastest the clock runs: 1,000 virtual ms a real ms (a day in under a minute and a half). */
export const MAX_SPEED = 1000;

const inRange = (t: number): boolean => Number.isFinite(t) && t >= CLOCK_MIN && t <= CLOCK_MAX;
const speedOk = (s: number): boolean => Number.isFinite(s) && s >= 0 && s <= MAX_SPEED;

/**
 * Whether a stored clock can be resumed: finite numbers, the time within 100 years of the reference date, the speed
 * from 0 to 1,000. A file or a tab's storage holding another is not taken (an earlier version could write one).
 */
export function isClockState(c: unknown): c is ClockState {
  if (!c || typeof c !== 'object') return false;
  const { virtual, real, speed } = c as Record<string, unknown>;
  return (
    typeof virtual === 'number' &&
    inRange(virtual) &&
    typeof real === 'number' &&
    Number.isFinite(real) &&
    typeof speed === 'number' &&
    speedOk(speed)
  );
}

/** A time or speed the clock cannot take: the demo controls answer it as a 400 naming the field. */
export class ClockRangeError extends RangeError {}

const iso = (t: number): string => new Date(t).toISOString();

/**
 * A clock that never holds a time it cannot show: its time stays between CLOCK_MIN and CLOCK_MAX (an advance past
 * them is refused; a running clock stops at the edge), and its speed from 0 to MAX_SPEED. `advance(1e308)` or
 * `speed(1e308)` used to make every timestamp null and the --persist file unreadable.
 */
export class Clock {
  private state: ClockState;
  private readonly realNow: () => number;

  constructor(state: ClockState, realNow: () => number = Date.now) {
    if (!isClockState(state)) {
      throw new ClockRangeError(
        `a clock takes a time from ${iso(CLOCK_MIN)} to ${iso(CLOCK_MAX)} and a speed from 0 to ${MAX_SPEED}`,
      );
    }
    this.state = { ...state };
    this.realNow = realNow;
  }

  static start(at: number, speed: number, realNow: () => number = Date.now): Clock {
    return new Clock({ virtual: at, real: realNow(), speed }, realNow);
  }

  /** A clock stopped at `at`: what one call sees, and what a replayed call sees again. */
  static frozenAt(at: number): Clock {
    return new Clock({ virtual: at, real: 0, speed: 0 }, () => 0);
  }

  now(): number {
    const s = this.state;
    const t = Math.round(s.virtual + (this.realNow() - s.real) * s.speed);
    // At 1,000x the edge is a month of real time away: there the clock stops rather than leave its range.
    return Math.min(CLOCK_MAX, Math.max(CLOCK_MIN, t));
  }

  /** Moves the clock forward; an advance that would take it past CLOCK_MAX is refused and moves nothing. */
  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new ClockRangeError('advance() takes a positive number of milliseconds');
    const to = this.now() + ms;
    if (to > CLOCK_MAX) {
      throw new ClockRangeError(
        `ms: the clock goes at most to ${iso(CLOCK_MAX)} (100 years from the reference date); ${ms} ms from ${iso(this.now())} is past it`,
      );
    }
    this.state = { virtual: to, real: this.realNow(), speed: this.state.speed };
    return this.now();
  }

  setSpeed(speed: number): void {
    if (!speedOk(speed)) throw new ClockRangeError(`speed must be from 0 to ${MAX_SPEED}`);
    this.state = { virtual: this.now(), real: this.realNow(), speed };
  }

  get speed(): number {
    return this.state.speed;
  }

  /** What persistence keeps: the clock resumes from here after a reload. */
  snapshot(): ClockState {
    return { virtual: this.now(), real: this.realNow(), speed: this.state.speed };
  }
}

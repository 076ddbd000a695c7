/**
 * The virtual clock. Every time-dependent state of the fake server is derived from `now()` when read, so moving
 * the clock (advance, speed) moves every task, training, cutout and payment at once.
 */
export interface ClockState {
  /** Virtual time at the anchor. */
  virtual: number;
  /** Real time at the anchor. */
  real: number;
  /** Virtual ms per real ms: 0 stops time (tests), 1 is real speed, 60 a minute per second. */
  speed: number;
}

export class Clock {
  private state: ClockState;
  private readonly realNow: () => number;

  constructor(state: ClockState, realNow: () => number = Date.now) {
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
    return Math.round(s.virtual + (this.realNow() - s.real) * s.speed);
  }

  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('advance() takes a positive number of milliseconds');
    this.state = { virtual: this.now() + ms, real: this.realNow(), speed: this.state.speed };
    return this.now();
  }

  setSpeed(speed: number): void {
    if (!Number.isFinite(speed) || speed < 0) throw new RangeError('speed must be 0 or more');
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

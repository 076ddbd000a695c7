/** Overview ranges and buckets (issue 7), shared by the overview page and the fake server. */
import { DAY_MS } from './inventory';

export const QUICK_RANGES = { week: 7, month: 30, threeMonths: 90 } as const;
export type QuickRange = keyof typeof QUICK_RANGES;
export const QUICK_RANGE_KEYS = Object.keys(QUICK_RANGES) as QuickRange[];

/** A custom range may span at most a year and a day. */
export const MAX_RANGE_DAYS = 366;

export interface TimeRange {
  start: number;
  end: number;
}

/** The last N days up to now. */
export const quickRange = (key: QuickRange, now: number): TimeRange => ({
  start: now - QUICK_RANGES[key] * DAY_MS,
  end: now,
});

export function checkRange(r: TimeRange): boolean {
  return (
    Number.isFinite(r.start) && Number.isFinite(r.end) && r.start < r.end && r.end - r.start <= MAX_RANGE_DAYS * DAY_MS
  );
}

/** Days for up to a month, weeks beyond: a chart of 90 daily points would be unreadable on a phone. */
export function bucketSize(r: TimeRange): number {
  return r.end - r.start <= 31 * DAY_MS ? DAY_MS : 7 * DAY_MS;
}

/** Bucket starts from the range start; the last bucket may be shorter. */
export function bucketStarts(r: TimeRange): number[] {
  const size = bucketSize(r);
  const out: number[] = [];
  for (let t = r.start; t < r.end; t += size) out.push(t);
  return out;
}

export const bucketIndex = (r: TimeRange, t: number): number => Math.floor((t - r.start) / bucketSize(r));

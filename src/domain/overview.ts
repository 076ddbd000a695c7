/** Overview ranges and buckets, shared by the overview page and the fake server. */
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

/**
 * Minutes between UTC and the reader's local time, as `Date.prototype.getTimezoneOffset` gives them (-480 in
 * Beijing): days on the chart are the reader's days. The widest zones are UTC-12 and UTC+14.
 */
export const TZ_OFFSET_LIMITS = { min: -14 * 60, max: 12 * 60 } as const;

export const isTzOffset = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= TZ_OFFSET_LIMITS.min && (v as number) <= TZ_OFFSET_LIMITS.max;

/** The start of the day holding `t`, in the zone `tzOffset` minutes behind UTC. */
export function dayStart(t: number, tzOffset = 0): number {
  const shift = tzOffset * 60_000;
  return Math.floor((t - shift) / DAY_MS) * DAY_MS + shift;
}

/**
 * The last N whole days of the reader, today included: from a midnight to the end of today. Each point is then one
 * calendar day and the last is today; nothing after now exists yet, so today counts up to now. (Twenty-four-hour
 * windows back from now labelled their last point with yesterday's date, and a now at midnight lost today.)
 */
export function quickRange(key: QuickRange, now: number, tzOffset = 0): TimeRange {
  const today = dayStart(now, tzOffset);
  return { start: today - (QUICK_RANGES[key] - 1) * DAY_MS, end: today + DAY_MS };
}

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

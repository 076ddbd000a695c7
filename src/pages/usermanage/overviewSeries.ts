import type { OverviewPoint } from '../../api/types';

/** Events counted within a day or week, drawn on the left axis. */
export const EVENT_KEYS = ['invites', 'registrations', 'recharges'] as const;
/** Levels at a day's or week's end, drawn on the right axis (they are in the hundreds where events are in ones). */
export const LEVEL_KEYS = ['agents', 'clients'] as const;
export const STAT_KEYS = [...EVENT_KEYS, ...LEVEL_KEYS] as const;
export type StatKey = (typeof STAT_KEYS)[number];

/** Colour and dash both tell the lines apart (equal series overlap; some readers do not see colour). */
export const STAT_STYLE: Record<StatKey, { color: string; dash: number[] }> = {
  registrations: { color: '#0f9a9a', dash: [] },
  invites: { color: '#2d72d2', dash: [6, 4] },
  recharges: { color: '#c87619', dash: [2, 3] },
  agents: { color: '#7961db', dash: [10, 3, 2, 3] },
  clients: { color: '#cd4246', dash: [14, 4] },
};

/** The chart's columns: x is the point's index (so the axis shows one label per day or week, never hours). */
export function alignedData(series: readonly OverviewPoint[]): number[][] {
  return [series.map((_, i) => i), ...STAT_KEYS.map((k) => series.map((p) => p[k]))];
}

export interface Window {
  min: number;
  max: number;
}

/** The index a key moves to within the shown window; null when the key is not one that moves. */
export function stepIndex(key: string, idx: number | null, win: Window): number | null {
  // A point left outside the window by a zoom steps from the window's nearer edge.
  const from = Math.min(win.max, Math.max(win.min, idx ?? win.max));
  switch (key) {
    case 'ArrowLeft':
      return Math.max(win.min, from - 1);
    case 'ArrowRight':
      return Math.min(win.max, idx === null ? win.max : from + 1);
    case 'Home':
      return win.min;
    case 'End':
      return win.max;
    default:
      return null;
  }
}

/**
 * Zooming in halves the window around the focused point (never below 3 points); zooming out doubles it, kept inside
 * the whole range.
 */
export function zoomWindow(dir: 'in' | 'out', at: number, win: Window, count: number): Window {
  const span = win.max - win.min;
  const next = dir === 'in' ? Math.max(2, Math.floor(span / 2)) : Math.min(count - 1, Math.max(2, span * 2));
  let min = Math.round(at - next / 2);
  min = Math.max(0, Math.min(min, count - 1 - next));
  return { min, max: Math.min(count - 1, min + next) };
}

export const isWhole = (win: Window, count: number): boolean => win.min <= 0 && win.max >= count - 1;

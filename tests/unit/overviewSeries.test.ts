import { describe, expect, it } from 'vitest';
import { alignedData, isWhole, STAT_KEYS, stepIndex, zoomWindow } from '../../src/pages/usermanage/overviewSeries';

describe('overview chart series and keys', () => {
  it('draws all five statistics, x being the point index', () => {
    const p = (start: number, n: number) => ({
      start,
      invites: n,
      registrations: n + 1,
      recharges: n + 2,
      agents: n + 3,
      clients: n + 4,
    });
    expect(STAT_KEYS).toEqual(['invites', 'registrations', 'recharges', 'agents', 'clients']);
    expect(alignedData([p(100, 0), p(200, 10)])).toEqual([
      [0, 1],
      [0, 10],
      [1, 11],
      [2, 12],
      [3, 13],
      [4, 14],
    ]);
  });
  it('arrows, Home and End move within the shown window; other keys do not move', () => {
    const win = { min: 2, max: 6 };
    expect(stepIndex('ArrowLeft', 4, win)).toBe(3);
    expect(stepIndex('ArrowLeft', 2, win)).toBe(2);
    expect(stepIndex('ArrowRight', 6, win)).toBe(6);
    expect(stepIndex('ArrowRight', null, win)).toBe(6);
    expect(stepIndex('Home', 5, win)).toBe(2);
    expect(stepIndex('End', 3, win)).toBe(6);
    expect(stepIndex('a', 3, win)).toBeNull();
    // A point a zoom left outside the window steps from the window's edge.
    expect(stepIndex('ArrowLeft', 10, win)).toBe(5);
    expect(stepIndex('ArrowRight', 0, win)).toBe(3);
  });
  it('zooming halves the window around the point and stays inside the range; out doubles it', () => {
    expect(zoomWindow('in', 12, { min: 0, max: 12 }, 13)).toEqual({ min: 6, max: 12 });
    expect(zoomWindow('in', 0, { min: 0, max: 12 }, 13)).toEqual({ min: 0, max: 6 });
    expect(zoomWindow('in', 5, { min: 4, max: 6 }, 13)).toEqual({ min: 4, max: 6 });
    expect(zoomWindow('out', 5, { min: 4, max: 6 }, 13)).toEqual({ min: 3, max: 7 });
    expect(zoomWindow('out', 5, { min: 0, max: 12 }, 13)).toEqual({ min: 0, max: 12 });
    expect(isWhole({ min: 0, max: 12 }, 13)).toBe(true);
    expect(isWhole({ min: 1, max: 12 }, 13)).toBe(false);
  });
});

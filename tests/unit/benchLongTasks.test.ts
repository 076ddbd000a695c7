import { describe, expect, it } from 'vitest';
import { pageTasks, type TraceEvent } from '../../bench/longTasks.mjs';

// A trace of the page's main thread (pid 1, tid 1), times in microseconds as Chrome writes them.
const ORIGIN = 'http://localhost:4301';
const on = (e: Omit<TraceEvent, 'pid' | 'tid' | 'ph'> & { ph?: string }): TraceEvent => ({
  ph: 'X',
  pid: 1,
  tid: 1,
  ...e,
});
const task = (ts: number, dur: number, tdur?: number) => on({ name: 'RunTask', ts, dur, tdur });

function trace(...events: TraceEvent[]) {
  return {
    traceEvents: [
      // The browser's navigation: a task that commits the new document, before its HTML is parsed.
      task(0, 30_000, 30_000),
      on({ name: 'DocumentLoader::CommitNavigation', ts: 1_000, dur: 2_000 }),
      on({ name: 'ParseHTML', ts: 40_000, dur: 1_000, args: { beginData: { url: `${ORIGIN}/#/login` } } }),
      ...events,
    ],
  };
}

describe('the bench counts a task by the work the page asks of the CPU', () => {
  it('takes the CPU time, not the time the thread waited for a core, times the slowdown', () => {
    // 8.8 ms on the clock, 0.5 ms of it on the CPU: a call that added a preload link while the machine was busy.
    const r = pageTasks([], trace(task(40_000, 2_000, 2_000), task(50_000, 8_800, 500)), ORIGIN, 4, 0);
    expect(r.longest).toBe(8);
    expect(r.longestWall).toBe(35);
  });

  it('counts the waits on font lookups as the page’s work', () => {
    const r = pageTasks(
      [],
      trace(
        task(40_000, 12_000, 4_000),
        on({ name: 'Layout', ts: 40_100, dur: 11_000, tdur: 3_500 }),
        // Two lookups, the thread waiting on the browser's font service for most of each.
        on({ name: 'FontDataManager::onMatchFamilyStyle', ts: 41_000, dur: 3_000, tdur: 200 }),
        on({ name: 'FontDataManager::onMatchFamilyStyle', ts: 45_000, dur: 2_000, tdur: 100 }),
      ),
      ORIGIN,
      4,
      0,
    );
    // (4 + 2.8 + 1.9) ms x 4
    expect(r.longest).toBe(35);
    expect(r.longestWall).toBe(48);
  });

  it('falls back to the wall time when the trace has no thread times', () => {
    const r = pageTasks([], trace(task(40_000, 13_000)), ORIGIN, 4, 0);
    expect(r.longest).toBe(52);
  });

  it('leaves out the browser’s navigation before the page’s commit', () => {
    const r = pageTasks([], trace(task(40_000, 5_000, 5_000)), ORIGIN, 4, 0);
    expect(r.longest).toBe(20);
  });

  it('marks Lighthouse’s listed tasks with their work', () => {
    const r = pageTasks(
      [
        { ms: 120, start: 10, url: '' },
        { ms: 60, start: 200, url: 'assets/react-dom.js' },
      ],
      trace(task(50_000, 15_000, 6_000)),
      ORIGIN,
      4,
      1_000,
    );
    expect(r.tasks).toEqual([
      { ms: 120, start: 10, url: '', kind: 'browser', work: 120 },
      { ms: 60, start: 200, url: 'assets/react-dom.js', kind: 'page', work: 24 },
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_DONE, pagesOf, prefetchPages } from '../../src/router/prefetch';

describe('page prefetch', () => {
  it('lists only the pages a role may open', () => {
    const user = pagesOf('user');
    expect(user).toContain('digital');
    expect(user).not.toContain('myClient');
    expect(pagesOf('agent')).toContain('myClient');
    expect(pagesOf('agent')).not.toContain('setPackage');
    expect(pagesOf('admin')).toContain('bossAssistant');
  });

  it('loads them one at a time, each when the previous is in, and goes on past a failure', async () => {
    // Timers only: the performance marks must stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loaded: string[] = [];
    const load = vi.fn(async (key: string) => {
      loaded.push(key);
      if (key === 'voiceclone') throw new Error('offline');
    });
    performance.clearMarks(PREFETCH_DONE);
    prefetchPages('user', load);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(loaded).toEqual(['digital']);
    expect(performance.getEntriesByName(PREFETCH_DONE)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loaded).toEqual(pagesOf('user'));
    // The mark the benchmark waits for, once and only once the last page is in.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(performance.getEntriesByName(PREFETCH_DONE)).toHaveLength(1);
    vi.useRealTimers();
  });
});

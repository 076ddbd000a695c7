import { describe, expect, it, vi } from 'vitest';
import { pagesOf, prefetchPages } from '../../src/router/prefetch';

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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loaded: string[] = [];
    const load = vi.fn(async (key: string) => {
      loaded.push(key);
      if (key === 'voiceclone') throw new Error('offline');
    });
    prefetchPages('user', load);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(loaded).toEqual(['digital']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loaded).toEqual(pagesOf('user'));
    // Nothing is asked for twice once every page is in.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).toHaveBeenCalledTimes(pagesOf('user').length);
    vi.useRealTimers();
  });
});

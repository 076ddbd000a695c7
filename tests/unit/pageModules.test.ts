import { describe, expect, it, vi } from 'vitest';
import { kept } from '../../src/router/pages';

describe('a page’s code, asked for again', () => {
  it('is the same promise once asked for: a page loaded ahead opens without a new import', async () => {
    const load = vi.fn(async () => ({ default: () => null }));
    const page = kept(load);
    const first = page();
    expect(page()).toBe(first);
    await first;
    expect(page()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a failure (offline, a chunk gone after a release)', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => null });
    const page = kept(load);
    await expect(page()).rejects.toThrow('offline');
    await expect(page()).resolves.toHaveProperty('default');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

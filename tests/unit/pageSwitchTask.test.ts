import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { kept } from '../../src/router/pages';
import { drawSwitchesInOneTask } from '../../src/router/switchInOneTask';

/** A router with a page whose loader answers at once and one whose loader answers after a timer. */
function router(): DataRouter {
  return drawSwitchesInOneTask(
    createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/ready', loader: async () => null, element: null },
        { path: '/slow', loader: () => new Promise((r) => setTimeout(() => r(null), 5)), element: null },
      ],
      { initialEntries: ['/'] },
    ),
  );
}

/** Whether the update that ended the navigation to `path` asked to be drawn at once. */
async function endDrawnAtOnce(r: DataRouter, path: string, flushSync: boolean): Promise<boolean> {
  await r.initialize();
  const ends: boolean[] = [];
  const stop = r.subscribe((state, opts) => {
    if (state.navigation.state === 'idle' && state.location.pathname === path) ends.push(opts.flushSync);
  });
  await r.navigate(path, { flushSync });
  stop();
  r.dispose();
  expect(ends).toHaveLength(1);
  return ends[0];
}

describe('a page switch drawn in the click’s own task', () => {
  it('a menu click on a page that is ready has the page drawn at once, with the pending state', async () => {
    expect(await endDrawnAtOnce(router(), '/ready', true)).toBe(true);
  });

  it('a page that answers in a later task is drawn when it does, as the router draws it', async () => {
    expect(await endDrawnAtOnce(router(), '/slow', true)).toBe(false);
  });

  it('a navigation not begun by such a click is left as it is', async () => {
    expect(await endDrawnAtOnce(router(), '/ready', false)).toBe(false);
  });
});

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

import type { Role } from '../domain/roles';
import { filterRoutes, leafRoutes } from './helpers';
import { fetchConsoleFrame } from './consoleFrame';
import { PAGES } from './pages';
import { APP_ROUTES, HOME_PATH, type PageKey } from './table';

/** Runs `fn` when the browser is idle (after a second at most where there is no idle callback). */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 5_000 });
  else setTimeout(fn, 1_000);
}

/** The pages the role may open, menu order first: what a person of that role can click next. */
export function pagesOf(role: Role): PageKey[] {
  const keys = leafRoutes(filterRoutes(APP_ROUTES, role)).flatMap((r) => (r.page ? [r.page] : []));
  return [...new Set(keys)];
}

/**
 * Loads the chunks of the pages the role may open, one per idle moment, once the console shows: the first visit to a
 * page then draws it at once instead of waiting for its chunk (and the chunk's Blueprint pieces) on the network.
 * Nothing runs while the browser is busy; a page already loaded costs nothing (the import is cached).
 */
export function prefetchPages(role: Role, load: (key: PageKey) => Promise<unknown> = (k) => PAGES[k]()): void {
  const queue = pagesOf(role);
  const next = () => {
    const key = queue.shift();
    if (!key) return;
    load(key).then(
      () => whenIdle(next),
      () => whenIdle(next), // Offline or a failed chunk: the page loads when opened, as before.
    );
  };
  whenIdle(next);
}

/**
 * A sign-in on its way: the console's frame and its first page load beside it, not after it. On a slow network the
 * sign-in page otherwise waited for the fake server (demo), then the answer, then these, each in turn. A failure is
 * met again when the route loads them.
 */
export function prefetchConsole(): void {
  const home = leafRoutes(APP_ROUTES).find((r) => r.path === HOME_PATH)?.page;
  fetchConsoleFrame().catch(() => undefined);
  if (home) PAGES[home]().catch(() => undefined);
}

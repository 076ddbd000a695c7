/** Runs `fn` when the browser is idle (after a second at most where there is no idle callback). */
export function whenIdle(fn: () => void, timeout = 5_000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout });
  else setTimeout(fn, 1_000);
}

/**
 * Ends the current task so the browser can draw and answer input before the next step of start-up: one long task
 * (evaluating the scripts, then creating the stores and the router, then the first render) is what a slow phone
 * feels as a frozen page.
 */
export function yieldToBrowser(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A sign-in pressed on the prerendered page before the console is live: the inline script (./inlineScript.ts) holds
 * it (a form with no script behind it would reload the page), and the sign-in form takes it once mounted.
 */
export interface HeldSubmit {
  submitted: boolean;
  release(): void;
}

declare global {
  interface Window {
    __firstScreen?: HeldSubmit;
  }
}

/** Stops holding submits (React hears them from now on); answers whether one was pressed before. */
export function takeHeldSubmit(): boolean {
  const held = typeof window === 'undefined' ? undefined : window.__firstScreen;
  if (!held) return false;
  window.__firstScreen = undefined;
  held.release();
  return held.submitted;
}

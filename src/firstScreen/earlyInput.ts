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

/** The class the inline script shows a held sign-in's button busy with (src/firstScreen/firstScreen.css). */
export const HELD_BUSY_CLASS = 'fs-busy';

/**
 * Stops holding submits (React hears them from now on); answers whether one was pressed before. The busy look the
 * inline script gave the button goes: the form's own busy state takes over in the same task, or its errors show.
 */
export function takeHeldSubmit(): boolean {
  const held = typeof window === 'undefined' ? undefined : window.__firstScreen;
  if (!held) return false;
  window.__firstScreen = undefined;
  held.release();
  for (const button of document.querySelectorAll(`.${HELD_BUSY_CLASS}`)) {
    button.classList.remove(HELD_BUSY_CLASS);
    // As the form draws it while idle.
    button.setAttribute('aria-busy', 'false');
    button.removeAttribute('aria-label');
  }
  return held.submitted;
}

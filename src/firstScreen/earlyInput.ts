/**
 * What a person did on the prerendered sign-in page before the console took it over: what they typed, whether they
 * ticked the agreement, whether they pressed "Sign in". The inline script holds submits back (a form with no script
 * behind it would reload the page); start-up reads the fields once, just before hydration, and the sign-in form starts
 * from them, so React takes over the same values it finds in the page and nothing typed is lost.
 */
export interface EarlyInput {
  mobile: string;
  password: string;
  agreed: boolean;
}

/** Set by the inline script (src/firstScreen/inlineScript.ts) on the sign-in page. */
export interface EarlySubmit {
  submitted: boolean;
  release(): void;
}

declare global {
  interface Window {
    __firstScreen?: EarlySubmit;
  }
}

let early: EarlyInput | null = null;

/** Reads the prerendered form's fields (before hydrateRoot; the inputs are the ones React will take over). */
export function captureEarlyInput(doc: Document): EarlyInput {
  const value = (id: string) => (doc.getElementById(id) as HTMLInputElement | null)?.value ?? '';
  const box = doc.querySelector<HTMLInputElement>('.login-agreement input[type=checkbox]');
  early = { mobile: value('login-mobile'), password: value('login-password'), agreed: Boolean(box?.checked) };
  return early;
}

/**
 * What the sign-in form starts from, until the console has taken the page over (then nothing: a form drawn later, after
 * a sign-out, starts empty). Read without being used up: React may draw the form more than once before it commits.
 */
export const earlyInput = (): EarlyInput | null => early;

/**
 * Once the console has taken the page over: stops holding submits back and carries out the one made before, if any,
 * through the form's own handler (its checks, then the sign-in).
 */
export function releaseEarlySubmit(doc: Document, win: Window): boolean {
  const held = win.__firstScreen;
  if (!held) return false;
  held.release();
  win.__firstScreen = undefined;
  if (!held.submitted) return false;
  const form = (doc.getElementById('login-mobile') as HTMLInputElement | null)?.form;
  form?.requestSubmit();
  return Boolean(form);
}

/** Gives React a change it did not see: the value it holds is set first, then the one in the page, as typing would. */
function replayText(input: HTMLInputElement, held: string): void {
  const typed = input.value;
  input.value = held; // Through React's own tracker: it now holds what the form holds.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, typed);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * After hydration: what was typed while React was taking the page over (between the read above and the end of the
 * hydration, which runs in slices) is given to the form as the change it is, so the form holds what the page shows.
 */
export function replayLateInput(doc: Document): void {
  const held = early;
  early = null;
  if (!held) return;
  for (const [id, value] of [
    ['login-mobile', held.mobile],
    ['login-password', held.password],
  ] as const) {
    const input = doc.getElementById(id) as HTMLInputElement | null;
    if (input && input.value !== value) replayText(input, value);
  }
  const box = doc.querySelector<HTMLInputElement>('.login-agreement input[type=checkbox]');
  if (box && box.checked !== held.agreed) {
    const ticked = box.checked;
    box.checked = held.agreed;
    box.click(); // Back to what the person left, as their click, which the form hears.
    if (box.checked !== ticked) box.checked = ticked;
  }
}

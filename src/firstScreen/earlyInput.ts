import { isLanguage, type Language } from '../domain/language';

/**
 * What a person did on the prerendered sign-in page before the console took it over: what they typed, whether they
 * ticked the agreement, whether they pressed "Sign in", picked another language or asked for the registration form.
 * The inline script holds submits back (a form with no script behind it would reload the page) and counts clicks on
 * the switch to registration; start-up reads the page once, just before hydration, and the sign-in form starts from
 * the fields, so React takes over the same values it finds in the page and nothing typed is lost. The language and
 * the switch are carried out once the console is live.
 */
export interface EarlyInput {
  mobile: string;
  password: string;
  agreed: boolean;
  /** The language the page's select shows, and the one the page was drawn in (the inline script's). */
  language: string;
  shownLanguage: string;
  /** Clicks on the switch to registration before start-up read the page. */
  switches: number;
}

/** The sign-in page's switch between its two forms, and its language select. */
export const REGISTER_SWITCH = '.login-switch button';
const LANGUAGE_SELECT = '.login-lang select';

/** Set by the inline script (src/firstScreen/inlineScript.ts) on the sign-in page. */
export interface EarlySubmit {
  submitted: boolean;
  /** Clicks on the switch counted while `watching`. */
  switches: number;
  watching: boolean;
  release(): void;
}

declare global {
  interface Window {
    __firstScreen?: EarlySubmit;
  }
}

let early: EarlyInput | null = null;

/**
 * Reads the prerendered page (before hydrateRoot; the inputs are the ones React will take over). From here on React
 * hears clicks itself (it hydrates a part that is clicked first), so the inline script stops counting them.
 */
export function captureEarlyInput(doc: Document, win: Window): EarlyInput {
  const value = (id: string) => (doc.getElementById(id) as HTMLInputElement | null)?.value ?? '';
  const box = doc.querySelector<HTMLInputElement>('.login-agreement input[type=checkbox]');
  const held = win.__firstScreen;
  if (held) held.watching = false;
  early = {
    mobile: value('login-mobile'),
    password: value('login-password'),
    agreed: Boolean(box?.checked),
    language: doc.querySelector<HTMLSelectElement>(LANGUAGE_SELECT)?.value ?? '',
    shownLanguage: doc.getElementById('root')?.dataset.fsLang ?? '',
    switches: held?.switches ?? 0,
  };
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
 * Returns what was read (for carryOutEarlyChoices), or null when nothing was.
 */
export function replayLateInput(doc: Document): EarlyInput | null {
  const held = early;
  early = null;
  if (!held) return null;
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
  return held;
}

/**
 * Once the console is live, after a held submit (which wins: the person pressed "Sign in"): the registration form when
 * the switch was clicked an odd number of times, then the language picked in the page's select, unless the language
 * has changed since (the person picked again once the console heard them).
 */
export function carryOutEarlyChoices(
  doc: Document,
  held: EarlyInput | null,
  language: string,
  choose: (lng: Language) => void,
): void {
  if (!held) return;
  if (held.switches % 2 === 1) doc.querySelector<HTMLButtonElement>(REGISTER_SWITCH)?.click();
  if (held.language !== held.shownLanguage && isLanguage(held.language) && language === held.shownLanguage)
    choose(held.language);
}

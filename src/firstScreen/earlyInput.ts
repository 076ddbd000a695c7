import { isLanguage, type Language } from '../domain/language';

/**
 * What a person does on the prerendered sign-in page before the console is live is kept:
 * - text typed and the agreement ticked: the sign-in form starts from the fields it is hydrated over
 *   (typedBeforeLive). React keeps such a value on screen but does not tell the form: its replay of changes made
 *   before hydration (`enableHydrationChangeEvent`) is off in React 19's stable build, so a form that started empty
 *   would submit empty fields, or wipe them at its next render;
 * - a sign-in pressed: the inline script holds the submit (a form with no script behind it would reload the page) and
 *   it is carried out through the form's own handler once the console is live (releaseEarlySubmit);
 * - the switch to registration clicked (the inline script counts the clicks: a button with no script behind it does
 *   nothing) and another language picked: carried out once the console is live (carryOutEarlyChoices).
 * From hydrateRoot on, React hears the page itself: it hydrates at once for a click or a key.
 */
export interface EarlyInput {
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

/**
 * What the field `id` of the prerendered page holds: the value the form starts from. Read as React hydrates the page
 * (the form's first render); a form drawn later (after a sign-out) finds no prerendered field and starts empty.
 */
export function typedBeforeLive(id: string): string {
  if (typeof document === 'undefined') return '';
  return (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
}

/** Whether the prerendered page's checkbox `selector` is ticked (as typedBeforeLive). */
export function tickedBeforeLive(selector: string): boolean {
  if (typeof document === 'undefined') return false;
  return Boolean(document.querySelector<HTMLInputElement>(selector)?.checked);
}

/** Reads the page's choices just before hydrateRoot; from then on React hears clicks, so the count stops. */
export function captureEarlyInput(doc: Document, win: Window): EarlyInput {
  const held = win.__firstScreen;
  if (held) held.watching = false;
  return {
    language: doc.querySelector<HTMLSelectElement>(LANGUAGE_SELECT)?.value ?? '',
    shownLanguage: doc.getElementById('root')?.dataset.fsLang ?? '',
    switches: held?.switches ?? 0,
  };
}

/**
 * Once the console is live: stops holding submits back and carries out the one made before, if any, through the
 * form's own handler (its checks, then the sign-in). Answers whether there was one.
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

/**
 * Once the console is live: the registration form when the switch was clicked an odd number of times (unless a held
 * submit won: the person pressed "Sign in"), then the language picked in the page's select, unless the language has
 * changed since (the person picked again once the console heard them). The language is carried out after a held
 * submit too: it is the console's language once that sign-in ends (LocaleStore.followUser).
 */
export function carryOutEarlyChoices(
  doc: Document,
  held: EarlyInput | null,
  language: string,
  choose: (lng: Language) => void,
  submitted = false,
): void {
  if (!held) return;
  if (!submitted && held.switches % 2 === 1) doc.querySelector<HTMLButtonElement>(REGISTER_SWITCH)?.click();
  if (held.language !== held.shownLanguage && isLanguage(held.language) && language === held.shownLanguage)
    choose(held.language);
}

import type { Language } from '../domain/language';
import { errorToShow } from '../lib/errorText';
import type { LocaleStore } from '../stores/LocaleStore';
import { toastError } from './toaster';

/**
 * A language the person picked (the language select, or the sign-in page's select before the console was live):
 * applied, saved to the account while signed in, and its failure said once.
 */
export function chooseLanguage(locale: LocaleStore, lng: Language): void {
  locale.choose(lng).catch((err: unknown) => {
    // http.ts may have shown it already (a -1 warning, the re-login box): one message, not two.
    const text = errorToShow(err);
    if (text !== null) void toastError(text);
  });
}

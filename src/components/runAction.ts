import { toastError, toastSuccess } from '../app/toaster';
import { formatDateTime } from '../lib/intl';
import { errorToShow } from '../lib/errorText';

/**
 * Runs a page action: a success toast when it says one, and every rejection's message shown (unless http.ts has
 * already shown it: warning toast, re-login box). Resolves undefined on failure.
 */
export async function runAction<T>(
  fn: () => Promise<T>,
  success?: string | ((r: T) => string),
): Promise<T | undefined> {
  try {
    const r = await fn();
    const text = typeof success === 'function' ? success(r) : success;
    if (text) void toastSuccess(text);
    return r;
  } catch (e) {
    const text = errorToShow(e);
    if (text !== null) void toastError(text);
    return undefined;
  }
}

/** A date and time in the reader's language. */
export const formatTime = (ms: number, lang: string): string => formatDateTime(ms, lang);

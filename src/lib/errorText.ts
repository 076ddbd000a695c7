import { isApiError } from './apiError';

/** What an error says, for a message or toast: an Error's message, anything else as text. */
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * What a form or page should say about a failure, or null when the http layer has already shown it (a -1 warning
 * toast, the re-login box, the way back to sign-in): one message, never two.
 */
export const errorToShow = (e: unknown): string | null => (isApiError(e) && e.handled ? null : errorText(e));

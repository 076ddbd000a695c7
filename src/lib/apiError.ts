/**
 * What a failed call rejects with: a business code from the server, or a transport failure; 'cancelled' when the call
 * belonged to a session or demo data that has since ended (it is dropped unread, and nothing is shown for it).
 */
export type ApiErrorCode = number | 'network' | 'timeout' | 'cancelled';

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  /** True when http.ts has already shown this failure to the person (warning toast, re-login box, redirect). */
  readonly handled: boolean;

  constructor(code: ApiErrorCode, message: string, handled = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.handled = handled;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** True for a call dropped because its session or demo data ended before it was answered. */
export const isCancelled = (e: unknown): boolean => isApiError(e) && e.code === 'cancelled';

/** The message to show for any rejection, with a translated fallback for the unexpected. */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof Error && e.message) return e.message;
  return fallback;
}

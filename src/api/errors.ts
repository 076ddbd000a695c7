/** The api layer's failures; the class lives in src/lib so screens can read an error without reaching into api/. */
export { type ApiErrorCode, ApiError, errorMessage, isApiError, isCancelled } from '../lib/apiError';

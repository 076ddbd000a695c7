/** Business constants (docs/product.md#limits-and-validation), each written once. */
export const REQUEST_TIMEOUT_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const PLATFORM_HEADER = '5';
export const TOKEN_COOKIE = 'Admin-Token';
export const USER_COOKIE = 'User-Info';
/** The session's user and token ids, beside the token. */
export const AUTH_IDS_COOKIE = 'Auth-Ids';
export const BRAND_COOKIE = 'Oem-Info';
export const DEFAULT_PAGE_SIZE = 20;
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1000;
export const WARNING_TOAST_MS = 2000;
export const DEFAULT_THEME_COLOR = '#13c2c2';

/** Business codes (docs/product.md#codes). */
export const CODE_OK = 20000;
export const CODE_OK_ALT = 0;
export const CODE_TOKEN_MISSING = 204;
export const CODE_WARNING = -1;
export const CODE_ILLEGAL_TOKEN = 50008;
export const CODE_OTHER_CLIENT = 50012;
export const CODE_TOKEN_EXPIRED = 50014;
export const CODE_FAILED = 50000;
export const RELOGIN_CODES: readonly number[] = [CODE_ILLEGAL_TOKEN, CODE_OTHER_CLIENT, CODE_TOKEN_EXPIRED];

export const isSuccessCode = (code: number): boolean => code === CODE_OK || code === CODE_OK_ALT;

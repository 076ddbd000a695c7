/** How a text asked for without its message is reported in the browser's console (and found by the e2e tests). */
export const MISSING_MESSAGE = '[i18n] missing message:';

/**
 * The icons the sign-in page draws through Blueprint's Icon (the language select's caret is drawn inline by
 * Blueprint), with the files of their paths: the same modules the console's icon table names (scripts/iconTable.ts).
 * A unit test checks this list against the prerendered page.
 */
const SIGN_IN_ICON_FILES = {
  'mobile-phone': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js'),
  lock: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js'),
  'eye-open': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
} as const;
export const SIGN_IN_ICONS = Object.keys(SIGN_IN_ICON_FILES) as (keyof typeof SIGN_IN_ICON_FILES)[];

/**
 * Asks for the small files the first screen is drawn with (its language's first messages; on the sign-in page, its
 * icons) beside the console's own code, not after it has run: on slow 4G each wave of requests is a round trip of over
 * half a second. The language is the one the inline script chose (<html lang>). These are the very files start-up then
 * imports (src/i18n/messageFiles.ts, the icon table), which the browser fetches once; one that fails here is asked for
 * again there, and its failure said there. It imports nothing of the console's, so src/main.tsx stays a small file of
 * its own that the browser runs first.
 */
export function startFirstScreenDownloads(doc: Document): void {
  const lng = doc.documentElement.lang.toLowerCase().split('-')[0];
  if (lng) import(`../i18n/locales/start/${lng}.json`).catch(() => undefined);
  if (doc.getElementById('root')?.dataset.fs === 'login')
    for (const load of Object.values(SIGN_IN_ICON_FILES)) load().catch(() => undefined);
}

import { toLanguage } from '../domain/language';
import { MESSAGE_FILES } from '../i18n/messageFiles';

/**
 * The icons the sign-in form draws through Blueprint's Icon (the language select's caret is drawn inline by
 * Blueprint), with the files of their paths: the very modules the console's icon loader takes them from
 * (src/app/icons.ts). Named here rather than there, which names every icon of the console: in the entry's first file
 * it would be 5 kB more on the way to the first paint. A unit test checks this list against the prerendered page.
 */
export const SIGN_IN_ICON_FILES = {
  'mobile-phone': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js'),
  lock: () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js'),
  'eye-open': () => import('@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js'),
} as const;
export const SIGN_IN_ICONS = Object.keys(SIGN_IN_ICON_FILES) as (keyof typeof SIGN_IN_ICON_FILES)[];

/**
 * Asks for the small files the first screen is drawn with (its language's first messages; on the sign-in page, its
 * icons) beside the console's own code, not after it has run: on a phone's network each wave of requests is a round trip of over
 * half a second. The language is the one the inline script chose (<html lang>). These are the very files start-up then
 * imports (the messages through src/i18n/messageFiles.ts, as i18n does), which the browser fetches once; one that
 * fails here is asked for again there, and its failure said there. What this file imports is in the entry's own small
 * `boot` file (vite.config.ts), not in the console's code, so src/main.tsx runs before that code has arrived.
 */
export function startFirstScreenDownloads(doc: Document): void {
  const lng = toLanguage(doc.documentElement.lang);
  if (lng) MESSAGE_FILES.start[lng]().catch(() => undefined);
  if (doc.getElementById('root')?.dataset.fs === 'login')
    for (const load of Object.values(SIGN_IN_ICON_FILES)) load().catch(() => undefined);
}

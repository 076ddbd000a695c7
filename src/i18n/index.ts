import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageDic } from '../api/types';
import { DEFAULT_LANGUAGE, type Language, toLanguage } from '../domain/language';
import { MISSING_MESSAGE } from './missingMessage';
import type enConsole from './locales/console/en.json';
import type enStart from './locales/start/en.json';

/** Every message of one language: its two parts together. */
export type Messages = typeof enStart & typeof enConsole;

import { MESSAGE_FILES, type MessagePart } from './messageFiles';

export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

/** The parts a screen has asked for: a language switch brings each of them in the new language. */
const partsInUse = new Set<MessagePart>(['start']);
/** Parts (as 'part:lng') whose file is in or on its way. */
const requested = new Map<string, Promise<void>>();

function loadPart(lng: Language, part: MessagePart): Promise<void> {
  const id = `${part}:${lng}`;
  const known = requested.get(id);
  if (known) return known;
  const loading = MESSAGE_FILES[part][lng]().then((m) => {
    // Not over what is there: a remote dictionary merged meanwhile wins.
    i18n.addResourceBundle(lng, 'translation', m.default, true, false);
  });
  requested.set(id, loading);
  loading.catch(() => requested.delete(id));
  return loading;
}

/** Every part in use, in `lng`. */
const loadMessages = (lng: Language): Promise<void> =>
  Promise.all([...partsInUse].map((part) => loadPart(lng, part))).then(() => undefined);

/** The language asked for last (what the console shows, or is about to): set by initI18n and switchLanguage. */
let current: Language = DEFAULT_LANGUAGE;

/**
 * The console's messages, in `lng` and in every language switched to from now on: what the console's frame and the
 * demo kit wait for before they draw. During a switch they draw in the language still shown until the new one's
 * messages are in (a switch that began before the part was in use does not bring it), so that language gets it too.
 */
export function loadConsoleMessages(lng: Language = current): Promise<void> {
  partsInUse.add('console');
  const shown = toLanguage(i18n.language);
  return Promise.all([loadPart(lng, 'console'), shown && shown !== lng ? loadPart(shown, 'console') : null]).then(
    () => undefined,
  );
}

/** A chunk that speaks with the console's messages, resolved once both are in (the console's frame, the demo kit). */
export const withConsoleMessages = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, loadConsoleMessages()]).then(([m]) => m);

let markReady: () => void = () => {};
/**
 * Settles once the first language's messages are in. Calls go out before (side by side with the messages); a failure
 * met that early waits for it (src/api/http.ts), so it is written in the reader's language, not as a key.
 */
export const i18nReady: Promise<void> = new Promise((resolve) => {
  markReady = resolve;
});

export async function initI18n(lng: Language): Promise<typeof i18n> {
  current = lng; // At once: the console's frame, asked for meanwhile, loads its messages in this language.
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      resources: {},
      fallbackLng: false,
      interpolation: { escapeValue: false },
      // Said outright (they are i18next's defaults): left unset, i18next tests every key for "natural language" with
      // a regular expression on every t() call, ~1 ms of each page switch.
      keySeparator: '.',
      nsSeparator: ':',
      returnNull: false,
      // A text asked for before its message is in (a part not loaded, a key misspelt) would show as its key: it is
      // said in the browser's console, and an end-to-end test that meets it fails (tests/e2e/fixtures.ts).
      saveMissing: true,
      missingKeyHandler: (_lngs, _ns, key) => console.warn(MISSING_MESSAGE, key),
      // A component draws again when messages are added (the server's dictionary, a language's file).
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  }
  await loadMessages(lng);
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lng];
  markReady();
  return i18n;
}

export async function switchLanguage(lng: Language): Promise<void> {
  current = lng;
  await loadMessages(lng);
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lng];
}

/** '{"login.title": "x"}' -> {login: {title: "x"}}, so a remote dictionary merges key by key. */
export function unflatten(dic: LanguageDic): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(dic)) {
    const parts = path.split('.');
    let node = out;
    for (const p of parts.slice(0, -1)) {
      if (!node[p] || typeof node[p] !== 'object') node[p] = {};
      node = node[p] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

/**
 * The server's dictionary wins over the local messages, key by key (getLanguageDicJson). Answers whether the console
 * draws again for it: only when it changes the wording of a message the console has, in the language it shows. Every
 * component that shows a message draws again on such a change (a long task on a slow phone), so nothing else causes
 * one: a dictionary that says what the console already says changes nothing; a key the console has no message for, or
 * none yet (a part not loaded), is on no screen, and is merged for when it is; a dictionary of another language shows
 * once that language is switched to.
 */
export function mergeRemoteDictionary(lng: Language, dic: LanguageDic | null): boolean {
  const changed = Object.entries(dic ?? {}).filter(
    ([key, value]) => i18n.getResource(lng, 'translation', key) !== value,
  );
  if (changed.length === 0) return false;
  const shown = lng === current && changed.some(([key]) => i18n.getResource(lng, 'translation', key) !== undefined);
  i18n.addResourceBundle(lng, 'translation', unflatten(Object.fromEntries(changed)), true, true, { silent: !shown });
  return shown;
}

export { i18n };

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageDic } from '../api/types';
import type { Language } from '../domain/language';
import type en from './locales/en.json';

export type Messages = typeof en;

/** Each locale is its own chunk: a person downloads only the language they read. */
const LOADERS: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
  zh: () => import('./locales/zh.json'),
  es: () => import('./locales/es.json'),
  ja: () => import('./locales/ja.json'),
};

export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

/** Languages whose file is in or on its way. */
const complete = new Map<Language, Promise<void>>();

/** Every message of `lng`, loaded once (a remote dictionary merged later is never overwritten). */
export function loadAllMessages(lng: Language): Promise<void> {
  const whole = complete.get(lng);
  if (whole) return whole;
  const loading = LOADERS[lng]().then((m) => {
    // Not over what is there: a remote dictionary merged meanwhile wins.
    i18n.addResourceBundle(lng, 'translation', m.default, true, false);
  });
  complete.set(lng, loading);
  loading.catch(() => complete.delete(lng));
  return loading;
}

let markReady: () => void = () => {};
/**
 * Settles once the first language's messages are in. Calls go out before (side by side with the messages); a failure
 * met that early waits for it (src/api/http.ts), so it is written in the reader's language, not as a key.
 */
export const i18nReady: Promise<void> = new Promise((resolve) => {
  markReady = resolve;
});

export async function initI18n(lng: Language): Promise<typeof i18n> {
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
      // A component draws again when messages are added (the server's dictionary, a language's file).
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  }
  await loadAllMessages(lng);
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lng];
  markReady();
  return i18n;
}

export async function switchLanguage(lng: Language): Promise<void> {
  await loadAllMessages(lng);
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
 * The server's dictionary wins over the local messages, key by key (spec.md section 7). Answers whether any wording
 * changed: a dictionary that says what the console already says (or nothing) changes nothing on screen, and every
 * component that shows a message would otherwise draw again for it.
 */
export function mergeRemoteDictionary(lng: Language, dic: LanguageDic | null): boolean {
  const changed = Object.fromEntries(
    Object.entries(dic ?? {}).filter(([key, value]) => i18n.getResource(lng, 'translation', key) !== value),
  );
  if (Object.keys(changed).length === 0) return false;
  i18n.addResourceBundle(lng, 'translation', unflatten(changed), true, true);
  return true;
}

export { i18n };

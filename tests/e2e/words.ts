import { readFileSync } from 'node:fs';
import i18next, { type ParseKeys, type TOptions } from 'i18next';
import type { Language } from '../../src/domain/language';

// Read as files: Playwright's loader runs the specs as native ES modules, which import JSON only with an attribute.
const part = (name: 'start' | 'console', lng: Language): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${name}/${lng}.json`, import.meta.url), 'utf8'));
const LNGS: Language[] = ['zh', 'en', 'es', 'ja'];
const ALL_MESSAGES = Object.fromEntries(LNGS.map((l) => [l, { ...part('start', l), ...part('console', l) }]));

/**
 * The product's own words, for locators and assertions: `t('login.submit')` is what the zh page shows on its sign-in
 * button, `t('login.submit', {}, 'en')` what the English one shows. A wording change then moves no test, and a reader
 * sees which message a test expects instead of a literal in a language they may not read.
 */
const words = i18next.createInstance();
void words.init({
  initAsync: false,
  lng: 'zh',
  fallbackLng: false,
  resources: Object.fromEntries(
    Object.entries(ALL_MESSAGES).map(([lng, messages]) => [lng, { translation: messages }]),
  ),
  interpolation: { escapeValue: false },
});

/** A message key of the locale files: a typo is a type error. */
type Key = ParseKeys;

/** The message `key` in `lng` (zh, the tests' default locale, unless told), with `params` filled in. */
export function t(key: Key, params: TOptions = {}, lng: Language = 'zh'): string {
  return String(words.t(key, { ...params, lng } as TOptions & { lng: Language }));
}

/** The same message in English: `en('login.submit')`. */
export const en = (key: Key, params: TOptions = {}) => t(key, params, 'en');

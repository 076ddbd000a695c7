import { readFileSync } from 'node:fs';
import i18next, { type ParseKeys, type TOptions } from 'i18next';
import { LANGUAGES, type Language } from '../../src/domain/language';
import { escapeRegExp } from '../../src/lib/escapeRegExp';

/**
 * The product's own words, for locators and assertions: `t('login.submit')` is what the zh page shows on its sign-in
 * button, `t('login.submit', {}, 'en')` what the English one shows. A wording change then moves no test, and a reader
 * sees which message a test expects instead of a literal in a language they may not read.
 */
const read = (part: 'start' | 'console', lng: Language): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${part}/${lng}.json`, import.meta.url), 'utf8'));

// Read from the files, as src/i18n/allMessages.ts merges them: Playwright loads specs as ES modules, where a JSON
// import needs an import attribute the console's own modules do not carry.
const words = i18next.createInstance();
void words.init({
  initAsync: false,
  lng: 'zh',
  fallbackLng: false,
  resources: Object.fromEntries(
    LANGUAGES.map((lng) => [lng, { translation: { ...read('start', lng), ...read('console', lng) } }]),
  ),
  interpolation: { escapeValue: false },
});

/** A message key of the locale files: a typo is a type error. */
type Key = ParseKeys;

/**
 * What a message's `{{name}}` places are filled with. The console fills them with text it has already formatted
 * (`shell.power`'s count with '50,000'), so a test passes the same text, or a number.
 */
export type Params = Record<string, string | number>;

/** The message `key` in `lng` (zh, the tests' default locale, unless told), with `params` filled in. */
export function t(key: Key, params: Params = {}, lng: Language = 'zh'): string {
  return String(words.t(key, { ...params, lng } as TOptions & { lng: Language }));
}

/** The same message in English: `en('login.submit')`. */
export const en = (key: Key, params: Params = {}) => t(key, params, 'en');

export { escapeRegExp };

const anyOf = (texts: string[]): string => {
  const escaped = texts.map(escapeRegExp);
  return escaped.length === 1 ? escaped[0] : `(?:${escaped.join('|')})`;
};

/** Matches any text that contains one of `texts`: for a message shown inside a longer text. */
export const part = (...texts: string[]): RegExp => new RegExp(anyOf(texts));

/** Matches a text that starts with one of `texts`: for a label followed by a value (the demo drawer's server time). */
export const begins = (...texts: string[]): RegExp => new RegExp(`^${anyOf(texts)}`);

/** Matches a text that is exactly one of `texts`: for a name that must not match a longer one, in either language. */
export const whole = (...texts: string[]): RegExp => new RegExp(`^${anyOf(texts)}$`);

/**
 * The message `key` as a pattern, for a message whose variable part the test does not fix (a date, a count, a time):
 * the places given in `params` are filled in (a pattern given for a place, e.g. `{ seconds: /\d+/ }`, is matched as a
 * pattern), the others match any text. Like `part`, it finds the message inside a longer text.
 */
export function shape(key: Key, params: Record<string, string | number | RegExp> = {}, lng: Language = 'zh'): RegExp {
  const message = words.getResource(lng, 'translation', key);
  if (typeof message !== 'string') throw new Error(`no message ${key} in ${lng}`);
  const pieces = message.split(/\{\{\s*(\w+)\s*\}\}/);
  const source = pieces
    .map((piece, i) => {
      if (i % 2 === 0) return escapeRegExp(piece);
      const value = params[piece];
      if (value === undefined) return '.+?';
      return value instanceof RegExp ? `(?:${value.source})` : escapeRegExp(String(value));
    })
    .join('');
  return new RegExp(source);
}

/** `shape` for the whole text: the message and nothing around it. */
export const wholeShape = (key: Key, params: Parameters<typeof shape>[1] = {}, lng: Language = 'zh'): RegExp =>
  new RegExp(`^(?:${shape(key, params, lng).source})$`);

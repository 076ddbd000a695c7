export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The selector offers all four (docs/product.md#the-console-frame). */
export const SELECTABLE_LANGUAGES: readonly Language[] = ['zh', 'en', 'es', 'ja'];
export const DEFAULT_LANGUAGE: Language = 'zh';

export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** Signed-out default: Chinese, or English for a browser whose language is not Chinese. */
export function defaultLanguageFor(browserLanguages: readonly string[]): Language {
  const first = (browserLanguages[0] ?? '').toLowerCase();
  if (!first || first.startsWith('zh')) return DEFAULT_LANGUAGE;
  return 'en';
}

/** Normalises what a server or a browser says (zh-CN, en_US, EN ...) to one of ours, or null. */
export function toLanguage(v: string | null | undefined): Language | null {
  if (!v) return null;
  const base = v.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/**
 * The interface language a browser starts in (docs/product.md, Languages): the last one chosen here, else the first
 * language of the brand the browser last saw here, else the browser's own (defaultLanguageFor). The console's locale
 * and the first screen's inline script both start from it.
 */
export function startLanguage(
  lastChosen: string | null | undefined,
  brandLanguage: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  return toLanguage(lastChosen) ?? toLanguage(brandLanguage) ?? defaultLanguageFor(browserLanguages);
}

import en from '../src/i18n/locales/en.json';
import es from '../src/i18n/locales/es.json';
import ja from '../src/i18n/locales/ja.json';
import zh from '../src/i18n/locales/zh.json';
import type { Language } from '../src/domain/language';

/** The server's messages come from the same locale files as the console's, in the caller's language. */
export type ServerMessageKey = keyof typeof en.server;

const CATALOGUE: Record<Language, Record<ServerMessageKey, string>> = {
  en: en.server,
  zh: zh.server,
  es: es.server,
  ja: ja.server,
};

export function serverMessage(
  lang: Language,
  key: ServerMessageKey,
  vars: Record<string, string | number> = {},
): string {
  const text = CATALOGUE[lang][key] ?? CATALOGUE.zh[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

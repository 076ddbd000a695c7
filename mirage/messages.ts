import type { Language } from '../src/domain/language';
import type { Messages } from '../src/i18n';

import type { ServerMessageKey } from '../src/api/contract';

/** The server's messages come from the same locale files as the console's, in the caller's language. */
export type { ServerMessageKey };

/**
 * The languages the fake server can answer in, each given once: every one at once in Node (./allMessages.ts), and in
 * the browser the one a call asks for, on demand, before the call is answered (src/app/fakeServer.ts): the sign-in
 * page of a demo does not parse four languages' messages it will not show.
 */
const TABLES: Partial<Record<Language, Messages>> = {};
export function provideMessages(lang: Language, messages: Messages): void {
  TABLES[lang] = messages;
}
export const speaks = (lang: Language): boolean => TABLES[lang] !== undefined;
/** The caller's language; Chinese (the service's own) for a caller that names none it has; else any it has. */
const table = (lang: Language): Messages => {
  const t = TABLES[lang] ?? TABLES.zh ?? Object.values(TABLES)[0];
  if (!t) throw new Error('the fake server has no messages: provideMessages() was not called');
  return t;
};

/**
 * A form rule's own message (a dotted key of the locale files, e.g. 'validation.nameLong'), for refusals the console's
 * forms make first: the server refuses in the same words, so a person never meets two messages for one rule.
 */
export function ruleMessage(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const find = (messages: unknown): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        messages,
      );
  const text = find(table(lang)) ?? find(table('zh'));
  if (typeof text !== 'string') throw new Error(`no message ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function serverMessage(
  lang: Language,
  key: ServerMessageKey,
  vars: Record<string, string | number> = {},
): string {
  const text: string = table(lang).server[key] ?? table('zh').server[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

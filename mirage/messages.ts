import { ALL_MESSAGES } from '../src/i18n/allMessages';
import type { Language } from '../src/domain/language';

import type { ServerMessageKey } from '../src/api/contract';

/** The server's messages come from the same locale files as the console's, in the caller's language. */
export type { ServerMessageKey };

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
  const text = find(ALL_MESSAGES[lang]) ?? find(ALL_MESSAGES.zh);
  if (typeof text !== 'string') throw new Error(`no message ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function serverMessage(
  lang: Language,
  key: ServerMessageKey,
  vars: Record<string, string | number> = {},
): string {
  const text: string = ALL_MESSAGES[lang].server[key] ?? ALL_MESSAGES.zh.server[key];
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

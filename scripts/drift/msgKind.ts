import { LANGUAGES } from '../../src/domain/language.ts';
import { ALL_MESSAGES } from '../../src/i18n/allMessages.ts';
import { escapeRegExp } from '../../src/lib/escapeRegExp.ts';

const SUCCESS = new Set([20000, 0]);

const pattern = (text: string) => new RegExp(`^${escapeRegExp(text).replace(/\\\{\\\{\w+\\\}\\\}/g, '.*')}$`, 's');

/**
 * Every message the service answers with, in every language, as a pattern ({{field}} matches anything) with its key:
 * the server's messages, and the form rules' own (the service refuses some inputs in the form's words).
 */
const patterns = (table: unknown, prefix: string) =>
  Object.entries(table as Record<string, unknown>).flatMap(([key, text]) =>
    typeof text === 'string' ? [{ key: `${prefix}${key}`, re: pattern(text) }] : [],
  );
const PATTERNS: { key: string; re: RegExp }[] = LANGUAGES.flatMap((lang) => [
  ...patterns(ALL_MESSAGES[lang].server, ''),
  ...patterns(ALL_MESSAGES[lang].validation, 'validation.'),
]);

/**
 * The kind of an answer's message: 'success' for a success, else the key of the server message it reads as (in any of
 * the console's languages), or null when it is none the console knows.
 */
export function messageKind(code: number, msg: unknown): string | null {
  if (SUCCESS.has(code)) return 'success';
  if (typeof msg !== 'string') return null;
  return PATTERNS.find((p) => p.re.test(msg.trim()))?.key ?? null;
}

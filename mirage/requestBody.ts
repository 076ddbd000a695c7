import type { Language } from '../src/domain/language';
import type { Reply } from './handler';
import { type ServerMessageKey, serverMessage } from './messages';

/** The largest request body the fake service reads (fake:serve --max-body); larger ones answer HTTP 413. */
export const DEFAULT_MAX_BODY = 10 * 1024 * 1024;

export type BodyRefusal =
  | { key: 'badJson' }
  | { key: 'jsonTooDeep'; max: number }
  | { key: 'unsupportedContentType'; type: string }
  | { key: 'bodyTooLarge'; limit: number };

export type ParsedBody = { body: Record<string, unknown> } | { refused: BodyRefusal };

/**
 * The deepest nesting of objects and arrays a body may have. No call takes more than a few levels; a body nested
 * 100,000 deep would overflow the stack of the checks that walk it (it answered 500), so it is refused (400) before it is parsed.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether a JSON text nests objects and arrays deeper than `max`: one pass over the text, no recursion. */
export function nestsDeeper(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** HTTP status of each refusal: the codes a web server gives them. */
const STATUS: Record<BodyRefusal['key'], number> = {
  badJson: 400,
  jsonTooDeep: 400,
  unsupportedContentType: 415,
  bodyTooLarge: 413,
};

/**
 * Reads a call's body as the service does: JSON objects only. An empty body is no fields; any other content type,
 * or text that is not a JSON object, is refused in words that say so, rather than read as empty (which used to
 * answer a misleading "account empty" or "no permission").
 */
export function parseBody(contentType: string | undefined, raw: string, maxBody = DEFAULT_MAX_BODY): ParsedBody {
  if (raw.length > maxBody) return { refused: { key: 'bodyTooLarge', limit: maxBody } };
  if (!raw.trim()) return { body: {} };
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (type && type !== 'application/json' && !type.endsWith('+json')) {
    return { refused: { key: 'unsupportedContentType', type } };
  }
  if (nestsDeeper(raw)) return { refused: { key: 'jsonTooDeep', max: MAX_JSON_DEPTH } };
  try {
    const v: unknown = JSON.parse(raw);
    if (v && typeof v === 'object' && !Array.isArray(v)) return { body: v as Record<string, unknown> };
  } catch {
    // Falls through to the refusal.
  }
  return { refused: { key: 'badJson' } };
}

/** A refusal before any handler runs: an HTTP status, and the envelope with that code and a translated message. */
export interface Refusal {
  status: number;
  reply: Reply;
  headers?: Record<string, string>;
}

export function refusal(
  lang: Language,
  status: number,
  key: ServerMessageKey,
  vars: Record<string, string | number> = {},
): Refusal {
  return { status, reply: { code: status, msg: serverMessage(lang, key, vars), data: null } };
}

export function bodyRefusal(lang: Language, r: BodyRefusal): Refusal {
  const vars: Record<string, string | number> =
    r.key === 'bodyTooLarge'
      ? { limit: r.limit }
      : r.key === 'unsupportedContentType'
        ? { type: r.type }
        : r.key === 'jsonTooDeep'
          ? { max: r.max }
          : {};
  return refusal(lang, STATUS[r.key], r.key, vars);
}

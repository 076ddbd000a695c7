import type { Language } from '../src/domain/language';
import type { Reply } from './handler';
import { type ServerMessageKey, serverMessage } from './messages';

/** The largest request body the fake service reads (fake:serve --max-body); larger ones answer HTTP 413. */
export const DEFAULT_MAX_BODY = 10 * 1024 * 1024;

export type BodyRefusal =
  | { key: 'badJson' }
  | { key: 'unsupportedContentType'; type: string }
  | { key: 'bodyTooLarge'; limit: number };

export type ParsedBody = { body: Record<string, unknown> } | { refused: BodyRefusal };

/** HTTP status of each refusal: the codes a web server gives them. */
const STATUS: Record<BodyRefusal['key'], number> = { badJson: 400, unsupportedContentType: 415, bodyTooLarge: 413 };

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
    r.key === 'bodyTooLarge' ? { limit: r.limit } : r.key === 'unsupportedContentType' ? { type: r.type } : {};
  return refusal(lang, STATUS[r.key], r.key, vars);
}

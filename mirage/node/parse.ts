import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Language } from '../../src/domain/language';
import { plainHeaders } from '../adapter';
import { langOf } from '../backend';
import { bodyRefusal, type Refusal, refusal } from '../requestBody';

/** One request and its answer, as every part of the server sees them. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  headers: Record<string, string>;
  lang: Language;
  send(status: number, body: unknown, headers?: Record<string, string>): void;
  refuse(r: Refusal): void;
}

export function exchangeOf(req: IncomingMessage, res: ServerResponse): Exchange {
  const headers = plainHeaders(req.headers);
  const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...extra });
    res.end(JSON.stringify(body));
  };
  return {
    req,
    res,
    url: new URL(req.url ?? '/', 'http://fake'),
    headers,
    lang: langOf(headers),
    send,
    refuse: (r) => send(r.status, r.reply, r.headers),
  };
}

/** The most bytes all request bodies being read at once may hold (fake:serve --max-inflight). */
export const DEFAULT_MAX_INFLIGHT = 64 * 1024 * 1024;

/**
 * The memory request bodies take while they are read and answered, all together: a body that would go over it is
 * read and dropped as it comes, and answered 503, so 20 bodies of 9 MB at once cannot grow the process by 180 MB.
 */
export class BodyBudget {
  used = 0;
  constructor(readonly max: number) {}

  take(n: number): boolean {
    if (this.used + n > this.max) return false;
    this.used += n;
    return true;
  }

  give(n: number): void {
    this.used = Math.max(0, this.used - n);
  }
}

export type ReadBody = { body: Buffer } | { refused: 'tooLarge' | 'busy' };

/**
 * Reads a body of at most `limit` bytes within the budget. What comes beyond either is read and dropped as it
 * arrives, never kept, so the connection stays usable and the answer (413 or 503) reaches the caller. The bytes kept
 * are given back to the budget when the answer has gone.
 */
export async function readBody(x: Exchange, limit: number, budget: BodyBudget): Promise<ReadBody> {
  let over = Number(x.req.headers['content-length'] ?? 0) > limit;
  let busy = false;
  let size = 0;
  let held = 0;
  const chunks: Buffer[] = [];
  const drop = () => {
    budget.give(held);
    held = 0;
    chunks.length = 0;
  };
  try {
    for await (const chunk of x.req as AsyncIterable<Buffer>) {
      if (over || busy) continue;
      size += chunk.length;
      if (size > limit) {
        over = true;
        drop();
      } else if (!budget.take(chunk.length)) {
        busy = true;
        drop();
      } else {
        held += chunk.length;
        chunks.push(chunk);
      }
    }
  } catch (e) {
    drop();
    throw e;
  }
  if (over) return { refused: 'tooLarge' };
  if (busy) return { refused: 'busy' };
  const kept = held;
  x.res.once('close', () => budget.give(kept));
  return { body: Buffer.concat(chunks) };
}

/** Reads and drops whatever body came with a request that needs none. */
export async function drain(x: Exchange): Promise<void> {
  for await (const _ of x.req as AsyncIterable<Buffer>) {
    // Dropped.
  }
}

/** The answer to a body that could not be read: too large (413) or over the memory bodies may take (503). */
export function readRefusal(x: Exchange, why: 'tooLarge' | 'busy', maxBody: number, budget: BodyBudget): Refusal {
  if (why === 'tooLarge') return bodyRefusal(x.lang, { key: 'bodyTooLarge', limit: maxBody });
  const r = refusal(x.lang, 503, 'bodiesBusy', { limit: budget.max });
  return { ...r, headers: { 'retry-after': '1' } };
}

/** A demo control's body as sent: undefined when empty, the JSON value, or the text itself when it is not JSON. */
export function controlBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: refused by the control's schema as a body that is not an object.
    return text;
  }
}

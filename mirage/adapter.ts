import type { Language } from '../src/domain/language';
import { type ApiPath, CALLS, type CallRule } from '../src/api/contract';
import { type Backend, langOf, type Outcome } from './backend';
import type { Reply, Req } from './handler';
import { normalizePath } from './faults';
import { type MediaBusy, mediaAskedBy, mediaBusy } from './media/jobs';
import { putObject } from './mediaStore';
import { serverMessage } from './messages';
import { checkUpload, type UploadRefusal } from './uploadGate';
import type { DbSource } from './db';

/**
 * What the two adapters of the fake service share: the Mirage one in the browser (mirage/server.ts) and the Node
 * HTTP one (mirage/node/httpServer.ts). Each turns its own request into a plain one, hands it to the Backend, and
 * turns the outcome back; the steps below are the same in both.
 */

/** A request's headers with lower-case names and one string each (a repeated header keeps its first value). */
export function plainHeaders(h: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (typeof value === 'string') out[k.toLowerCase()] = value;
  }
  return out;
}

/** Longer than the console's 5 s timeout, so a 'timeout' fault really times out. */
export const TIMEOUT_FAULT_MS = 5_500;

/** What a call whose injected timeout has run out answers, if the client is still waiting. */
export const timeoutReply = (): Reply => ({ code: 50000, msg: 'timeout', data: null });

/**
 * The last step of an upload, once its bytes have come (null: more than the STS call declared): that size and the
 * upload rules (mirage/uploadGate.ts), then the store of the world (`scope`), which refuses (507) a file over its cap. Null when the
 * file is stored. `bytes`: the upload's bytes, written to disk before it is stored where the store keeps uploads
 * there (fake:serve --persist); a write the disk refuses throws a WriteRefused, which the call answers 503.
 */
export function storeUpload(
  source: DbSource,
  key: string,
  blob: Blob | null,
  scope: string,
  bytes?: Uint8Array,
): UploadRefusal | null {
  const bad = checkUpload(source, blob ? blob.size : source.fileSize + 1);
  if (bad || !blob) return bad;
  if (!putObject(key, blob, scope, 0, bytes))
    return { status: 507, message: (lang: Language) => serverMessage(lang, 'storageFull') };
  return null;
}

/** A call that asks for speech while the maker's queue is full: 503, Retry-After, in the caller's language. */
function busyOutcome(req: Req, busy: MediaBusy): Outcome {
  const key = busy.queue === 'sandbox' ? 'speechBusySandbox' : 'speechBusyServer';
  const msg = serverMessage(langOf(req.headers), key, { max: busy.max, seconds: busy.retryAfterS });
  return {
    reply: { code: 503, msg, data: null },
    status: 503,
    headers: { 'retry-after': String(busy.retryAfterS) },
  };
}

/**
 * The backend's answer to a call, once the files it names are made: a read that asked for one the answer carries (a
 * voice's sample: Listen plays what it gets) is answered again when it exists, without being logged twice; it waits
 * for what it asked for and nothing else (not another request's file, not another sandbox's). Writes never wait: the
 * work they start (a video, generated audio) is followed by its state. A call that asks for speech when the maker's
 * queue is full answers 503 with Retry-After: a write is refused before it changes anything, a read once it asked.
 */
export async function answerWithMedia(
  backend: Backend,
  method: 'get' | 'post',
  path: string,
  req: Req,
): Promise<Outcome> {
  const rule: CallRule | undefined = CALLS[normalizePath(path) as ApiPath];
  const full = rule?.asksMedia && rule.writes ? mediaBusy(backend.mediaScope) : null;
  if (full) return busyOutcome(req, full);
  const asked = mediaAskedBy(() => backend.handle(method, path, req));
  const out = asked.result;
  if ('fault' in out || rule?.writes !== false) return out;
  if (asked.busy && rule.asksMedia) return busyOutcome(req, asked.busy);
  if (!asked.awaited.length) return out;
  await Promise.all(asked.awaited);
  return backend.handle(method, path, req, true);
}

import type { Language } from '../src/domain/language';
import { type ApiPath, CALLS } from '../src/api/contract';
import type { Backend, Outcome } from './backend';
import type { Reply, Req } from './handler';
import { normalizePath } from './faults';
import { awaitedMedia } from './media/jobs';
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
 * file is stored.
 */
export function storeUpload(source: DbSource, key: string, blob: Blob | null, scope: string): UploadRefusal | null {
  const bad = checkUpload(source, blob ? blob.size : source.fileSize + 1);
  if (bad || !blob) return bad;
  if (!putObject(key, blob, scope))
    return { status: 507, message: (lang: Language) => serverMessage(lang, 'storageFull') };
  return null;
}

/**
 * The backend's answer to a call, once the files it names are made: a read that asked for one the answer carries (a
 * voice's sample: Listen plays what it gets) is answered again when it exists, without being logged twice. Writes
 * never wait: the work they start (a video) is followed by its state.
 */
export async function answerWithMedia(
  backend: Backend,
  method: 'get' | 'post',
  path: string,
  req: Req,
): Promise<Outcome> {
  const out = backend.handle(method, path, req);
  const awaited = awaitedMedia();
  if (!awaited.length || 'fault' in out || CALLS[normalizePath(path) as ApiPath]?.writes !== false) return out;
  await Promise.all(awaited);
  return backend.handle(method, path, req, true);
}

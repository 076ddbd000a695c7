import type { Masker } from './mask.ts';

/** The envelope every call of the service answers. */
export interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

/**
 * One call of a recorded session, one JSON line of the recording (masked before it is written).
 * `t`: the service's time when the call arrived (epoch ms: the fake's clock when the service is the fake, else the
 * recorder's); `ms`: how long the answer took; `answer`: the JSON envelope, or null when the body was not JSON
 * (`bytes` then says how large it was).
 */
export interface RecordedCall {
  seq: number;
  t: number;
  ms: number;
  method: string;
  /** The call under the API base, e.g. /task/listTask. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  status: number;
  answer: Envelope | null;
  bytes?: number;
}

/** The request headers a recording keeps: those that choose the caller, the brand and the language. */
const KEPT_HEADERS = [
  'token',
  'x-token',
  'userid',
  'tokenid',
  'oemcode',
  'platform',
  'accept-language',
  'content-type',
];

/** What the recorder saw of one exchange, before masking. */
export interface Exchange {
  seq: number;
  t: number;
  ms: number;
  method: string;
  path: string;
  search: string;
  headers: Record<string, string | string[] | undefined>;
  requestBody: Buffer;
  status: number;
  responseBody: Buffer;
}

const parseJson = (b: Buffer): { ok: true; value: unknown } | { ok: false } => {
  if (!b.length) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(b.toString('utf8')) };
  } catch {
    return { ok: false };
  }
};

const isEnvelope = (v: unknown): v is Envelope =>
  !!v && typeof v === 'object' && typeof (v as Envelope).code === 'number' && 'msg' in (v as object);

/** One exchange as the line the recording keeps, every secret and phone number masked. */
export function recordOf(x: Exchange, mask: Masker): RecordedCall {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const v = x.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const request = parseJson(x.requestBody);
  const response = parseJson(x.responseBody);
  const answer = response.ok && isEnvelope(response.value) ? response.value : null;
  return {
    seq: x.seq,
    t: x.t,
    ms: x.ms,
    method: x.method,
    path: x.path,
    query: mask(Object.fromEntries(new URLSearchParams(x.search))) as Record<string, string>,
    headers: mask(headers) as Record<string, string>,
    body: request.ok ? mask(request.value) : x.requestBody.length ? { bytes: x.requestBody.length } : null,
    status: x.status,
    answer: answer ? (mask(answer) as Envelope) : null,
    ...(answer ? {} : { bytes: x.responseBody.length }),
  };
}

/** A recording's lines, or the first line that is not a call, named by its number. */
export function parseSession(text: string, name = 'the recording'): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      throw new SessionError(`${name}, line ${i + 1}: not JSON`);
    }
    const c = v as RecordedCall;
    if (!c || typeof c.method !== 'string' || typeof c.path !== 'string' || typeof c.status !== 'number')
      throw new SessionError(`${name}, line ${i + 1}: not a recorded call (method, path, status)`);
    calls.push({ ...c, query: c.query ?? {}, headers: c.headers ?? {}, t: c.t ?? 0, ms: c.ms ?? 0 });
  }
  return calls;
}

/** A recording that cannot be read: one line for the person who gave it. */
export class SessionError extends Error {}

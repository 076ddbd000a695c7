import { CALLS } from '../../src/api/contract.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/demo/demoAccounts.ts';
import { deriveRole, type RoleFields } from '../../src/domain/roles.ts';
import type { CallPair } from './compare.ts';
import { makeMasker } from './mask.ts';
import type { Envelope, RecordedCall } from './session.ts';

/** Where a replay sends its calls: a fresh world of the fake service, with its clock. */
export interface FakeTarget {
  send(call: {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body: unknown;
  }): Promise<{
    status: number;
    answer: Envelope | null;
    ms: number;
  }>;
  now(): Promise<number>;
  advance(ms: number): Promise<void>;
}

/** A fake service over HTTP (`base`: its API base), in a sandbox of the replay's own. */
export function httpTarget(base: string, sandbox: string): FakeTarget {
  const origin = new URL(base).origin;
  const api = base.replace(/\/+$/, '');
  const demo = async (path: string, body?: unknown) => {
    const res = await fetch(`${origin}/__demo${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-fake-sandbox': sandbox, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${origin}/__demo${path} answered ${res.status}: is ${base} the fake service?`);
    return (await res.json()) as { now: number };
  };
  return {
    now: async () => (await demo('')).now,
    advance: async (ms) => {
      await demo('/advance', { ms });
    },
    send: async (call) => {
      const search = new URLSearchParams(call.query).toString();
      const upload = isBytes(call.body);
      const started = performance.now();
      const res = await fetch(`${api}${call.path}${search ? `?${search}` : ''}`, {
        method: call.method,
        headers: { ...call.headers, 'x-fake-sandbox': sandbox },
        body:
          call.method === 'GET' || call.method === 'HEAD' || call.body === null || call.body === undefined
            ? undefined
            : upload
              ? new Uint8Array(upload.bytes)
              : JSON.stringify(call.body),
      });
      const text = await res.text();
      let answer: Envelope | null = null;
      try {
        const v = JSON.parse(text) as Envelope;
        if (v && typeof v.code === 'number') answer = v;
      } catch {
        // not JSON: a file, or an error page
      }
      return { status: res.status, answer, ms: Math.round(performance.now() - started) };
    },
  };
}

/** A body the recording keeps only the size of (an uploaded file). */
const isBytes = (body: unknown): { bytes: number } | null =>
  body &&
  typeof body === 'object' &&
  Object.keys(body).length === 1 &&
  typeof (body as { bytes?: unknown }).bytes === 'number'
    ? (body as { bytes: number })
    : null;

const scalar = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';
/** Values that can stand for something the service assigned: not a flag, a page number or a language code. */
const assignable = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.length >= 4) || (typeof v === 'number' && Number.isInteger(v) && v >= 1_000_000);
/** An epoch time in ms (2001 to 2286). */
const isTime = (v: unknown): v is number => typeof v === 'number' && v >= 1e12 && v < 1e13;
const keyOf = (v: unknown) => JSON.stringify(v);

export interface ReplayOptions {
  /** Paths (dotted, arrays as []) where the two recordings of a session differ: values the service assigns. */
  assigned?: ReadonlySet<string>;
  /** The mask key of the recording, when known: a sign-in as a demo account is then replayed as that account. */
  maskKey?: string;
}

export interface Replay {
  pairs: CallPair[];
  /** The fake's value for a value the real service assigned (an id, a token), if the session used it. */
  fakeValue(real: unknown): unknown;
}

/**
 * Replays a recorded session, call by call in order, into a fresh world of the fake:
 * - time moves as it moved between the recorded calls (the fake's clock is advanced, never waited for);
 * - what the real service assigned (ids, tokens, user ids, upload keys) and the session sent back later is sent as
 *   what the fake assigned at the same place of the same answer; a time the session sends is moved by the distance
 *   between the two clocks;
 * - a sign-in that succeeded is made as the demo account of the same role (the recording's credentials are masked).
 */
export async function replaySession(
  calls: readonly RecordedCall[],
  target: FakeTarget,
  opts: ReplayOptions = {},
): Promise<Replay> {
  const ordered = [...calls].sort((a, b) => a.seq - b.seq);
  // Every value the session sent: an answer's value is mapped only if the session used it again.
  const sent = new Set<string>();
  const collect = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(collect);
    else if (v && typeof v === 'object') Object.values(v).forEach(collect);
    else if (assignable(v)) {
      sent.add(keyOf(v));
      if (typeof v === 'string' && /^\d+$/.test(v)) sent.add(keyOf(Number(v)));
    }
  };
  for (const c of ordered) [c.query, c.body, c.headers].forEach(collect);

  const map = new Map<string, unknown>();
  // Every id the two answered at the same place: what the session's things are called in the fake.
  const ids = new Map<string, unknown>();
  const learn = (real: unknown, fake: unknown, at: string) => {
    if (Array.isArray(real) && Array.isArray(fake)) {
      for (const [i, r] of real.entries()) learn(r, fake[i], `${at}[]`);
    } else if (real && fake && typeof real === 'object' && typeof fake === 'object') {
      for (const [k, v] of Object.entries(real)) learn(v, (fake as Record<string, unknown>)[k], `${at}.${k}`);
    } else if (scalar(real) && scalar(fake) && real !== fake && !map.has(keyOf(real))) {
      if ((sent.has(keyOf(real)) && assignable(real)) || opts.assigned?.has(at)) map.set(keyOf(real), fake);
      if (at.endsWith('.id') && !ids.has(keyOf(real))) ids.set(keyOf(real), fake);
    }
  };
  let shift = 0;
  const substitute = (v: unknown, t: number): unknown => {
    if (Array.isArray(v)) return v.map((x) => substitute(x, t));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, substitute(x, t)]));
    if (map.has(keyOf(v))) return map.get(keyOf(v));
    if (typeof v === 'string' && /^\d+$/.test(v) && map.has(keyOf(Number(v)))) return String(map.get(keyOf(Number(v))));
    if (isTime(v) && Math.abs(v - t) < 5 * 365 * 86_400_000) return v + shift;
    return v;
  };
  const mask = opts.maskKey ? makeMasker({ key: opts.maskKey }) : null;
  const signInAs = (c: RecordedCall): { mobilePhone: string; passWord: string } | null => {
    // A sign-in: a call that changes nothing, sent a mobile number and a password (a registration is not one).
    const rule = (CALLS as Record<string, { writes: boolean }>)[c.path];
    const body = c.body as { mobilePhone?: unknown; passWord?: unknown } | null;
    if (!rule || rule.writes || !body || typeof body !== 'object' || !('mobilePhone' in body) || !('passWord' in body))
      return null;
    const data = c.answer?.data as RoleFields | null | undefined;
    if (!data || typeof data !== 'object' || !('isAdmin' in data)) return null;
    const exact = mask && DEMO_ACCOUNTS.find((a) => mask(a.mobile, 'mobilePhone') === body.mobilePhone);
    const role = deriveRole(data);
    const account = exact || DEMO_ACCOUNTS.find((a) => a.role === role);
    return account ? { mobilePhone: account.mobile, passWord: DEMO_PASSWORD } : null;
  };

  const pairs: CallPair[] = [];
  const start = await target.now();
  if (ordered.length) shift = start - ordered[0].t;
  let last = ordered[0]?.t ?? 0;
  for (const [index, c] of ordered.entries()) {
    if (c.t > last) await target.advance(c.t - last);
    last = Math.max(last, c.t);
    const headers = substitute(c.headers, c.t) as Record<string, string>;
    let body = substitute(c.body, c.t);
    const account = signInAs(c);
    if (account) body = { ...(body as object), ...account };
    const fake = await target.send({
      method: c.method,
      path: c.path,
      query: substitute(c.query, c.t) as Record<string, string>,
      headers,
      body,
    });
    if (c.answer && fake.answer) learn(c.answer.data, fake.answer.data, 'data');
    pairs.push({ index, real: c, fake, input: c.method === 'GET' ? c.query : c.body });
  }
  return {
    pairs,
    fakeValue: (real) => map.get(keyOf(real)) ?? ids.get(keyOf(real)),
  };
}

/**
 * Secrets masked out of what the fake server shows of a request (the request log of `GET /__demo/requests`,
 * `window.__demo.requests()`): a log anyone can read must not hand out a token that acts as its owner, a password, or
 * a person's phone number. Pure: the value given is never changed, a masked copy is returned.
 *
 * - a token, a password, a cookie, an authorization or a signature (by its field's or header's name): its first
 *   4 characters when it is 16 or longer (enough to tell two tokens apart in a log), then `***`;
 * - a mainland mobile number (11 digits from 13 to 19), in any field or text: `138****0001`;
 * - a field's or header's name is kept; `tokenId` and `userId` (ids, which open nothing) are kept.
 */

/** What replaces a secret (after its first characters, when it is long enough to keep some). */
export const MASK = '***';
/** A secret this long or longer keeps its first characters: tokens stay tellable apart, a password never shows. */
const KEEP_FROM = 16;
const KEEP = 4;
/** Beyond this depth a value is not walked (a body nested 100,000 deep must not overflow the stack). */
const MAX_DEPTH = 12;
export const TOO_DEEP = '[…]';

/** A name, lower-cased, without separators: X-Token, x_token and xToken are one. */
const plain = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

const SECRET_NAMES = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'sig',
  'signature',
  'apikey',
]);
/** The answer for names already seen (every call logs the same dozen headers); bounded, for bodies of made-up keys. */
const known = new Map<string, boolean>();

/** Whether a field or header of this name holds a secret. */
export function isSecretName(name: string): boolean {
  const seen = known.get(name);
  if (seen !== undefined) return seen;
  const n = plain(name);
  const secret = n.endsWith('token') || /pass(word|wd)$|pwd$|secret$/.test(n) || SECRET_NAMES.has(n);
  if (known.size < 1000) known.set(name, secret);
  return secret;
}

/** A mobile number standing alone (not inside a longer run of digits, such as an id or a timestamp). */
const MOBILE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/** One secret's masked form. */
export function maskSecret(value: string): string {
  return value.length >= KEEP_FROM ? `${value.slice(0, KEEP)}${MASK}` : MASK;
}

/** Every mobile number in a text with its middle four digits hidden: 13800000001 -> 138****0001. */
export function maskPhones(text: string): string {
  if (text.length < 11) return text;
  return text.replace(MOBILE_IN_TEXT, (m) => `${m.slice(0, 3)}****${m.slice(7)}`);
}

export interface MaskOptions {
  /** Texts longer than this are cut to it, with `…` (a log keeps a picture's data URL short). */
  maxText?: number;
}

function walk(value: unknown, depth: number, o: MaskOptions): unknown {
  if (typeof value === 'string') {
    const cut = o.maxText !== undefined && value.length > o.maxText ? `${value.slice(0, o.maxText)}…` : value;
    return maskPhones(cut);
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((v) => walk(v, depth + 1, o));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = isSecretName(k) && v !== '' && v !== null && v !== undefined ? maskAny(v) : walk(v, depth + 1, o);
  }
  return out;
}

/** A secret field's value of any type: a string masked, anything else (a number, an object) hidden whole. */
const maskAny = (v: unknown): string => (typeof v === 'string' ? maskSecret(v) : MASK);

/**
 * A masked copy of headers, a query or a body (any JSON-like value): secret fields masked by name, mobile numbers
 * masked wherever they are, objects nested deeper than 12 levels cut short.
 */
export function maskSecrets<T>(value: T, options: MaskOptions = {}): T {
  return walk(value, 0, options) as T;
}

import { createHmac, randomBytes } from 'node:crypto';
import { MOBILE_RE } from '../../src/domain/validation.ts';

/**
 * What a recording must not hold: secrets and personal numbers. A field is masked by its name (any depth of a body,
 * a query or a header, compared without case); a phone number is masked wherever it stands, even inside a text.
 */
export const DEFAULT_MASKED_FIELDS = [
  'token',
  'x-token',
  'tokenId',
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'passWord',
  'newPassword',
  'oldPassword',
  'messageCode',
  'smsCode',
  'mobile',
  'mobilePhone',
  'phone',
] as const;

/** A mainland mobile number (the service's accounts), standing on its own or inside a text. */
const PHONE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const PHONE = MOBILE_RE;

export interface MaskOptions {
  /** The HMAC key: the same key gives the same mask for the same value, across recordings too. */
  key: string;
  /** Field names masked besides DEFAULT_MASKED_FIELDS. */
  fields?: readonly string[];
}

export type Masker = (value: unknown, field?: string) => unknown;

/** A key drawn at random, for a recording whose masks need not line up with another's. */
export const randomMaskKey = (): string => randomBytes(16).toString('hex');

/**
 * Masks values consistently: one value, one mask (an HMAC of the value under the key), so the same token or phone
 * number is recognisable across the calls of a recording while the value itself cannot be read back. A masked phone
 * number keeps the form of one (199 and 8 digits of the HMAC), so a replay still passes the service's mobile check;
 * any other masked value reads `masked-<hex>`, whatever field it stands in (a token answered
 * in `data.token` is the same mask as in the `token` and `X-Token` headers that send it back). Pure: the same key and input give the same output.
 */
export function makeMasker(opts: MaskOptions): Masker {
  const names = new Set([...DEFAULT_MASKED_FIELDS, ...(opts.fields ?? [])].map((f) => f.toLowerCase()));
  const digest = (kind: string, v: string) => createHmac('sha256', opts.key).update(`${kind}\0${v}`).digest('hex');
  const phone = (v: string) =>
    `199${(BigInt(`0x${digest('phone', v).slice(0, 15)}`) % 100_000_000n).toString().padStart(8, '0')}`;
  const secret = (v: string) => `masked-${digest('value', v).slice(0, 12)}`;
  const maskPhones = (text: string) => text.replace(PHONE_IN_TEXT, phone);

  const mask: Masker = (value, field) => {
    if (Array.isArray(value)) return value.map((v) => mask(v, field));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = mask(v, k);
      return out;
    }
    if (
      field !== undefined &&
      names.has(field.toLowerCase()) &&
      (typeof value === 'string' || typeof value === 'number')
    ) {
      const text = String(value);
      if (text === '') return value;
      return PHONE.test(text) ? phone(text) : secret(text);
    }
    return typeof value === 'string' ? maskPhones(value) : value;
  };
  return mask;
}

/** `--mask a,b c`: field names, separated by commas or spaces. */
export const parseFieldList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((f) => f.trim())
    .filter(Boolean);

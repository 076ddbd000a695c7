import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a webhook's body is signed in: `sha256=<hex>` of HMAC-SHA256(secret, body). */
export const SIGNATURE_HEADER = 'x-demo-signature';

export const signBody = (secret: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** What a receiver does: the signature of these very bytes, compared in constant time. */
export function verifySignature(secret: string, body: string, header: string | undefined): boolean {
  if (!header) return false;
  const want = Buffer.from(signBody(secret, body));
  const got = Buffer.from(header);
  return want.length === got.length && timingSafeEqual(want, got);
}

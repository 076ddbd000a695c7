import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { memoryTries, type TriesStore } from './linkStore';

/**
 * A link's passcode is kept only as an scrypt hash (Node's crypto): `scrypt$N$r$p$salt$hash`, salt and hash in
 * base64url. The passcode itself is never stored nor logged. N = 2^14 costs a few tens of ms a try on one core:
 * slow for a guesser, unnoticed by a person.
 */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_BYTES = 32;

function derive(passcode: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passcode.normalize('NFC'), salt, KEY_BYTES, { N, r, p, maxmem: 64 * 1024 * 1024 }, (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  );
}

export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(passcode, salt, PARAMS.N, PARAMS.r, PARAMS.p);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `passcode` is the one `stored` was made from (compared in constant time). */
export async function checkPasscode(passcode: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const want = Buffer.from(hash, 'base64url');
  const key = await derive(passcode, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === want.length && timingSafeEqual(key, want);
}

export const MAX_WRONG_TRIES = 5;
export const WRONG_TRIES_WAIT_MS = 60_000;

/**
 * Wrong passcodes per link: after MAX_WRONG_TRIES in a row, the link takes no try for WRONG_TRIES_WAIT_MS (the host
 * answers 429 with Retry-After). Counted per link, not per visitor: a guesser cannot start over by dropping cookies,
 * and the host keeps no IP address. The counts live in the host's link store (mirage/host/linkStore.ts): a restart
 * does not give the tries back, and every instance behind nginx counts the same ones.
 */
export class WrongTries {
  constructor(
    private readonly now: () => number,
    private readonly store: TriesStore = memoryTries(),
  ) {}

  /** Seconds to wait before the next try, or 0 when a try may be made now. */
  async waitSeconds(linkId: string): Promise<number> {
    const t = await this.store.get(linkId);
    if (!t || t.until === 0) return 0;
    const left = t.until - this.now();
    if (left <= 0) {
      await this.store.clear(linkId);
      return 0;
    }
    return Math.ceil(left / 1000);
  }

  /**
   * Takes a try before the passcode is checked: the seconds to wait instead, or 0 to check it. Taken first, so that
   * guesses sent at once (to one instance or to several) get no more checks than the tries left.
   */
  async take(linkId: string): Promise<number> {
    const wait = await this.waitSeconds(linkId);
    if (wait > 0) return wait;
    if ((await this.store.increment(linkId)) <= MAX_WRONG_TRIES) return 0;
    // Past the last try while that one is being checked: the wait starts now (should it be right, it ends the wait).
    await this.store.setUntil(linkId, this.now() + WRONG_TRIES_WAIT_MS);
    return this.waitSeconds(linkId);
  }

  /** The try taken was wrong: the seconds to wait now (0 while tries are left). */
  async wrong(linkId: string): Promise<number> {
    const t = await this.store.get(linkId);
    if (t && t.count >= MAX_WRONG_TRIES && t.until === 0)
      await this.store.setUntil(linkId, this.now() + WRONG_TRIES_WAIT_MS);
    return this.waitSeconds(linkId);
  }

  /** Tries left before the wait (MAX_WRONG_TRIES less those taken). */
  async left(linkId: string): Promise<number> {
    return MAX_WRONG_TRIES - ((await this.store.get(linkId))?.count ?? 0);
  }

  /** The try taken was right: the count starts again. */
  async right(linkId: string): Promise<void> {
    await this.store.clear(linkId);
  }
}

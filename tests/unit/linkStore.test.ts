import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostJournal } from '../../mirage/host/hostJournal';
import type { LinkRecord } from '../../mirage/host/hostState';
import { journalStore } from '../../mirage/host/journalStore';
import type { LinkStore } from '../../mirage/host/linkStore';
import { MAX_WRONG_TRIES, WrongTries } from '../../mirage/host/passcode';
import { redisStore } from '../../mirage/host/redisStore';
import { Webhook } from '../../mirage/host/webhook';
import { REDIS_SERVER, type RedisServer, startRedis } from '../redisServer';
import { timeoutOf } from '../slower';

/**
 * The demo host's link store, the one place the link rules read and write: the same tests for its journal (one host,
 * beside --persist) and for Redis (instances behind nginx), the latter against a redis-server started here.
 */
const linkOf = (label: string): LinkRecord => ({
  id: randomBytes(16).toString('base64url'),
  label,
  brand: '',
  language: 'en',
  account: '13800000005',
  page: '/digital',
  scene: '',
  createdAt: 1000,
  expiresAt: 10_000_000,
  passHash: null,
  maxOpenings: null,
  start: null,
  revokedAt: null,
  owner: { userId: 'u4', oemCode: 'A' },
  openings: [],
  lastSeenAt: null,
});
const openingId = () => `p${randomBytes(16).toString('hex')}`;

/** How a test gets a store, and another one on the same data (after a restart, or another instance's). */
interface Kind {
  name: string;
  open(): Promise<LinkStore>;
  again(): Promise<LinkStore>;
}

const dir = mkdtempSync(join(tmpdir(), 'link-store-'));
const journalFile = join(dir, 'demo.json.links.json');
let redis: RedisServer | null = null;
let redisUrl = '';

beforeAll(async () => {
  if (!REDIS_SERVER) return;
  redis = await startRedis(dir);
  redisUrl = redis.url;
}, timeoutOf(20_000));
afterAll(async () => {
  await redis?.stop();
});

const kinds: Kind[] = [
  {
    name: 'the journal beside --persist',
    // A new HostJournal on the same file is what a host restarted after kill -9 reads.
    open: async () => journalStore(new HostJournal(journalFile), journalFile),
    again: async () => journalStore(new HostJournal(journalFile), journalFile),
  },
  {
    name: 'Redis',
    open: () => redisStore(redisUrl),
    again: () => redisStore(redisUrl),
  },
];

if (!REDIS_SERVER)
  console.warn(
    'tests/unit/linkStore.test.ts: the Redis store is not tested: redis-server is missing (apt-get install redis-server)',
  );

describe.each(kinds)('the demo links in $name', (kind) => {
  const skip = kind.name === 'Redis' && !REDIS_SERVER;
  const shared = kind.name === 'Redis';
  let store: LinkStore;
  const opened: LinkStore[] = [];
  beforeAll(async () => {
    if (skip) return;
    store = await kind.open();
    opened.push(store);
  });
  afterAll(async () => {
    for (const s of opened) await s.close();
  });
  /** Another instance on the same Redis; for the journal, the same host restarted (the old one stops first). */
  const again = async () => {
    if (!shared) await store.close();
    const s = await kind.again();
    opened.push(s);
    if (!shared) store = s;
    return s;
  };

  it.skipIf(skip)('keeps a link, its openings and events; records handed out show later changes', async () => {
    const link = linkOf('Acme');
    await store.commit({ op: 'link', link });
    const held = await store.link(link.id);
    expect(held?.label).toBe('Acme');
    const p = openingId();
    const opened = { at: 2000, kind: 'opened' as const, device: 'phone' as const, language: 'es' };
    expect(await store.open({ id: p, linkId: link.id, openedAt: 2000, events: [opened] }, null)).toBe(true);
    await store.commit({ op: 'event', opening: p, event: { at: 3000, kind: 'page', page: '/digital' } });
    await store.commit({ op: 'revoke', id: link.id, at: 4000 });
    expect(held).toMatchObject({ openings: [p], lastSeenAt: 3000, revokedAt: 4000 });
    expect((await store.opening(p))?.events.map((e) => e.kind)).toEqual(['opened', 'page']);
    expect((await store.links()).map((l) => l.id)).toContain(link.id);
    // A change of an opening no link has is ignored, as a replay ignores it.
    await store.commit({ op: 'event', opening: openingId(), event: { at: 1, kind: 'end' } });
    expect(await store.opening('p-none')).toBeUndefined();
    expect(await store.link('none')).toBeUndefined();
  });

  it.skipIf(skip)('every acknowledged change is read back by a restarted host, or another instance', async () => {
    const first = store;
    const link = linkOf('Kept');
    await first.commit({ op: 'link', link });
    const p = openingId();
    await first.open({ id: p, linkId: link.id, openedAt: 5000, events: [] }, null);
    await first.commit({ op: 'event', opening: p, event: { at: 6000, kind: 'action', action: 'play' } });
    await first.commit({ op: 'extend', id: link.id, expiresAt: 20_000_000 });
    const other = await again();
    expect(await other.link(link.id)).toMatchObject({ label: 'Kept', expiresAt: 20_000_000, openings: [p] });
    expect((await other.opening(p))?.events).toEqual([{ at: 6000, kind: 'action', action: 'play' }]);
    await other.commit({ op: 'event', opening: p, event: { at: 7000, kind: 'end' } });
    // Instances share: what one writes, the other reads at its next read.
    if (shared) expect((await first.opening(p))?.events.map((e) => e.kind)).toEqual(['action', 'end']);
  });

  it.skipIf(skip)(
    'keeps the wrong-passcode counts: a restart (or another instance) keeps the tries and the wait',
    async () => {
      let now = 0;
      const id = linkOf('x').id;
      const on = (s: LinkStore) => new WrongTries(() => now, s.tries);
      /** A try taken and found wrong: the wait after it. */
      const miss = async (s: LinkStore) => {
        expect(await on(s).take(id)).toBe(0);
        return on(s).wrong(id);
      };
      for (let i = 1; i <= MAX_WRONG_TRIES - 2; i++) expect(await miss(store)).toBe(0);
      const there = await again();
      expect(await on(there).left(id)).toBe(2);
      expect(await miss(there)).toBe(0);
      expect(await miss(there)).toBe(60);
      const later = await again();
      expect(await on(later).waitSeconds(id)).toBe(60);
      now += 60_000;
      expect(await on(later).waitSeconds(id)).toBe(0);
      expect(await on(later).left(id)).toBe(MAX_WRONG_TRIES);
    },
  );

  it.skipIf(skip)('counts wrong tries made at once, none lost', async () => {
    const id = linkOf('x').id;
    const takers = shared ? [store, await again()] : [store];
    await Promise.all(Array.from({ length: 10 }, (_, i) => takers[i % takers.length]?.tries.increment(id)));
    expect((await store.tries.get(id))?.count).toBe(10);
  });

  it.skipIf(skip)('takes passcode tries sent at once, none past the last: the rest wait', async () => {
    const id = linkOf('x').id;
    const takers = shared ? [store, await again()] : [store];
    const waits = await Promise.all(
      Array.from({ length: 12 }, (_, i) => new WrongTries(() => 0, takers[i % takers.length]?.tries).take(id)),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(MAX_WRONG_TRIES);
    expect(waits.filter((w) => w === 60)).toHaveLength(12 - MAX_WRONG_TRIES);
  });

  it.skipIf(skip)('records openings asked at once, none past the link limit', async () => {
    const link = { ...linkOf('Twice'), maxOpenings: 2 };
    await store.commit({ op: 'link', link });
    const takers = shared ? [store, await again()] : [store];
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        takers[i % takers.length]?.open({ id: openingId(), linkId: link.id, openedAt: 1, events: [] }, 2),
      ),
    );
    expect(made.filter(Boolean)).toHaveLength(2);
    expect((await store.link(link.id))?.openings).toHaveLength(2);
    expect(await store.open({ id: openingId(), linkId: 'none', openedAt: 1, events: [] }, null)).toBe(false);
  });

  it.skipIf(skip)('keeps pending deliveries; a claimed one waits out its lease, then is due again', async () => {
    const d = { id: randomBytes(8).toString('hex'), body: '{"type":"viewing.ended"}', tried: 1, dueAt: 1000 };
    await store.deliveries.put(d);
    const taken = await store.deliveries.claim(1000, 500, 10);
    expect(taken.filter((t) => t.id === d.id)).toEqual([{ ...d, dueAt: 1500 }]);
    const other = await again();
    expect((await other.deliveries.claim(1200, 500, 10)).map((t) => t.id)).not.toContain(d.id);
    expect((await other.deliveries.claim(1500, 500, 10)).map((t) => t.id)).toContain(d.id);
    await other.deliveries.done(d.id);
    expect((await (await again()).deliveries.claim(1e15, 500, 100)).map((t) => t.id)).not.toContain(d.id);
  });

  it.skipIf(skip)(
    'a webhook event is in the queue once send resolves; what a stopped host left is sent by the next, once',
    async () => {
      const got: string[] = [];
      const hook = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => {
          body += c;
        });
        // The first host's POST never gets an answer: it stops with it still to be made.
        req.on('end', () => {
          if (body.includes('"opening":"2"')) {
            got.push(body);
            res.end();
          }
        });
      });
      await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
      const a = hook.address();
      const url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`;
      const clock = 1e13;
      try {
        const label = randomBytes(6).toString('hex');
        const event = { type: 'viewing.ended' as const, at: '', link: { id: 'L', label } };
        const first = new Webhook({ url, secret: 's', timeoutMs: 60_000, now: () => clock }, store.deliveries);
        await first.send({ ...event, opening: '1' });
        // As a stopped host leaves one mid-retry (the hook then answers it).
        await store.deliveries.put({
          id: randomBytes(8).toString('hex'),
          body: JSON.stringify({ ...event, opening: '2' }),
          tried: 1,
          dueAt: clock,
        });
        const next = new Webhook({ url, secret: 's', timeoutMs: 60_000, now: () => clock }, (await again()).deliveries);
        // The one the first host is still sending stays its own for the lease; the one left due goes now.
        expect(await next.resume()).toBe(1);
        for (let i = 0; i < 300 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
        expect(got.map((b) => JSON.parse(b).link.label)).toEqual([label]);
        // The first host's, never answered, is taken by whoever comes once its lease (the POST's timeout and 5 s) is past.
        const left = await store.deliveries.claim(clock + 65_000, 0, 100);
        expect(left.map((d) => JSON.parse(d.body).opening)).toContain('1');
      } finally {
        hook.closeAllConnections();
        await new Promise((r) => hook.close(r));
      }
    },
    timeoutOf(20_000),
  );
});

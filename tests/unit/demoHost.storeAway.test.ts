import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoHost, startDemoHost } from '../../mirage/host/demoHost';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import { REDIS_SERVER, type RedisServer, startRedis } from '../redisServer';
import { timeoutOf } from '../slower';

/**
 * A demo host whose links are in Redis, while Redis is stopped: what needs a link answers 503 with Retry-After in the
 * caller's language (a page for a person opening a link, JSON for the links API); the fake's own calls go on; once
 * Redis is back, so are the links.
 */
const dir = mkdtempSync(join(tmpdir(), 'store-away-'));
let redis: RedisServer;
let host: DemoHost;

beforeAll(async () => {
  if (!REDIS_SERVER) return;
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><html><head></head><body>console</body></html>');
  redis = await startRedis(dir);
  host = await startDemoHost({ port: 0, distDir: join(dir, 'dist'), linksStore: redis.url, videos: false });
}, timeoutOf(30_000));
afterAll(async () => {
  await host?.close();
  await redis?.stop();
});

const signIn = async (): Promise<string> => {
  const res = await fetch(`${host.url}/api/userInfo/loginByPwd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ mobilePhone: '13800000004', passWord: 'demo123' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
};
const openLink = (id: string) =>
  fetch(`${host.url}/l/${id}`, { redirect: 'manual', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
const until = async (check: () => Promise<boolean>, what: string) => {
  const end = Date.now() + timeoutOf(15_000);
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not ${what} in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.skipIf(!REDIS_SERVER)('the demo host while its links store (Redis) is away', () => {
  it(
    'answers 503 with Retry-After in the caller language, keeps the fake answering, and is back with Redis',
    async () => {
      const token = await signIn();
      const made = await fetch(`${host.url}/__demo/links`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify({
          label: 'Acme',
          language: 'en',
          account: '13800000005',
          page: '/digital',
          expiresAt: new Date(Date.now() + 864e5).toISOString(),
        }),
      });
      expect(made.status).toBe(201);
      const { id } = (await made.json()) as { id: string };

      await redis.stop();
      await until(async () => (await openLink(id)).status === 503, 'refused');
      const page = await openLink(id);
      expect(page.headers.get('retry-after')).toBe('30');
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain(ALL_MESSAGES.zh.demoHost.storeAway);

      const list = await fetch(`${host.url}/__demo/links`, { headers: { token, 'accept-language': 'es' } });
      expect(list.status).toBe(503);
      expect(list.headers.get('retry-after')).toBe('30');
      expect(await list.json()).toEqual({ error: ALL_MESSAGES.es.demoHost.storeAway });
      // The seller's own console needs no link: it keeps answering.
      expect(await signIn()).toMatch(/\S/);

      await redis.start();
      await until(async () => (await openLink(id)).status === 303, 'open again');
      const back = await fetch(`${host.url}/__demo/links`, { headers: { token } });
      expect(((await back.json()) as { links: { id: string }[] }).links.map((l) => l.id)).toContain(id);
    },
    timeoutOf(60_000),
  );
});

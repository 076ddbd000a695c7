import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../mirage/node/httpServer';
import { devProxy } from '../../scripts/devProxy';
import { parseSession } from '../../scripts/drift/session';
import { timeoutOf } from '../slower';

let fake: FakeHttpServer;
beforeAll(async () => {
  fake = await startFakeHttpServer({ port: 0, frozen: true });
});
afterAll(async () => {
  await fake.close();
});

it(
  'npm start records the passthrough calls with DRIFT_RECORD, masked as npm run drift -- record masks them',
  async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'drift-dev-')), 'dev.ndjson');
    const proxy = devProxy(
      { VITE_API_BASE_URL: fake.url, VITE_API_PASSTHROUGH: '/userInfo/*' },
      { DRIFT_RECORD: file, DRIFT_MASK_KEY: 'k', DRIFT_MASK: 'nickname' },
    );
    const vite = await createServer({
      configFile: false,
      logLevel: 'error',
      server: { port: 0, host: '127.0.0.1', proxy, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    await vite.listen();
    try {
      const dev = vite.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
      const res = await fetch(`${dev}/api/userInfo/loginByPwd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ mobilePhone: '13800000005', passWord: 'demo123' }),
      });
      const answer = (await res.json()) as { code: number; data: { token: string; nickname: string } };
      expect(answer.code).toBe(20000);
      const text = readFileSync(file, 'utf8');
      const [call] = parseSession(text);
      expect(call).toMatchObject({
        method: 'POST',
        path: '/userInfo/loginByPwd',
        status: 200,
        answer: { code: 20000 },
      });
      for (const secret of [answer.data.token, '13800000005', 'demo123', answer.data.nickname])
        expect(text).not.toContain(secret);
      // A field named in DRIFT_MASK is masked too.
      expect((call.answer as { data: { nickname: string } }).data.nickname).toMatch(/^masked-[0-9a-f]{12}$/);
    } finally {
      await vite.close();
    }
  },
  timeoutOf(30_000),
);

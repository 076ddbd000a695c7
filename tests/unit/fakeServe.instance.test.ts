import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../mirage/node/httpServer';

/** fake:serve --instance: every answer names the instance that made it, for a cluster behind nginx (docs/deploy.md). */
const running: FakeHttpServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.close();
});
const start = async (instance?: string) => {
  const s = await startFakeHttpServer({ port: 0, frozen: true, instance });
  running.push(s);
  return s;
};

describe('X-Fake-Instance', () => {
  it('is on every answer: a call, a refusal, a demo control, a preflight; and a browser may read it', async () => {
    const s = await start('instance-7');
    const origin = s.url.replace(/\/api$/, '');
    const answers = await Promise.all([
      fetch(`${s.url}/packageInfo/getPackageListForSale`),
      fetch(`${s.url}/no/such/call`),
      fetch(`${origin}/__demo`, { headers: { 'x-fake-sandbox': 'box-1' } }),
      fetch(`${s.url}/packageInfo/getPackageListForSale`, { headers: { 'x-fake-sandbox': '../bad' } }),
      fetch(`${s.url}/userInfo/loginByPwd`, { method: 'OPTIONS', headers: { origin: 'http://console.test' } }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 404, 200, 400, 204]);
    for (const r of answers) expect(r.headers.get('x-fake-instance')).toBe('instance-7');
    expect(answers[4].headers.get('access-control-expose-headers')).toContain('x-fake-instance');
  });

  it('names the host and port when no --instance is given', async () => {
    const s = await start();
    const port = new URL(s.url).port;
    const r = await fetch(`${s.url}/packageInfo/getPackageListForSale`);
    expect(r.headers.get('x-fake-instance')).toBe(`${hostname()}:${port}`);
  });

  it('refuses a name a header cannot carry, before listening', async () => {
    await expect(start('two words')).rejects.toThrow('--instance: "two words" is not a name such as instance-1');
    await expect(start('')).rejects.toThrow('--instance');
  });
});

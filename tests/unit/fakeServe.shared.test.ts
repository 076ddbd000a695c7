import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../mirage/node/httpServer';
import { type ServeProcess, type ServeExit, startServe, stopServe } from '../fakeServeProcess';
import { contractCheck } from './contractCheck';
import { timeoutOf } from '../slower';

/**
 * fake:serve shared by a team for days, in a process of its own, as other teams and hostile clients meet it: no
 * sandbox evicts another, no token changes hands, the --persist file is never lost, and a stalled or heavy client
 * cannot hold the server.
 */
const running: ServeProcess[] = [];
const serve = async (args: string[]) => {
  const p = await startServe(args);
  running.push(p);
  return p;
};
const inProcess: FakeHttpServer[] = [];
afterEach(async () => {
  for (const p of running.splice(0)) await stopServe(p);
  for (const p of inProcess.splice(0)) await p.close();
});
const dir = () => mkdtempSync(join(tmpdir(), 'fake-shared-'));
const startFails = (args: string[]) =>
  startServe(args).then(
    (p) => {
      running.push(p);
      return null;
    },
    (e: unknown) => e as ServeExit,
  );

type Envelope = { code: number; msg: string; data: unknown };
async function call(base: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}
const signIn = async (base: string, mobile = '13800000001', headers: Record<string, string> = {}) =>
  (await call(base, '/userInfo/loginByPwd', { body: { mobilePhone: mobile, passWord: 'demo123' }, headers })).body
    .data as { token: string; userId: string };
const whoAmI = (base: string, t: { token: string; userId: string }, headers: Record<string, string> = {}) =>
  call(base, `/userInfo/getUserInfo?userId=${t.userId}`, { headers: { token: t.token, ...headers } });
const rssMb = (p: ServeProcess): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

describe('sandboxes at the cap', () => {
  it(
    'a new sandbox is refused (503, naming the cap and the option) while every sandbox is in use; none is evicted',
    async () => {
      const p = await serve(['--max-sandboxes', '3']);
      const box = (n: string) => ({ 'x-fake-sandbox': n });
      const tokens = [];
      for (const n of ['s1', 's2', 's3']) tokens.push(await signIn(p.url, '13800000001', box(n)));
      for (const n of ['s4', 's5', ...Array.from({ length: 30 }, (_, i) => `made-up-${i}`)]) {
        const r = await call(p.url, '/packageInfo/getPackageListForSale', { headers: box(n) });
        expect(r.status).toBe(503);
        expect(r.body.code).toBe(503);
        expect(r.body.msg).toContain('All 3 sandboxes are in use');
        expect(r.body.msg).toContain('--max-sandboxes 3');
      }
      const codes = await Promise.all(tokens.map((t, i) => whoAmI(p.url, t, box(`s${i + 1}`))));
      expect(codes.map((r) => r.body.code)).toEqual([20000, 20000, 20000]);
    },
    timeoutOf(60_000),
  );

  it(
    'an idle sandbox is dropped to make room, and its old token is told the sandbox went, not that it expired',
    async () => {
      // The server of `fake:serve --max-sandboxes 1 --sandbox-idle 1s`, in this process, on a real-time clock the test
      // moves: the idle time passes without being waited for.
      const now = { t: Date.now() };
      const p = await startFakeHttpServer({
        port: 0,
        frozen: true,
        maxSandboxes: 1,
        sandboxIdleMs: 1000,
        realNow: () => now.t,
        replyCheck: contractCheck,
      });
      inProcess.push(p);
      const old = await signIn(p.url, '13800000001', { 'x-fake-sandbox': 'first' });
      now.t += 1300;
      expect((await signIn(p.url, '13800000001', { 'x-fake-sandbox': 'second' })).token).toEqual(expect.any(String));
      now.t += 1300;
      const r = await whoAmI(p.url, old, { 'x-fake-sandbox': 'first' });
      expect(r.body.code).toBe(204);
      expect(r.body.msg).toBe(
        'The sandbox first was dropped after 1s without a call (--sandbox-idle): its data and sign-ins are gone. Sign in again to start it afresh',
      );
    },
    timeoutOf(60_000),
  );
});

describe('tokens', () => {
  it(
    'differ on every run and after every reset; the same only with --repeatable-tokens',
    async () => {
      let p = await serve([]);
      const admin = await signIn(p.url, '13800000001');
      await stopServe(p);
      p = await serve([]);
      const member = await signIn(p.url, '13800000006');
      expect(member.token).not.toBe(admin.token);
      // Run 1's admin token opens nothing in run 2, not u6's data either.
      expect((await whoAmI(p.url, { token: admin.token, userId: member.userId })).body.code).toBe(204);
      const reset = await fetch(`${p.origin}/__demo/reset`, { method: 'POST', body: '{}' });
      expect(reset.status).toBe(200);
      const after = await signIn(p.url, '13800000006');
      expect(after.token).not.toBe(member.token);
      expect((await whoAmI(p.url, member)).body.code).toBe(204);
      await stopServe(p);
      const repeat = [];
      for (let i = 0; i < 2; i++) {
        p = await serve(['--repeatable-tokens']);
        repeat.push((await signIn(p.url)).token);
        await stopServe(p);
      }
      expect(repeat[0]).toBe(repeat[1]);
    },
    timeoutOf(60_000),
  );
});

describe('the --persist file', () => {
  it(
    'a second server on the file refuses to start, naming the file and the process holding it',
    async () => {
      const file = join(dir(), 'data.json');
      const first = await serve(['--persist', file]);
      const second = await startFails(['--persist', file]);
      expect(second?.code).toBe(2);
      expect(second?.output.trim()).toBe(
        `--persist ${file} is in use by another fake:serve (process ${first.child.pid}, lock ${file}.lock). Stop that one, or pass another --persist file.`,
      );
      // The first server's writes are all still there.
      const t = await signIn(first.url);
      expect(
        (
          await call(first.url, `/userInfo/upNickName?userId=${t.userId}&nickName=Kept`, {
            headers: { token: t.token },
          })
        ).body.code,
      ).toBe(20000);
      await stopServe(first);
      const again = await serve(['--persist', file]);
      expect((await whoAmI(again.url, await signIn(again.url))).body.data).toMatchObject({ nickname: 'Kept' });
    },
    timeoutOf(60_000),
  );

  it(
    '--reset after "port in use" loses nothing, and an earlier .bak is never overwritten',
    async () => {
      const d = dir();
      const file = join(d, 'data.json');
      const holder = await serve([]);
      const port = new URL(holder.origin).port;
      const first = await serve(['--persist', file]);
      await stopServe(first);
      const original = readFileSync(file);
      const busy = await startFails(['--persist', file, '--reset', '--port', port]);
      expect(busy?.output.trim()).toBe(
        `port ${port} on 127.0.0.1 is in use (another fake:serve?): pass another --port, or stop that server`,
      );
      expect(readFileSync(file).equals(original)).toBe(true);
      expect(existsSync(`${file}.bak`)).toBe(false);
      const reset = await serve(['--persist', file, '--reset']);
      await stopServe(reset);
      expect(readFileSync(`${file}.bak`).equals(original)).toBe(true);
      const twice = await serve(['--persist', file, '--reset']);
      expect(twice.output()).toContain(`the old file is kept as ${file}.bak.2`);
      expect(readFileSync(`${file}.bak`).equals(original)).toBe(true);
    },
    timeoutOf(60_000),
  );

  it(
    'a read-only file or a missing directory stops the server in one line, leaving no file behind',
    async () => {
      const d = dir();
      const file = join(d, 'data.json');
      await stopServe(await serve(['--persist', file]));
      const bytes = readFileSync(file);
      chmodSync(file, 0o444);
      const ro = await startFails(['--persist', file]);
      expect(ro?.code).toBe(2);
      expect(ro?.output.trim().split('\n')).toHaveLength(1);
      expect(ro?.output).toContain(`--persist ${file} is read-only (mode 444)`);
      expect(statSync(file).mode & 0o777).toBe(0o444);
      expect(readFileSync(file).equals(bytes)).toBe(true);
      const missing = await startFails(['--persist', join(d, 'nope', 'data.json')]);
      expect(missing?.output.trim()).toBe(
        `--persist ${join(d, 'nope', 'data.json')}: the directory ${join(d, 'nope')} does not exist. Create it, or pass another path.`,
      );
      expect(readdirSync(d)).toEqual(['data.json']);
    },
    timeoutOf(60_000),
  );

  it(
    'sandbox and scenario names outside the pattern are refused, and a restart keeps every sandbox',
    async () => {
      const file = join(dir(), 'data.json');
      let p = await serve(['--persist', file]);
      const proto = await call(p.url, '/packageInfo/getPackageListForSale', {
        headers: { 'x-fake-sandbox': '__proto__' },
      });
      expect(proto.status).toBe(400);
      for (const scenario of ['__proto__', 'hasOwnProperty']) {
        const r = await fetch(`${p.origin}/__demo/reset`, { method: 'POST', body: JSON.stringify({ scenario }) });
        expect(r.status).toBe(400);
      }
      const t = await signIn(p.url, '13800000001', { 'x-fake-sandbox': 'team.a-1' });
      await stopServe(p);
      p = await serve(['--persist', file]);
      expect((await whoAmI(p.url, t, { 'x-fake-sandbox': 'team.a-1' })).body.code).toBe(20000);
      expect(readdirSync(`${file}.sandboxes`)).toContain('team.a-1.json');
    },
    timeoutOf(60_000),
  );

  // Why the twentieth costs what the first did: each new sandbox writes a small file of its own, and no other file.
  // The time itself is a budget of `npm run bench` (its fake part), not of a test: a loaded machine moves it.
  it(
    'twenty large sandboxes: each writes one small file of its own, whatever came before',
    async () => {
      const file = join(dir(), 'data.json');
      const p = await serve(['--persist', file, '--scenario', 'large', '--max-sandboxes', '20']);
      for (let i = 0; i < 20; i++) {
        await call(p.url, '/packageInfo/getPackageListForSale', { headers: { 'x-fake-sandbox': `big${i}` } });
        expect(readdirSync(`${file}.sandboxes`)).toHaveLength(i + 1);
      }
      const bytes = readdirSync(`${file}.sandboxes`).map((f) => statSync(join(`${file}.sandboxes`, f)).size);
      expect(bytes).toHaveLength(20);
      expect(Math.max(...bytes)).toBeLessThan(2000);
    },
    timeoutOf(60_000),
  );
});

describe('hostile clients', () => {
  it(
    'a request whose headers or body stall is cut off at the timeouts',
    async () => {
      const p = await serve(['--header-timeout', '1s', '--body-timeout', '2s']);
      const { hostname, port } = new URL(p.origin);
      const stall = (text: string) =>
        new Promise<{ ms: number; answer: string }>((resolve) => {
          const t0 = performance.now();
          let answer = '';
          const s = connect(Number(port), hostname, () => s.write(text));
          s.on('data', (d) => {
            answer += d.toString();
          });
          s.on('error', () => {});
          s.on('close', () => resolve({ ms: performance.now() - t0, answer }));
        });
      const headers = await stall('GET /api/packageInfo/getPackageListForSale HTTP/1.1\r\nHost: x\r\n');
      expect(headers.ms).toBeLessThan(3000);
      const body = await stall(
        'POST /api/userInfo/loginByPwd HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"mob',
      );
      expect(body.ms).toBeGreaterThan(1500);
      expect(body.ms).toBeLessThan(4000);
      expect(body.answer).toContain('408');
    },
    timeoutOf(60_000),
  );

  it(
    '20 bodies of 9 MB at once take at most --max-inflight; the others are told to come back (503)',
    async () => {
      const p = await serve(['--max-inflight', '16mb']);
      const before = rssMb(p);
      const big = new Uint8Array(9 * 1024 * 1024).fill(32);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${p.url}/userInfo/loginByPwd`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'en' },
            body: big,
          }).then(async (r) => ({ status: r.status, body: (await r.json()) as Envelope })),
        ),
      );
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(10);
      expect(busy[0].body.msg).toContain('--max-inflight');
      expect(rssMb(p) - before).toBeLessThan(120);
    },
    timeoutOf(60_000),
  );

  it(
    'an unknown call answers HTTP 404 with the envelope; a folder of the media answers 404',
    async () => {
      const p = await serve([]);
      const r = await call(p.url, '/no/such/call');
      expect(r).toEqual({ status: 404, body: { code: 404, msg: 'No such service: /no/such/call', data: null } });
      expect((await fetch(`${p.origin}/fixtures/media/`)).status).toBe(404);
      expect((await fetch(`${p.origin}/fixtures/media/avatar-studio.mp4`)).status).toBe(200);
    },
    timeoutOf(60_000),
  );

  it(
    "seeded media addresses are absolute: the server's own origin, or --public-url behind a proxy",
    async () => {
      const list = async (p: ServeProcess) => {
        const t = await signIn(p.url);
        const r = await call(p.url, '/avatar/listAvatar', {
          body: { pageNum: 1, pageSize: 5 },
          headers: { token: t.token },
        });
        return (r.body.data as { list: { videoUrl: string }[] }).list.map((a) => a.videoUrl);
      };
      const own = await serve([]);
      // The brand ambassador digital human's own clip (mirage/faceClips.ts).
      expect(await list(own)).toContain(`${own.origin}/fixtures/media/clips/p18-landscape.webm`);
      const proxied = await serve(['--public-url', 'https://fake.example.com/']);
      expect(await list(proxied)).toContain('https://fake.example.com/fixtures/media/clips/p18-landscape.webm');
    },
    timeoutOf(60_000),
  );
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeoutOf } from '../slower';
import { portFree } from '../../scripts/cluster/processes.mjs';
import { alive, ClusterRun, freePorts } from './clusterRun';

/**
 * `npm run cluster -- --instances 2`: nginx (Debian's) in front of two fake:serve instances, as a team runs it, and
 * what a client sees through nginx: each sandbox on one instance, nothing mixed, nothing acknowledged lost.
 */
const SANDBOXES = Array.from({ length: 20 }, (_, i) => `sb-${i}`);
const USER = { mobilePhone: '13800000001', passWord: 'demo123' };

let run: ClusterRun;
let base = 0;
let api = '';

interface Answer {
  status: number;
  instance: string | null;
  headers: Headers;
  body: { code: number; msg: string; data: unknown };
}
async function call(
  path: string,
  opts: { sandbox?: string; token?: string; body?: unknown; headers?: Record<string, string>; at?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en', ...opts.headers };
  if (opts.sandbox) headers['x-fake-sandbox'] = opts.sandbox;
  if (opts.token) headers.token = opts.token;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${opts.at ?? api}${path}`, {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return {
    status: res.status,
    instance: res.headers.get('x-fake-instance'),
    headers: res.headers,
    body: await res.json(),
  };
}

/** Each sandbox's sign-in and the instance that answered it. */
const signedIn = new Map<string, { token: string; userId: string; instance: string }>();
const onInstance = (name: string) => SANDBOXES.filter((s) => signedIn.get(s)?.instance === name);
const nickname = (a: Answer) => (a.body.data as { nickname: string }).nickname;
const userInfo = (sandbox: string) => {
  const t = signedIn.get(sandbox);
  if (!t) throw new Error(`${sandbox} is not signed in`);
  return call(`/userInfo/getUserInfo?userId=${t.userId}`, { sandbox, token: t.token });
};

beforeAll(async () => {
  base = await freePorts(3);
  api = `http://127.0.0.1:${base}/api`;
  const dir = mkdtempSync(join(tmpdir(), 'fake-cluster-test-'));
  // The restart waits long enough for the test to see the instance down: a real one restarts after 1 s.
  const restart = `${timeoutOf(4000)}ms`;
  const args = ['--instances', '2', '--port', String(base), '--persist-dir', dir, '--restart-delay', restart];
  run = new ClusterRun([...args, '--', '--frozen']);
  await run.waitFor(/Ctrl-C stops them all/);
}, timeoutOf(90_000));
afterAll(() => {
  run.stop();
});

describe('npm run cluster: fake:serve instances behind nginx', () => {
  it('prints nginx and each instance with its port and PID', () => {
    expect(run.output).toMatch(new RegExp(`nginx at http://127\\.0\\.0\\.1:${base}: PID \\d+ \\(config `));
    expect(run.output).toContain(`instance-1 at http://127.0.0.1:${base + 1}/api: PID`);
    expect(run.output).toContain(`instance-2 at http://127.0.0.1:${base + 2}/api: PID`);
    for (const name of ['nginx', 'instance-1', 'instance-2']) expect(alive(run.pidOf(name))).toBe(true);
  });

  it('spreads 20 sandboxes over both instances, each always answered by the same one', async () => {
    for (const sandbox of SANDBOXES) {
      const r = await call('/userInfo/loginByPwd', { sandbox, body: USER });
      expect(r.body.code).toBe(20000);
      const { token, userId } = r.body.data as { token: string; userId: string };
      signedIn.set(sandbox, { token, userId, instance: r.instance ?? '' });
    }
    const seen = new Map(SANDBOXES.map((s) => [s, new Set([signedIn.get(s)?.instance ?? null])]));
    for (let round = 0; round < 3; round++) {
      for (const sandbox of SANDBOXES) {
        const r = await userInfo(sandbox);
        expect(r.body.code).toBe(20000);
        seen.get(sandbox)?.add(r.instance);
      }
    }
    for (const sandbox of SANDBOXES) expect([...(seen.get(sandbox) ?? [])], sandbox).toHaveLength(1);
    expect(onInstance('instance-1').length).toBeGreaterThan(0);
    expect(onInstance('instance-2').length).toBeGreaterThan(0);
    expect(onInstance('instance-1').length + onInstance('instance-2').length).toBe(20);
  });

  it('routes a media address (?sandbox=) and the fake_sandbox cookie as the header; no sandbox to the default world', async () => {
    for (const sandbox of SANDBOXES.slice(0, 6)) {
      const home = signedIn.get(sandbox)?.instance;
      const byQuery = await call(`/packageInfo/getPackageListForSale?sandbox=${sandbox}`);
      const byCookie = await call('/packageInfo/getPackageListForSale', {
        headers: { cookie: `fake_sandbox=${sandbox}` },
      });
      expect([byQuery.instance, byCookie.instance]).toEqual([home, home]);
    }
    const none = await call('/packageInfo/getPackageListForSale');
    const named = await call('/packageInfo/getPackageListForSale', { sandbox: 'default' });
    expect(none.instance).toMatch(/^instance-[12]$/);
    expect(named.instance).toBe(none.instance);
  });

  it("keeps each sandbox's data on its own instance and out of every other sandbox", async () => {
    for (const name of ['instance-1', 'instance-2']) {
      const port = base + Number(name.slice(-1));
      const listed = (await (await fetch(`http://127.0.0.1:${port}/__demo/sandboxes`)).json()) as { name: string }[];
      expect(
        listed
          .map((s) => s.name)
          .filter((n) => n !== 'default')
          .sort(),
      ).toEqual(onInstance(name).sort());
    }
    const [mine, neighbour] = onInstance('instance-1');
    const far = onInstance('instance-2')[0];
    const t = signedIn.get(mine);
    const set = await call(`/userInfo/upNickName?userId=${t?.userId}&nickName=Only-${mine}`, {
      sandbox: mine,
      token: t?.token,
    });
    expect(set.body.code).toBe(20000);
    expect(nickname(await userInfo(mine))).toBe(`Only-${mine}`);
    for (const other of SANDBOXES.filter((s) => s !== mine))
      expect(nickname(await userInfo(other)), other).not.toBe(`Only-${mine}`);
    // A token of one sandbox opens nothing in another, on the same instance or on the other.
    for (const other of [neighbour, far]) {
      const r = await call(`/userInfo/getUserInfo?userId=${t?.userId}`, { sandbox: other, token: t?.token });
      expect(r.body.code, other).not.toBe(20000);
    }
  });

  it("sends the demo controls to the sandbox's own instance", async () => {
    const [a, sameInstance] = onInstance('instance-1');
    const b = onInstance('instance-2')[0];
    const now = async (sandbox: string) =>
      (
        (await (
          await fetch(`${api.replace(/\/api$/, '')}/__demo`, { headers: { 'x-fake-sandbox': sandbox } })
        ).json()) as { now: number }
      ).now;
    const before = { a: await now(a), same: await now(sameInstance), b: await now(b) };
    const demo = (sandbox: string, control: string, body: unknown) =>
      fetch(`${api.replace(/\/api$/, '')}/__demo/${control}`, {
        method: 'POST',
        headers: { 'x-fake-sandbox': sandbox, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await demo(a, 'advance', { ms: 3_600_000 })).status).toBe(200);
    expect({ a: await now(a), same: await now(sameInstance), b: await now(b) }).toEqual({
      ...before,
      a: before.a + 3_600_000,
    });
    expect((await demo(b, 'fail', { path: '/userInfo/getUserInfo', fault: 50000, times: 1 })).status).toBe(200);
    expect((await userInfo(a)).body.code).toBe(20000);
    expect((await userInfo(sameInstance)).body.code).toBe(20000);
    expect((await userInfo(b)).body.code).toBe(50000);
    expect((await userInfo(b)).body.code).toBe(20000);
  });

  it('serves media addresses through nginx, from the sandbox they belong to', async () => {
    const sandbox = onInstance('instance-2')[1];
    const t = signedIn.get(sandbox);
    const sts = await call('/scriptInfo/getStsACS?kind=image&fileName=a.png&fileSize=16&contentType=image/png', {
      sandbox,
      token: t?.token,
    });
    const { uploadUrl, key } = sts.body.data as { uploadUrl: string; key: string };
    expect(uploadUrl.startsWith(`${api}/`)).toBe(true);
    // As a browser uploads and shows it: no header, the sandbox in the address.
    const bytes = new Uint8Array(16).fill(57);
    const put = await fetch(uploadUrl, { method: 'PUT', body: bytes });
    expect([put.status, put.headers.get('x-fake-instance')]).toEqual([200, 'instance-2']);
    const saved = await call('/ossLocalSourceMapper/saveOssLocalSourceMapper', {
      sandbox,
      token: t?.token,
      body: { key, width: 10, height: 10 },
    });
    const { url } = saved.body.data as { url: string };
    expect(url).toBe(`${api}/fakeOss/object?key=${encodeURIComponent(key)}&sandbox=${sandbox}`);
    const got = await fetch(url);
    expect([got.status, got.headers.get('x-fake-instance')]).toEqual([200, 'instance-2']);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
    const elsewhere = await fetch(url.replace(`sandbox=${sandbox}`, `sandbox=${onInstance('instance-1')[0]}`));
    expect(elsewhere.status).toBe(404);
  });

  it(
    'kill -9 of one instance: its sandboxes answer 503 with Retry-After, the other never notices, and after the restart every acknowledged write is there',
    async () => {
      const down = onInstance('instance-2');
      const up = onInstance('instance-1');
      for (const sandbox of down) {
        const t = signedIn.get(sandbox);
        const r = await call(`/userInfo/upNickName?userId=${t?.userId}&nickName=Kept-${sandbox}`, {
          sandbox,
          token: t?.token,
        });
        expect(r.body.code).toBe(20000);
      }
      const from = run.output.length;
      process.kill(run.pidOf('instance-2'), 'SIGKILL');
      await run.waitFor(/instance-2 \(PID \d+\) stopped \(SIGKILL\)/, from);
      for (const sandbox of down) {
        const r = await userInfo(sandbox);
        expect(r.status, sandbox).toBe(503);
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(r.body).toMatchObject({ code: 503, data: null });
        expect(r.body.msg).toContain('is not answering');
      }
      for (const sandbox of up) {
        const r = await userInfo(sandbox);
        expect([r.status, r.body.code, r.instance], sandbox).toEqual([200, 20000, 'instance-1']);
      }
      await run.waitFor(/instance-2 at \S+: PID \d+, --persist \S+ \(restarted\)/, from);
      for (const sandbox of down) {
        const r = await userInfo(sandbox);
        expect([r.instance, nickname(r)], sandbox).toEqual(['instance-2', `Kept-${sandbox}`]);
      }
    },
    timeoutOf(60_000),
  );

  it(
    'stops nginx and every instance on Ctrl-C',
    async () => {
      const pids = [
        run.pidOf('nginx'),
        run.pidOf('instance-1'),
        Number(/instance-2 at \S+: PID (\d+)[^\n]*restarted/.exec(run.output)?.[1]),
      ];
      expect(pids.every(alive)).toBe(true);
      const exited = new Promise<number | null>((resolve) => run.process.once('exit', resolve));
      run.process.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(pids.filter(alive)).toEqual([]);
      expect(await portFree('127.0.0.1', base)).toBe(true);
    },
    timeoutOf(30_000),
  );
});

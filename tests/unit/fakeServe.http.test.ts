import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServeProcess, ServeExit, startServe, stopServe } from '../fakeServeProcess';
import { timeoutOf } from '../slower';

/**
 * fake:serve over HTTP, in a process of its own, as teams run it for days with a --persist file and share it between
 * test runs.
 */
const dir = mkdtempSync(join(tmpdir(), 'fake-serve-'));
const file = join(dir, 'data.json');
let serve: ServeProcess;

const json = { 'content-type': 'application/json', 'accept-language': 'en' };
async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { code: number; msg: string; data: unknown },
  };
}
async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { 'accept-language': 'en', ...headers } });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { code: number; msg: string; data: unknown },
  };
}
/** The resident memory of the server's process (Linux). */
const rssMb = (p: ServeProcess): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const nickname = (data: unknown): string => (data as { nickname: string }).nickname;
const signIn = async (base: string, headers: Record<string, string> = {}) =>
  (await post(base, '/userInfo/loginByPwd', { mobilePhone: '13800000001', passWord: 'demo123' }, headers)).body
    .data as {
    token: string;
    userId: string;
  };

beforeAll(async () => {
  serve = await startServe(['--persist', file]);
}, timeoutOf(30_000));
afterAll(async () => {
  if (serve) await stopServe(serve);
});

describe('fake:serve over HTTP', () => {
  it('40 reads leave the --persist file as it was', async () => {
    const { token, userId } = await signIn(serve.url);
    const before = statSync(file).mtimeMs;
    const bytes = readFileSync(file);
    const journal = () => (existsSync(`${file}.journal`) ? readFileSync(`${file}.journal`, 'utf8') : '');
    const journalBefore = journal();
    for (let i = 0; i < 40; i++) {
      const r = await get(serve.url, `/userInfo/getUserInfo?userId=${userId}`, { token });
      expect(r.body.code).toBe(20000);
    }
    expect(statSync(file).mtimeMs).toBe(before);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(journal()).toBe(journalBefore);
  });

  it('a 200 MB body answers 413 with the envelope and a translated message, and is not kept in memory', async () => {
    const before = rssMb(serve);
    // Large beside what reading and dropping it leaves for the collector (measured 20-45 MB), so that a body kept
    // whole (the server at least 200 MB larger) is told apart from one dropped as it arrives.
    const big = new Uint8Array(200 * 1024 * 1024);
    const res = await fetch(`${serve.url}/userInfo/loginByPwd`, { method: 'POST', headers: json, body: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 413, msg: 'The request body is larger than 10485760 bytes', data: null });
    expect(rssMb(serve) - before).toBeLessThan(100);
  });

  it('GET on a POST-only call answers 405 with Allow', async () => {
    const r = await get(serve.url, '/userInfo/loginByPwd');
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST');
    expect(r.body.msg).toBe('GET is not allowed on /userInfo/loginByPwd: use POST');
  });

  it('malformed JSON and a form-encoded body are refused in words that say so', async () => {
    const bad = await fetch(`${serve.url}/userInfo/loginByPwd`, { method: 'POST', headers: json, body: '{"mobile' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).msg).toBe('The request body is not valid JSON');
    const form = await fetch(`${serve.url}/userInfo/loginByPwd`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      body: 'mobilePhone=13800000001',
    });
    expect(form.status).toBe(415);
    expect((await form.json()).msg).toContain('application/x-www-form-urlencoded');
  });

  it('a write in sandbox alpha is not seen in beta, and alpha’s token is refused in beta', async () => {
    const alpha = { 'x-fake-sandbox': 'alpha' };
    const beta = { 'x-fake-sandbox': 'beta' };
    const a = await signIn(serve.url, alpha);
    const renamed = await get(serve.url, `/userInfo/upNickName?userId=${a.userId}&nickName=Alpha%20only`, {
      ...alpha,
      token: a.token,
    });
    expect(renamed.body.code).toBe(20000);
    const inAlpha = await get(serve.url, `/userInfo/getUserInfo?userId=${a.userId}`, { ...alpha, token: a.token });
    expect(nickname(inAlpha.body.data)).toBe('Alpha only');

    const refused = await get(serve.url, `/userInfo/getUserInfo?userId=${a.userId}`, { ...beta, token: a.token });
    expect(refused.body.code).toBe(204);
    const b = await signIn(serve.url, beta);
    const inBeta = await get(serve.url, `/userInfo/getUserInfo?userId=${b.userId}`, { ...beta, token: b.token });
    expect(nickname(inBeta.body.data)).not.toBe('Alpha only');

    const badName = await get(serve.url, '/packageInfo/getPackageListForSale', { 'x-fake-sandbox': 'no spaces/here' });
    expect(badName.status).toBe(400);
    expect(badName.body.msg).toContain('X-Fake-Sandbox');
    const list = (await (await fetch(`${serve.origin}/__demo/sandboxes`)).json()) as { name: string; ageMs: number }[];
    expect(list.map((w) => w.name).sort()).toEqual(['alpha', 'beta', 'default']);
    // Every sandbox is kept beside the --persist file, in a file of its own; the file keeps the default world.
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).worlds)).toEqual(['default']);
    expect(
      readdirSync(`${file}.sandboxes`)
        .filter((f) => f.endsWith('.json'))
        .sort(),
    ).toEqual(['alpha.json', 'beta.json']);
  });

  it('/__demo acts on the caller’s sandbox only', async () => {
    const state = async (sandbox: string) =>
      (await (await fetch(`${serve.origin}/__demo`, { headers: { 'x-fake-sandbox': sandbox } })).json()) as {
        now: number;
      };
    const before = (await state('default')).now;
    const moved = await fetch(`${serve.origin}/__demo/advance`, {
      method: 'POST',
      headers: { ...json, 'x-fake-sandbox': 'gamma' },
      body: JSON.stringify({ ms: 3_600_000 }),
    });
    expect(moved.status).toBe(200);
    expect((await state('gamma')).now).toBe(before + 3_600_000);
    expect((await state('default')).now).toBe(before);
  });

  it('an injected fault used up is saved, so a restart does not serve it again', async () => {
    const fail = await fetch(`${serve.origin}/__demo/fail`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ path: '/packageInfo/getPackageListForSale', fault: 50000, times: 2 }),
    });
    expect(fail.status).toBe(200);
    const left = () =>
      (JSON.parse(readFileSync(file, 'utf8')).worlds.default.faults as { path: string; left: number }[]).find(
        (f) => f.path === '/packageInfo/getPackageListForSale',
      )?.left;
    expect(left()).toBe(2);
    expect((await get(serve.url, '/packageInfo/getPackageListForSale')).body.code).toBe(50000);
    expect(left()).toBe(1);
    expect((await get(serve.url, '/packageInfo/getPackageListForSale')).body.code).toBe(50000);
    expect(left()).toBeUndefined();
  });

  it('the fake storage takes a PUT only at a target its STS call issued', async () => {
    const { token } = await signIn(serve.url);
    const sts = (
      await get(serve.url, '/scriptInfo/getStsACS?kind=image&fileName=a.png&fileSize=16&contentType=image/png', {
        token,
      })
    ).body.data as { key: string; uploadUrl: string };
    const put = (url: string, size: number) =>
      fetch(url, { method: 'PUT', headers: { 'accept-language': 'en' }, body: new Uint8Array(size) });
    const forged = await put(sts.uploadUrl.replace(/sig=\w+/, 'sig=forged'), 16);
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { error: string }).error).toContain('not issued by the storage service');
    expect((await put(sts.uploadUrl, 17)).status).toBe(413);
    expect((await put(sts.uploadUrl, 16)).status).toBe(200);
  });

  it(
    'kill -9 right after an acknowledged write loses nothing',
    async () => {
      const { token, userId } = await signIn(serve.url);
      const r = await get(serve.url, `/userInfo/upNickName?userId=${userId}&nickName=Durable`, { token });
      expect(r.body.code).toBe(20000);
      await stopServe(serve, 'SIGKILL');
      serve = await startServe(['--persist', file]);
      const again = await get(serve.url, `/userInfo/getUserInfo?userId=${userId}`, { token });
      expect(nickname(again.body.data)).toBe('Durable');
    },
    timeoutOf(30_000),
  );

  it(
    'a file of another seed is served with a notice; --reset starts from the seed and keeps FILE.bak',
    async () => {
      await stopServe(serve);
      serve = await startServe(['--persist', file, '--seed', '2']);
      expect(serve.output()).toContain(`${file} was made with seed 1, scenario default: serving its data`);
      const { token, userId } = await signIn(serve.url);
      expect(nickname((await get(serve.url, `/userInfo/getUserInfo?userId=${userId}`, { token })).body.data)).toBe(
        'Durable',
      );
      await stopServe(serve);
      const kept = readFileSync(file);
      serve = await startServe(['--persist', file, '--reset']);
      expect(readFileSync(`${file}.bak`).equals(kept)).toBe(true);
      const fresh = await signIn(serve.url);
      const seeded = await get(serve.url, `/userInfo/getUserInfo?userId=${fresh.userId}`, { token: fresh.token });
      expect(nickname(seeded.body.data)).not.toBe('Durable');
      // Kept as how the seed built it (no call has changed it yet).
      expect(JSON.parse(readFileSync(file, 'utf8')).worlds.default.from.seed).toBe(1);
    },
    timeoutOf(30_000),
  );

  it(
    'a truncated --persist file stops the server with a message naming it, and the file is unchanged',
    async () => {
      const broken = join(dir, 'broken.json');
      const whole = readFileSync(file);
      writeFileSync(broken, whole.subarray(0, Math.floor(whole.length / 2)));
      const bytes = readFileSync(broken);
      const failed = await startServe(['--persist', broken]).then(
        () => null,
        (e: unknown) => e,
      );
      expect(failed).toBeInstanceOf(ServeExit);
      expect((failed as ServeExit).code).toBe(2);
      expect((failed as ServeExit).output).toContain(broken);
      expect((failed as ServeExit).output).toContain('--reset');
      expect(readFileSync(broken).equals(bytes)).toBe(true);
    },
    timeoutOf(30_000),
  );
});

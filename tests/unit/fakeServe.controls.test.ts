import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';
import { timeoutOf } from '../slower';

/**
 * fake:serve's controls as a tester meets them from outside, in a process of its own: a command line it cannot take
 * is one line and exit 2, the demo controls answer this machine's pages and the origins named, the request log shows
 * no secret, a sandbox can be dropped and a bare look makes none, a body nested 100,000 deep is a 400. Every value's
 * range is checked where the rule lives (tests/unit/cliValues.test.ts); here, a few through the real scripts.
 */

/** Runs a script to its end: its exit code and what it printed. */
function run(script: string, args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr.on('data', (c: Buffer) => {
    err += c.toString();
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out, err })));
}

/** At most `n` at once: each process loads the TypeScript through Vite, which two cores feel. */
async function inTurns<T, R>(items: T[], n: number, act: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await act(items[i]);
  };
  await Promise.all(Array.from({ length: n }, worker));
  return out;
}

describe('the command lines of fake:serve and contract', () => {
  it(
    '--help prints the usage; a command line they cannot take is one line and exit 2, never a stack trace',
    async () => {
      const refused: [string, string[], RegExp][] = [
        ['scripts/fake-serve.mjs', ['--bogus'], /^fake:serve: unknown option --bogus/],
        ['scripts/fake-serve.mjs', ['data.json'], /^fake:serve: unexpected argument "data.json"/],
        ['scripts/fake-serve.mjs', ['--seed'], /^fake:serve: --seed needs a value$/],
        ['scripts/fake-serve.mjs', ['--seed', 'abc'], /^--seed: "abc" is not a whole number/],
        ['scripts/fake-serve.mjs', ['--speed', '-1'], /^--speed: "-1" is not a speed from 0/],
        ['scripts/contract.mjs', ['--bogus'], /^contract: unknown option --bogus/],
      ];
      const [serveHelp, contractHelp, ...answers] = await inTurns(
        [
          ['scripts/fake-serve.mjs', ['--help']] as const,
          ['scripts/contract.mjs', ['--help']] as const,
          ...refused.map(([s, a]) => [s, a] as const),
        ],
        3,
        ([script, args]) => run(script, [...args]),
      );
      expect(serveHelp.code).toBe(0);
      expect(serveHelp.out).toMatch(/^usage: npm run fake:serve/);
      expect(serveHelp.out).toContain('--allow-origin');
      expect(contractHelp.code).toBe(0);
      expect(contractHelp.out).toMatch(/^usage: npm run contract/);
      answers.forEach((a, i) => {
        const [script, args, says] = refused[i];
        const what = `${script} ${args.join(' ')}`;
        expect(a.code, what).toBe(2);
        expect(a.err.trimEnd().split('\n'), what).toHaveLength(1);
        expect(a.err.trim(), what).toMatch(says);
        expect(a.out, what).toBe('');
      });
    },
    timeoutOf(120_000),
  );
});

describe('a shared fake:serve', () => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await startServe(['--max-sandboxes', '2', '--allow-origin', 'https://qa.example.com']);
  }, timeoutOf(60_000));
  afterAll(async () => {
    if (serve) await stopServe(serve);
  });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${serve.origin}${path}`, { headers });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${serve.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const inBox = (name: string) => ({ 'x-fake-sandbox': name });

  it('the demo controls answer this machine and the origins named; the API answers any origin', async () => {
    const evil = { origin: 'https://evil.example', 'accept-language': 'en' };
    const refused = await get('/__demo', evil);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(((await refused.json()) as { msg: string }).msg).toBe(
      'The demo controls do not answer pages of https://evil.example: start fake:serve with --allow-origin https://evil.example to let them',
    );
    // A form's POST from another site (no preflight) acts on nothing.
    const before = await (await get('/__demo')).json();
    expect((await post('/__demo/advance', { ms: 60_000 }, evil)).status).toBe(403);
    expect(await (await get('/__demo')).json()).toEqual(before);
    const preflight = await fetch(`${serve.origin}/__demo/reset`, { method: 'OPTIONS', headers: evil });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const origin of ['http://localhost:4174', 'http://acme.localhost:5173', 'https://qa.example.com']) {
      const ok = await get('/__demo', { origin });
      expect(ok.status, origin).toBe(200);
      expect(ok.headers.get('access-control-allow-origin'), origin).toBe(origin);
    }
    const api = await get('/api/oemConfig/queryOemConfigByDomain?domain=localhost', { origin: 'https://evil.example' });
    expect(api.status).toBe(200);
    expect(api.headers.get('access-control-allow-origin')).toBe('https://evil.example');
  });

  it('the request log masks tokens, passwords and mobile numbers; the sandbox list holds names and counts only', async () => {
    const login = await post(
      '/api/userInfo/loginByPwd',
      { mobilePhone: '13800000001', passWord: 'demo123' },
      inBox('m1'),
    );
    const { token, userId } = ((await login.json()) as { data: { token: string; userId: string } }).data;
    await get(`/api/userInfo/getUserInfo?userId=${userId}`, { ...inBox('m1'), token, 'x-token': token });
    const log = await (await get('/__demo/requests', inBox('m1'))).text();
    expect(log).not.toContain(token);
    expect(log).not.toContain('demo123');
    expect(log).not.toContain('13800000001');
    expect(log).toContain('"mobilePhone":"138****0001"');
    expect(log).toContain(`"token":"${token.slice(0, 4)}***"`);
    const list = (await (await get('/__demo/sandboxes')).json()) as Record<string, unknown>[];
    const text = JSON.stringify(list);
    expect(text).not.toContain(token);
    expect(text).not.toContain('13800000001');
    for (const w of list) expect(Object.keys(w).sort()).toEqual(['ageMs', 'idleMs', 'name', 'size']);
    expect((await fetch(`${serve.origin}/__demo/sandboxes/m1`, { method: 'DELETE' })).status).toBe(200);
  });

  it('a bare look at a new sandbox makes none; DELETE frees a place at the cap, and the 503 says when one frees', async () => {
    for (let i = 0; i < 20; i++) {
      const look = await get('/__demo', inBox(`look-${i}`));
      expect(look.status).toBe(200);
      expect(((await look.json()) as { seed: number }).seed).toBe(1);
    }
    expect(await (await get('/__demo/requests', inBox('look-0'))).json()).toEqual([]);
    expect((await get('/__demo/no-such-control', inBox('look-0'))).status).toBe(404);
    const names = async () =>
      ((await (await get('/__demo/sandboxes')).json()) as { name: string }[]).map((w) => w.name);
    expect(await names()).toEqual(['default']);
    const call = (box: string, headers: Record<string, string> = {}) =>
      get('/api/packageInfo/getPackageListForSale', { ...inBox(box), 'accept-language': 'en', ...headers });
    expect((await call('a')).status).toBe(200);
    const a = (await (
      await post('/api/userInfo/loginByPwd', { mobilePhone: '13800000005', passWord: 'demo123' }, inBox('a'))
    ).json()) as { data: { token: string; userId: string } };
    expect((await call('b')).status).toBe(200);
    const full = await call('c');
    expect(full.status).toBe(503);
    expect(Number(full.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(Number(full.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(((await full.json()) as { msg: string }).msg).toMatch(
      /0 of them have had no call for a minute or more, and the first is dropped in (59m \d+s|1h 0m)\. Try again then, drop one with DELETE \/__demo\/sandboxes\/NAME/,
    );
    const dropped = await fetch(`${serve.origin}/__demo/sandboxes/a`, { method: 'DELETE' });
    expect(dropped.status).toBe(200);
    expect(await dropped.json()).toEqual({ dropped: 'a' });
    expect(await names()).toEqual(['default', 'b']);
    expect((await call('c')).status).toBe(200);
    expect((await fetch(`${serve.origin}/__demo/sandboxes/a`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${serve.origin}/__demo/sandboxes/default`, { method: 'DELETE' })).status).toBe(400);
    expect((await fetch(`${serve.origin}/__demo/sandboxes/c`, { method: 'DELETE' })).status).toBe(200);
    // The dropped sandbox's old token is told why it opens nothing.
    const late = await get(`/api/userInfo/getUserInfo?userId=${a.data.userId}`, {
      ...inBox('a'),
      token: a.data.token,
      'accept-language': 'en',
    });
    expect(await late.json()).toMatchObject({
      code: 204,
      msg: 'The sandbox a was dropped on request (DELETE /__demo/sandboxes/a): its data and sign-ins are gone. Sign in again to start it afresh',
    });
  });

  it('refuses a clock sent to Infinity and a body nested 100,000 deep, with a 400', async () => {
    for (const [path, body] of [
      ['/__demo/advance', '{"ms":1e308}'],
      ['/__demo/speed', '{"factor":1e308}'],
      ['/__demo/speed', '{"factor":-1}'],
    ]) {
      expect((await post(path, body)).status, `${path} ${body}`).toBe(400);
    }
    const state = (await (await get('/__demo')).json()) as { now: number; speed: number };
    expect(Number.isFinite(state.now)).toBe(true);
    const deep = `{"mobilePhone":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const r = await post('/api/userInfo/loginByPwd', deep);
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({
      code: 400,
      msg: 'The request body nests objects and arrays deeper than 64 levels',
      data: null,
    });
  });
});

import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { Backend } from '../../mirage/backend';
import { startFakeHttpServer } from '../../mirage/node/httpServer';
import { REFERENCE_TIME } from '../../mirage/server';
import { call, signIn } from '../unit/backendHelpers';

/**
 * Measures the fake server for `npm run bench` (not part of `npm test`): boot time with the default seed and with
 * 10,000 clients, and how long one page of the client list takes to answer there; and fake:serve over HTTP: reads
 * per second before and after 20,000 sign-ins, and writes per second with --persist on the large scenario; and with
 * --persist, the first call in each of 20 new large sandboxes and the memory each takes. Writes .bench/fake.json.
 */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = (fn: () => void, runs: number) =>
  median(
    Array.from({ length: runs }, () => {
      const t0 = performance.now();
      fn();
      return performance.now() - t0;
    }),
  );

it('measures the fake server', () => {
  const make = (scenario: 'default' | 'large') => new Backend({ startAt: REFERENCE_TIME, speed: 0, scenario });
  make('default');
  const bootDefaultMs = time(() => make('default'), 7);
  const bootLargeMs = time(() => make('large'), 3);
  const large = make('large');
  const { token } = signIn(large, '13800000004');
  const list = large.routeList().find((r) => /client/i.test(r.path) && /list|page/i.test(r.path));
  const body = { pageNum: 1, pageSize: 20, pageNo: 1 };
  const answer = () =>
    call(large, list?.method ?? 'post', list?.path ?? '/none', {
      token,
      body,
      query: { pageNum: '1', pageSize: '20' },
    });
  const largeListAnswerMs = list ? time(answer, 9) : null;
  const result = { bootDefaultMs, bootLargeMs, largeListAnswerMs, listPath: list?.path ?? null };
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/fake.json', JSON.stringify(result, null, 2));
  expect(bootDefaultMs).toBeGreaterThan(0);
});

/** Calls per second of `one`, run one after another for about `ms`. */
async function rate(one: () => Promise<unknown>, ms: number): Promise<number> {
  for (let i = 0; i < 20; i++) await one();
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    await one();
    n += 1;
  }
  return Math.round((n * 1000) / (performance.now() - t0));
}

/** The median rate of each of two calls, measured in turns so that the load of the machine weighs on both alike. */
async function rates(a: () => Promise<unknown>, b: () => Promise<unknown>, rounds: number, ms: number) {
  const ra: number[] = [];
  const rb: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ra.push(await rate(a, ms));
    rb.push(await rate(b, ms));
  }
  return [median(ra), median(rb)];
}

it('measures fake:serve over HTTP: reads around 20,000 sign-ins, writes with --persist', async () => {
  // Two servers alike but for 20,000 sign-ins on one (its cap keeps the newest 10,000).
  const fresh = await startFakeHttpServer({ port: 0, frozen: true });
  const crowded = await startFakeHttpServer({ port: 0, frozen: true });
  const reader = (server: typeof fresh) => {
    const { token, userId } = signIn(server.backend, '13800000001');
    return () =>
      fetch(`${server.url}/userInfo/getUserInfo?userId=${userId}`, { headers: { token } }).then((r) => r.json());
  };
  const readFresh = reader(fresh);
  for (let i = 0; i < 20_000; i++) signIn(crowded.backend, '13800000002');
  const readCrowded = reader(crowded);
  const [readsPerSec, readsPerSecAfter20kSignIns] = await rates(readFresh, readCrowded, 5, 400);
  await fresh.close();
  await crowded.close();

  const file = join(mkdtempSync(join(tmpdir(), 'fake-bench-')), 'large.json');
  const persisted = await startFakeHttpServer({ port: 0, frozen: true, scenario: 'large', persistFile: file });
  const admin = signIn(persisted.backend, '13800000001');
  let n = 0;
  const write = () => {
    n += 1;
    return fetch(`${persisted.url}/userInfo/upNickName?userId=${admin.userId}&nickName=bench${n}`, {
      headers: { token: admin.token },
    }).then((r) => r.json());
  };
  const before = persisted.writes();
  const persistWritesPerSec = await rate(write, 3000);
  // The file and its journal: a world no call changed is kept as how its seed built it, the calls since in the journal.
  const onDisk =
    readFileSync(file).length + (existsSync(`${file}.journal`) ? readFileSync(`${file}.journal`).length : 0);
  const fileMb = Math.round(onDisk / 1e4) / 100;
  expect(persisted.writes()).toBeGreaterThan(before);
  await persisted.close();

  const figures = { readsPerSec, readsPerSecAfter20kSignIns, persistWritesPerSec, persistFileMb: fileMb };
  console.log('fake:serve', figures);
  const all = JSON.parse(readFileSync('.bench/fake.json', 'utf8')) as Record<string, unknown>;
  writeFileSync('.bench/fake.json', JSON.stringify({ ...all, ...figures }, null, 2));
  expect(readsPerSecAfter20kSignIns).toBeGreaterThanOrEqual(readsPerSec * 0.6);
}, 120_000);

/** A full collection, so the heap figures below are what stays (V8 exposes it on request). */
function collect(): () => void {
  setFlagsFromString('--expose_gc');
  return runInNewContext('gc') as () => void;
}

it('measures sandboxes with --persist: the first call in each of 20 new large sandboxes, and memory per sandbox', async () => {
  const gc = collect();
  const file = join(mkdtempSync(join(tmpdir(), 'fake-bench-')), 'sandboxes.json');
  const fake = await startFakeHttpServer({
    port: 0,
    frozen: true,
    scenario: 'large',
    persistFile: file,
    maxSandboxes: 20,
  });
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const firstCallMs: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    const r = await fetch(`${fake.url}/packageInfo/getPackageListForSale`, { headers: { 'x-fake-sandbox': `s${i}` } });
    expect(r.status).toBe(200);
    await r.json();
    firstCallMs.push(performance.now() - t0);
  }
  gc();
  const sandboxMb = Math.round(((process.memoryUsage().heapUsed - heapBefore) / 20 / 1024 / 1024) * 10) / 10;
  await fake.close();
  const figures = {
    sandboxFirstCallMs: Math.round(firstCallMs[19]),
    sandboxFirstCallFirstMs: Math.round(firstCallMs[0]),
    sandboxMb,
  };
  console.log('fake:serve sandboxes', figures);
  const all = JSON.parse(readFileSync('.bench/fake.json', 'utf8')) as Record<string, unknown>;
  writeFileSync('.bench/fake.json', JSON.stringify({ ...all, ...figures }, null, 2));
  expect(firstCallMs[19]).toBeGreaterThan(0);
}, 120_000);

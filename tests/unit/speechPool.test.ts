import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { type PoolLimits, WorkerPool } from '../../mirage/node/speechPool';

/**
 * fake:serve's speech pool (mirage/node/speechPool.ts) with stand-in workers: each takes `{ id, ms, die? }`, waits `ms`
 * (or exits at once when told to die) and answers `{ id, done: ms }`. The queues are bounded per world and for the
 * server, a job over its time limit fails and its worker is replaced, a worker that dies is replaced, and the next job
 * goes to the world with the fewest running.
 */
const STAND_IN = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.die) process.exit(3);
  setTimeout(() => parentPort.postMessage({ id: m.id, done: m.ms, scope: m.scope }), m.ms);
});`;
type Task = { ms: number; die?: boolean; scope?: string };
type Done = { done: number; scope?: string };

const pools: WorkerPool<Task, Done>[] = [];
let spawned = 0;
function pool(limits: Partial<PoolLimits>) {
  const p = new WorkerPool<Task, Done>(
    async () => {
      spawned += 1;
      return new Worker(STAND_IN, { eval: true });
    },
    { workers: 1, perWorld: 2, total: 3, jobMs: 60_000, retryAfterS: 7, ...limits },
  );
  pools.push(p);
  return p;
}
afterEach(async () => {
  for (const p of pools.splice(0)) await p.close();
  spawned = 0;
});
const outcome = (p: Promise<Done>) =>
  p.then(
    (d) => d,
    (e: Error) => e.message,
  );

describe('the speech pool', () => {
  it('bounds the queue of each world and of the server; a finished job frees its place', async () => {
    const p = pool({});
    const a1 = p.run('A', { ms: 50 });
    const a2 = p.run('A', { ms: 1 });
    expect(p.busy('A')).toEqual({ queue: 'sandbox', max: 2, retryAfterS: 7 });
    expect(p.busy('B')).toBeNull();
    await expect(p.run('A', { ms: 1 })).rejects.toThrow(/sandbox's speech queue is full \(2\)/);
    const b1 = p.run('B', { ms: 1 });
    expect(p.busy('C')).toEqual({ queue: 'server', max: 3, retryAfterS: 7 });
    expect(p.load()).toBe(3);
    expect(await a1).toMatchObject({ done: 50 });
    await Promise.all([a2, b1]);
    expect(p.load()).toBe(0);
    expect(p.busy('A')).toBeNull();
    expect(spawned).toBe(1);
  });

  it('worlds take turns: a world that asked for several does not keep another waiting behind them', async () => {
    const p = pool({ perWorld: 3, total: 6 });
    const order: string[] = [];
    const run = (scope: string) =>
      p.run(scope, { ms: 5, scope }).then((d) => {
        order.push(d.scope ?? '');
      });
    await Promise.all([run('A'), run('A'), run('A'), run('B'), run('C')]);
    expect(order).toEqual(['A', 'B', 'C', 'A', 'A']);
  });

  it('a job over its time limit fails and its worker is replaced; a worker that dies is replaced', async () => {
    // A limit well above a stand-in's start on a busy machine, well below the job that overruns it.
    const p = pool({ jobMs: 2000 });
    expect(await outcome(p.run('A', { ms: 60_000 }))).toMatch(/speech took longer than 2 s/);
    expect(await outcome(p.run('A', { ms: 5 }))).toMatchObject({ done: 5 });
    expect(p.replaced).toBe(1);
    expect(await outcome(p.run('A', { ms: 0, die: true }))).toMatch(/the speech worker stopped \(exit code 3\)/);
    expect(await outcome(p.run('B', { ms: 5 }))).toMatchObject({ done: 5 });
    expect(p.replaced).toBe(2);
    expect(spawned).toBe(3);
    expect(p.load()).toBe(0);
  });

  it('a worker that cannot start fails the jobs, which then fall back, instead of retrying forever', async () => {
    const p = new WorkerPool<Task, Done>(
      async () => {
        throw new Error('no bundle');
      },
      { workers: 1, perWorld: 2, total: 3, jobMs: 1000, retryAfterS: 1 },
    );
    pools.push(p);
    const errors: string[] = [];
    const log = console.error;
    console.error = (m: string) => errors.push(m);
    try {
      expect(await outcome(p.run('A', { ms: 1 }))).toMatch(/cannot start: no bundle/);
      expect(await outcome(p.run('A', { ms: 1 }))).toMatch(/cannot start: no bundle/);
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
    expect(p.load()).toBe(0);
  });
});

import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startRedis as startRedisProcess, stopChild } from '../scripts/cluster/processes.mjs';
import { freePort } from './freePort';

/** Debian's redis-server, where it is installed (.ci/run installs it). */
export const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

/** A redis-server of a test's own, on a free port; it can be stopped and started again. */
export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * Starts redis-server as `npm run cluster -- --mode host` does (scripts/cluster/processes.mjs: every write appended
 * and synced before Redis answers), its files in `dir`: started again, it reads back what it had.
 */
export async function startRedis(dir: string): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = (await startRedisProcess({ port, configDir: dir })).child;
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (c) await stopChild(c);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, stop, start };
}

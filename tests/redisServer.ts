import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';

/** Debian's redis-server, where it is installed (.ci/run installs it). */
export const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));

/**
 * A redis-server of a test's own, on a free port; it can be stopped and started again. It keeps nothing on disk, or,
 * with `keep`, every write in its append-only file in `dir` (as deploy/ runs it), read back when it starts again.
 */
export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const a = s.address();
  await new Promise((r) => s.close(r));
  return typeof a === 'object' && a ? a.port : 0;
}

async function listening(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = connect(port, '127.0.0.1', () => {
        c.destroy();
        resolve(true);
      });
      c.on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`redis-server does not listen on ${port}`);
}

export async function startRedis(dir: string, keep = false): Promise<RedisServer> {
  const bin = REDIS_SERVER;
  if (!bin) throw new Error('redis-server is missing (apt-get install redis-server)');
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const disk = keep ? ['--appendonly', 'yes', '--appendfsync', 'always'] : [];
    child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir, ...disk], {
      stdio: 'ignore',
    });
    await listening(port);
  };
  const stop = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((r) => {
      c.once('exit', () => r());
      c.kill('SIGTERM');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, stop, start };
}

// The processes of a cluster on one machine: fake:serve instances and nginx in front of them (docs/deploy.md).
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mainConfig, readDeployConfig, renderRouting } from './nginxConfig.mjs';

/** Debian's nginx (apt-get install nginx), or NGINX_PATH. */
export const NGINX = process.env.NGINX_PATH || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** Debian's redis-server (apt-get install redis-server), or REDIS_SERVER_PATH. */
export const REDIS_SERVER =
  process.env.REDIS_SERVER_PATH || (existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server');

/**
 * The arguments of instance `name` (each run of it gets the same: same port, same --persist file): a fake:serve, or
 * with `linksStore` a demo host (npm run demo:host) keeping its links in that Redis.
 */
export function instanceArgs({ name, host = '127.0.0.1', port, publicUrl, persist, linksStore, extra = [] }) {
  const script = linksStore ? 'scripts/demo-host.mjs' : 'scripts/fake-serve.mjs';
  const args = [script, '--instance', name, '--host', host, '--port', String(port)];
  if (publicUrl) args.push('--public-url', publicUrl);
  if (persist) args.push('--persist', persist);
  if (linksStore) args.push('--links-store', linksStore);
  return [...args, ...extra];
}

/**
 * The config of the demo hosts' Redis: on 127.0.0.1:`port` only, its files in `dir`, every write appended to its
 * file and synced before Redis answers it (appendfsync always), so a write a host acknowledged survives a kill -9
 * or a power cut of Redis too; no snapshots besides.
 */
export function redisConfig({ port, dir }) {
  return [
    'bind 127.0.0.1',
    `port ${port}`,
    `dir ${dir}`,
    'daemonize no',
    'appendonly yes',
    'appendfsync always',
    'save ""',
    'logfile ""',
    '',
  ].join('\n');
}

/**
 * Debian's redis-server with a config of its own in `configDir` (its data in `dataDir`, the same folder when not
 * given), in the foreground; resolves once it takes connections. Its data outlive it only in a `dataDir` kept.
 */
export async function startRedis({ port, configDir, dataDir = configDir }) {
  if (!(await portFree('127.0.0.1', port)))
    throw new Error(`port ${port} (Redis) on 127.0.0.1 is in use: pass another --port`);
  const config = join(configDir, 'redis.conf');
  writeFileSync(config, redisConfig({ port, dir: dataDir }));
  const child = spawn(REDIS_SERVER, [config], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  const keep = (c) => {
    out = (out + c).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const failed = new Promise((_, reject) => {
    child.on('error', (e) =>
      reject(new Error(`cannot run ${REDIS_SERVER} (${e.code ?? e.message}): apt-get install redis-server`)),
    );
    child.on('exit', (code) => {
      const why = out.trim().split('\n').filter(Boolean).pop() ?? `exit ${code}`;
      reject(new Error(`redis-server stopped: ${why}`));
    });
  });
  failed.catch(() => {});
  try {
    await Promise.race([waitForPort('127.0.0.1', port), failed]);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  return { child, pid: child.pid, config, url: `redis://127.0.0.1:${port}/0` };
}

/**
 * Starts one fake:serve and resolves once it listens; rejects with its last output line if it stops first. Its later
 * errors go to `onLine`. In a process group of its own, so a Ctrl-C in the terminal reaches the cluster, which
 * stops each instance in order (its --persist file written and its lock let go).
 */
export function startInstance(args, onLine = () => {}) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const seen = (chunk, isError) => {
      const text = chunk.toString();
      // Once it serves, only what it reports on stderr (a failed write of its --persist file) is worth a line.
      if (ready) {
        if (isError) for (const line of text.split('\n')) if (line.trim()) onLine(line);
        return;
      }
      out += text;
      const m = /fake service at (http:\/\/\S+\/api)/.exec(out);
      if (m) {
        ready = true;
        resolve({ child, pid: child.pid, url: m[1], args });
      }
    };
    child.stdout.on('data', (c) => seen(c, false));
    child.stderr.on('data', (c) => seen(c, true));
    child.on('exit', (code, signal) => {
      if (ready) return;
      const last = out.trim().split('\n').pop() || `exit ${code ?? signal}`;
      reject(new Error(last));
    });
  });
}

/** Whether host:port can be listened on now (a port in use is refused before nginx starts, not found after). */
export function portFree(host, port) {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, host, () => s.close(() => resolve(true)));
  });
}

/** Resolves when something accepts connections on host:port, within `ms`. */
export async function waitForPort(host, port, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const open = await new Promise((resolve) => {
      const s = connect(port, host, () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing listens on ${host}:${port} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * nginx in the foreground with deploy/nginx.conf routed to `instancePorts`, its pid, logs and temporary files in a
 * temporary folder of its own (so it needs no root and leaves nothing in /var). Resolves once it listens.
 */
export async function startNginx({ host = '127.0.0.1', port, instancePorts }) {
  if (!(await portFree(host, port))) throw new Error(`port ${port} on ${host} is in use: pass another --port`);
  const dir = mkdtempSync(join(tmpdir(), 'fake-cluster-'));
  // Run as root (CI), nginx's workers are `nobody`: they must reach the temporary files' folders.
  chmodSync(dir, 0o755);
  const routing = join(dir, 'routing.conf');
  const config = join(dir, 'nginx.conf');
  writeFileSync(routing, renderRouting(readDeployConfig(), { host, port, instancePorts }));
  writeFileSync(config, mainConfig(dir, routing));
  const errorLog = join(dir, 'error.log');
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-e', errorLog, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let err = '';
  child.stderr.on('data', (c) => {
    err += c;
  });
  const failed = new Promise((_, reject) => {
    child.on('error', (e) => reject(new Error(`cannot run ${NGINX} (${e.code ?? e.message}): apt-get install nginx`)));
    child.on('exit', (code) => {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      const why = (err + log).trim().split('\n').filter(Boolean).pop() ?? `exit ${code}`;
      reject(new Error(`nginx stopped: ${why}`));
    });
  });
  failed.catch(() => {});
  try {
    await Promise.race([waitForPort(host, port), failed]);
  } catch (e) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    child,
    pid: child.pid,
    dir,
    config,
    routing,
    url: `http://${host}:${port}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Sends `signal` and resolves when the process has gone (at once if it already has). */
export function stopChild(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

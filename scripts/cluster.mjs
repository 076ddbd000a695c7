// npm run cluster: fake:serve instances behind nginx on this machine, each sandbox on one instance (docs/deploy.md).
//   --instances 2          how many fake:serve instances (1 to 16)
//   --port 3700            nginx's port; the instances take the next ones (3701, 3702, ...) on 127.0.0.1
//   --host 127.0.0.1       where nginx listens (0.0.0.0 for other machines)
//   --persist-dir DIR      each instance keeps its worlds in DIR/instance-N.json (made if missing)
//   --public-url URL       the address clients reach nginx at, for media addresses (default http://HOST:PORT)
//   --restart-delay 1s     an instance that stops is started again after this long, with its --persist file
//   --mode fake            fake:serve instances; `host`: demo hosts (npm run demo:host) sharing their demo links in
//                          a Redis (Debian's redis-server) started on the port after the instances', with its
//                          append-only file synced on every write, in DIR/redis with --persist-dir
//   -- ARGS                more options for every instance (e.g. -- --seed 2 --frozen; -- --dist dist-demo)
// Prints each instance's port and PID (and Redis's); Ctrl-C (or SIGTERM) stops them all, nginx and Redis.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { instanceArgs, portFree, startInstance, startNginx, startRedis, stopChild } from './cluster/processes.mjs';

const refuse = (message) => {
  console.error(message);
  process.exit(2);
};
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      instances: { type: 'string', default: '2' },
      port: { type: 'string', default: '3700' },
      host: { type: 'string', default: '127.0.0.1' },
      'persist-dir': { type: 'string' },
      'public-url': { type: 'string' },
      'restart-delay': { type: 'string', default: '1s' },
      mode: { type: 'string', default: 'fake' },
    },
  });
} catch (e) {
  refuse(`npm run cluster: ${e.message}`);
}
const { values, positionals: extra } = parsed;
const count = Number(values.instances);
const port = Number(values.port);
if (!Number.isInteger(count) || count < 1 || count > 16) refuse('--instances must be a whole number from 1 to 16');
if (!Number.isInteger(port) || port < 1 || port + count > 65535)
  refuse(`--port must be a port with ${count} free ports after it (1 to ${65535 - count})`);
if (values.mode !== 'fake' && values.mode !== 'host')
  refuse(`--mode: "${values.mode}" is not fake (fake:serve instances) or host (demo hosts sharing a Redis)`);
const hostMode = values.mode === 'host';
if (hostMode && port + count + 1 > 65535)
  refuse(`--port must be a port with ${count + 1} free ports after it (1 to ${65535 - count - 1})`);
const delay = /^(\d+)(ms|s)?$/.exec(values['restart-delay']);
if (!delay) refuse(`--restart-delay: "${values['restart-delay']}" is not a duration such as 1s or 500ms`);
const restartMs = Number(delay[1]) * (delay[2] === 'ms' ? 1 : 1000);
const publicUrl = values['public-url'] ?? `http://${values.host === '0.0.0.0' ? 'localhost' : values.host}:${port}`;
if (!/^https?:\/\/[^/]+/.test(publicUrl))
  refuse(`--public-url: "${publicUrl}" is not an address such as http://fake.example.com`);
const dir = values['persist-dir'];
if (dir) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    refuse(`--persist-dir ${dir}: cannot make the folder (${e.code ?? e.message})`);
  }
}

/** The demo hosts' Redis: the port after the instances'. */
const redisPort = port + count + 1;
const linksStore = hostMode ? `redis://127.0.0.1:${redisPort}/0` : undefined;
const specs = Array.from({ length: count }, (_, i) => ({
  name: `instance-${i + 1}`,
  port: port + 1 + i,
  publicUrl,
  persist: dir ? join(dir, `instance-${i + 1}.json`) : undefined,
  linksStore,
  extra,
}));
/** The running process of each instance, by name. */
const running = new Map();
let nginx = null;
let redis = null;
/** Redis's config (and, without --persist-dir, its data): removed when the cluster stops. */
let redisDir = null;
let stopping = false;

const describe = (spec, p, note = '') =>
  `${spec.name} at ${p.url}: PID ${p.pid}${spec.persist ? `, --persist ${spec.persist}` : ''}${note}`;

/** Instances being started: a stop waits for them, so none is left running after it. */
const starting = new Set();

async function run(spec) {
  const start = startInstance(instanceArgs(spec), (line) => console.log(`[${spec.name}] ${line}`));
  starting.add(start);
  const p = await start.finally(() => starting.delete(start));
  if (stopping) {
    await stopChild(p.child);
    throw new Error('the cluster is stopping');
  }
  running.set(spec.name, p);
  p.child.on('exit', (code, signal) => stopped(spec, p, code ?? signal));
  return p;
}

/** An instance stopped on its own (a crash, kill -9): its sandboxes wait for it (503), so it is started again. */
function stopped(spec, p, how) {
  if (stopping || running.get(spec.name) !== p) return;
  running.delete(spec.name);
  console.log(
    `${spec.name} (PID ${p.pid}) stopped (${how}): its sandboxes answer 503 with Retry-After until it is back; restarting in ${values['restart-delay']}`,
  );
  setTimeout(() => {
    if (stopping) return;
    run(spec).then(
      (again) => console.log(describe(spec, again, ' (restarted)')),
      (e) =>
        stopping ||
        console.log(
          `${spec.name} could not restart (${e.message}); its sandboxes answer 503 until it runs again: node ${instanceArgs(spec).join(' ')}`,
        ),
    );
  }, restartMs);
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([...starting]);
  await Promise.all([...running.values()].map((p) => stopChild(p.child)));
  if (nginx) {
    await stopChild(nginx.child);
    nginx.remove();
  }
  await stopRedis();
  console.log('cluster stopped');
  process.exit(code);
}
/** After the instances: a host stopping writes its last changes to Redis. SIGTERM has Redis sync its file. */
async function stopRedis() {
  if (redis) await stopChild(redis.child);
  if (redisDir) rmSync(redisDir, { recursive: true, force: true });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
// Should this process end any other way, its children do not outlive it.
process.on('exit', () => {
  for (const p of running.values()) p.child.kill('SIGTERM');
  nginx?.child.kill('SIGTERM');
  redis?.child.kill('SIGTERM');
});

// nginx's port first: a port in use is said before the instances take their time to start.
if (!(await portFree(values.host, port)))
  refuse(`npm run cluster: port ${port} on ${values.host} is in use: pass another --port`);
try {
  if (hostMode) {
    redisDir = mkdtempSync(join(tmpdir(), 'fake-cluster-redis-'));
    const dataDir = dir ? join(dir, 'redis') : redisDir;
    mkdirSync(dataDir, { recursive: true });
    redis = await startRedis({ port: redisPort, configDir: redisDir, dataDir });
  }
  await Promise.all(specs.map(run));
  nginx = await startNginx({ host: values.host, port, instancePorts: specs.map((s) => s.port) });
} catch (e) {
  // A Ctrl-C while starting: stopAll is at work.
  if (stopping) await new Promise(() => {});
  console.error(`npm run cluster cannot start: ${e.message}`);
  stopping = true;
  await Promise.allSettled([...starting]);
  await Promise.all([...running.values()].map((p) => stopChild(p.child)));
  if (nginx) nginx.remove();
  await stopRedis();
  process.exit(2);
}
nginx.child.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`nginx (PID ${nginx.pid}) stopped (${code ?? signal}): stopping the instances`);
  stopAll(1);
});
if (redis)
  redis.child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`redis-server (PID ${redis.pid}) stopped (${code ?? signal}): stopping the instances`);
    stopAll(1);
  });
console.log(`nginx at ${nginx.url}: PID ${nginx.pid} (config ${nginx.config}, made from deploy/nginx.conf)`);
if (redis)
  console.log(
    `redis-server at ${redis.url}: PID ${redis.pid} (config ${redis.config}: appendonly yes, appendfsync always${dir ? `, data in ${join(dir, 'redis')}` : ''}), the demo links of every instance`,
  );
for (const spec of specs) console.log(describe(spec, running.get(spec.name)));
console.log(
  `send X-Fake-Sandbox: NAME (or ?sandbox=NAME, or the fake_sandbox cookie) to ${publicUrl}/api: a sandbox always reaches the same instance, named by X-Fake-Instance`,
);
console.log('Ctrl-C stops them all');

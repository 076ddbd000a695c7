// npm run cluster: fake:serve instances behind nginx on this machine, each sandbox on one instance (docs/deploy.md).
//   --instances 2          how many fake:serve instances (1 to 16)
//   --port 3700            nginx's port; the instances take the next ones (3701, 3702, ...) on 127.0.0.1
//   --host 127.0.0.1       where nginx listens (0.0.0.0 for other machines)
//   --persist-dir DIR      each instance keeps its worlds in DIR/instance-N.json (made if missing)
//   --public-url URL       the address clients reach nginx at, for media addresses (default http://HOST:PORT)
//   --restart-delay 1s     an instance that stops is started again after this long, with its --persist file
//   -- ARGS                more fake:serve options for every instance (e.g. -- --seed 2 --frozen)
// Prints each instance's port and PID; Ctrl-C (or SIGTERM) stops them all and nginx.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { instanceArgs, portFree, startInstance, startNginx, stopChild } from './cluster/processes.mjs';

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

const specs = Array.from({ length: count }, (_, i) => ({
  name: `instance-${i + 1}`,
  port: port + 1 + i,
  publicUrl,
  persist: dir ? join(dir, `instance-${i + 1}.json`) : undefined,
  extra,
}));
/** The running process of each instance, by name. */
const running = new Map();
let nginx = null;
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
  console.log('cluster stopped');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
// Should this process end any other way, its children do not outlive it.
process.on('exit', () => {
  for (const p of running.values()) p.child.kill('SIGTERM');
  nginx?.child.kill('SIGTERM');
});

// nginx's port first: a port in use is said before the instances take their time to start.
if (!(await portFree(values.host, port)))
  refuse(`npm run cluster: port ${port} on ${values.host} is in use: pass another --port`);
try {
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
  process.exit(2);
}
nginx.child.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(`nginx (PID ${nginx.pid}) stopped (${code ?? signal}): stopping the instances`);
  stopAll(1);
});
console.log(`nginx at ${nginx.url}: PID ${nginx.pid} (config ${nginx.config}, made from deploy/nginx.conf)`);
for (const spec of specs) console.log(describe(spec, running.get(spec.name)));
console.log(
  `send X-Fake-Sandbox: NAME (or ?sandbox=NAME, or the fake_sandbox cookie) to ${publicUrl}/api: a sandbox always reaches the same instance, named by X-Fake-Instance`,
);
console.log('Ctrl-C stops them all');

// npm run bench:cluster: 50 sandboxes driven through nginx to 1, 2 and 3 fake:serve instances on this machine
// (deploy/nginx.conf, as npm run cluster runs it), and to one instance without nginx; prints requests a second and
// latency for each, the ratio of 3 instances to 1, and one instance's memory with 50 sandboxes (docs/deploy.md).
//   BENCH_CLUSTER_PORT (3700: nginx; the instances on the next three)   BENCH_CLUSTER_SECONDS (10 per row)
//   BENCH_CLUSTER_SANDBOXES (50)   BENCH_CLUSTER_HELD (500: sandboxes one instance is made to hold, for its memory)
// The load comes from this process: one keep-alive connection per sandbox, each sending its next call as soon as
// the last is answered (a signed-in read, getUserInfo with that sandbox's token).
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { instanceArgs, startInstance, startNginx, stopChild } from '../scripts/cluster/processes.mjs';

const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3700);
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const SANDBOXES = Number(process.env.BENCH_CLUSTER_SANDBOXES ?? 50);
const WARMUP_MS = 2000;
/** Sandboxes one instance is made to hold at the end, for the memory each costs. */
const HELD = Number(process.env.BENCH_CLUSTER_HELD ?? 500);

/** One HTTP call on `agent`; resolves with its status, body and the instance that answered. */
function call(agent, port, path, { sandbox, token, body } = {}) {
  return new Promise((resolve, reject) => {
    const headers = { 'x-fake-sandbox': sandbox };
    if (token) headers.token = token;
    const data = body === undefined ? undefined : JSON.stringify(body);
    if (data) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, path, method: data ? 'POST' : 'GET', agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, body: Buffer.concat(chunks), instance: res.headers['x-fake-instance'] }),
      );
    });
    req.on('error', reject);
    req.end(data);
  });
}

/** CPU ms a process has used (Linux: /proc/PID/stat's utime and stime, at 100 ticks a second). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
/** nginx's workers: the children of its master process. */
const childrenOf = (pid) =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
const cpuOf = (pids) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

/**
 * 50 sandboxes signed in through `port`, then each reads in a loop for SECONDS (after a warm-up). `pids`: the
 * instances' processes and a function that lists nginx's, whose CPU time per call is measured with the client's own: on a shared machine,
 * the CPU a call costs says more than the calls a second.
 */
async function drive(port, pids) {
  const clients = await Promise.all(
    Array.from({ length: SANDBOXES }, async (_, i) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const sandbox = `bench-${i}`;
      const r = await call(agent, port, '/api/userInfo/loginByPwd', {
        sandbox,
        body: { mobilePhone: '13800000001', passWord: 'demo123' },
      });
      const { token, userId } = JSON.parse(r.body).data ?? {};
      if (!token) throw new Error(`${sandbox}: sign-in answered ${r.status} ${r.body}`);
      return { agent, sandbox, token, path: `/api/userInfo/getUserInfo?userId=${userId}`, instance: r.instance };
    }),
  );
  const latencies = [];
  let errors = 0;
  let measuring = false;
  let stop = false;
  const loop = async (c) => {
    while (!stop) {
      const t0 = performance.now();
      const r = await call(c.agent, port, c.path, c);
      if (!measuring) continue;
      latencies.push(performance.now() - t0);
      if (r.status !== 200 || JSON.parse(r.body).code !== 20000) errors++;
    }
  };
  const loops = clients.map(loop);
  await new Promise((r) => setTimeout(r, WARMUP_MS));
  measuring = true;
  const t0 = performance.now();
  // nginx's workers, read once they run (after the warm-up).
  const nginxPids = pids.nginx();
  const cpu0 = { instances: cpuOf(pids.instances), nginx: cpuOf(nginxPids), client: process.cpuUsage() };
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const client = process.cpuUsage(cpu0.client);
  const calls = latencies.length;
  const cpu = {
    instances: (cpuOf(pids.instances) - cpu0.instances) / calls,
    nginx: (cpuOf(nginxPids) - cpu0.nginx) / calls,
    client: (client.user + client.system) / 1000 / calls,
  };
  stop = true;
  await Promise.all(loops);
  for (const c of clients) c.agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const spread = {};
  for (const c of clients) spread[c.instance] = (spread[c.instance] ?? 0) + 1;
  return { rps: calls / elapsed, p50: at(0.5), p99: at(0.99), errors, spread, cpu };
}

/** Signs in to new sandboxes on one instance until it holds HELD: its resident memory at SANDBOXES and at HELD. */
async function hold(port, pid) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const signIn = (i) =>
    call(agent, port, '/api/userInfo/loginByPwd', {
      sandbox: `bench-${i}`,
      body: { mobilePhone: '13800000001', passWord: 'demo123' },
    });
  const at = [[SANDBOXES, rssMb(pid)]];
  for (let i = SANDBOXES; i < HELD; i += 8)
    await Promise.all(Array.from({ length: Math.min(8, HELD - i) }, (_, k) => signIn(i + k)));
  at.push([HELD, rssMb(pid)]);
  agent.destroy();
  return at;
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const specs = [1, 2, 3].map((n) => ({
  name: `instance-${n}`,
  port: PORT + n,
  publicUrl: `http://127.0.0.1:${PORT}`,
  // One instance takes all 50 sandboxes in the first row: over the default cap of 20.
  extra: ['--frozen', '--max-sandboxes', String(Math.max(SANDBOXES, HELD) + 10), '--max-sessions', '1000000'],
}));
const instances = [];
const rows = [];
let nginx = null;
try {
  for (const spec of specs) instances.push(await startInstance(instanceArgs(spec)));
  console.log(
    `${SANDBOXES} sandboxes, ${SECONDS} s a row after ${WARMUP_MS / 1000} s of warm-up, one keep-alive connection each`,
  );
  const direct = await drive(specs[0].port, { instances: [instances[0].pid], nginx: () => [] });
  rows.push(['1, no nginx', direct]);
  for (const n of [1, 2, 3]) {
    nginx = await startNginx({ port: PORT, instancePorts: specs.slice(0, n).map((s) => s.port) });
    const master = nginx.pid;
    const pids = { instances: instances.slice(0, n).map((p) => p.pid), nginx: () => [master, ...childrenOf(master)] };
    rows.push([`${n} behind nginx`, await drive(PORT, pids)]);
    await stopChild(nginx.child);
    nginx.remove();
    nginx = null;
  }
  console.log(
    '| instances | requests/s | p50 ms | p99 ms | errors | sandboxes per instance | CPU ms a call: instances, nginx, client |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [label, r] of rows) {
    const per = Object.values(r.spread).join(' / ');
    const cpu = [r.cpu.instances, r.cpu.nginx, r.cpu.client].map((v) => v.toFixed(2)).join(', ');
    console.log(
      `| ${label} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${per} | ${cpu} |`,
    );
  }
  const one = rows[1][1].rps;
  console.log(
    `ratio to one instance behind nginx: 2 instances ${(rows[2][1].rps / one).toFixed(2)}x, 3 instances ${(rows[3][1].rps / one).toFixed(2)}x; one instance behind nginx ${(one / direct.rps).toFixed(2)}x its rate without`,
  );
  console.log(
    `one instance on one core: about ${Math.round(1000 / direct.cpu.instances)} calls a second (1000 / its CPU ms a call, measured with no nginx); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  const held = await hold(specs[0].port, instances[0].pid);
  console.log(
    `one instance holding sandboxes (each signed in once): ${held.map(([n, mb]) => `${n}: ${mb.toFixed(0)} MB`).join(', ')} resident; ${((held[1][1] - held[0][1]) / (held[1][0] - held[0][0])).toFixed(2)} MB a sandbox`,
  );
} finally {
  if (nginx) {
    await stopChild(nginx.child);
    nginx.remove();
  }
  await Promise.all(instances.map((p) => stopChild(p.child)));
}

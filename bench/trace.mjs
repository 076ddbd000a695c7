// Where a page's start-up time goes, finer than Lighthouse's long tasks: loads a page of a built console at a 4x CPU
// slowdown with a Chrome trace and a sampling profile, and prints each task over 15 ms (observed, so over 60 ms at
// Lighthouse's scale when multiplied) with the trace events and the script URLs and functions inside it.
//   node bench/trace.mjs [--signed-in] [--demo] [path]     (builds are not made here: run npm run build first)
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { startServer } from './server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const signedIn = args.includes('--signed-in');
const demo = args.includes('--demo');
const path = args.find((a) => !a.startsWith('--')) ?? (signedIn ? '#/digital' : '#/login');
const PORT = Number(process.env.BENCH_PORT ?? 4311);
const SLOWDOWN = Number(process.env.TRACE_SLOWDOWN ?? 4);
// TRACE_DIR: a build of its own, e.g. one with source maps (`npx vite build --sourcemap --outDir /tmp/x`), whose
// functions are then named by their source file and line.
const DIR = process.env.TRACE_DIR ?? join(ROOT, demo ? 'dist-demo' : 'dist');
const server = await startServer(DIR, PORT);
const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'trace-')), {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  viewport: { width: 412, height: 823 },
  locale: process.env.TRACE_LOCALE ?? 'zh-CN',
});
if (signedIn)
  await ctx.addCookies(
    [
      { name: 'Admin-Token', value: 'bench-token' },
      { name: 'Auth-Ids', value: encodeURIComponent(JSON.stringify({ userId: 'b1', tokenId: 'bench-tid' })) },
    ].map((c) => ({ ...c, domain: 'localhost', path: '/' })),
  );
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
const events = [];
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', {
  transferMode: 'ReportEvents',
  traceConfig: {
    includedCategories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'toplevel',
      'v8.execute',
      'blink.user_timing',
      ...(process.env.TRACE_NOPROF ? [] : ['disabled-by-default-v8.cpu_profiler']),
    ],
  },
});
await page.goto(`http://localhost:${PORT}/${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
await cdp.send('Tracing.end');
await done;
await ctx.close();
server.close?.();

// The renderer main thread of the page itself (the browser runs others, its new-tab page among them): the one that
// parsed the page's HTML.
const main = (() => {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(`http://localhost:${PORT}/`),
  );
  return `${parse.pid}:${parse.tid}`;
})();
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
const t0 = Math.min(...onMain.filter((e) => e.name === 'RunTask').map((e) => e.ts));
const MIN_MS = Number(process.env.TRACE_MIN_MS ?? 15);
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > MIN_MS * 1000);

// Sampling profile: samples with their node's function and URL, to attribute script time inside a task.
const nodes = new Map();
const samples = [];
const mainPid = Number(main.split(':')[0]);
for (const e of events) {
  if (e.name !== 'ProfileChunk' || e.pid !== mainPid) continue;
  const p = e.args?.data?.cpuProfile;
  for (const n of p?.nodes ?? []) nodes.set(n.id, n);
  const deltas = e.args.data.timeDeltas ?? [];
  let ts = samples.length ? samples[samples.length - 1].ts : 0;
  (p?.samples ?? []).forEach((id, i) => {
    ts += deltas[i] ?? 0;
    samples.push({ id, ts });
  });
}
const profStart = events.find((e) => e.name === 'Profile' && e.pid === mainPid)?.args?.data?.startTime ?? 0;
for (const s of samples) s.ts += profStart;
const short = (u) => (u || '').replace(/^https?:\/\/[^/]+\//, '') || '(native)';
const maps = new Map();
/** A sampled function's place in the sources, where the build has a source map beside the file. */
function sourceOf(f) {
  const file = short(f.url);
  if (!maps.has(file)) {
    const path = join(DIR, `${file}.map`);
    maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  const pos = maps.get(file)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber });
  return pos?.source
    ? `${pos.name ?? f.functionName ?? '(anon)'} ${pos.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${pos.line}`
    : null;
}

console.log(
  `${path}${signedIn ? ' signed in' : ''}${demo ? ' (demo build)' : ''}, CPU ${SLOWDOWN}x; tasks over ${MIN_MS} ms:`,
);
for (const t of tasks) {
  const end = t.ts + t.dur;
  const inside = onMain.filter(
    (e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= end && e.dur > (process.env.TRACE_KIDS ? 300 : 1000),
  );
  // Trace events inside the task, by name (and script), their total time: parse, style, layout, script, GC.
  const byName = new Map();
  for (const e of inside) {
    if (/RunTask|PerformMicrotaskCheckpoint|RunMicrotasks|ThreadController/.test(e.name)) continue;
    const d = e.args?.data ?? {};
    const key = `${e.name}${d.url ? ` ${short(d.url)}` : ''}`;
    byName.set(key, (byName.get(key) ?? 0) + e.dur);
  }
  const top = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`);
  console.log(`\n${((t.ts - t0) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(1)} ms  [${top.join(' | ')}]`);
  if (process.env.TRACE_KIDS)
    for (const e of inside.filter((e) => e.dur > 300).sort((a, b) => a.ts - b.ts))
      console.log(
        `      +${((e.ts - t.ts) / 1000).toFixed(1)} ${(e.dur / 1000).toFixed(1)} ${e.name} ${JSON.stringify(e.args?.data ?? e.args?.beginData ?? {}).slice(0, 140)}`,
      );
  const byFn = new Map();
  const within = samples.filter((s) => s.ts >= t.ts && s.ts <= end);
  for (let i = 1; i < within.length; i++) {
    const n = nodes.get(within[i].id);
    if (!n) continue;
    const f = n.callFrame;
    const key = sourceOf(f) ?? `${f.functionName || '(anon)'} ${short(f.url)}:${f.lineNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + (within[i].ts - within[i - 1].ts));
  }
  for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`    ${(v / 1000).toFixed(1)} ms self  ${k}`);
  if (process.env.TRACE_INCL) {
    const incl = new Map();
    const under = process.env.TRACE_UNDER;
    for (let i = 1; i < within.length; i++) {
      const seen = new Set();
      if (under) {
        let hit = false;
        for (let n = nodes.get(within[i].id); n; n = nodes.get(n.parent))
          if ((sourceOf(n.callFrame) ?? n.callFrame.functionName).includes(under)) hit = true;
        if (!hit) continue;
      }
      for (let n = nodes.get(within[i].id); n; n = nodes.get(n.parent)) {
        const key = sourceOf(n.callFrame) ?? `${n.callFrame.functionName || '(anon)'} ${short(n.callFrame.url)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + (within[i].ts - within[i - 1].ts));
      }
    }
    for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TRACE_INCL)))
      console.log(`      ${(v / 1000).toFixed(1)} ms incl  ${k}`);
  }
}

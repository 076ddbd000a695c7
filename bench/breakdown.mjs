// npm run bench:breakdown: where a first load's main-thread time goes, production /login beside the library floor
// (bench/floor), for finding what to cut when a /login ratio of npm run bench is over its budget. Two views, each
// page in turn so a busy moment of the machine falls on both:
// 1. Lighthouse's own trace (the unthrottled load its simulator multiplies by 4): its main-thread groups, in
//    observed ms, and the biggest kinds of task in the "other" group, which no trace event names;
// 2. a CPU profile at a real CPU slowdown (4x), mapped through the builds' source maps: JS self time by package.
// Options (environment): BREAKDOWN_PAGE (default #/login; #/digital is drawn signed in), BREAKDOWN_RUNS (3),
// BREAKDOWN_RATE (4). Builds both pages with source maps into temporary folders.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { build } from 'vite';
import { chromiumPath, chromiumArgs } from '../scripts/chromium.mjs';
import { buildFloor } from './floor.mjs';
import { AUTH_COOKIES, startServer } from './server.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const PAGE = process.env.BREAKDOWN_PAGE ?? '#/login';
const SIGNED_IN = PAGE !== '#/login';
const RUNS = Number(process.env.BREAKDOWN_RUNS ?? 3);
const RATE = Number(process.env.BREAKDOWN_RATE ?? 4);
const PORT = Number(process.env.BENCH_PORT ?? 4301) + 10;
const CDP_PORT = Number(process.env.BENCH_CDP_PORT ?? 9339) + 10;

const consoleDir = mkdtempSync(join(tmpdir(), 'breakdown-'));
await build({
  root: ROOT,
  mode: 'production',
  logLevel: 'silent',
  build: { outDir: consoleDir, emptyOutDir: true, sourcemap: true },
});
const floorDir = await buildFloor('floor', { sourcemap: true });
const servers = [await startServer(consoleDir, PORT), await startServer(floorDir, PORT + 1)];
const pages = [
  { name: `production ${PAGE}`, dir: consoleDir, url: `http://localhost:${PORT}/${PAGE}`, signedIn: SIGNED_IN },
  { name: 'floor', dir: floorDir, url: `http://localhost:${PORT + 1}/`, signedIn: false },
];

/** The package (or the console's own source folder) a profiled position of a built file comes from. */
const maps = new Map();
function packageOf(dir, url, line, column) {
  const file = url.replace(/.*\//, '');
  if (!file.endsWith('.js')) return 'index.html (inline script)';
  const key = join(dir, 'assets', `${file}.map`);
  if (!maps.has(key)) {
    try {
      const map = JSON.parse(readFileSync(key, 'utf8'));
      maps.set(key, { sources: map.sources, lines: decode(map.mappings) });
    } catch {
      maps.set(key, null);
    }
  }
  const map = maps.get(key);
  if (!map) return file;
  let found = null;
  for (const segment of map.lines[line] ?? []) {
    if (segment[0] > column) break;
    found = segment;
  }
  if (!found || found.length < 2) return `${file} (bundler)`;
  const source = map.sources[found[1]];
  const lib = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (lib) return lib[1];
  // The console's own code by folder (src/app, src/stores, ...); the floor's own file by name.
  const own = source.match(/\b(?:src|mirage)\/[^/]+/);
  return own ? `console: ${own[0]}` : `page: ${source.replace(/.*\//, '')}`;
}

const ctx = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'breakdown-chromium-')), {
  executablePath: chromiumPath,
  headless: true,
  args: [...chromiumArgs, `--remote-debugging-port=${CDP_PORT}`],
  viewport: { width: 1440, height: 900 },
});
async function load(page) {
  await ctx.clearCookies();
  if (page.signedIn) await ctx.addCookies(AUTH_COOKIES);
}

/** Lighthouse's main-thread groups of one load (observed ms), and its "other" tasks by kind. */
async function traceOnce(page, into) {
  await load(page);
  const r = await lighthouse(page.url, {
    port: CDP_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: page.signedIn,
  });
  const trace = TraceProcessor.processTrace(r.artifacts.Trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    trace.mainThreadEvents,
    trace.frames,
    trace.timestamps.traceEnd,
    trace.timestamps.timeOrigin,
  );
  for (const task of tasks) {
    const add = (key, ms) => {
      into[key] = (into[key] ?? 0) + ms / RUNS;
    };
    add(`group: ${task.group.id}`, task.selfTime);
    if (task.group.id !== 'other') continue;
    const kind = task.children.length === 0 ? 'with nothing traced inside' : 'around traced work';
    add(`other: ${task.parent ? task.event.name : `top-level task ${kind}`}`, task.selfTime);
  }
}

/** JS self time by package of one load at a real CPU slowdown. */
async function profileOnce(page, into) {
  await load(page);
  const tab = await ctx.newPage();
  const cdp = await ctx.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await tab.goto(page.url);
  await tab.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + profile.timeDeltas[i] / 1000);
  for (const node of profile.nodes) {
    const ms = self.get(node.id);
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (!ms || functionName === '(idle)') continue;
    const key =
      functionName === '(program)'
        ? '(browser: parsing, style, layout, compiling)'
        : url
          ? packageOf(page.dir, url, lineNumber, columnNumber)
          : `(${functionName})`;
    into[key] = (into[key] ?? 0) + ms / RUNS;
  }
  await tab.close();
}

const traced = pages.map(() => ({}));
const profiled = pages.map(() => ({}));
for (let i = 0; i < RUNS; i++)
  for (const [n, page] of pages.entries()) {
    await traceOnce(page, traced[n]);
    await profileOnce(page, profiled[n]);
  }

/** One table: every key of either page, largest first, in ms per load. */
function table(title, byPage, top) {
  const keys = [...new Set(byPage.flatMap((m) => Object.keys(m)))];
  const total = (k) => byPage.reduce((sum, m) => sum + (m[k] ?? 0), 0);
  // Lighthouse's groups first, then the kinds of task within "other".
  const rank = (k) => (k.startsWith('other:') ? 1 : 0);
  keys.sort((a, b) => rank(a) - rank(b) || total(b) - total(a));
  console.log(`\n${title}\n${'ms per load'.padEnd(58)}${pages.map((p) => p.name.padStart(22)).join('')}`);
  for (const k of keys.slice(0, top))
    console.log(`${k.slice(0, 57).padEnd(58)}${byPage.map((m) => (m[k] ?? 0).toFixed(1).padStart(22)).join('')}`);
}
table("Lighthouse's trace (observed; the simulator reads 4x these)", traced, 16);
table(`JS self time at a real ${RATE}x CPU slowdown, by package`, profiled, 24);

await ctx.close();
for (const s of servers) s.close();
process.exit(0);

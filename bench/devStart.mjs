// `npm start` from cold: a dev server with an empty dependency cache (as after a fresh clone), then the first visit
// to /login, timed from the navigation to the sign-in page being live (the console's start-up marks the document
// with its mode once React has taken the page over). Also the server's own start (until it says it is ready: it
// prerenders the first screen first) and the whole, from the command to a live page. `node bench/devStart.mjs` prints
// them; npm run bench budgets the first visit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Starts a fresh demo-mode dev server on `port` (its own empty cache folder) and times `browserContext`'s first visit.
 * Returns the ms from navigation start to live, the ms the server took to listen, and the ms from creating it to live.
 */
export async function timeDevStart(browserContext, port) {
  const cacheDir = mkdtempSync(join(tmpdir(), 'vite-cold-'));
  const t0 = performance.now();
  const server = await createServer({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'demo',
    cacheDir,
    logLevel: process.env.BENCH_DEV_LOG ?? 'error',
    server: { port, strictPort: true, host: 'localhost' },
  });
  await server.listen();
  const listenMs = performance.now() - t0;
  const page = await browserContext.newPage();
  try {
    const start = Date.now();
    await page.goto(`http://localhost:${port}/#/login`, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => Boolean(document.documentElement.dataset.mode), null, { timeout: 60_000 });
    await page.getByRole('textbox').first().waitFor({ timeout: 10_000 });
    const liveMs = Date.now() - start;
    return { liveMs, listenMs: Math.round(listenMs), totalMs: Math.round(performance.now() - t0) };
  } finally {
    await page.close();
    await server.close();
    // The optimizer may still be writing a late bundle: what it leaves is a temporary folder's business.
    try {
      rmSync(cacheDir, { recursive: true, force: true, maxRetries: 3 });
    } catch {}
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const ctx = await browser.newContext();
  const port = Number(process.env.BENCH_PORT ?? 4301) + 3;
  console.log(await timeDevStart(ctx, port));
  await browser.close();
  process.exit(0);
}

import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/** E2E_PORT lets two checkouts run their suites side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The cores this run may use (`taskset -c 0` leaves one). */
const CORES = availableParallelism();

/**
 * The one setting every e2e timeout comes from: how many times slower than a quiet 2-core machine this one runs the
 * suite. E2E_SLOWER says it (2 on a machine busy with other work); by default 1, and 3 on one core. A test's own
 * timeout, an expectation's and the servers' start are all this times their base (`timeoutOf`).
 */
export const SLOWER = Number(process.env.E2E_SLOWER) || (CORES < 2 ? 3 : 1);

/** A timeout of this suite: `ms` on a quiet 2-core machine, scaled by SLOWER. */
export const timeoutOf = (ms: number): number => Math.round(ms * SLOWER);

/**
 * End-to-end tests run the built demo (`npm run build:demo`, done once by `npm test`) served by `vite preview`, with
 * the system Chromium; each test switches the demo to test mode (no latency, stopped clock, fresh data).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One browser per core, two at most: on one core a second one only slows the first.
  workers: Math.max(1, Math.min(2, CORES)),
  retries: 0,
  timeout: timeoutOf(30_000),
  expect: { timeout: timeoutOf(7_000) },
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}/`,
    trace: 'off',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node_modules/.bin/vite preview --outDir dist-demo --port ${PORT} --strictPort --host 127.0.0.1`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: timeoutOf(30_000),
    },
    {
      // The production build, for the proof that it talks to the real service and carries no fake server.
      command: `node_modules/.bin/vite preview --outDir dist --port ${PORT + 1} --strictPort --host 127.0.0.1`,
      url: `http://localhost:${PORT + 1}/`,
      reuseExistingServer: !process.env.CI,
      timeout: timeoutOf(30_000),
    },
  ],
});

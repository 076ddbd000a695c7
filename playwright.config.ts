import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import { CORES, timeoutOf } from './tests/slower';

/** E2E_PORT lets two checkouts run their suites side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

// Every timeout below is scaled by the one setting of tests/slower.ts; the specs take `timeoutOf` from here.
export { SLOWER, timeoutOf } from './tests/slower';

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

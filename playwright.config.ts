import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/** E2E_PORT lets two checkouts run their suites side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests run the built demo (`npm run build:demo`, done once by `npm test`) served by `vite preview`, with
 * the system Chromium; each test switches the demo to test mode (no latency, stopped clock, fresh data).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
      timeout: 30_000,
    },
    {
      // The production build, for the proof that it talks to the real service and carries no fake server.
      command: `node_modules/.bin/vite preview --outDir dist --port ${PORT + 1} --strictPort --host 127.0.0.1`,
      url: `http://localhost:${PORT + 1}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});

// How every tool here starts Chromium: the e2e tests (playwright.config.ts), the bench (bench/run.mjs),
// scripts/screenshot.mjs and npm run shots (scripts/shots.mjs). One list, so a flag that quiets the browser (no
// background traffic, no GPU on a headless box) is added once for all. CHROMIUM_PATH names another binary.

/** The Chromium binary: the system one unless CHROMIUM_PATH says otherwise. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for a headless run in a container: no sandbox, no GPU, no QUIC, no network or updates of its own. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions` / `chromium.launch()` options built from the two above. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

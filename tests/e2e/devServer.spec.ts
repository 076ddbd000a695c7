import type { Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { ACCOUNTS, expect, live, login, test } from './fixtures';

/**
 * `npm start` runs the console's own boot: the dev server writes into index.html the first screen the build writes
 * (the prerendered sign-in page in each language and the inline script that picks one), the console hydrates that page
 * rather than drawing it again, and a sign-in opens the console. A dev server of its own, in demo mode as `npm start`
 * starts it, on the port after the suite's two.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 2;
const ORIGIN = `http://localhost:${PORT}/`;
let server: ViteDevServer | undefined;
// One dev server for the file's tests: they run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A dev server bundles the libraries and prerenders the first screen before it listens.
  test.setTimeout(120_000);
  server = await createServer({
    configFile: 'vite.config.ts',
    mode: 'demo',
    logLevel: 'error',
    server: { port: PORT, strictPort: true, host: 'localhost' },
  });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
});

test('npm start serves the first screen the build writes, the console hydrates it, and a sign-in opens the console', async ({
  page,
  request,
}) => {
  // The dev server makes each module when first asked for: the console's first page takes longer than in the build.
  test.setTimeout(90_000);
  const html = await (await request.get(ORIGIN)).text();
  expect(html).toContain('<template id="fs-login-zh">');
  expect(html).toContain('firstScreen.applyFirstScreen(');
  // The sign-in form the inline script puts in the page before any module has run, as the page first holds it.
  await page.addInitScript(() => {
    const w = window as unknown as { firstForm?: Element };
    new MutationObserver((_, observer) => {
      const form = document.querySelector('#root form');
      if (form) {
        w.firstForm = form;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${ORIGIN}#/login`);
  await live(page, 30_000);
  // Hydrated: the console took over the very form the page showed, where a render would have drawn a new one.
  expect(
    await page.evaluate(
      () => (window as unknown as { firstForm?: Element }).firstForm === document.querySelector('#root form'),
    ),
  ).toBe(true);
  await login(page, ACCOUNTS.member);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
});

/** Where the first paint puts the sign-in page's parts, with no script run (every script request refused). */
async function firstPaint(page: Page, url: string) {
  await page.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  await page.goto(url);
  const parts = ['.login-card', '#login-mobile', '#login-password', 'form button[type="submit"]'];
  const boxes = [];
  for (const part of parts) boxes.push(await page.locator(part).first().boundingBox());
  const look = await page.locator('form button[type="submit"]').evaluate((b) => {
    const s = getComputedStyle(b);
    return [s.backgroundColor, s.color, s.borderRadius, s.fontSize];
  });
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.disabled),
  );
  await page.unroute('**/*');
  return { boxes, look, sheets };
}

test('npm start paints the sign-in page as the build does, from the rules in the page, before any script', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const html = await (await request.get(ORIGIN)).text();
  // The build's page: its share of the stylesheet in the page, the whole sheet held back, start-up named to preload.
  expect(html).toMatch(
    /<style>[^<]*\.login-card[^<]*<\/style><link rel="stylesheet" href="\/src\/styles\.css" disabled>/,
  );
  expect(html).toContain('<noscript><link rel="stylesheet" href="/src/styles.css"></noscript>');
  expect(html).toContain(
    '<script type="module" src="/src/main.tsx"></script><link rel="modulepreload" crossorigin href="/src/app/start.tsx">',
  );
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const built = await firstPaint(page, `${baseURL}#/login`);
    const served = await firstPaint(page, `${ORIGIN}#/login`);
    expect(served.sheets, `${width} px`).toEqual([true]);
    expect(served.look, `${width} px`).toEqual(built.look);
    expect(served.boxes, `${width} px`).toEqual(built.boxes);
  }
});

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

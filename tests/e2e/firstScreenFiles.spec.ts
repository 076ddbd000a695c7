import { expect, test } from './fixtures';
import { t } from './words';

/**
 * The production sign-in page asks for every file it is drawn with at once: the console's code and React as index.html
 * is read, the page's language and its icons as soon as its small entry has run. None of them is found only once
 * another has arrived and been read: on slow 4G each such wave is a round trip of over half a second
 * (docs/performance.md).
 */
const PROD = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}/#/login`;
/** A request's file name, without its query or hash. */
const fileOf = (url: string): string => url.split(/[?#]/)[0].split('/').pop() ?? '';

test('the sign-in page asks for the files it is drawn with all at once, not one after another', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  /** Each script file asked for, with what asked for it (index.html, or the file whose code did). */
  const askedBy = new Map<string, string>();
  let live = false;
  cdp.on('Network.requestWillBeSent', (e) => {
    const file = fileOf(e.request.url);
    if (live || !file.endsWith('.js')) return;
    const from =
      e.initiator.type === 'parser' ? 'index.html' : (e.initiator.url ?? e.initiator.stack?.callFrames[0]?.url);
    askedBy.set(file, from?.split('/').pop() ?? '');
  });
  await page.goto(PROD);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'production');
  live = true;
  const files = [...askedBy.keys()];
  // The files the page is drawn with are there: the entry, the console's code, React, the language, the icons.
  for (const name of [/^index-/, /^start-/, /^first-screen-/, /^react-dom-/, /^(zh|en)-/, /^lock-/])
    expect(
      files.some((f) => name.test(f)),
      String(name),
    ).toBe(true);
  // The console's code and what it imports are named by index.html itself, so they are asked for as the page is read,
  // beside the entry, not once it has arrived and run.
  for (const name of [/^start-/, /^first-screen-/, /^react-dom-/])
    expect(
      [...askedBy].filter(([f]) => name.test(f)).map(([, from]) => from),
      String(name),
    ).toEqual(['index.html']);
  // Each was asked for by index.html, by the entry, or by the preload links the entry's code adds (about:client): none
  // by another of the console's files.
  for (const [file, from] of askedBy)
    expect(from, `${file} was asked for by ${from}`).toMatch(
      /^(index\.html|index-[\w-]+\.js|boot-[\w-]+\.js|about:client)$/,
    );
});

test('the sign-in page’s language and icons are asked for while the console’s code is still on its way', async ({
  page,
}) => {
  // The console's code held back on the network until the language and the icons have been asked for: what the entry
  // asks for must not wait for it (were they asked for only after it, it would never come, and the test fails).
  const held = /\/(start|first-screen|react-dom)-[\w-]+\.js$/;
  const wanted = [/^(zh|en)-[\w-]+\.js$/, /^lock-[\w-]+\.js$/, /^mobile-phone-[\w-]+\.js$/];
  const askedAt = new Map<string, number>();
  let allAsked: () => void = () => {};
  const whileHeld = new Promise<void>((r) => {
    allAsked = r;
  });
  page.on('request', (r) => {
    const file = fileOf(r.url());
    if (!askedAt.has(file)) askedAt.set(file, Date.now());
    if (wanted.every((name) => [...askedAt.keys()].some((f) => name.test(f)))) allAsked();
  });
  let released = Number.POSITIVE_INFINITY;
  await page.route(held, async (route) => {
    await whileHeld;
    released = Math.min(released, Date.now());
    await route.continue();
  });
  await page.goto(PROD);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'production');
  for (const name of wanted) {
    const at = [...askedAt].find(([f]) => name.test(f))?.[1];
    expect(at, String(name)).toBeDefined();
    expect(at, `${name} was asked for only once the console's code had come`).toBeLessThanOrEqual(released);
  }
});

test('the sign-in page and its registration form draw their icons without the console’s icons file', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(fileOf(r.url())));
  await page.goto(PROD);
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'production');
  await page.getByRole('button', { name: t('login.toRegister') }).click();
  await expect(page.getByRole('button', { name: t('login.toLogin') })).toBeVisible();
  // The registration form's own icons (the code's key, the name's person) are drawn, each from a file of its own.
  for (const icon of ['key', 'person', 'new-person'])
    await expect(page.locator(`.login-page [data-icon="${icon}"] path`).first()).toBeAttached();
  expect(asked.filter((f) => /^(key|person|new-person)-/.test(f))).toHaveLength(3);
  expect(asked.filter((f) => /^consoleIcons-/.test(f))).toEqual([]);
});

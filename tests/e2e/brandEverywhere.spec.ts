import type { Page, Route } from '@playwright/test';
import { contrast, parseHex, readableOnWhite } from '../../src/domain/color';
import { leafRoutes } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';
import { ACCOUNTS, expect, live, login, open, signIn, test } from './fixtures';
import { brandName } from './seeded';
import { switchSetting } from './settings';
import { t } from './words';

/**
 * The brand is everywhere the prospect looks: its name or logo in view on every page at a phone's width, a sign-in
 * background in its colour when it has none of its own, and every accent (links, the selected tab, progress bars) in
 * its colour, at the contrast the buttons keep, on the light theme and the dark one.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const PAGES = leafRoutes(APP_ROUTES).map((r) => r.path.replace(':id', 'c3'));
const rgb = (hex: string) => {
  const c = parseHex(hex);
  if (!c) throw new Error(hex);
  return `rgb(${c.join(', ')})`;
};
/** A colour as the browser paints it (a colour mixed in oklch has no rgb() of its own), as sRGB channels. */
const painted = (page: Page, css: string) =>
  page.evaluate((c): [number, number, number] => {
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    ctx.fillStyle = c;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b];
  }, css);
/** Readable (4.5:1) on the light page's grey and white, and still the purple: more red and blue than green. */
const purpleText = (c: [number, number, number], on: [number, number, number][]) => {
  for (const bg of on) expect(contrast(c, bg)).toBeGreaterThanOrEqual(4.5);
  expect(c[2]).toBeGreaterThan(c[1]);
  expect(c[0]).toBeGreaterThan(c[1]);
};
const LIGHT: [number, number, number][] = [
  [255, 255, 255],
  [245, 247, 250],
];
const topBarBrand = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(name) });

for (const account of ['member', 'admin'] as const) {
  test(`on a phone the brand is in view on every page the ${account} opens`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS[account]);
    for (const path of [...PAGES, '/404']) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
      const brand = topBarBrand(page, brandName());
      await expect(brand, path).toBeInViewport();
      // Its logo is whole, whatever room the name is left.
      await expect(brand.locator('img'), path).toBeInViewport({ ratio: 1 });
    }
    // The menu opened over the page: the sidebar's own brand is the heading there.
    await page.getByRole('button', { name: t('shell.openMenu') }).click();
    await expect(
      page.getByRole('navigation', { name: t('nav.menu') }).getByRole('link', { name: brandName() }),
    ).toBeInViewport();
  });
}

test('on a desktop with the sidebar’s logo turned off, the top bar carries the brand', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await expect(topBarBrand(page, brandName())).toHaveCount(0);
  await switchSetting(page, t('shell.sidebarLogo'), false);
  await expect(topBarBrand(page, brandName())).toBeInViewport();
});

test('a brand made in the studio without a background signs in on its own colour', async ({ page }) => {
  const bg = () => page.locator('.login-page').evaluate((e) => getComputedStyle(e).backgroundImage);
  await open(page, '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The built-in brand has a picture of its own.
  await expect.poll(bg).toContain('url(');
  await page.evaluate(() => window.__demo?.brand({ name: 'Galaxy Video', color: '#eb2f96' }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Galaxy Video');
  await expect.poll(bg).toContain(rgb('#eb2f96'));
  // Its colour, not the default teal's gradient nor the previous brand's picture.
  expect(await bg()).not.toContain(rgb('#13c2c2'));
  expect(await bg()).not.toContain('url(');
});

/**
 * Holds the console's main script (the one index.html names with a src) until `release()`: meanwhile the page shows
 * only what index.html carries, drawn by its inline script.
 */
async function holdMainScript(page: Page): Promise<() => Promise<void>> {
  const main = /\/assets\/index-[^/]*\.js$/;
  let held: Route | null = null;
  let arrived: () => void = () => {};
  const seen = new Promise<void>((r) => {
    arrived = r;
  });
  await page.route(main, (route) => {
    held = route;
    arrived();
  });
  return async () => {
    await seen;
    await held?.continue();
    await page.unroute(main);
  };
}

test('a brand made in the studio without a logo is its first letter in its colour on the sign-in card, from the first paint', async ({
  page,
}) => {
  // A hydration that did not match is logged (tagged [first screen]) and the page drawn again.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const color = '#eb2f96';
  const shade = rgb(readableOnWhite(color));
  await open(page, '/login');
  // Made in the Demo drawer's studio: its names and its colour, no logo.
  await page.getByRole('button', { name: t('demo.button') }).click();
  const drawer = page.getByRole('dialog', { name: t('demo.title') });
  await drawer.getByRole('button', { name: t('studio.new') }).click();
  const form = drawer.getByRole('form', { name: t('studio.formTitle') });
  await form.getByRole('textbox', { name: t('studio.nameZh') }).fill('银河影像');
  await form.getByRole('textbox', { name: t('studio.nameEn') }).fill('Galaxy Video');
  await form.getByRole('textbox', { name: t('studio.color'), exact: true }).fill(color);
  await form.getByRole('button', { name: t('studio.saveShow') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('login.title', { brand: '银河影像' }) })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // The card's mark: the Chinese name's first character, white on the brand's shade, not the grey empty square.
  const mark = page.locator('.login-card').getByRole('img', { name: '银河影像' });
  const background = () => mark.evaluate((e) => getComputedStyle(e).backgroundColor);
  await expect(mark).toHaveText('银');
  await expect.poll(background).toBe(shade);
  await expect(mark).toHaveCSS('color', 'rgb(255, 255, 255)');

  // The next visit, before any of the console's modules has run: index.html's inline script draws the letter.
  const release = await holdMainScript(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(mark).toHaveText('银');
  expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBeUndefined();
  expect(await background()).toBe(shade);
  await expect(mark).toHaveCSS('color', 'rgb(255, 255, 255)');
  const box = await mark.boundingBox();
  expect([box?.width, box?.height]).toEqual([48, 48]);
  const heading = page.getByRole('heading', { level: 1 });
  const headingBox = await heading.boundingBox();
  // React takes the page over: the very element the script drew is kept (a mismatch would draw it again), in place.
  await mark.evaluate((e) => e.setAttribute('data-drawn-first', ''));
  await release();
  await live(page);
  await expect(mark).toHaveText('银');
  await expect(mark).toHaveAttribute('data-drawn-first', '');
  expect(await mark.boundingBox()).toEqual(box);
  expect(await heading.boundingBox()).toEqual(headingBox);
  expect(await background()).toBe(shade);
  expect(errors.filter((e) => /\[first screen\]|hydrat/i.test(e))).toEqual([]);

  // Signed in, the sidebar shows the brand by the same letter on the same shade.
  await login(page, ACCOUNTS.member);
  const sidebarMark = page.getByRole('navigation', { name: t('nav.menu') }).getByRole('img', { name: '银河影像' });
  await expect(sidebarMark).toHaveText('银');
  expect(await sidebarMark.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(shade);
});

test('under a purple brand, links, tabs and progress bars are purple, readable on white and on dark', async ({
  page,
}) => {
  const purple = '#7c5cff';
  const strong = readableOnWhite(purple);
  const origin = `http://nova.localhost:${PORT}/`;
  await open(page, '/login', origin);
  // The agreements' links on the sign-in card.
  // The brand's colour is on once its logo has been read.
  await expect
    .poll(() =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim()),
    )
    .toBe(purple);
  const agreement = page.locator('.login-agreement a').first();
  await expect(agreement).toBeVisible();
  purpleText(await painted(page, await agreement.evaluate((e) => getComputedStyle(e).color)), LIGHT);
  await login(page, ACCOUNTS.member);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A work being edited: its progress bar.
  await open(page, '/tasklist/tasklist', origin);
  const meter = page.getByRole('progressbar').first().locator('.bp6-progress-meter');
  await expect(meter).toHaveCSS('background-color', rgb(strong));
  // The personal page's tabs: the selected one and its underline.
  await open(page, '/personal/personal', origin);
  const tab = page.getByRole('tab', { selected: true });
  purpleText(await painted(page, await tab.evaluate((e) => getComputedStyle(e).color)), LIGHT);
  await expect(page.locator('.bp6-tab-indicator').first()).toHaveCSS('background-color', rgb(strong));

  // The dark theme: the same accents in a light tint of the purple, at 4.5:1 on the dark card.
  await switchSetting(page, t('shell.dark'), true);
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  const onDark = await painted(page, await tab.evaluate((e) => getComputedStyle(e).color));
  expect(contrast(onDark, [47, 52, 60])).toBeGreaterThanOrEqual(4.5);
  // Still the brand's hue: more red and blue than green, as the purple.
  expect(onDark[2]).toBeGreaterThan(onDark[1]);
  expect(onDark[0]).toBeGreaterThan(onDark[1]);
});

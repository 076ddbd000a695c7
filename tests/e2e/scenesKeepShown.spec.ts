import type { Page } from '@playwright/test';
import { expect, freshPage, test } from './fixtures';
import { en } from './words';

/**
 * A scene changes only what it is about (data, clock, account, page): the brand a salesperson made in the studio and
 * the language on show stay, in the same tab and through a reload.
 */
test.use({ locale: 'en-US' });

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#7b2ff7"/></svg>';
const LOGO = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
const BRAND = { name: { zh: '紫光影像', en: 'Violet Vision' }, color: '#7b2ff7', logo: LOGO, language: 'en' as const };

/** Each scene and the page title it lands on, in English (src/i18n start route.*). */
const SCENES = [
  ['voiceTrains', en('route.voiceclone')],
  ['videoRenders', en('route.tasklist')],
  ['paymentArrives', en('route.personal')],
  ['outOfPower', en('route.myClientDetail')],
  ['largeReseller', en('route.myClient')],
  ['vipExpires', en('route.personal')],
] as const;

const brandColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim());

/** The page shows the studio brand, in English, with the page's own English heading. */
async function expectBrandInEnglish(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${title} - Violet Vision`);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Violet Vision' })).toBeVisible();
  expect(await brandColor(page)).toBe('#7b2ff7');
}

for (const [scene, title] of SCENES) {
  test(`${scene}: a studio brand and English stay through the scene, a page switch and a reload`, async ({ page }) => {
    await page.goto('/#/login');
    await page.waitForFunction(() => window.__demo);
    await page.evaluate((b) => window.__demo?.brand(b), BRAND);
    await expect(page.getByRole('heading', { name: 'Sign in to Violet Vision' })).toBeVisible();
    await page.evaluate((name) => window.__demo?.scene(name), scene);
    await expectBrandInEnglish(page, title);
    // The moment happens: the clock runs on, the brand is asked for again (every navigation does): nothing changes.
    await page.evaluate(() => window.__demo?.advance(60_000));
    await page.evaluate(() => {
      window.location.hash = '#/personal/personal';
    });
    await expectBrandInEnglish(page, en('route.personal'));
    await page.reload();
    await expectBrandInEnglish(page, en('route.personal'));
  });
}

test('in a fresh English browser a scene opens in English, and stays English through a reload', async ({ browser }) => {
  const page = await freshPage(browser, 'en-US');
  await page.goto('/#/login');
  await page.waitForFunction(() => window.__demo);
  await page.evaluate(() => window.__demo?.scene('voiceTrains'));
  await expect(page.getByRole('heading', { level: 1, name: en('route.voiceclone') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('route.voiceclone') })).toBeVisible();
  // A second scene, its account signing in again: still English.
  await page.evaluate(() => window.__demo?.scene('outOfPower'));
  await expect(page.getByRole('heading', { level: 1, name: en('route.myClientDetail') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.context().close();
});

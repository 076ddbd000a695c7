import type { Page } from '@playwright/test';
import { SCENE_NAMES } from '../../mirage/scenes/names';
import { expect, open, test } from './fixtures';
import { en, t, whole } from './words';

/**
 * Where every demo scene lands, the studio's brand is on show: with a purple brand, the landing page has its main
 * action in view drawn in the purple (a button or link, filled or lettered in it), as on the other pages, and still
 * after a reload. The scenes are the demo's one list of them (mirage/scenes/names.ts).
 */
test.use({ locale: 'en-US' });

const PURPLE = '#7c3aed';

/**
 * The page's controls in view (buttons and links) drawn in a purple: their fill, lettering or
 * edge seen as sRGB, blue over red over green with a clear hue, the sidebar and top bar left out (they wear the brand
 * on every page).
 */
const purpleControls = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    const rgb = (css: string): [number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const purple = ([r, g, b]: [number, number, number]) => b > r && r > g && b - g > 60;
    const found: string[] = [];
    const controls = main.querySelectorAll<HTMLElement>('button, a[href], [role="button"]');
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      // In view as the page opens: a control further down is not what the person sees on landing.
      if (box.width === 0 || box.height === 0 || box.bottom > window.innerHeight || box.top < 0) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden') continue;
      const paints = [s.backgroundColor, s.color, s.borderBottomColor].filter(
        (c) => c && c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent',
      );
      if (paints.some((c) => purple(rgb(c)))) found.push((el.textContent ?? el.className).trim().slice(0, 40));
    }
    return found;
  });

// One test a scene, from the scenes' one list.
for (const name of SCENE_NAMES) {
  test(`${name}: the landing page's main action wears the brand, also after a reload`, async ({ page }) => {
    await open(page, '/login');
    await page.waitForFunction(() => window.__demo?.scene);
    await page.evaluate((color) => window.__demo?.brand({ name: { zh: '峰影传媒', en: 'Peak Media' }, color }), PURPLE);
    await page.evaluate((n) => window.__demo?.scene?.(n), name);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(() => purpleControls(page), "a control in the brand's purple").not.toEqual([]);
    await page.reload();
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(() => purpleControls(page), 'after a reload').not.toEqual([]);
  });
}

test('the membership card’s main action brings the packages into view', async ({ page }) => {
  await open(page, '/login');
  await page.waitForFunction(() => window.__demo?.scene);
  await page.evaluate(() => window.__demo?.scene?.('vipExpires'));
  // The account's own language or the browser's: either is the console's.
  const renew = page.getByRole('button', {
    name: whole(t('personal.membership.renew'), en('personal.membership.renew')),
  });
  await expect(renew).toBeInViewport();
  const buy = page.locator('.personal-packages').getByRole('button');
  await expect(buy.first()).not.toBeInViewport();
  await renew.click();
  await expect(buy.first()).toBeInViewport();
  await expect(buy.first()).toBeFocused();
});

import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, expect, follow, login, open, signIn, test } from './fixtures';
import { brandName } from './seeded';
import { en, t, whole } from './words';

/**
 * Under a studio brand in purple, every accent the console draws wears the purple (not Blueprint's blue, nor the
 * default cyan, nor a warning orange), with a shade that reads at 4.5:1 where text sits on it: the dark sidebar's
 * active item in both themes included. A short brand name fits a phone's top bar.
 */
test.use({ locale: 'en-US' });

const PURPLE = '#7c3aed';
type Rgb = [number, number, number];

/** Any CSS colour (rgb, oklch, color-mix…) as the sRGB a person sees, painted on white. */
async function seen(target: Locator, property: 'color' | 'backgroundColor'): Promise<Rgb> {
  return target.evaluate((el, prop) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no canvas');
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = getComputedStyle(el)[prop];
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as Rgb;
  }, property);
}

const lum = (rgb: Rgb) =>
  rgb
    .map((c) => c / 255)
    .map((s) => (s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
/** The purple's hue: blue over red over green. */
const purplish = ([r, g, b]: Rgb) => b > r && r > g;

async function purpleBrand(page: Page): Promise<void> {
  await open(page, '/login');
  await page.waitForFunction(() => window.__demo);
  await page.evaluate(
    (color) => window.__demo?.brand({ name: { zh: '峰影传媒', en: 'Peak Media' }, color, language: 'en' }),
    PURPLE,
  );
}

test('the sign-in page, info callouts, the training bar, the settings panel and the sidebar wear the purple', async ({
  page,
}) => {
  await purpleBrand(page);
  // The sign-in page: drawn in the brand's colour, no other brand's picture.
  const backdrop = page.locator('.login-page');
  await expect(backdrop).toHaveCSS('background-image', /rgb\(124, 58, 237\)/);
  await expect(backdrop).not.toHaveCSS('background-image', /url\(/);
  await login(page, ACCOUNTS.member);
  // Signed in (a move made before lands under the console's own move to its home page).
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.locator('main h1').first()).toBeVisible();

  // The WeChat payment's "scan the code" note: an info callout.
  await follow(page, '/personal/personal?buy=p2');
  const scan = page.getByRole('dialog').locator('.bp6-callout.bp6-intent-primary');
  await expect(scan).toContainText(en('personal.pay.status.paying', { time: '5:00' }));
  const text = await seen(scan, 'color');
  expect(purplish(text), `callout text ${text}`).toBe(true);
  expect(purplish(await seen(scan.locator('.bp6-icon').first(), 'color'))).toBe(true);
  expect(purplish(await seen(scan, 'backgroundColor'))).toBe(true);
  expect(contrast(text, await seen(scan, 'backgroundColor'))).toBeGreaterThanOrEqual(4.5);
  await page.keyboard.press('Escape');

  // Voice training's progress.
  await follow(page, '/voiceclone/index');
  const meter = page.locator('.bp6-progress-meter').first();
  await expect(meter).toBeVisible();
  expect(purplish(await seen(meter, 'backgroundColor'))).toBe(true);

  // The settings panel names the brand's colour as the current one.
  await page.getByRole('button', { name: en('shell.settings') }).click();
  const panel = page.getByRole('dialog', { name: en('shell.settings') });
  await expect(panel.getByRole('button', { name: en('shell.themeBrand', { color: PURPLE }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(panel.locator('.theme-value')).toHaveText(PURPLE);
  await page.keyboard.press('Escape');

  // The dark sidebar's active item reads at 4.5:1, in the light theme and the dark one.
  for (const dark of [false, true]) {
    if (dark) {
      await page.getByRole('button', { name: en('shell.settings') }).click();
      await panel.getByLabel(en('shell.dark')).setChecked(true, { force: true });
      await page.keyboard.press('Escape');
      await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    }
    const active = page.locator('#app-sidebar .bp6-menu-item.bp6-active');
    await expect(active).toHaveCount(1);
    const fg = await seen(active, 'color');
    const bg = await seen(page.locator('#app-sidebar'), 'backgroundColor');
    expect(purplish(fg), `active item ${fg}`).toBe(true);
    expect(contrast(fg, bg), dark ? 'dark theme' : 'light theme').toBeGreaterThanOrEqual(4.5);
  }
});

test('a phone’s top bar shows a short brand name whole', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await purpleBrand(page);
  await login(page, ACCOUNTS.member);
  const name = page.locator('.navbar-brand-name');
  await expect(name).toHaveText('Peak Media');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

for (const lang of ['en', 'zh'] as const) {
  test(`a phone’s top bar shows the default brand’s long name whole, on two lines at most (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ACCOUNTS.member);
    await page.getByRole('combobox', { name: whole(t('nav.language'), en('nav.language')) }).selectOption(lang);
    const name = page.locator('.navbar-brand-name');
    // "Zhiying Digital Humans" in English, 智影数字人 in Chinese: not cut to its first word.
    await expect(name).toHaveText(brandName('ZHIYING', lang));
    await expect(name).toBeInViewport({ ratio: 1 });
    const fits = await name.evaluate((el) => ({
      whole: el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth,
      lines: Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
    }));
    expect(fits.whole).toBe(true);
    expect(fits.lines).toBeLessThanOrEqual(2);
    // The rest of the top bar keeps its room: nothing wider than the screen.
    await expect(page.getByRole('button', { name: whole(t('shell.settings'), en('shell.settings')) })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

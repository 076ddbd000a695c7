import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, live, login, open, signOut, test } from './fixtures';
import { readableOnDark } from '../../src/domain/color';
import { en, t, whole } from './words';

/**
 * Every brand in its own colour: a brand that names no colour (the three built-in ones, a label made on Create branded
 * label) wears its logo's dominant colour, readable under white lettering and on the dark sidebar.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const brandColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim());
/** The sign-in button's colour (Blueprint's primary intent follows the brand's readable shade). */
const buttonColor = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((b) => getComputedStyle(b).backgroundColor);
const menu = (page: Page) => page.getByRole('navigation', { name: whole(t('nav.menu'), en('nav.menu')) });

const BRANDS: { host: string; color: string; strong?: string; onSidebar?: string }[] = [
  { host: 'localhost', color: '#13c2c2', strong: 'rgb(13, 132, 132)' },
  { host: 'acme.localhost', color: '#f5a623' },
  { host: 'nova.localhost', color: '#7c5cff', onSidebar: readableOnDark('#7c5cff') },
];

for (const b of BRANDS) {
  test(`${b.host}: the sign-in page and the console wear the colour of its logo`, async ({ page }) => {
    await page.goto(`http://${b.host}:${PORT}/#/login`);
    await expect.poll(() => brandColor(page)).toBe(b.color);
    const signIn = await buttonColor(page, t('login.submit'));
    if (b.strong) expect(signIn).toBe(b.strong);
    await login(page, ACCOUNTS.member);
    await expect(menu(page)).toBeVisible();
    expect(await brandColor(page)).toBe(b.color);
    // The active menu item is marked in the brand's colour, lightened where the dark sidebar needs it to read at 4.5:1
    // (Nova's purple; the cyan and the orange read as they are).
    const active = menu(page).locator('.bp6-active').first();
    await expect(active).toHaveCSS('color', hexToRgb(b.onSidebar ?? b.color));
  });
}

test('the three built-in brands wear three different colours', async ({ page }) => {
  const seen = new Set<string>();
  for (const b of BRANDS) {
    await page.goto(`http://${b.host}:${PORT}/#/login`);
    await expect.poll(() => brandColor(page)).toBe(b.color);
    seen.add(await buttonColor(page, t('login.submit')));
  }
  expect(seen.size).toBe(3);
});

/** A logo whose tile is a red too light for white lettering? No: a deep red the rule accepts as it is. */
const RED_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#c8102e"/><circle cx="32" cy="32" r="12" fill="#fff"/></svg>`;
/** A pale yellow logo: its colour is darkened until white lettering reads on it. */
const YELLOW_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ffe600"/></svg>`;

for (const lng of ['zh', 'en'] as const) {
  const w = lng === 'zh' ? t : en;
  test(`Create branded label (${lng}): a live preview in the logo's colour, and the label wears it`, async ({
    page,
  }) => {
    const origin = `http://zeta.localhost:${PORT}/`;
    await open(page, '/login', origin);
    // The language picked on the sign-in page is the console's.
    await page.getByRole('combobox', { name: t('nav.language') }).selectOption(lng);
    await expect(page.getByRole('button', { name: w('login.submit'), exact: true })).toBeVisible();
    await login(page, ACCOUNTS.admin);
    await expect(menu(page)).toBeVisible();
    await open(page, '/usermanage/createTiepai', origin);
    const form = page.getByRole('form', { name: w('route.createTiepai') });
    const preview = form.getByRole('figure', { name: w('reseller.oem.previewLabel') });
    // No logo yet: the default colour, and the label's name as it is typed.
    await expect(preview).toContainText(w('reseller.oem.previewDefaultColor', { color: '#13c2c2' }));
    await form.getByRole('textbox', { name: w('reseller.oem.words') }).fill('Zeta Studio');
    await expect(preview.getByRole('region', { name: w('reseller.oem.previewSignIn') })).toContainText('Zeta Studio');
    await expect(preview.getByRole('region', { name: w('reseller.oem.previewSidebar') })).toContainText('Zeta Studio');
    // A pale logo: its colour is made readable.
    const logoInput = form.getByLabel(`${w('reseller.oem.logo')}: ${w('reseller.oem.chooseFile')}`);
    await logoInput.setInputFiles({ name: 'yellow.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(YELLOW_LOGO) });
    await expect(preview).toHaveAttribute('data-accent', /^#(?!ffe600)[0-9a-f]{6}$/);
    // The logo's own red, on the preview's sign-in button (its readable shade) and its sidebar mark.
    await logoInput.setInputFiles({ name: 'red.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(RED_LOGO) });
    await expect(preview).toContainText(w('reseller.oem.previewColor', { color: '#c8102e' }));
    await expect(preview.getByRole('button', { name: w('login.submit') })).toHaveCSS(
      'background-color',
      'rgb(200, 16, 46)',
    );
    await expect(preview.locator('.um-preview-item.active')).toHaveCSS('color', 'rgb(200, 16, 46)');
    await form.getByRole('textbox', { name: w('reseller.oem.oemCode') }).fill('zeta');
    await form.getByRole('textbox', { name: w('reseller.oem.domain'), exact: true }).fill('zeta.localhost');
    await form.getByRole('button', { name: w('reseller.oem.submit') }).click();
    await expect(form.getByText(w('reseller.oem.done', { words: 'Zeta Studio' }))).toBeVisible();
    // The brand is asked for on every navigation: the next one shows it, in the logo's colour.
    await menu(page)
      .getByRole('menuitem', { name: w('route.overview') })
      .click();
    await expect(menu(page)).toContainText('Zeta Studio');
    await expect.poll(() => brandColor(page)).toBe('#c8102e');
  });
}

test('a studio brand with no logo is shown by its first letter, in its colour', async ({ page }) => {
  // A Chinese brand name on purpose: the lettermark of a zh console is the name's first character (紫 of 紫光影像).
  await open(page, '/login');
  await page.waitForFunction(() => Boolean(window.__demo?.link));
  await page.evaluate(() => window.__demo?.brand({ name: { zh: '紫光影像', en: 'Violet Vision' }, color: '#7b2ff7' }));
  await login(page, ACCOUNTS.member);
  const mark = menu(page).getByRole('img', { name: '紫光影像' });
  await expect(mark).toHaveText('紫');
  await expect(mark).toHaveCSS('color', 'rgb(255, 255, 255)');
  expect(await brandColor(page)).toBe('#7b2ff7');
});

/** Records the sign-in button's colour at every frame from the first one on (`window.__buttonColors`). */
async function recordButtonColors(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __buttonColors: string[] }).__buttonColors = seen;
    const frame = () => {
      const button = document.querySelector('#root button[type="submit"]');
      if (button) {
        const c = getComputedStyle(button).backgroundColor;
        if (seen[seen.length - 1] !== c) seen.push(c);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}
const buttonColors = (page: Page) =>
  page.evaluate(() => (window as unknown as { __buttonColors: string[] }).__buttonColors);

test.describe('the next visit wears the colours from its first frame', () => {
  test("a brand's logo colour", async ({ page }) => {
    await recordButtonColors(page);
    const acme = `http://acme.localhost:${PORT}/#/login`;
    await page.goto(acme);
    await expect.poll(() => brandColor(page)).toBe('#f5a623');
    const shown = await buttonColor(page, t('login.submit'));
    // The first visit knew nothing of the brand: the console's colour, then the brand's.
    expect((await buttonColors(page)).at(-1)).toBe(shown);
    await page.reload();
    await live(page);
    await expect.poll(() => brandColor(page)).toBe('#f5a623');
    await page.waitForTimeout(300);
    expect(await buttonColors(page)).toEqual([shown]);
  });

  test('a label made with a logo too large for the brand cookie', async ({ page }) => {
    // The cookie leaves such a logo out (the first screen shows the neutral mark until the answer brings it): its
    // colour, read from the logo, is still the first frame's.
    const origin = `http://zeta.localhost:${PORT}/`;
    await open(page, '/login', origin);
    await login(page, ACCOUNTS.admin);
    await expect(menu(page)).toBeVisible();
    await open(page, '/usermanage/createTiepai', origin);
    const form = page.getByRole('form', { name: t('route.createTiepai') });
    await form.getByRole('textbox', { name: t('reseller.oem.words') }).fill('Zeta Studio');
    const bigRed = RED_LOGO.replace('</svg>', `<!-- ${'a large logo '.repeat(60)}--></svg>`);
    await form
      .getByLabel(`${t('reseller.oem.logo')}: ${t('reseller.oem.chooseFile')}`)
      .setInputFiles({ name: 'red.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(bigRed) });
    await expect(form.getByRole('figure', { name: t('reseller.oem.previewLabel') })).toContainText(
      t('reseller.oem.previewColor', { color: '#c8102e' }),
    );
    await form.getByRole('textbox', { name: t('reseller.oem.oemCode') }).fill('zeta');
    await form.getByRole('textbox', { name: t('reseller.oem.domain'), exact: true }).fill('zeta.localhost');
    await form.getByRole('button', { name: t('reseller.oem.submit') }).click();
    await expect(form.getByText(t('reseller.oem.done', { words: 'Zeta Studio' }))).toBeVisible();
    await signOut(page);
    await expect.poll(() => brandColor(page)).toBe('#c8102e');
    expect(await page.evaluate(() => document.cookie)).toContain('logoLeftOut');
    await recordButtonColors(page);
    await page.reload();
    await live(page);
    await expect(page.locator('#root img[src^="data:image/svg+xml"]')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await buttonColors(page)).toEqual(['rgb(200, 16, 46)']);
  });

  test('a colour chosen in the settings panel, on the sign-in page and in the console frame', async ({ page }) => {
    await recordButtonColors(page);
    await page.goto('/#/login');
    await page.evaluate(() =>
      localStorage.setItem('console.settings', JSON.stringify({ themeColor: '#eb2f96', dark: false })),
    );
    // The console shows the chosen colour once it has read the setting, and keeps it for the next visit.
    await page.reload();
    await expect.poll(() => brandColor(page)).toBe('#eb2f96');
    const shown = await buttonColor(page, t('login.submit'));
    await page.reload();
    await live(page);
    await page.waitForTimeout(300);
    expect(await buttonColors(page)).toEqual([shown]);
    // Signed in, a deep link's first screen is the console frame: it wears the colour before the console draws.
    await login(page, ACCOUNTS.member);
    await expect(menu(page)).toBeVisible();
    await page.addInitScript(() => {
      const first = () => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim();
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __frameColor: string }).__frameColor = first();
      });
    });
    await page.reload();
    await live(page);
    expect(await page.evaluate(() => (window as unknown as { __frameColor: string }).__frameColor)).toBe('#eb2f96');
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

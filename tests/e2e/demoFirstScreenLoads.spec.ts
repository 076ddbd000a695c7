import type { Page } from '@playwright/test';
import type { Language } from '../../src/domain/language';
import { expect, live, loginForm, test } from './fixtures';
import { en, t } from './words';
import { timeoutOf } from '../../playwright.config';

/**
 * The demo's sign-in page loads what it shows: the fake server speaks the visitor's language (its other languages'
 * messages load when a call asks for one), and the Demo drawer, the brand studio and the scenes load on first use.
 */
const scripts = (urls: string[]) => urls.filter((u) => u.endsWith('.js')).map((u) => u.split('/').pop() ?? '');

/** Opens the demo's sign-in page and waits for its Demo button; returns every URL the page loads, as it grows. */
async function openDemoSignIn(page: Page, lng: Language): Promise<string[]> {
  const loaded: string[] = [];
  page.on('requestfinished', (r) => loaded.push(r.url()));
  await page.goto('/#/login');
  await live(page);
  await page.waitForFunction(() => window.__demo?.ready);
  await expect(page.getByRole('button', { name: t('demo.button', {}, lng) })).toBeVisible();
  return loaded;
}

/** A sign-in with a wrong password, in the page's language: the server's refusal shows in it. */
async function failSignIn(page: Page, lng: Language): Promise<void> {
  const form = loginForm(page);
  await form.getByRole('textbox', { name: t('login.mobile', {}, lng) }).fill('13800000005');
  await form.getByRole('textbox', { name: t('login.password', {}, lng) }).fill('wrong-password');
  await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: t('login.submit', {}, lng) }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('server.passwordIncorrect', {}, lng) })).toBeVisible();
}

test('a zh visitor of the demo sign-in page loads no other language and no drawer; both come when asked for', async ({
  page,
}) => {
  const loaded = await openDemoSignIn(page, 'zh');
  const atStart = scripts(loaded);
  expect(atStart.filter((f) => /^(en|es|ja)-/.test(f))).toEqual([]);
  expect(atStart.filter((f) => /^(DemoDrawer|studioApi|BrandStudio)-/.test(f))).toEqual([]);
  // Nor the console's icons (one file, src/app/consoleIcons.ts): the Demo button's icon is a file of its own.
  expect(atStart.filter((f) => /^consoleIcons-/.test(f))).toEqual([]);

  // The drawer on its first opening.
  await page.getByRole('button', { name: t('demo.button') }).click();
  await expect(page.getByRole('dialog', { name: t('demo.title') })).toBeVisible();
  expect(scripts(loaded).some((f) => f.startsWith('DemoDrawer-'))).toBe(true);
  // The drawer draws the console's icons: their file comes with it.
  await expect.poll(() => scripts(loaded).filter((f) => /^consoleIcons-/.test(f))).toHaveLength(1);
  await page.keyboard.press('Escape');

  // Another language: the server answers a failed sign-in in it.
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await failSignIn(page, 'en');
  expect(scripts(loaded).some((f) => /^en-/.test(f))).toBe(true);
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('its demo sign-in page loads no Chinese (the fake server speaks English), and Chinese comes when picked', async ({
    page,
  }) => {
    const loaded = await openDemoSignIn(page, 'en');
    expect(scripts(loaded).filter((f) => /^(zh|es|ja)-/.test(f))).toEqual([]);

    // The server answers the visitor's failed sign-in in English, with nothing else loaded for it.
    await failSignIn(page, 'en');
    expect(scripts(loaded).filter((f) => /^(zh|es|ja)-/.test(f))).toEqual([]);

    // Chinese picked: its messages load, and the server answers in it.
    await page.getByRole('combobox', { name: en('nav.language') }).selectOption('zh');
    await failSignIn(page, 'zh');
    expect(scripts(loaded).some((f) => /^zh-/.test(f))).toBe(true);
  });
});

test("the fake server's code is asked for while the sign-in page comes alive, not after", async ({ page }) => {
  // The page cannot come alive while its language's messages are held; the fake server's file is asked for meanwhile
  // (on slow 4G it takes over a second, which the visitor would otherwise wait for once the page is live).
  let serverAsked = false;
  page.on('request', (r) => {
    if (/\/fake-server-[^/]*\.js$/.test(r.url())) serverAsked = true;
  });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/zh-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/#/login');
  await expect.poll(() => serverAsked, { timeout: timeoutOf(10_000) }).toBe(true);
  expect(await page.evaluate(() => document.documentElement.dataset.mode ?? '')).toBe('');
  release();
  await live(page);
  await failSignIn(page, 'zh');
});

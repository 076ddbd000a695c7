import type { Page } from '@playwright/test';
import { timeoutOf } from '../slower';
import type { Language } from '../../src/domain/language';
import { ACCOUNTS, expect, login, open, settled, test } from './fixtures';
import { shape, t } from './words';

/**
 * The language on show on the sign-in page (picked there, or the browser's) is the console's language after sign-in,
 * and it is saved to the account: a session opened without the sign-in page, in a browser that remembers nothing and
 * speaks the other language, opens in it.
 */
async function logOut(page: Page, lng: Language): Promise<void> {
  await page.getByRole('button', { name: new RegExp(t('nav.signedInAs', { name: '' }, lng)) }).click();
  await page.getByRole('menuitem', { name: t('nav.logout', {}, lng) }).click();
  await page
    .getByRole('dialog', { name: t('dialog.logoutTitle', {}, lng) })
    .getByRole('button', { name: t('nav.logout', {}, lng) })
    .click();
  await expect(page).toHaveURL(/#\/login/);
}

const CASES: Array<{ browser: string; shown: Language; picked: Language }> = [
  { browser: 'zh-CN', shown: 'zh', picked: 'en' },
  { browser: 'en-US', shown: 'en', picked: 'zh' },
];

for (const c of CASES) {
  test.describe(`a ${c.browser} browser`, () => {
    test.use({ locale: c.browser });

    test(`picks ${c.picked} on the sign-in page: the console opens in it, and the account keeps it`, async ({
      page,
    }) => {
      // The account's own language is the other one, so the pick has something to win over.
      await open(page, '/login');
      if (c.picked === 'zh') {
        // Signed in from the English page, the account's language becomes English.
        await login(page, ACCOUNTS.member);
        await expect(page.getByRole('heading', { level: 1, name: t('route.digital', {}, 'en') })).toBeVisible();
        await logOut(page, 'en');
        await page.evaluate(() => localStorage.removeItem('console.language'));
        await page.reload();
      }
      await expect(page.getByRole('button', { name: t('login.submit', {}, c.shown), exact: true })).toBeVisible();
      await page.getByRole('combobox', { name: t('nav.language', {}, c.shown) }).selectOption(c.picked);
      await expect(page.getByRole('button', { name: t('login.submit', {}, c.picked), exact: true })).toBeVisible();
      await login(page, ACCOUNTS.member);
      await expect(page.getByRole('heading', { level: 1, name: t('route.digital', {}, c.picked) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.picked === 'zh' ? 'zh-CN' : 'en');
      // Saved to the account: the browser forgetting the choice (it would start in c.shown), the session opened again
      // without the sign-in page takes the account's language.
      await page.evaluate(() => localStorage.removeItem('console.language'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t('route.digital', {}, c.picked) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.picked === 'zh' ? 'zh-CN' : 'en');
      // Signed out and in again from a page in c.shown, the page's language is the one after it.
      await logOut(page, c.picked);
      await page.evaluate(() => localStorage.removeItem('console.language'));
      await page.reload();
      await expect(page.getByRole('button', { name: t('login.submit', {}, c.shown), exact: true })).toBeVisible();
      await login(page, ACCOUNTS.member);
      await expect(page.getByRole('heading', { level: 1, name: t('route.digital', {}, c.shown) })).toBeVisible();
    });
  });
}

test('a Chinese browser without a pick: the Chinese sign-in page leads to a Chinese console', async ({ page }) => {
  await open(page, '/login');
  await login(page, ACCOUNTS.member);
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
});

test('a language picked and a sign-in pressed at once, before the page has come alive: the console opens in it', async ({
  page,
}) => {
  await open(page, '/login');
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await login(page, ACCOUNTS.member);
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital', {}, 'en') })).toBeVisible();
});

test.describe('an English browser that never picks a language', () => {
  test.use({ locale: 'en-US' });

  /** Signs in from the English sign-in page and finds the console English, then signs out. */
  async function englishAfterSignIn(page: Page, mobile: string): Promise<void> {
    await expect(page.getByRole('button', { name: t('login.submit', {}, 'en'), exact: true })).toBeVisible();
    await login(page, mobile);
    await expect(page.getByRole('button', { name: shape('nav.signedInAs', {}, 'en') })).toBeVisible();
    // Every call answered (the account's saved Chinese would have been applied by now).
    await settled(page);
    await expect(page.locator('html'), mobile).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: t('nav.menu', {}, 'en') })).toBeVisible();
    await logOut(page, 'en');
  }

  test('every demo account (all saved Chinese) signs in to an English console', async ({ page }) => {
    test.setTimeout(timeoutOf(60_000));
    await open(page, '/login');
    for (const mobile of Object.values(ACCOUNTS)) await englishAfterSignIn(page, mobile);
  });

  test('under a studio brand whose language is English', async ({ page }) => {
    await open(page, '/login');
    await page.waitForFunction(() => window.__demo);
    await page.evaluate(() =>
      window.__demo?.brand({ name: { zh: '峰影传媒', en: 'Peak Media' }, color: '#7c3aed', language: 'en' }),
    );
    // Showing the brand picks its language; a visitor who comes back to its sign-in page later picked nothing.
    await page.evaluate(() => sessionStorage.removeItem('console.languagePicked'));
    await page.reload();
    await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Peak Media' }, 'en') })).toBeVisible();
    await englishAfterSignIn(page, ACCOUNTS.agent);
  });
});

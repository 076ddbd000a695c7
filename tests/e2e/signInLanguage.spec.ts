import type { Page } from '@playwright/test';
import type { Language } from '../../src/domain/language';
import { ACCOUNTS, expect, login, open, test } from './fixtures';
import { t } from './words';

/**
 * The language picked on the sign-in page is the console's language after sign-in, and it is saved to the account:
 * the next sign-in, from a browser that remembers nothing, opens in it.
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
        await login(page, ACCOUNTS.member);
        await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
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
      // Saved to the account: signed out, the browser forgetting the choice, the next sign-in opens in it.
      await logOut(page, c.picked);
      await page.evaluate(() => localStorage.removeItem('console.language'));
      await page.reload();
      await expect(page.getByRole('button', { name: t('login.submit', {}, c.shown), exact: true })).toBeVisible();
      await login(page, ACCOUNTS.member);
      await expect(page.getByRole('heading', { level: 1, name: t('route.digital', {}, c.picked) })).toBeVisible();
    });
  });
}

test('without a pick, the account’s own language is the console’s', async ({ page }) => {
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

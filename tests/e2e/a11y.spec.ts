import { leafRoutes } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';
import { timeoutOf } from '../slower';
import { violations } from './axe';
import { ACCOUNTS, expect, open, settled, signIn, test } from './fixtures';
import { t } from './words';

/** WCAG 2.1 A and AA (tests/e2e/axe.ts) on every page, in Chinese and English. */
const PAGES = leafRoutes(APP_ROUTES).map((r) => r.path.replace(':id', 'c3'));

for (const lang of ['zh', 'en'] as const) {
  test(`a11y ${lang}: sign-in and registration`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('console.language', l), lang);
    await open(page, '/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await open(page, '/login?mode=register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  // One sign-in for every page: each page is opened afresh from its address and checked on its own (a soft expectation
  // each, so a finding on one page does not hide another's), without a browser, a start-up and a sign-in of its own.
  test(`a11y ${lang}: every console page`, async ({ page }) => {
    test.setTimeout(timeoutOf(240_000));
    await signIn(page, ACCOUNTS.admin);
    if (lang === 'en') {
      await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
      // Saved to the account before the page is opened afresh.
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
      await settled(page);
    }
    for (const path of [...PAGES, '/404']) {
      await open(page, path);
      await expect.soft(page, path).toHaveURL(new RegExp(`#${path}$`));
      await expect.soft(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      // The page has opened: while it opens, the page being left stays on screen, dimmed and busy, under the new tab.
      await expect.soft(page.locator('main[aria-busy]'), path).toHaveCount(0);
      expect.soft(await violations(page), path).toEqual([]);
    }
  });
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { leafRoutes } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';
import { ACCOUNTS, expect, open, settled, signIn, test } from './fixtures';
import { t } from './words';

/** WCAG 2.1 A and AA on every page, in Chinese and English. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PAGES = leafRoutes(APP_ROUTES).map((r) => r.path.replace(':id', 'c3'));

async function violations(page: Page) {
  const r = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

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

  // One test a page: each opens its page and waits for it to be drawn, so none waits on the others' time.
  for (const path of [...PAGES, '/404']) {
    test(`a11y ${lang}: ${path}`, async ({ page }) => {
      await signIn(page, ACCOUNTS.admin);
      if (lang === 'en') {
        await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
        // Saved to the account before the page is opened afresh.
        await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
        await settled(page);
      }
      await open(page, path);
      await expect(page, path).toHaveURL(new RegExp(`#${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      // The page has opened: while it opens, the page being left stays on screen, dimmed and busy, under the new tab.
      await expect(page.locator('main[aria-busy]'), path).toHaveCount(0);
      expect(await violations(page), path).toEqual([]);
    });
  }
}

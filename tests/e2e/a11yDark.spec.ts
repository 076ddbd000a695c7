import type { Page } from '@playwright/test';
import { leafRoutes } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';
import { timeoutOf } from '../slower';
import { violations } from './axe';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { switchSetting } from './settings';
import { t } from './words';

/**
 * The dark theme meets WCAG 2.1 A and AA (tests/e2e/axe.ts) as the light one does (tests/e2e/a11y.spec.ts): every
 * console page, in Chinese and English, with the theme switched on in the settings panel as a person does.
 */
const PAGES = leafRoutes(APP_ROUTES).map((r) => r.path.replace(':id', 'c3'));

async function darkTheme(page: Page) {
  await switchSetting(page, t('shell.dark'), true);
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
}

for (const lang of ['zh', 'en'] as const) {
  test(`a11y dark ${lang}: every console page`, async ({ page }) => {
    test.setTimeout(timeoutOf(120_000));
    await signIn(page, ACCOUNTS.admin);
    await darkTheme(page);
    if (lang === 'en') await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    // Every page's findings at once, so one run names every text that does not read.
    const found: Record<string, string[]> = {};
    for (const path of [...PAGES, '/404']) {
      await open(page, path);
      await expect(page, path).toHaveURL(new RegExp(`#${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('main[aria-busy]'), path).toHaveCount(0);
      await expect(page.locator('body'), path).toHaveClass(/bp6-dark/);
      const v = await violations(page);
      if (v.length) found[path] = v;
    }
    expect(found).toEqual({});
  });

  test(`a11y dark ${lang}: a member's pages, with their own data`, async ({ page }) => {
    test.setTimeout(timeoutOf(60_000));
    await signIn(page, ACCOUNTS.member);
    await darkTheme(page);
    if (lang === 'en') await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    const found: Record<string, string[]> = {};
    for (const path of [
      '/personal/personal',
      '/voiceclone/index',
      '/tasklist/tasklist',
      '/aiaudio/aiaudio',
      '/digital',
    ]) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('main[aria-busy]'), path).toHaveCount(0);
      const v = await violations(page);
      if (v.length) found[path] = v;
    }
    expect(found).toEqual({});
  });
}

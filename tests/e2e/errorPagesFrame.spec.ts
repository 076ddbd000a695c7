import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { en, t, whole } from './words';

/** 401 and 404 inside a signed-in console keep its frame (menu, top bar); signed out they are plain pages. */
const menu = (page: Page) => page.getByRole('navigation', { name: whole(t('nav.menu'), en('nav.menu')) });

for (const lng of ['zh', 'en'] as const) {
  test(`a 404 and a 401 signed in (${lng}): the page inside the console's frame, with every way on`, async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.agent);
    if (lng === 'en') await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    await open(page, '/no/such/page');
    await expect(page).toHaveURL(/#\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(t('route.notFound', {}, lng)) })).toBeVisible();
    await expect(menu(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // The frame's menu still leads on.
    await menu(page)
      .getByRole('menuitem', { name: t('route.tasklist', {}, lng) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('route.tasklist', {}, lng) })).toBeVisible();
    await open(page, '/usermanage/setApplication/bossAssistant');
    await expect(page).toHaveURL(/#\/401$/);
    await expect(page.getByText(t('errors.unauthorizedText', {}, lng))).toBeVisible();
    await expect(menu(page)).toBeVisible();
  });
}

test('signed out, a 404 is the plain page with its way home', async ({ page }) => {
  await open(page, '/404');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(t('route.notFound')) })).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
});

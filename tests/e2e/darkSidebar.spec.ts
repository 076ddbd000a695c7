import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';
import { switchSetting } from './settings';
import { t } from './words';

/** A member signed in who turns the dark theme on in the settings, then closes them. */
async function signInDark(page: Page): Promise<void> {
  await signIn(page, ACCOUNTS.member);
  await switchSetting(page, t('shell.dark'), true);
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
}

/** The dark theme's sidebar: one clean edge against the page, the top bar's line across the brand's corner. */
test('dark theme: the sidebar has one edge, and the brand’s name stays white', async ({ page }) => {
  await signInDark(page);
  const brand = page
    .getByRole('navigation', { name: t('nav.menu') })
    .getByRole('link')
    .first();
  await expect(brand).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(brand).toHaveCSS('box-shadow', /inset/);
  await expect(page.locator('#app-sidebar')).toHaveCSS('box-shadow', 'rgb(17, 20, 24) -1px 0px 0px 0px inset');
});

test('dark theme: the sidebar is one tone, a group’s items on its own colour', async ({ page }) => {
  await signInDark(page);
  const menu = page.getByRole('navigation', { name: t('nav.menu') });
  // Create video is open: its items (Basic editing, Advanced editing) are on screen.
  const item = menu.getByRole('menuitem', { name: t('route.createtaskBasic') });
  await expect(item).toBeVisible();
  // The colour a person sees behind an item is the first opaque one up its ancestors: the sidebar's own.
  const behind = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const bg = getComputedStyle(e).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return `${bg} ${e.id || e.className}`;
    }
    return '';
  };
  expect(await item.evaluate(behind)).toBe('rgb(28, 33, 39) app-sidebar');
  const top = menu.getByRole('menuitem', { name: t('route.tasklist') });
  expect(await top.evaluate(behind)).toBe('rgb(28, 33, 39) app-sidebar');
});

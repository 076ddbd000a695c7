import { ACCOUNTS, expect, signIn, test } from './fixtures';
import { t } from './words';

/** The dark theme's sidebar: one clean edge against the page, the top bar's line across the brand's corner. */
test('dark theme: the sidebar has one edge, and the brand’s name stays white', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('button', { name: t('shell.settings') }).click();
  await page
    .getByRole('dialog', { name: t('shell.settings') })
    .getByLabel(t('shell.dark'))
    .check({ force: true });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await page.keyboard.press('Escape');
  const brand = page
    .getByRole('navigation', { name: t('nav.menu') })
    .getByRole('link')
    .first();
  await expect(brand).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(brand).toHaveCSS('box-shadow', /inset/);
  await expect(page.locator('#app-sidebar')).toHaveCSS('box-shadow', 'rgb(17, 20, 24) -1px 0px 0px 0px inset');
});

import { ACCOUNTS, expect, freshPage, open, signIn, test } from './fixtures';
import { en, part, t } from './words';
import { brandName } from './seeded';

test('204 from the server sends a signed-in user to /login', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.evaluate(() => window.__demo?.fail('/userInfo/setAppLanguage', 204));
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fdigital/);
});

test('50012 shows the re-login box; staying keeps the page, confirming signs out', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.evaluate(() => window.__demo?.fail('/userInfo/setAppLanguage', 50012, 2));
  const select = page.getByRole('combobox', { name: part(t('nav.language'), en('nav.language')) });
  await select.selectOption('en');
  const box = page.getByRole('alertdialog');
  // Named for what happened to the session, not as a logout to confirm.
  await expect(box.getByRole('heading', { name: 'Your session has expired' })).toBeVisible();
  await box.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/#\/digital$/);
  await select.selectOption('zh');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: part(t('errors.relogin'), en('errors.relogin')) })
    .click();
  await expect(page).toHaveURL(/#\/login/);
});

test('-1 shows the server message as a warning toast', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.evaluate(() => window.__demo?.fail('/userInfo/setAppLanguage', -1));
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page.locator('.bp6-toast-container').getByText('Operation failed')).toBeVisible();
});

test('a failed user load clears the token, shows the error and goes to /login', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.evaluate(() => window.__demo?.fail('/userInfo/getUserInfo', 'network'));
  await page.reload();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByText(t('errors.network'))).toBeVisible();
});

test('switching to English and reloading keeps English', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'My digital humans' })).toBeVisible();
  // The page switches at once and tells the server after; a reload before the server has it would rightly follow the
  // account's stored language.
  await expect
    .poll(() => page.evaluate(() => window.__demo?.requests().some((r) => r.path.endsWith('/setAppLanguage'))))
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My digital humans' })).toBeVisible();
  await expect(page).toHaveTitle(`${en('route.digital')} - ${brandName('ZHIYING', 'en')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('signed out, a non-Chinese browser gets English', async ({ browser }) => {
  const page = await freshPage(browser, 'fr-FR');
  await open(page, '/login');
  await expect(
    page.getByRole('heading', { name: en('login.title', { brand: brandName('ZHIYING', 'en') }) }),
  ).toBeVisible();
  await page.context().close();
});

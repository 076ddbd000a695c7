import { expect, open, test } from './fixtures';
import { t } from './words';

/** After registering, the person is signed in: the toast welcomes them and does not ask them to sign in. */
for (const lng of ['zh', 'en'] as const) {
  test(`registering (${lng}) signs in, and the toast says so`, async ({ page }) => {
    await open(page, '/login?mode=register');
    await page.waitForFunction(() => Boolean(document.documentElement.dataset.mode));
    if (lng === 'en') await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    const form = page.getByRole('form', { name: t('register.submit', {}, lng) });
    await form.getByRole('textbox', { name: t('login.mobile', {}, lng) }).fill('13912345670');
    await form.getByRole('button', { name: t('register.sendCode', {}, lng) }).click();
    await form.getByRole('textbox', { name: t('register.smsCode', {}, lng) }).fill('123456');
    await form.getByRole('textbox', { name: t('login.password', {}, lng), exact: true }).fill('secret1');
    await form.getByRole('textbox', { name: t('register.nickname', {}, lng) }).fill('Newcomer');
    await form.getByRole('checkbox').check({ force: true });
    await form.getByRole('button', { name: t('register.submit', {}, lng) }).click();
    await expect(page).toHaveURL(/#\/digital$/);
    // The one toast is the welcome: nothing tells them to sign in.
    await expect(page.locator('.bp6-toast-message')).toHaveText([t('register.success', {}, lng)]);
  });
}

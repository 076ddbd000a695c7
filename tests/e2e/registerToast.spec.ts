import { expect, live, open, test } from './fixtures';
import { t } from './words';

/** After registering, the person is signed in: the toast welcomes them and does not ask them to sign in. */
for (const lng of ['zh', 'en'] as const) {
  test(`registering (${lng}) signs in, and the toast says so`, async ({ page }) => {
    await open(page, '/login?mode=register');
    await live(page);
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
    // The welcome shows, and every toast on screen is the welcome or the code's own note (sent a moment earlier, and
    // still up): nothing tells them to sign in.
    const toasts = page.locator('.bp6-toast-message');
    const welcome = t('register.success', {}, lng);
    await expect(toasts.filter({ hasText: welcome })).toHaveCount(1);
    const codeSent = t('register.codeSent', { mobile: '13912345670' }, lng);
    expect((await toasts.allTextContents()).filter((text) => text !== welcome && text !== codeSent)).toEqual([]);
  });
}

import type { Page } from '@playwright/test';
import type { Language } from '../../src/domain/language';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { t } from './words';

/**
 * Esc closes every dialog, the payment's QR code included. A payment whose QR code was closed still waits and stays
 * findable: the top bar's "payment waiting" and the personal page show the code again, until the payment ends.
 */
async function openPersonal(page: Page, lng: Language): Promise<void> {
  await signIn(page, ACCOUNTS.member);
  if (lng !== 'zh') await page.getByRole('combobox', { name: t('nav.language') }).selectOption(lng);
  await open(page, '/personal/personal');
  await expect(page.getByRole('heading', { level: 1, name: t('route.personal', {}, lng) })).toBeVisible();
}

const payDialog = (page: Page, lng: Language) =>
  // Any package's payment: the title with a wildcard where the package's name goes.
  page.getByRole('dialog', { name: new RegExp(`^${t('personal.pay.title', { name: '.+' }, lng)}$`) });

for (const lng of ['zh', 'en'] as const) {
  test(`Esc closes the payment's QR code (${lng}); the waiting payment is found again and its end is told`, async ({
    page,
  }) => {
    await openPersonal(page, lng);
    await page
      .getByRole('button', { name: new RegExp(`^${t('personal.packages.buyNamed', { name: '' }, lng)}`) })
      .first()
      .click();
    const dialog = payDialog(page, lng);
    await expect(dialog.getByRole('img', { name: t('dialog.wechatQr', {}, lng) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // The payment still waits: the top bar offers it.
    const waiting = page.getByRole('button', { name: new RegExp(`^${t('shell.paymentWaiting', {}, lng)}`) });
    await expect(waiting).toBeVisible();
    await waiting.click();
    await expect(dialog.getByRole('img', { name: t('dialog.wechatQr', {}, lng) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    // On another page the top bar still has it.
    await open(page, '/digital');
    await expect(waiting).toBeVisible();
    await waiting.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    // The personal page shows it again too.
    await open(page, '/personal/personal');
    await page.getByRole('button', { name: t('personal.pay.showQr', {}, lng), exact: true }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    // Paid while the code is hidden: the end is told, and nothing waits any more.
    await page.evaluate(() => window.__demo?.pay('paid'));
    await expect(page.getByRole('button', { name: t('personal.pay.showQr', {}, lng), exact: true })).toHaveCount(0);
    await expect(waiting).toHaveCount(0);
    await expect(page.getByTestId('last-payment')).toContainText(t('personal.payState.paid', {}, lng));
  });
}

test('Esc closes the other dialogs too: invite, confirm, settings', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('button', { name: t('shell.invite') }).click();
  await expect(page.getByRole('dialog', { name: t('shell.invite') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(t('nav.signedInAs', { name: '' })) }).click();
  await page.getByRole('menuitem', { name: t('nav.logout') }).click();
  await expect(page.getByRole('dialog', { name: t('dialog.logoutTitle') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: t('shell.settings') }).click();
  await expect(page.getByRole('dialog', { name: t('shell.settings') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Esc closes a dialog or drawer while the focus has not reached it yet (pressed right as it opens)', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.member);
  const dropFocus = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const [button, name] of [
    [t('shell.invite'), t('shell.invite')],
    [t('shell.settings'), t('shell.settings')],
    [t('demo.button'), t('demo.title')],
  ]) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
    // The moment between the dialog showing and Blueprint moving the focus into it, made to last.
    await dropFocus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('Esc closes the logout confirm while the focus is still on the account menu that is closing', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('button', { name: new RegExp(t('nav.signedInAs', { name: '' })) }).click();
  const item = page.getByRole('menuitem', { name: t('nav.logout') });
  await expect(item).toBeVisible();
  // Pick the item and press Esc in one go, while the menu is still fading out (300 ms) and its item still has the
  // focus, as a quick hand does: the closing menu would take the key, and the confirm that has just opened would stay.
  const pressedOnClosingMenu = await item.evaluate(async (el: HTMLElement) => {
    el.click();
    // The confirm is drawn; the menu's item is still there (fading out) and takes the focus back, as it had it.
    while (!document.querySelector('[role="dialog"]')) await new Promise((r) => setTimeout(r, 5));
    el.focus();
    const onClosingMenu =
      document.activeElement === el && !el.closest('.bp6-overlay')?.classList.contains('bp6-overlay-open');
    const confirmOpen = document.querySelector('[role="dialog"]') !== null;
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    return { onClosingMenu, confirmOpen };
  });
  expect(pressedOnClosingMenu).toEqual({ onClosingMenu: true, confirmOpen: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The session is kept: Esc is a cancel.
  await expect(page.getByRole('button', { name: new RegExp(t('nav.signedInAs', { name: '' })) })).toBeVisible();
});

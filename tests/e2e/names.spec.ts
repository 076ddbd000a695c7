import type { Page } from '@playwright/test';
import { ACCOUNTS, addPackage, expect, open, signIn, test } from './fixtures';
import { part, t } from './words';
import { avatarName, nickname } from './seeded';

/**
 * Names are any text: markup is stored as typed and shown as text everywhere (cards, dialogs, toasts, the top bar,
 * package tables); a name over its length is refused in the dialog, with the same words the service would use, and
 * what was typed stays. The hostile strings would set window.__x if anything ran them.
 */
const HOSTILE = '<img src=x onerror=__x=1>';
const ran = (page: Page) => page.evaluate(() => (window as unknown as { __x?: number }).__x);

test('a digital human named with markup shows it as written; a name too long is refused and kept', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  const card = page.getByRole('listitem').filter({ hasText: avatarName('av3') });
  await card.getByRole('button', { name: t('digital.rename') }).click();
  const dialog = page.getByRole('dialog');
  // Chinese on purpose: the limit counts characters, so 31 of them (93 bytes in UTF-8) are one too many.
  const tooLong = `${'很长的名字'.repeat(6)}多`;
  await dialog.getByRole('textbox').fill(tooLong);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog.getByText(t('validation.nameLong', { max: 30 }))).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveValue(tooLong);
  await dialog.getByRole('textbox').fill(HOSTILE);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  const renamed = page.getByRole('listitem').filter({ hasText: HOSTILE });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: t('common.delete') }).click();
  await expect(page.getByRole('dialog').getByText(t('digital.deleteConfirm', { name: HOSTILE }))).toBeVisible();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.cancel') })
    .click();
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: HOSTILE })).toBeVisible();
  expect(await ran(page)).toBeUndefined();
});

test('a nickname with markup shows as written in the top bar and the personal page', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  const marked = '<b>Lin</b><i>Na</i>';
  await page.getByRole('button', { name: part(nickname(ACCOUNTS.member)) }).click();
  await page.getByRole('menuitem', { name: t('shell.rename') }).click();
  const dialog = page.getByRole('dialog');
  // Chinese on purpose: the limit counts characters, so 21 of them are one too many.
  await dialog.getByRole('textbox').fill('一二三四五六七八九十一二三四五六七八九十二');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog.getByText(t('validation.nicknameLong'))).toBeVisible();
  await dialog.getByRole('textbox').fill(marked);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByText(t('shell.renamed'))).toBeVisible();
  await expect(page.getByRole('button', { name: marked })).toBeVisible();
  await open(page, '/personal/personal');
  await expect(page.locator('main').getByText(marked, { exact: true }).first()).toBeVisible();
  expect(await page.locator('b', { hasText: 'Lin' }).count()).toBe(0);
});

test('a package named with markup shows as written in the package table and its dialogs', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await open(page, '/usermanage/setPackage');
  await addPackage(page, { name: HOSTILE, price: '9.9', power: '10' });
  await expect(page.getByRole('row').filter({ hasText: HOSTILE })).toBeVisible();
  await page.getByRole('button', { name: `${t('common.delete')} ${HOSTILE}` }).click();
  await expect(page.getByRole('dialog', { name: t('reseller.package.deleteTitle') })).toContainText(HOSTILE);
  expect(await ran(page)).toBeUndefined();
});

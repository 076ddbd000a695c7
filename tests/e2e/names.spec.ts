import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { t } from './words';

/**
 * Names are any text: markup is stored as typed and shown as text everywhere (cards, dialogs, toasts, the top bar,
 * package tables); a name over its length is refused in the dialog, with the same words the service would use, and
 * what was typed stays. The hostile strings would set window.__x if anything ran them.
 */
const HOSTILE = '<img src=x onerror=__x=1>';
const ran = (page: Page) => page.evaluate(() => (window as unknown as { __x?: number }).__x);

test('a digital human named with markup shows it as written; a name too long is refused and kept', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  const card = page.getByRole('listitem').filter({ hasText: '演播室' });
  await card.getByRole('button', { name: t('voice.rename') }).click();
  const dialog = page.getByRole('dialog');
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
  await expect(page.getByRole('dialog').getByText(`确定删除“${HOSTILE}”吗？删除后无法恢复。`)).toBeVisible();
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
  const nickname = '<b>陈</b><i>静</i>';
  await page.getByRole('button', { name: /陈静/ }).click();
  await page.getByRole('menuitem', { name: t('shell.rename') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('一二三四五六七八九十一二三四五六七八九十二');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog.getByText(t('validation.nicknameLong'))).toBeVisible();
  await dialog.getByRole('textbox').fill(nickname);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByText(t('shell.renamed'))).toBeVisible();
  await expect(page.getByRole('button', { name: nickname })).toBeVisible();
  await open(page, '/personal/personal');
  await expect(page.locator('main').getByText(nickname, { exact: true }).first()).toBeVisible();
  expect(await page.locator('b', { hasText: '陈' }).count()).toBe(0);
});

test('a package named with markup shows as written in the package table and its dialogs', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await open(page, '/usermanage/setPackage');
  await page.getByRole('button', { name: t('reseller.package.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('reseller.package.add') });
  await dialog.getByRole('textbox', { name: t('reseller.package.name') }).fill(HOSTILE);
  await dialog.getByRole('textbox', { name: t('reseller.package.price') }).fill('9.9');
  await dialog.getByRole('textbox', { name: t('reseller.package.power') }).fill('10');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByRole('row').filter({ hasText: HOSTILE })).toBeVisible();
  await page.getByRole('button', { name: `删除 ${HOSTILE}` }).click();
  await expect(page.getByRole('dialog', { name: t('reseller.package.deleteTitle') })).toContainText(HOSTILE);
  expect(await ran(page)).toBeUndefined();
});

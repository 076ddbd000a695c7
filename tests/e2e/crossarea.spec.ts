import { ACCOUNTS, expect, open, signIn, test } from './fixtures';

test('a package the admin creates is for sale to the member, who can start buying it', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await open(page, '/usermanage/setPackage');
  await page.getByRole('button', { name: '新建套餐' }).click();
  const dialog = page.getByRole('dialog', { name: '新建套餐' });
  await dialog.getByRole('textbox', { name: '套餐名称' }).fill('跨区体验包');
  await dialog.getByRole('textbox', { name: '价格（元）' }).fill('12.5');
  await dialog.getByRole('textbox', { name: '算力（以10为单位）' }).fill('50');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('row').filter({ hasText: '跨区体验包' })).toContainText('500');
  // The member signs in in the same tab: the demo data lives in the tab.
  await page.evaluate(() => window.__demo?.signIn?.('13800000005'));
  await open(page, '/personal/personal');
  await expect(page.getByRole('button', { name: /当前登录：陈静/ })).toBeVisible();
  const buy = page.getByRole('button', { name: '购买跨区体验包' });
  await expect(buy).toBeVisible();
  await buy.click();
  const pay = page.getByRole('dialog', { name: /微信支付/ });
  await expect(pay).toContainText('¥12.50');
  await expect(pay.getByRole('img', { name: '微信支付二维码' })).toBeVisible();
  await expect(pay.getByRole('status')).toContainText('请使用微信扫码支付');
});

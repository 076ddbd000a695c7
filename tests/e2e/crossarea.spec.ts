import { ACCOUNTS, addPackage, expect, open, signIn, test } from './fixtures';
import { part, shape, t } from './words';
import { nickname } from './seeded';

test('a package the admin creates is for sale to the member, who can start buying it', async ({ page }) => {
  const newPackage = 'Cross-area trial';
  await signIn(page, ACCOUNTS.admin);
  await open(page, '/usermanage/setPackage');
  await addPackage(page, { name: newPackage, price: '12.5', power: '50' });
  await expect(page.getByRole('row').filter({ hasText: newPackage })).toContainText('500');
  // The member signs in in the same tab: the demo data lives in the tab.
  await page.evaluate(() => window.__demo?.signIn?.('13800000005'));
  await open(page, '/personal/personal');
  await expect(
    page.getByRole('button', { name: part(t('nav.signedInAs', { name: nickname(ACCOUNTS.member) })) }),
  ).toBeVisible();
  const buy = page.getByRole('button', { name: t('personal.packages.buyNamed', { name: newPackage }) });
  await expect(buy).toBeVisible();
  await buy.click();
  const pay = page.getByRole('dialog', { name: shape('personal.pay.title', { name: newPackage }) });
  await expect(pay).toContainText('¥12.50');
  await expect(pay.getByRole('img', { name: t('dialog.wechatQr') })).toBeVisible();
  await expect(pay.getByRole('status')).toContainText(shape('personal.pay.status.paying'));
});

import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { audioText, nickname } from './seeded';
import { t } from './words';

/** An agent's recharge, toasts, an expired membership on a phone and a download's name, as a person meets them. */
test('an agent recharges a client 20,000 power: the toast says what was added, the top bar shows what is left', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.agent);
  const power = page.locator('.navbar-power');
  await expect(power).toHaveText(t('shell.power', { count: '80,000' }));
  await open(page, '/usermanage/myClient');
  const name = nickname(ACCOUNTS.member);
  await page.getByRole('button', { name: `${t('reseller.list.recharge')} ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: t('reseller.recharge.title', { name }) });
  await dialog.getByRole('radio', { name: t('reseller.recharge.power') }).check({ force: true });
  await dialog.getByRole('textbox', { name: t('reseller.recharge.powerLabel') }).fill('2000');
  await dialog.getByRole('button', { name: t('reseller.recharge.submit') }).click();
  const toast = page.locator('.bp6-toast').filter({ hasText: t('reseller.recharge.done', { name }) });
  await expect(toast).toHaveText(
    t('reseller.recharge.doneWhat', { name, what: t('reseller.recharge.addedPower', { points: '20,000' }) }),
  );
  await expect(power).toHaveText(t('shell.power', { count: '60,000' }));
  // The toast comes down under the top bar: Invite and VIP stay in sight and in reach.
  const bar = await page.locator('.navbar').boundingBox();
  const box = await toast.boundingBox();
  expect(box && bar && box.y).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
});

test('on a phone, an expired membership says so in a word, not a red crown alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.expired);
  await expect(page.locator('.navbar-vip')).toContainText(t('shell.vipExpiredShort'));
  await expect(page.locator('.navbar-vip')).toBeInViewport();
});

test('an AI audio downloads under its own words, not its id', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/aiaudio/aiaudio');
  const row = page.getByRole('row', { name: audioText('au1') });
  const link = row.getByRole('button', { name: t('aiaudio.download') });
  await expect(link).toHaveAttribute('download', `${audioText('au1').replace(/<#[\d.]+#>/g, '')}.wav`);
});

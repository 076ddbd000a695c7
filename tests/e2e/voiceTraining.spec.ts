import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { voiceName } from './seeded';
import { t } from './words';

/**
 * A voice still in training: Use, Listen and Buy are disabled, the reason shows on hover and on keyboard focus, and the
 * status shows how far training has come, moving with the server clock.
 */
const row = (page: Page, name: string) => page.getByRole('row', { name });

for (const lng of ['zh', 'en'] as const) {
  test(`a voice in training (${lng}): its actions disabled with the reason, and its progress`, async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    if (lng === 'en') await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    await open(page, '/voiceclone/index');
    const training = row(page, voiceName('vo4', lng));
    const reason = t('voice.blockedPending', {}, lng);
    for (const key of ['voice.use', 'voice.audition', 'voice.buy'] as const) {
      const button = training.getByRole('button', { name: t(key, {}, lng) });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(reason);
    }
    // Hover shows the reason.
    await training.getByRole('button', { name: t('voice.use', {}, lng) }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(reason);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // So does keyboard focus.
    await training.getByRole('button', { name: t('voice.audition', {}, lng) }).focus();
    await expect(page.getByRole('tooltip')).toHaveText(reason);
    // A trained voice's actions are plain.
    await expect(
      row(page, voiceName('vo1', lng)).getByRole('button', { name: t('voice.use', {}, lng) }),
    ).not.toHaveAttribute('aria-disabled', 'true');
    // Training shows its progress, and it moves with the clock.
    const bar = training.getByRole('progressbar', {
      name: t('voice.trainingLabel', { name: voiceName('vo4', lng) }, lng),
    });
    const before = Number(await bar.getAttribute('aria-valuenow'));
    expect(before).toBeGreaterThanOrEqual(0);
    expect(before).toBeLessThan(100);
    await page.evaluate(() => window.__demo?.advance(5_000));
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  });
}

test('on a phone each voice is a card: its status, timbre and every action within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.member);
  await open(page, '/voiceclone/index');
  const trained = row(page, voiceName('vo1', 'zh'));
  await expect(trained).toBeVisible();
  // The table's header row is not drawn; each voice's fields are labelled in its card.
  await expect(page.getByRole('columnheader', { name: t('voice.colStatus') })).toBeHidden();
  const cardBox = await trained.boundingBox();
  expect(cardBox && cardBox.x >= 0 && cardBox.x + cardBox.width <= 390).toBe(true);
  for (const key of ['voice.use', 'voice.audition', 'voice.rename'] as const) {
    const box = await trained.getByRole('button', { name: t(key) }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, key).toBe(true);
  }
  const training = row(page, voiceName('vo4', 'zh'));
  const bar = training.getByRole('progressbar', { name: t('voice.trainingLabel', { name: voiceName('vo4', 'zh') }) });
  const card = await training.boundingBox();
  const barBox = await bar.boundingBox();
  expect(card && barBox && barBox.x >= card.x && barBox.x + barBox.width <= card.x + card.width).toBe(true);
  // Nothing of the page is off to the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

import type { Page } from '@playwright/test';
import { timeoutOf } from '../slower';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { taskName } from './seeded';
import { en, part, t } from './words';

/**
 * The player leaves the picture's foot, where the subtitles are burned in, clear of its controls (they sit under the
 * picture), on a desktop and on a phone, where the player takes the whole width.
 */
const RENDER_MS = timeoutOf(30_000);

async function openPlayer(page: Page): Promise<void> {
  const row = page.getByRole('row', { name: part(taskName('tk1')) });
  const view = row.getByRole('button', { name: t('tasklist.view') });
  await expect(view).toBeEnabled({ timeout: RENDER_MS });
  await view.click();
  await expect(page.getByRole('dialog').getByLabel(t('tasklist.player'))).toBeVisible();
}

/** The picture's box and its controls' box, once the picture's size is known. */
async function boxes(page: Page) {
  const video = page.getByRole('dialog').getByLabel(t('tasklist.player'));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const controls = page.getByRole('group', { name: t('player.controls') });
  await expect(controls.getByRole('button', { name: part(t('player.play'), t('player.pause')) })).toBeVisible();
  return { video: await video.boundingBox(), controls: await controls.boundingBox() };
}

test('the subtitle band is clear of the controls, on a desktop and on a phone (the player full width)', async ({
  page,
}) => {
  test.setTimeout(timeoutOf(90_000));
  await signIn(page, ACCOUNTS.member);
  await open(page, '/tasklist/tasklist');
  await openPlayer(page);
  const wide = await boxes(page);
  // The controls start where the picture ends: nothing of them lies over its lowest band.
  expect(wide.controls?.y).toBeGreaterThanOrEqual((wide.video?.y ?? 0) + (wide.video?.height ?? 0) - 1);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: part(t('common.close'), en('common.close')) })
    .click();

  await page.setViewportSize({ width: 390, height: 844 });
  await openPlayer(page);
  const phone = await boxes(page);
  expect(phone.controls?.y).toBeGreaterThanOrEqual((phone.video?.y ?? 0) + (phone.video?.height ?? 0) - 1);
  expect(phone.video?.width).toBeGreaterThanOrEqual(388);
});

test('a digital human’s preview plays in the console’s player, its controls under the picture, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.member);
  await open(page, '/digital');
  await page
    .getByRole('button', { name: t('digital.preview') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const video = dialog.locator('video');
  await expect(video).toBeVisible();
  // Not the browser's own controls, which lie over the picture's foot.
  expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(false);
  expect(await video.evaluate((v: HTMLVideoElement) => v.loop)).toBe(true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  const controls = dialog.getByRole('group', { name: t('player.controls') });
  await expect(controls.getByRole('button', { name: part(t('player.play'), t('player.pause')) })).toBeVisible();
  const v = await video.boundingBox();
  const c = await controls.boundingBox();
  expect(c?.y).toBeGreaterThanOrEqual((v?.y ?? 0) + (v?.height ?? 0) - 1);
  expect((c?.x ?? -1) >= 0 && (c?.x ?? 0) + (c?.width ?? 999) <= 390).toBe(true);
});

import type { Page } from '@playwright/test';
import { timeoutOf } from '../../playwright.config';
import { expect, open, test } from './fixtures';
import { t } from './words';

/**
 * "A video renders" keeps its word: its card promises the video ready about 20 seconds after My works opens; the
 * scene runs the demo clock at 2x (mirage/scenes/moments.ts), so 40 s of the clock. On the virtual clock the work
 * is still editing at 80% of that and successful at 120%: its video is rendered while the clock edits, not after.
 */
const PROMISED_S = 20;
const SCENE_SPEED = 2;
const PROMISED_MS = PROMISED_S * 1000 * SCENE_SPEED;
const RENDERING_VIDEO = '春季新品发布';
const advance = (page: Page, ms: number) => page.evaluate((v) => window.__demo?.advance(v), ms);
const row = (page: Page) => page.getByRole('row', { name: RENDERING_VIDEO });

test('"A video renders" is ready within 20% of the time its card promises', async ({ page }) => {
  expect(t('scenes.videoRenders.desc', {}, 'en')).toContain(`about ${PROMISED_S} seconds`);
  await open(page, '/login');
  await page.waitForFunction(() => Boolean(window.__demo?.scene));
  await page.evaluate(() => window.__demo?.scene?.('videoRenders'));
  await expect(row(page).getByText(t('tasklist.status.queued'))).toBeVisible();
  await advance(page, PROMISED_MS * 0.8);
  await expect(row(page).getByText(t('tasklist.status.editing'))).toBeVisible();
  await advance(page, PROMISED_MS * 0.4);
  await expect(row(page).getByText(t('tasklist.status.success'))).toBeVisible({ timeout: timeoutOf(10_000) });
});

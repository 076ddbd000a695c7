import type { Page } from '@playwright/test';
import { spokenText } from '../../src/domain/spokenText';
import { ACCOUNTS, expect, open, signIn, STUDIO_WAIT, test } from './fixtures';
import { heard } from './heard';
import { part, t } from './words';

/**
 * Speech is never squeezed to fit a character count: a script full of figures (a price, a phone number, a date, a web
 * address) is spoken at the pace of a plain one by the same voice, the figures said in words at the voice's own pace.
 */
const PLAIN = 'Welcome to our live studio. Today we introduce a brand new smart product for your home and office.';
const NUMERIC = 'Our price is 1299 dollars. Call 800 555 0199 before 12/31/2026, or visit www.example.com today.';

const advance = (page: Page, ms: number) => page.evaluate((t) => window.__demo?.advance(t), ms);

/** Generates `text` as AI audio with the default voice and returns the seconds the file plays. */
async function generated(page: Page, text: string): Promise<number> {
  await page.getByLabel(t('aiaudio.text'), { exact: true }).fill(text);
  await page.getByRole('button', { name: t('aiaudio.generate') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.confirm') })
    .click();
  const row = page.getByRole('row', { name: part(text.slice(0, 20)) });
  // Listed before the clock moves: a clock moved first leaves the new audio at its start, the clock stopped.
  await expect(row).toBeVisible();
  await advance(page, 30_000);
  await expect(row.getByText(t('aiaudio.done'))).toBeVisible(STUDIO_WAIT);
  await row.getByRole('button', { name: t('aiaudio.play') }).click();
  const player = page.getByLabel(t('aiaudio.player'));
  await expect(player).toHaveAttribute('src', /^blob:/);
  const src = (await player.getAttribute('src')) ?? '';
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended)).toBe(true);
  return (await heard(page, src)).seconds;
}

/** Words as they are said: the figures written out (a number is several words spoken). */
const wordsSaid = (text: string) =>
  spokenText(text, 'en')
    .split(/[\s-]+/)
    .filter(Boolean).length;

test('a script full of figures is spoken at the pace of a plain one, by the same voice', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/aiaudio/aiaudio');
  const plain = await generated(page, PLAIN);
  const numeric = await generated(page, NUMERIC);
  const plainPace = wordsSaid(PLAIN) / plain;
  const numericPace = wordsSaid(NUMERIC) / numeric;
  // Squeezed to its character count, the figures' script came out in under 6 s, at twice the plain one's pace.
  expect(numeric).toBeGreaterThan(11);
  expect(Math.abs(numericPace - plainPace) / plainPace, `${numericPace} vs ${plainPace} words a second`).toBeLessThan(
    0.2,
  );
});

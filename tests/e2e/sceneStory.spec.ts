import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shape, t, wholeShape } from './words';

/**
 * A scene tells one story: the top bar (VIP, computing power) and the personal page's membership card say the same
 * thing at every moment, as the scene starts and after its moment (on the demo clock, which tests move).
 */
const SCENES = ['voiceTrains', 'videoRenders', 'paymentArrives', 'outOfPower', 'largeReseller', 'vipExpires'] as const;

const vipButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^VIP/ });
const day = (text: string | null) => text?.match(/\d{4}\/\d{2}\/\d{2}/)?.[0] ?? null;
const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

/** What the top bar and the membership card say of the membership and the balance: the same. */
async function expectOneStory(page: Page, moment: string): Promise<void> {
  const card = page.getByTestId('vip-state');
  await expect(card).toBeVisible();
  // Both settle on the same state: read them until they agree (the views re-read within a second of the clock).
  await expect
    .poll(
      async () => {
        const bar = (await vipButton(page).getAttribute('aria-label')) ?? '';
        const cardText = (await card.textContent()) ?? '';
        const barExpired = wholeShape('shell.vipExpired', { date: /.+/ }).test(bar);
        const cardExpired = cardText.includes(t('personal.membership.expired'));
        return { expired: barExpired === cardExpired, day: day(bar) === day(cardText) };
      },
      { message: `${moment}: the top bar and the card agree on the membership` },
    )
    .toEqual({ expired: true, day: true });
  const power = await page.getByTestId('power-balance').textContent();
  await expect(page.getByRole('banner').getByText(shape('shell.power', { count: /[\d,]+/ }))).toHaveText(
    t('shell.power', { count: Number(digits(power)).toLocaleString('en-US') }),
  );
}

const toPersonal = (page: Page) =>
  page.evaluate(() => {
    window.location.hash = '#/personal/personal';
  });

for (const scene of SCENES) {
  test(`${scene}: the top bar and the membership card agree as it starts and after its moment`, async ({ page }) => {
    await page.goto('/#/login');
    await page.waitForFunction(() => window.__demo);
    await page.evaluate((name) => window.__demo?.scene(name), scene);
    await toPersonal(page);
    await expect(page.getByRole('heading', { level: 1, name: t('route.personal') })).toBeVisible();
    await expectOneStory(page, 'at the start');
    // Every scene's moment is within its first minute.
    await page.evaluate(() => window.__demo?.advance(61_000));
    await expectOneStory(page, 'after the moment');
  });
}

test('vipExpires: on one screen, the top bar and the card turn to expired together', async ({ page }) => {
  await page.goto('/#/login');
  await page.waitForFunction(() => window.__demo);
  await page.evaluate(() => window.__demo?.scene('vipExpires'));
  const card = page.getByTestId('vip-state');
  await expect(vipButton(page)).toHaveAccessibleName(wholeShape('shell.vipUntil', { date: /.+/ }));
  await expect(card).toContainText(t('personal.membership.active'));
  await page.evaluate(() => window.__demo?.advance(11_000));
  await expect(vipButton(page)).toHaveAccessibleName(wholeShape('shell.vipExpired', { date: /.+/ }));
  await expect(card).toContainText(t('personal.membership.expired'));
  await expect(card).not.toContainText(t('personal.membership.active'));
});

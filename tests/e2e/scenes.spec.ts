import type { Page } from '@playwright/test';
import { chooseRadio, expect, open, test } from './fixtures';
import { t } from './words';

/**
 * Demo scenes: each sets the fake server's data and clock, signs in as its account and opens its page; then the
 * moment happens on the demo clock (tests move the clock themselves).
 */
const advance = (page: Page, ms: number) => page.evaluate((t) => window.__demo?.advance(t), ms);
const scene = (page: Page, name: string) => page.evaluate((n) => window.__demo?.scene?.(n as 'voiceTrains'), name);
const drawer = (page: Page) => page.getByRole('dialog', { name: t('demo.title') });
const row = (page: Page, name: string) => page.getByRole('row', { name });
const ready = (page: Page) => page.waitForFunction(() => Boolean(window.__demo?.scene));

test('from the drawer: a cloned voice finishes training while you watch', async ({ page }) => {
  await open(page, '/login');
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('button', { name: t('scenes.playLabel', { title: '克隆声音训练完成' }) })
    .click();
  await expect(page).toHaveURL(/#\/voiceclone\/index$/);
  await expect(drawer(page)).toHaveCount(0);
  await expect(row(page, '品牌代言人').getByText(t('voice.pending'))).toBeVisible();
  await advance(page, 8_000);
  await expect(row(page, '品牌代言人').getByText(t('voice.done'))).toBeVisible();
});

test('scripts list the scenes with their titles in the page language', async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  const scenes = await page.evaluate(() => window.__demo?.scenes?.());
  expect(scenes?.map((s) => s.name)).toEqual([
    'voiceTrains',
    'videoRenders',
    'paymentArrives',
    'outOfPower',
    'largeReseller',
    'vipExpires',
  ]);
  expect(scenes?.[1].title).toBe(t('scenes.videoRenders.title'));
});

test('a video goes from the queue through editing to edit successful', async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  await scene(page, 'videoRenders');
  await expect(page).toHaveURL(/#\/tasklist\/tasklist$/);
  await expect(row(page, '春季新品发布').getByText(t('tasklist.status.queued'))).toBeVisible();
  await advance(page, 15_000);
  await expect(row(page, '春季新品发布').getByText(t('tasklist.status.editing'))).toBeVisible();
  await advance(page, 30_000);
  await expect(row(page, '春季新品发布').getByText(t('tasklist.status.success'))).toBeVisible();
});

test('a WeChat payment arrives and the computing power goes up', async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  await scene(page, 'paymentArrives');
  const pay = page.getByRole('dialog', { name: /微信支付/ });
  await expect(pay).toBeVisible();
  await expect(pay.getByText(/请使用微信扫码支付/)).toBeVisible();
  await expect(page.getByText(t('shell.power', { count: '50,000' }))).toBeVisible();
  await advance(page, 6_000);
  await expect(pay.getByText(t('personal.pay.status.paid'))).toBeVisible();
  await expect(page.getByText(t('shell.power', { count: '60,000' }))).toBeVisible();
});

test("an agent's customer is out of power, and the agent recharges them", async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  await scene(page, 'outOfPower');
  await expect(page).toHaveURL(/#\/usermanage\/myClientDetail\/c\d+$/);
  await expect(page.getByRole('heading', { name: /林晓/ })).toBeVisible();
  await page.getByRole('button', { name: t('reseller.list.recharge'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('reseller.recharge.title', { name: '林晓' }) });
  await chooseRadio(dialog.getByRole('radio', { name: t('reseller.recharge.power') }));
  await dialog.getByRole('textbox', { name: t('reseller.recharge.powerLabel') }).fill('100');
  await dialog.getByRole('button', { name: t('reseller.recharge.submit') }).click();
  await expect(page.getByText(t('reseller.recharge.done', { name: '林晓' }))).toBeVisible();
  await expect(page.locator('main').getByText('1,000').first()).toBeVisible();
});

test('the 10,000-client reseller', async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  await scene(page, 'largeReseller');
  await expect(page).toHaveURL(/#\/usermanage\/myClient$/);
  await expect(page.getByText(/共10,?0\d\d人/)).toBeVisible();
});

test('a VIP membership expires while you watch', async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  await scene(page, 'vipExpires');
  await expect(page).toHaveURL(/#\/personal\/personal$/);
  await expect(page.getByRole('button', { name: /^VIP .* 到期$/ })).toBeVisible();
  await advance(page, 11_000);
  await expect(page.getByRole('button', { name: /^VIP 已于 .* 过期$/ })).toBeVisible();
});

test('single file: a scene runs straight from disk', async ({ page }) => {
  const file = new URL('../../dist-single/index.html', import.meta.url).href;
  await page.goto(`${file}#/login`);
  await ready(page);
  await scene(page, 'voiceTrains');
  await expect(row(page, '品牌代言人').getByText(t('voice.pending'))).toBeVisible();
  await advance(page, 8_000);
  await expect(row(page, '品牌代言人').getByText(t('voice.done'))).toBeVisible();
});

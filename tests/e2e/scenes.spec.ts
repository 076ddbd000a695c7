import type { Page } from '@playwright/test';
import { timeoutOf } from '../../playwright.config';
import { chooseRadio, expect, open, test } from './fixtures';
import { part, shape, t, wholeShape } from './words';
import { packageName } from './seeded';

/**
 * Demo scenes: each sets the fake server's data and clock, signs in as its account and opens its page; then the
 * moment happens on the demo clock (tests move the clock themselves).
 */
const advance = (page: Page, ms: number) => page.evaluate((t) => window.__demo?.advance(t), ms);
const scene = (page: Page, name: string) => page.evaluate((n) => window.__demo?.scene?.(n as 'voiceTrains'), name);
const drawer = (page: Page) => page.getByRole('dialog', { name: t('demo.title') });
const row = (page: Page, name: string) => page.getByRole('row', { name });
const ready = (page: Page) => page.waitForFunction(() => Boolean(window.__demo?.scene));
// The records the scenes add, as mirage/scenes/moments.ts names them: each is the data its moment shows. Written
// here because that module cannot be loaded by a spec (it reaches mirage/seed.ts, whose JSON imports carry no
// import attribute, which Playwright's ES-module loading requires).
const TRAINING_VOICE = '品牌代言人';
const RENDERING_VIDEO = '春季新品发布';
const SPENT_CUSTOMER = '林晓';

test('from the drawer: a cloned voice finishes training while you watch', async ({ page }) => {
  await open(page, '/login');
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('button', { name: t('scenes.playLabel', { title: t('scenes.voiceTrains.title') }) })
    .click();
  await expect(page).toHaveURL(/#\/voiceclone\/index$/);
  await expect(drawer(page)).toHaveCount(0);
  await expect(row(page, TRAINING_VOICE).getByText(t('voice.pending'))).toBeVisible();
  await advance(page, 8_000);
  await expect(row(page, TRAINING_VOICE).getByText(t('voice.done'))).toBeVisible();
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
  await expect(row(page, RENDERING_VIDEO).getByText(t('tasklist.status.queued'))).toBeVisible();
  await advance(page, 15_000);
  await expect(row(page, RENDERING_VIDEO).getByText(t('tasklist.status.editing'))).toBeVisible();
  await advance(page, 30_000);
  // Edit successful once the clock has passed and the video's file is made (a second or so on an idle machine).
  await expect(row(page, RENDERING_VIDEO).getByText(t('tasklist.status.success'))).toBeVisible({
    timeout: timeoutOf(30_000),
  });
});

test('a WeChat payment arrives and the computing power goes up', async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  await scene(page, 'paymentArrives');
  const pay = page.getByRole('dialog', { name: shape('personal.pay.title', { name: packageName('p2') }) });
  await expect(pay).toBeVisible();
  await expect(pay.getByText(shape('personal.pay.status.paying'))).toBeVisible();
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
  await expect(page.getByRole('heading', { name: part(SPENT_CUSTOMER) })).toBeVisible();
  await page.getByRole('button', { name: t('reseller.list.recharge'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('reseller.recharge.title', { name: SPENT_CUSTOMER }) });
  await chooseRadio(dialog.getByRole('radio', { name: t('reseller.recharge.power') }));
  await dialog.getByRole('textbox', { name: t('reseller.recharge.powerLabel') }).fill('100');
  await dialog.getByRole('button', { name: t('reseller.recharge.submit') }).click();
  await expect(page.getByText(t('reseller.recharge.done', { name: SPENT_CUSTOMER }))).toBeVisible();
  await expect(page.locator('main').getByText('1,000').first()).toBeVisible();
});

test('the 10,000-client reseller', async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  await scene(page, 'largeReseller');
  await expect(page).toHaveURL(/#\/usermanage\/myClient$/);
  await expect(page.getByText(shape('reseller.list.total', { count: /10,?0\d\d/ }))).toBeVisible();
});

test('a VIP membership expires while you watch', async ({ page }) => {
  await open(page, '/login');
  await ready(page);
  await scene(page, 'vipExpires');
  await expect(page).toHaveURL(/#\/personal\/personal$/);
  await expect(page.getByRole('button', { name: wholeShape('shell.vipUntil') })).toBeVisible();
  await advance(page, 11_000);
  await expect(page.getByRole('button', { name: wholeShape('shell.vipExpired') })).toBeVisible();
});

test('single file: a scene runs straight from disk', async ({ page }) => {
  const file = new URL('../../dist-single/index.html', import.meta.url).href;
  await page.goto(`${file}#/login`);
  await ready(page);
  await scene(page, 'voiceTrains');
  await expect(row(page, TRAINING_VOICE).getByText(t('voice.pending'))).toBeVisible();
  await advance(page, 8_000);
  await expect(row(page, TRAINING_VOICE).getByText(t('voice.done'))).toBeVisible();
});

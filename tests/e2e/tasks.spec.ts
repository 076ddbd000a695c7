import type { Page } from '@playwright/test';
import { timeoutOf } from '../../playwright.config';
import { makePng } from '../png';
import { makeWav } from '../wav';
import { avatarOption, chooseAvatar, chooseVoice, editorForm, fillBasics, submitAndConfirm } from './editor';
import { ACCOUNTS, expect, signInAt, test } from './fixtures';
import { en, part, shape, t } from './words';
import { avatarName, BANNED_WORD, platformVoice, taskName } from './seeded';

const advance = (page: Page, ms: number) => page.evaluate((t) => window.__demo?.advance(t), ms);
const toasts = (page: Page) => page.locator('.bp6-toast-container');
const row = (page: Page, name: string) => page.getByRole('row', { name });
const form = editorForm;
/** A Chinese script, as the service prices it: cost and length estimates count its characters. */
const TEXT = '大家好，欢迎来到我们的直播间，今天为大家介绍新品。';
/** How long a short work's file may take to make on a busy machine (it takes about a second on an idle one). */
const RENDER_MS = timeoutOf(30_000);
/** One Chinese character, for scripts of an exact length. */
const HAN = '字';
/** A customer with VIP and a digital human, but only 540 points: any top-model video costs more. */
const POOR = '18863579563';

test.describe('video creation', () => {
  test('basic video from text: every required choice, the cost, then each status on the clock, play, expire', async ({
    page,
  }) => {
    await signInAt(page, ACCOUNTS.member, '/createtask/basic');
    const f = form(page);
    const submit = f.getByRole('button', { name: t('createtask.submit') });
    // Each required choice in turn, with the spec's messages; nothing typed is lost.
    await submit.click();
    await expect(f.getByText(t('createtask.rule.nameRequired'))).toBeVisible();
    await f.getByLabel(t('createtask.name')).fill('My first video');
    await submit.click();
    await expect(f.getByText(t('createtask.rule.avatarRequired'))).toBeVisible();
    await chooseAvatar(page, avatarOption('av1'));
    await submit.click();
    await expect(f.getByText(t('createtask.rule.voiceRequired'))).toBeVisible();
    await chooseVoice(page, platformVoice('Xiaoxiao'));
    await submit.click();
    await expect(f.getByText(t('createtask.rule.languageRequired'))).toBeVisible();
    await f.getByRole('combobox', { name: t('createtask.language') }).selectOption({ label: t('createtask.lang.zh') });
    await submit.click();
    await expect(f.getByText(t('script.textRequired'))).toBeVisible();
    await f.getByLabel(t('createtask.text')).fill(TEXT);
    await submit.click();
    await expect(f.getByText(t('createtask.rule.agreementRequired'))).toBeVisible();
    await f.getByRole('checkbox', { name: part(t('createtask.agreement')) }).check({ force: true });
    await expect(f.getByLabel(t('createtask.name'))).toHaveValue('My first video');
    // The cost before submitting: 22 Chinese characters, 2 commas and the end ≈ 6.5 s on the free model = 30 points;
    // the top model 600.
    await expect(f.getByText(t('createtask.cost', { s: 6.5, cost: 30 }))).toBeVisible();
    await f.getByRole('radio', { name: part(t('createtask.model.dingji')) }).check({ force: true });
    await expect(f.getByText(t('createtask.cost', { s: 6.5, cost: 600 }))).toBeVisible();
    await f.getByRole('radio', { name: part(t('createtask.model.free')) }).check({ force: true });
    await submit.click();
    await expect(page.getByRole('dialog').getByText(shape('createtask.confirmText', { cost: 30 }))).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('common.confirm') })
      .click();

    // My works opens; the task moves on the server clock and the list follows by itself.
    await expect(page).toHaveURL(/#\/tasklist\/tasklist/);
    const r = row(page, 'My first video');
    await expect(r.getByText(t('tasklist.status.waiting'))).toBeVisible();
    await expect(page.getByText(t('tasklist.autoRefresh'))).toBeVisible();
    await expect(r.getByRole('button', { name: t('common.delete') })).toBeDisabled();
    await advance(page, 5_000);
    await expect(r.getByText(t('tasklist.status.queued'))).toBeVisible();
    await expect(r.getByText(t('tasklist.queuePosition', { n: 1 }))).toBeVisible();
    await expect(r.getByRole('button', { name: t('tasklist.view') })).toBeDisabled();
    await advance(page, 10_000);
    await expect(r.getByText(t('tasklist.status.editing'))).toBeVisible();
    await advance(page, 15_000);
    await expect(r.getByText(t('tasklist.progress', { percent: 50 }))).toBeVisible();
    await advance(page, 15_000);
    // The edit ends on the clock; the file is made in the browser meanwhile (faster than the video's length).
    await expect(r.getByText(t('tasklist.status.success'))).toBeVisible({ timeout: RENDER_MS });
    // The seeded editing task has finished too: once its file is made nothing moves, so the auto refresh stops.
    await expect(page.getByText(t('tasklist.autoRefresh'))).toHaveCount(0, { timeout: RENDER_MS });
    await r.getByRole('button', { name: t('tasklist.view') }).click();
    const player = page.getByRole('dialog').getByLabel(t('tasklist.player'));
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', /.+/);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: part(t('common.close'), en('common.close')) })
      .click();

    // After 48 hours of clock the result has expired.
    await advance(page, 48 * 60 * 60 * 1000);
    await page.reload();
    await expect(r.getByText(t('tasklist.expired'), { exact: true })).toBeVisible();
    await expect(r.getByRole('button', { name: t('tasklist.view') })).toBeDisabled();
    await expect(r.getByRole('button', { name: t('tasklist.download') })).toBeDisabled();
  });

  test('advanced video with background, cover and card: the preview composes them, then it is in My works', async ({
    page,
  }) => {
    await signInAt(page, ACCOUNTS.member, '/createtask/senior');
    await fillBasics(page, { name: 'Advanced video', text: TEXT });
    const f = form(page);
    // A square background is refused; a 1080p 16:9 one is taken.
    const bg = f.getByLabel(part(t('createtask.bgImageFile')));
    await bg.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: makePng(400, 400) });
    await expect(f.getByText(t('upload.ratio'))).toBeVisible();
    await bg.setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: makePng(1920, 1080) });
    await expect(f.getByText(shape('upload.done', { name: /studio\.png/ }))).toBeVisible();
    await f.getByRole('checkbox', { name: part(t('createtask.agreement')) }).check({ force: true });
    // The cover title is required.
    await f.getByRole('button', { name: t('createtask.submit') }).click();
    await expect(f.getByText(t('createtask.rule.coverTitleRequired'))).toBeVisible();
    await f.getByLabel(t('createtask.coverTitle')).fill('Launch day');
    await f
      .getByRole('combobox', { name: t('createtask.coverFont') })
      .selectOption({ label: t('createtask.fonts.kai') });
    await f.getByRole('checkbox', { name: t('createtask.cardOn') }).check({ force: true });
    await f.getByLabel(t('createtask.cardName')).fill('Jing Chen');
    await f.getByLabel(t('createtask.cardIntro')).fill('Brand host');
    await f
      .getByRole('combobox', { name: t('createtask.cardStyle') })
      .selectOption({ label: t('createtask.cardStyles.modern') });

    const preview = page.getByTestId('task-preview');
    await expect(preview).toHaveClass(/landscape/);
    await expect(preview.locator('img.bg')).toHaveAttribute('src', /.+/);
    await expect(preview.getByLabel(avatarName('av1'))).toBeVisible();
    await expect(preview.getByText('Launch day')).toHaveClass(/font-kai/);
    await expect(preview.getByText('Jing Chen')).toBeVisible();
    await expect(preview.locator('.card.modern')).toContainText('Brand host');
    await f.getByRole('radio', { name: t('createtask.vertical') }).check({ force: true });
    await expect(preview).toHaveClass(/vertical/);

    await submitAndConfirm(page);
    await expect(page).toHaveURL(/#\/tasklist\/tasklist/);
    const r = row(page, 'Advanced video');
    await expect(r.getByText(t('tasklist.mode.senior'))).toBeVisible();
    await advance(page, 60_000);
    await expect(r.getByText(t('tasklist.status.success'))).toBeVisible({ timeout: RENDER_MS });
  });

  test('text over the free timbre limit is cut to 270 on confirm', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/createtask/basic');
    await fillBasics(page, { name: 'Long text', text: HAN.repeat(300) });
    const f = form(page);
    await expect(f.getByText(t('aiaudio.counter', { count: 300, max: 270 }))).toBeVisible();
    await f.getByRole('radio', { name: part(t('createtask.model.youzhi')) }).check({ force: true });
    await f.getByRole('checkbox', { name: part(t('createtask.agreement')) }).check({ force: true });
    await f.getByRole('button', { name: t('createtask.submit') }).click();
    await expect(toasts(page).getByText(t('script.cutNotice', { max: 270 }))).toBeVisible();
    await expect(f.getByText(t('aiaudio.counter', { count: 270, max: 270 }))).toBeVisible();
    await expect(page.getByRole('dialog').getByText(part(t('createtask.model.youzhi')))).toBeVisible();
  });

  test('free model: speech over 60 s is cut to 60 s on confirm; uploaded audio over a minute is refused', async ({
    page,
  }) => {
    await signInAt(page, ACCOUNTS.member, '/createtask/basic');
    await fillBasics(page, { name: t('createtask.model.free'), text: HAN.repeat(270) });
    const f = form(page);
    await expect(f.getByText(t('createtask.cost', { s: 60, cost: 60 }))).toBeVisible();
    await f.getByRole('checkbox', { name: part(t('createtask.agreement')) }).check({ force: true });
    await f.getByRole('button', { name: t('createtask.submit') }).click();
    await expect(toasts(page).getByText(t('createtask.cutSeconds', { s: 60 }))).toBeVisible();
    await expect(f.getByText(t('aiaudio.counter', { count: 267, max: 270 }))).toBeVisible();
    // 267 characters at 0.2208 s and the end's silence: 59.9 s.
    await expect(page.getByRole('dialog').getByText(shape('createtask.confirmText', { s: 59.9 }))).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('common.cancel') })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // An audio script: upload it first; over a minute is refused, within is taken and priced by its length.
    // The cut notice toast sits over the top of the form: the click goes to the radio itself.
    await f.getByRole('radio', { name: t('createtask.scriptAudio') }).dispatchEvent('click');
    await expect(f.getByRole('radio', { name: t('createtask.scriptAudio') })).toBeChecked();
    await f.getByRole('button', { name: t('createtask.submit') }).click();
    await expect(f.getByText(t('createtask.rule.audioRequired'))).toBeVisible();
    const audio = f.getByLabel(part(t('createtask.audioFile')));
    await audio.setInputFiles({ name: 'long.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeWav(61)) });
    await expect(f.getByText(t('upload.tooLong', { max: 60 }))).toBeVisible();
    await audio.setInputFiles({ name: 'talk.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeWav(40)) });
    await expect(f.getByText(shape('upload.done', { name: /talk\.wav/ }))).toBeVisible();
    await expect(f.getByText(t('createtask.cost', { s: 40, cost: 60 }))).toBeVisible();
    await submitAndConfirm(page);
    await expect(row(page, t('createtask.model.free')).getByText(t('tasklist.status.waiting'))).toBeVisible();
  });

  test('VIP expired: the VIP dialog, nothing spent', async ({ page }) => {
    await signInAt(page, ACCOUNTS.expired, '/createtask/basic');
    const power = page.locator('.navbar-power');
    const before = await power.textContent();
    await fillBasics(page, { name: 'Expired member', avatar: avatarOption('av4'), text: TEXT });
    await form(page)
      .getByRole('checkbox', { name: part(t('createtask.agreement')) })
      .check({ force: true });
    await submitAndConfirm(page);
    await expect(page.getByRole('dialog').getByText(t('server.vipExpired'))).toBeVisible();
    await expect(page).toHaveURL(/#\/createtask\/basic/);
    await expect(power).toHaveText(before ?? '');
  });

  test('short of power: the insufficient-power dialog, balance unchanged', async ({ page }) => {
    await signInAt(page, POOR, '/createtask/basic');
    const power = page.locator('.navbar-power');
    await expect(power).toContainText('540');
    await fillBasics(page, { name: 'Short of power', avatar: avatarOption('av-c4'), text: TEXT });
    const f = form(page);
    await f.getByRole('radio', { name: part(t('createtask.model.dingji')) }).check({ force: true });
    await f.getByRole('checkbox', { name: part(t('createtask.agreement')) }).check({ force: true });
    await submitAndConfirm(page);
    await expect(page.getByRole('dialog').getByText(t('server.insufficientPower'))).toBeVisible();
    await expect(power).toContainText('540');
  });

  test('a banned word ends in text illegal, with its reason and no cost', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/createtask/basic');
    await fillBasics(page, { name: 'Moderated script', text: `${TEXT}${BANNED_WORD}` });
    await form(page)
      .getByRole('checkbox', { name: part(t('createtask.agreement')) })
      .check({ force: true });
    await submitAndConfirm(page);
    const r = row(page, 'Moderated script');
    await expect(r.getByText(t('tasklist.status.textIllegal'))).toBeVisible();
    await expect(r.getByText(t('server.taskReasonText', { detail: BANNED_WORD }))).toBeVisible();
    await expect(r.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  });

  test('a run that fails in the queue shows queue failed and gives the power back', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/createtask/basic');
    const power = page.locator('.navbar-power');
    await expect(power).toContainText('50,000');
    await fillBasics(page, { name: 'Demo queuefail', text: TEXT });
    await form(page)
      .getByRole('checkbox', { name: part(t('createtask.agreement')) })
      .check({ force: true });
    await submitAndConfirm(page);
    await expect(power).toContainText('49,970');
    const r = row(page, 'Demo queuefail');
    await expect(r.getByText(t('tasklist.status.waiting'))).toBeVisible();
    await advance(page, 15_000);
    await expect(r.getByText(t('tasklist.status.queueFailed'), { exact: true })).toBeVisible();
    await expect(r.getByText(t('server.taskReasonQueue'))).toBeVisible();
    await expect(r.getByText(t('tasklist.refunded'), { exact: true })).toBeVisible();
    await expect(power).toContainText('50,000');
  });
});

test.describe('my works', () => {
  test('seeded tasks, filter and search, rename, delete with confirm; a task in progress cannot be deleted', async ({
    page,
  }) => {
    await signInAt(page, ACCOUNTS.member, '/tasklist/tasklist');
    // A finished work is shown as such once its file is made (the first time it is listed).
    await expect(row(page, taskName('tk1')).getByText(t('tasklist.status.success'))).toBeVisible({
      timeout: RENDER_MS,
    });
    await expect(row(page, taskName('tk2')).getByText(t('tasklist.status.editing'))).toBeVisible();
    await expect(row(page, taskName('tk3')).getByText(t('server.taskReasonEdit'))).toBeVisible();
    await expect(row(page, taskName('tk4')).getByText(t('tasklist.status.textIllegal'))).toBeVisible();
    await expect(row(page, taskName('tk5')).getByText(t('tasklist.expired'), { exact: true })).toBeVisible();
    // In progress: delete is not offered.
    await expect(row(page, taskName('tk2')).getByRole('button', { name: t('common.delete') })).toBeDisabled();

    await page
      .getByRole('combobox', { name: t('tasklist.filter') })
      .selectOption({ label: t('tasklist.status.success') });
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('combobox', { name: t('tasklist.filter') }).selectOption({ label: t('tasklist.allStatuses') });
    await page.getByRole('textbox', { name: t('tasklist.search') }).fill(taskName('tk2'));
    await page.getByRole('button', { name: t('tasklist.searchButton'), exact: true }).click();
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('textbox', { name: t('tasklist.search') }).fill('');
    await page.getByRole('button', { name: t('tasklist.searchButton'), exact: true }).click();

    await row(page, taskName('tk1'))
      .getByRole('button', { name: t('tasklist.rename') })
      .click();
    const rename = page.getByRole('dialog');
    await rename.getByRole('textbox').fill('');
    await rename.getByRole('button', { name: t('common.save') }).click();
    await expect(rename.getByText(t('validation.renameEmpty'))).toBeVisible();
    await rename.getByRole('textbox').fill(`${taskName('tk1')} (final)`);
    await rename.getByRole('button', { name: t('common.save') }).click();
    await expect(row(page, `${taskName('tk1')} (final)`)).toBeVisible();

    await row(page, taskName('tk4'))
      .getByRole('button', { name: t('common.delete') })
      .click();
    await expect(
      page.getByRole('dialog').getByText(t('tasklist.deleteConfirm', { name: taskName('tk4') })),
    ).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('common.delete') })
      .click();
    await expect(row(page, taskName('tk4'))).toHaveCount(0);
  });
});

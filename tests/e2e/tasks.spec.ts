import type { Page } from '@playwright/test';
import { makePng } from '../png';
import { makeWav } from '../wav';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { t } from './words';

const advance = (page: Page, ms: number) => page.evaluate((t) => window.__demo?.advance(t), ms);
const toasts = (page: Page) => page.locator('.bp6-toast-container');
const row = (page: Page, name: string) => page.getByRole('row', { name });
const form = (page: Page) => page.getByRole('form', { name: '视频编辑' });
const TEXT = '大家好，欢迎来到我们的直播间，今天为大家介绍新品。';
/** A face of the editor's gallery, by its name and orientation as the radio button reads them. */
const face = (name: string, orientation: 'landscape' | 'vertical' = 'landscape') =>
  t('createtask.avatarOption', { name, orientation: t(`digital.${orientation}`) });
const chooseAvatar = (page: Page, name: string) =>
  form(page).getByRole('group', { name: t('createtask.avatar') }).getByRole('radio', { name: face(name) }).check();
const chooseVoice = (page: Page, name: string) =>
  form(page).getByRole('group', { name: t('createtask.voice') }).getByRole('radio', { name }).check();
/** A customer with VIP and a digital human, but only 540 points: any top-model video costs more. */
const POOR = '18863579563';

async function fillBasics(page: Page, o: { name: string; avatar?: string; voice?: string; text?: string }) {
  const f = form(page);
  await f.getByLabel('视频名称').fill(o.name);
  await chooseAvatar(page, o.avatar ?? '主播小静');
  await chooseVoice(page, o.voice ?? 'Xiaoxiao');
  await f.getByRole('combobox', { name: '输出语言' }).selectOption({ label: '中文' });
  if (o.text !== undefined) await f.getByLabel('播报文本').fill(o.text);
}

async function submitAndConfirm(page: Page) {
  await form(page).getByRole('button', { name: '生成视频' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
}

test.describe('video creation', () => {
  test('basic video from text: every required choice, the cost, then each status on the clock, play, expire', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/basic');
    const f = form(page);
    const submit = f.getByRole('button', { name: '生成视频' });
    // Each required choice in turn, with the spec's messages; nothing typed is lost.
    await submit.click();
    await expect(f.getByText('请填写视频名称')).toBeVisible();
    await f.getByLabel('视频名称').fill('我的第一个视频');
    await submit.click();
    await expect(f.getByText('请先选择数字人')).toBeVisible();
    await chooseAvatar(page, '主播小静');
    await submit.click();
    await expect(f.getByText('请先选择声音')).toBeVisible();
    await chooseVoice(page, 'Xiaoxiao');
    await submit.click();
    await expect(f.getByText('请先选择输出语言')).toBeVisible();
    await f.getByRole('combobox', { name: '输出语言' }).selectOption({ label: '中文' });
    await submit.click();
    await expect(f.getByText('请输入要合成的文本')).toBeVisible();
    await f.getByLabel('播报文本').fill(TEXT);
    await submit.click();
    await expect(f.getByText('请勾选用户承诺协议')).toBeVisible();
    await f.getByRole('checkbox', { name: /用户承诺协议/ }).check({ force: true });
    await expect(f.getByLabel('视频名称')).toHaveValue('我的第一个视频');
    // The cost before submitting: 25 characters ≈ 6.3 s on the free model = 30 points; the top model 600.
    await expect(f.getByText('约 6.3 秒 · 消耗 30 算力')).toBeVisible();
    await f.getByRole('radio', { name: /顶级模型/ }).check({ force: true });
    await expect(f.getByText('约 6.3 秒 · 消耗 600 算力')).toBeVisible();
    await f.getByRole('radio', { name: /免费模型/ }).check({ force: true });
    await submit.click();
    await expect(page.getByRole('dialog').getByText(/消耗 30 算力/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();

    // My works opens; the task moves on the server clock and the list follows by itself.
    await expect(page).toHaveURL(/#\/tasklist\/tasklist/);
    const r = row(page, '我的第一个视频');
    await expect(r.getByText('待剪辑')).toBeVisible();
    await expect(page.getByText('任务进行中，自动刷新')).toBeVisible();
    await expect(r.getByRole('button', { name: '删除' })).toBeDisabled();
    await advance(page, 5_000);
    await expect(r.getByText('排队中')).toBeVisible();
    await expect(r.getByText('排队第 1 位')).toBeVisible();
    await expect(r.getByRole('button', { name: '播放' })).toBeDisabled();
    await advance(page, 10_000);
    await expect(r.getByText('剪辑中')).toBeVisible();
    await advance(page, 15_000);
    await expect(r.getByText('已剪辑 50%')).toBeVisible();
    await advance(page, 15_000);
    await expect(r.getByText('剪辑成功')).toBeVisible();
    // The seeded editing task has finished too: nothing moves, so the auto refresh stops.
    await expect(page.getByText('任务进行中，自动刷新')).toHaveCount(0);
    await r.getByRole('button', { name: '播放' }).click();
    const player = page.getByRole('dialog').getByLabel('视频播放器');
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute('src', /.+/);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /关闭|Close/ })
      .click();

    // After 48 hours of clock the result has expired.
    await advance(page, 48 * 60 * 60 * 1000);
    await page.reload();
    await expect(r.getByText('已过期', { exact: true })).toBeVisible();
    await expect(r.getByRole('button', { name: '播放' })).toBeDisabled();
    await expect(r.getByRole('button', { name: '下载' })).toBeDisabled();
  });

  test('advanced video with background, cover and card: the preview composes them, then it is in My works', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/senior');
    await fillBasics(page, { name: '高级视频', text: TEXT });
    const f = form(page);
    // A square background is refused; a 1080p 16:9 one is taken.
    const bg = f.getByLabel(/背景图片/);
    await bg.setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: makePng(400, 400) });
    await expect(f.getByText('背景图片比例须为 16:9 或 9:16')).toBeVisible();
    await bg.setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: makePng(1920, 1080) });
    await expect(f.getByText(/已上传：studio\.png/)).toBeVisible();
    await f.getByRole('checkbox', { name: /用户承诺协议/ }).check({ force: true });
    // The cover title is required.
    await f.getByRole('button', { name: '生成视频' }).click();
    await expect(f.getByText('封面标题不能为空')).toBeVisible();
    await f.getByLabel('封面标题').fill('新品发布会');
    await f.getByRole('combobox', { name: '字体样式' }).selectOption({ label: '楷体' });
    await f.getByRole('checkbox', { name: '显示名片' }).check({ force: true });
    await f.getByLabel('人物名称').fill('陈静');
    await f.getByLabel('人物介绍').fill('品牌主播');
    await f.getByRole('combobox', { name: '预设样式' }).selectOption({ label: '现代' });

    const preview = page.getByTestId('task-preview');
    await expect(preview).toHaveClass(/landscape/);
    await expect(preview.locator('img.bg')).toHaveAttribute('src', /.+/);
    await expect(preview.getByLabel('主播小静')).toBeVisible();
    await expect(preview.getByText('新品发布会')).toHaveClass(/font-kai/);
    await expect(preview.getByText('陈静')).toBeVisible();
    await expect(preview.locator('.card.modern')).toContainText('品牌主播');
    await f.getByRole('radio', { name: '竖屏 9:16' }).check({ force: true });
    await expect(preview).toHaveClass(/vertical/);

    await submitAndConfirm(page);
    await expect(page).toHaveURL(/#\/tasklist\/tasklist/);
    const r = row(page, '高级视频');
    await expect(r.getByText('高级剪辑')).toBeVisible();
    await advance(page, 60_000);
    await expect(r.getByText('剪辑成功')).toBeVisible();
  });

  test('text over the free timbre limit is cut to 270 on confirm', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/basic');
    await fillBasics(page, { name: '长文本', text: '字'.repeat(300) });
    const f = form(page);
    await expect(f.getByText('300 / 270 字')).toBeVisible();
    await f.getByRole('radio', { name: /优质模型/ }).check({ force: true });
    await f.getByRole('checkbox', { name: /用户承诺协议/ }).check({ force: true });
    await f.getByRole('button', { name: '生成视频' }).click();
    await expect(toasts(page).getByText('文本超过 270 个字符，已截断至上限')).toBeVisible();
    await expect(f.getByText('270 / 270 字')).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/优质模型/)).toBeVisible();
  });

  test('free model: speech over 60 s is cut to 60 s on confirm; uploaded audio over a minute is refused', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/basic');
    await fillBasics(page, { name: '免费模型', text: '字'.repeat(270) });
    const f = form(page);
    await expect(f.getByText('约 60 秒 · 消耗 60 算力')).toBeVisible();
    await f.getByRole('checkbox', { name: /用户承诺协议/ }).check({ force: true });
    await f.getByRole('button', { name: '生成视频' }).click();
    await expect(toasts(page).getByText('免费模型对口型最长 60 秒：脚本已截为 60 秒')).toBeVisible();
    await expect(f.getByText('240 / 270 字')).toBeVisible();
    await expect(page.getByRole('dialog').getByText(/约 60 秒/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // An audio script: upload it first; over a minute is refused, within is taken and priced by its length.
    // The cut notice toast sits over the top of the form: the click goes to the radio itself.
    await f.getByRole('radio', { name: '上传音频' }).dispatchEvent('click');
    await expect(f.getByRole('radio', { name: '上传音频' })).toBeChecked();
    await f.getByRole('button', { name: '生成视频' }).click();
    await expect(f.getByText('请先上传音频')).toBeVisible();
    const audio = f.getByLabel(/音频（mp3/);
    await audio.setInputFiles({ name: 'long.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeWav(61)) });
    await expect(f.getByText('上传的音频不能超过1分钟（60秒）')).toBeVisible();
    await audio.setInputFiles({ name: 'talk.wav', mimeType: 'audio/wav', buffer: Buffer.from(makeWav(40)) });
    await expect(f.getByText(/已上传：talk\.wav/)).toBeVisible();
    await expect(f.getByText('约 40 秒 · 消耗 60 算力')).toBeVisible();
    await submitAndConfirm(page);
    await expect(row(page, '免费模型').getByText('待剪辑')).toBeVisible();
  });

  test('VIP expired: the VIP dialog, nothing spent', async ({ page }) => {
    await signIn(page, ACCOUNTS.expired);
    await open(page, '/createtask/basic');
    const power = page.locator('.navbar-power');
    const before = await power.textContent();
    await fillBasics(page, { name: '过期会员', avatar: '赵磊形象', text: TEXT });
    await form(page)
      .getByRole('checkbox', { name: /用户承诺协议/ })
      .check({ force: true });
    await submitAndConfirm(page);
    await expect(page.getByRole('dialog').getByText('VIP已过期，请联系客服充值')).toBeVisible();
    await expect(page).toHaveURL(/#\/createtask\/basic/);
    await expect(power).toHaveText(before ?? '');
  });

  test('short of power: the insufficient-power dialog, balance unchanged', async ({ page }) => {
    await signIn(page, POOR);
    await open(page, '/createtask/basic');
    const power = page.locator('.navbar-power');
    await expect(power).toContainText('540');
    await fillBasics(page, { name: '算力不足', avatar: '门店形象', text: TEXT });
    const f = form(page);
    await f.getByRole('radio', { name: /顶级模型/ }).check({ force: true });
    await f.getByRole('checkbox', { name: /用户承诺协议/ }).check({ force: true });
    await submitAndConfirm(page);
    await expect(page.getByRole('dialog').getByText('算力不足，请联系客服充值')).toBeVisible();
    await expect(power).toContainText('540');
  });

  test('a banned word ends in text illegal, with its reason and no cost', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/basic');
    await fillBasics(page, { name: '违规测试', text: `${TEXT}欢迎参与赌博` });
    await form(page)
      .getByRole('checkbox', { name: /用户承诺协议/ })
      .check({ force: true });
    await submitAndConfirm(page);
    const r = row(page, '违规测试');
    await expect(r.getByText('文本违规')).toBeVisible();
    await expect(r.getByText('文本包含违禁词：赌博')).toBeVisible();
    await expect(r.getByRole('cell', { name: '0', exact: true })).toBeVisible();
  });

  test('a run that fails in the queue shows queue failed and gives the power back', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/basic');
    const power = page.locator('.navbar-power');
    await expect(power).toContainText('50,000');
    await fillBasics(page, { name: '演示 queuefail', text: TEXT });
    await form(page)
      .getByRole('checkbox', { name: /用户承诺协议/ })
      .check({ force: true });
    await submitAndConfirm(page);
    await expect(power).toContainText('49,970');
    const r = row(page, '演示 queuefail');
    await expect(r.getByText('待剪辑')).toBeVisible();
    await advance(page, 15_000);
    await expect(r.getByText('排队失败', { exact: true })).toBeVisible();
    await expect(r.getByText('排队失败，算力已退还')).toBeVisible();
    await expect(r.getByText('已退还', { exact: true })).toBeVisible();
    await expect(power).toContainText('50,000');
  });
});

test.describe('my works', () => {
  test('seeded tasks, filter and search, rename, delete with confirm; a task in progress cannot be deleted', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/tasklist/tasklist');
    await expect(row(page, '新品介绍').getByText('剪辑成功')).toBeVisible();
    await expect(row(page, '直播预告').getByText('剪辑中')).toBeVisible();
    await expect(row(page, '门店宣传').getByText('剪辑失败，算力已退还')).toBeVisible();
    await expect(row(page, '促销口播').getByText('文本违规')).toBeVisible();
    await expect(row(page, '上周回顾').getByText('已过期', { exact: true })).toBeVisible();
    // In progress: delete is not offered.
    await expect(row(page, '直播预告').getByRole('button', { name: '删除' })).toBeDisabled();

    await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '剪辑成功' });
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '全部状态' });
    await page.getByRole('textbox', { name: '按名称搜索' }).fill('直播');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.getByRole('row')).toHaveCount(2);
    await page.getByRole('textbox', { name: '按名称搜索' }).fill('');
    await page.getByRole('button', { name: '搜索', exact: true }).click();

    await row(page, '新品介绍').getByRole('button', { name: '重命名' }).click();
    const rename = page.getByRole('dialog');
    await rename.getByRole('textbox').fill('');
    await rename.getByRole('button', { name: '保存' }).click();
    await expect(rename.getByText('重命名内容不能为空')).toBeVisible();
    await rename.getByRole('textbox').fill('新品介绍（终版）');
    await rename.getByRole('button', { name: '保存' }).click();
    await expect(row(page, '新品介绍（终版）')).toBeVisible();

    await row(page, '促销口播').getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('dialog').getByText('确定删除「促销口播」？删除后无法恢复。')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(row(page, '促销口播')).toHaveCount(0);
  });
});

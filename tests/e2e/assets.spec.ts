import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { makeWav } from '../wav';
import { test as demoTest } from '@playwright/test';
import { ACCOUNTS, expect, login, open, signIn, test } from './fixtures';

const wav = (name: string, seconds: number) => ({
  name,
  mimeType: 'audio/wav',
  buffer: Buffer.from(makeWav(seconds)),
});
const advance = (page: Page, ms: number) => page.evaluate((t) => window.__demo?.advance(t), ms);
const toasts = (page: Page) => page.locator('.bp6-toast-container');
const row = (page: Page, name: string) => page.getByRole('row', { name });

test.describe('digital humans', () => {
  test('a video becomes a digital human: processing, then ready by itself after the cutout, kept on reload', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member);
    await expect(page.getByText('共 3 个')).toBeVisible();
    await page.getByRole('button', { name: '创建数字人' }).click();
    const form = page.getByRole('form', { name: '创建数字人' });
    await form.getByLabel('名称').fill('我的新形象');
    await form.getByLabel(/源视频/).setInputFiles({
      name: 'me.mp4',
      mimeType: 'video/mp4',
      buffer: readFileSync('fixtures/media/avatar-vertical.mp4'),
    });
    await expect(form.getByText(/已上传：me\.mp4.*180 × 320/)).toBeVisible();
    // The orientation follows the video.
    await expect(form.getByRole('radio', { name: '竖屏' })).toBeChecked();
    await form.getByRole('button', { name: '创建', exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: '我的新形象' });
    await expect(card.getByText('抠像中', { exact: true })).toBeVisible();
    await advance(page, 10_000);
    // No refresh: the page polls while a cutout runs.
    await expect(card.getByText('已就绪')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: '我的新形象' }).getByText('已就绪')).toBeVisible();
  });

  test('each upload limit and server refusal is shown as a person sees it', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await page.getByRole('button', { name: '创建数字人' }).click();
    const form = page.getByRole('form', { name: '创建数字人' });
    await form.getByRole('button', { name: '创建', exact: true }).click();
    await expect(form.getByText('请输入名称')).toBeVisible();
    await expect(form.getByText('请先上传视频')).toBeVisible();
    const input = form.getByLabel(/源视频/);
    await input.setInputFiles({ name: 'clip.avi', mimeType: 'video/avi', buffer: Buffer.from('x') });
    await expect(form.getByRole('alert')).toHaveText('仅支持上传 mp4, mov 格式的文件');
    // The name says mp4, the bytes are not a video: read from the file itself, refused.
    await input.setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video') });
    await expect(form.getByRole('alert')).toHaveText('无法读取该媒体文件，文件可能已损坏');
    // A file the moderation fixture flags: the server's own message.
    await form.getByLabel('名称').fill('违规测试');
    await input.setInputFiles({
      name: 'flagged.mp4',
      mimeType: 'video/mp4',
      buffer: readFileSync('fixtures/media/avatar-landscape.mp4'),
    });
    await expect(form.getByText(/已上传：flagged\.mp4/)).toBeVisible();
    await form.getByRole('button', { name: '创建', exact: true }).click();
    await expect(toasts(page).getByText('数字人模型不合规')).toBeVisible();
  });

  test('the expired member has no digital-human time left', async ({ page }) => {
    await signIn(page, ACCOUNTS.expired);
    await page.getByRole('button', { name: '创建数字人' }).click();
    const form = page.getByRole('form', { name: '创建数字人' });
    await form.getByLabel('名称').fill('新形象');
    await form.getByLabel(/源视频/).setInputFiles({
      name: 'me.mp4',
      mimeType: 'video/mp4',
      buffer: readFileSync('fixtures/media/avatar-landscape.mp4'),
    });
    await expect(form.getByText(/已上传/)).toBeVisible();
    await form.getByRole('button', { name: '创建', exact: true }).click();
    await expect(toasts(page).getByText('数字人次数已用完')).toBeVisible();
  });

  test('rename through the shared dialog and delete with confirmation', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    const card = page.getByRole('listitem').filter({ hasText: '演播室' });
    await card.getByRole('button', { name: '重命名' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('  ');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('重命名内容不能为空')).toBeVisible();
    await dialog.getByRole('textbox').fill('新演播室');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '新演播室' })).toBeVisible();
    await page.getByRole('listitem').filter({ hasText: '新演播室' }).getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('dialog').getByText('确定删除“新演播室”吗？删除后无法恢复。')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('共 2 个')).toBeVisible();
  });
});

test.describe('voice cloning', () => {
  test('a too-short hi-fi sample is refused before upload; a good one trains to complete', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/voiceclone/index');
    await page.getByRole('button', { name: '克隆声音' }).click();
    const form = page.getByRole('form', { name: '克隆声音' });
    const sample = form.getByLabel(/声音样本/);
    await sample.setInputFiles(wav('short.wav', 5));
    await expect(form.getByRole('alert')).toHaveText('高保真声音样本时长需为 15-60 秒');
    await sample.setInputFiles(wav('long.wav', 70));
    await expect(form.getByRole('alert')).toHaveText('高保真声音样本时长需为 15-60 秒');
    await form.getByRole('radio', { name: /基础版/ }).check({ force: true });
    await sample.setInputFiles(wav('two.wav', 2));
    await expect(form.getByRole('alert')).toHaveText('基础版声音样本时长需为 3-10 秒');
    await form.getByRole('radio', { name: /高保真/ }).check({ force: true });
    await sample.setInputFiles(wav('me.wav', 20));
    await expect(form.getByText('已上传：me.wav (20 秒)')).toBeVisible();
    await form.getByLabel('名称').fill('我的第二个声音');
    await form.getByRole('button', { name: '开始训练' }).click();
    await expect(row(page, '我的第二个声音').getByText('训练中')).toBeVisible();
    await advance(page, 60_000);
    await expect(row(page, '我的第二个声音').getByText('训练完成')).toBeVisible();
  });

  test('the expired member has no voice-clone time left', async ({ page }) => {
    await signIn(page, ACCOUNTS.expired);
    await open(page, '/voiceclone/index');
    await page.getByRole('button', { name: '克隆声音' }).click();
    const form = page.getByRole('form', { name: '克隆声音' });
    await form.getByLabel('名称').fill('新声音');
    await form.getByLabel(/声音样本/).setInputFiles(wav('me.wav', 30));
    await expect(form.getByText('已上传：me.wav (30 秒)')).toBeVisible();
    await form.getByRole('button', { name: '开始训练' }).click();
    await expect(toasts(page).getByText('声音克隆次数已用完')).toBeVisible();
    // Nothing typed is lost: the dialog stays open with its name.
    await expect(form.getByLabel('名称')).toHaveValue('新声音');
  });

  test('a voice in training cannot be used, auditioned, renamed or deleted', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/voiceclone/index');
    const training = row(page, '新训练声音');
    // Use and Listen are disabled, saying why (tests/e2e/voiceTraining.spec.ts); rename and delete say it on a click.
    for (const action of ['使用', '试听']) {
      await expect(training.getByRole('button', { name: action })).toHaveAttribute('aria-disabled', 'true');
      await expect(training.getByRole('button', { name: action })).toHaveAccessibleDescription(
        '该声音仍在训练中，训练完成后才能使用',
      );
    }
    for (const action of ['重命名', '删除']) {
      await training.getByRole('button', { name: action }).click();
      await expect(toasts(page).getByText('该声音仍在训练中，训练完成后才能使用').first()).toBeVisible();
    }
    await expect(page).toHaveURL(/voiceclone\/index$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row(page, '嘈杂录音').getByRole('button', { name: '使用' })).toHaveAccessibleDescription(
      '该声音训练失败，无法使用',
    );
  });

  test('a trained voice is auditioned and used for AI audio', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/voiceclone/index');
    await row(page, '我的声音').getByRole('button', { name: '试听' }).click();
    const player = page.getByLabel('试听', { exact: true }).and(page.locator('audio'));
    await expect(player).toHaveAttribute('src', /voice-sample-2/);
    await row(page, '我的声音').getByRole('button', { name: '使用' }).click();
    await expect(page).toHaveURL(/aiaudio\/aiaudio\?voice=vo1/);
    await expect(page.getByRole('combobox', { name: '声音', exact: true })).toHaveValue('vo1');
    await expect(page.getByText('付费音色，15-3000 字')).toBeVisible();
    await page.getByRole('button', { name: '试听' }).click();
    await expect(page.locator('audio[aria-label="试听"]:visible')).toHaveAttribute('src', /voice-sample-2/);
  });

  test('buying a timbre with enough power asks with its cost, then the voice is paid', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/voiceclone/index');
    await row(page, '轻快女声').getByRole('button', { name: '购买音色' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/需消耗 3000 算力（当前余额：50000）/)).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toasts(page).getByText('音色购买成功，已扣除 3000 算力')).toBeVisible();
    await expect(row(page, '轻快女声').getByText('付费音色')).toBeVisible();
    await expect(row(page, '轻快女声').getByRole('button', { name: '购买音色' })).toHaveCount(0);
  });

  test('buying a timbre with too little power shows the contact-agent dialog', async ({ page }) => {
    await signIn(page, ACCOUNTS.expired);
    await open(page, '/voiceclone/index');
    await row(page, '赵磊的声音').getByRole('button', { name: '购买音色' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('算力不足，请联系客服充值')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '前往个人主页' })).toBeVisible();
  });
});

test('brand flags: no audition on Nova; third-party audio pricing on Acme', async ({ page }) => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  await page.goto(`http://nova.localhost:${port}/#/login`);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/digital$/);
  await open(page, '/voiceclone/index', `http://nova.localhost:${port}/`);
  await expect(row(page, '我的声音').getByRole('button', { name: '使用' })).toBeVisible();
  await expect(row(page, '我的声音').getByRole('button', { name: '试听' })).toHaveCount(0);
  await page.goto(`http://acme.localhost:${port}/#/login`);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/digital$/);
  await open(page, '/aiaudio/aiaudio', `http://acme.localhost:${port}/`);
  await page.getByLabel('文本', { exact: true }).fill('字'.repeat(150));
  await expect(page.getByText('消耗 40 算力（第三方引擎计费）')).toBeVisible();
});

test.describe('AI audio', () => {
  test('text with pauses is generated, shows progress, then plays', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/aiaudio/aiaudio');
    const text = page.getByLabel('文本', { exact: true });
    await text.fill('欢迎大家来到直播间今天我们介绍新品');
    await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(9, 9));
    await page.getByRole('button', { name: '0.3 秒' }).click();
    await page.getByLabel('自定义停顿（秒）').fill('1.25');
    await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
    await page.getByRole('button', { name: '插入', exact: true }).click();
    await expect(text).toHaveValue('欢迎大家来到直播间<#0.3#>今天我们介绍新品<#1.25#>');
    // Typing goes on after the marker.
    await expect(text).toBeFocused();
    expect(await text.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([32, 32]);
    await expect(page.getByText('17 / 270 字')).toBeVisible();
    await page.getByLabel('语速').fill('1.5');
    await page.getByRole('button', { name: '生成音频' }).click();
    await expect(
      page.getByRole('dialog').getByText('使用“Xiaoxiao”合成 17 个字，消耗 10 算力，确定吗？'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    const generated = page.getByRole('row', { name: /今天我们介绍新品/ });
    await expect(generated.getByText(/生成中：0%/)).toBeVisible();
    await advance(page, 2_000);
    await expect(generated.getByText(/生成中：[1-9]\d?%/)).toBeVisible();
    await advance(page, 10_000);
    await expect(generated.getByText('已完成')).toBeVisible();
    await generated.getByRole('button', { name: '播放' }).click();
    const player = page.getByLabel('音频播放器');
    await expect(player).toHaveAttribute('src', /tts-female/);
    await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended)).toBe(true);
    await expect(generated.getByRole('button', { name: '下载' })).toHaveAttribute('href', /tts-female/);
  });

  test('a place chosen in the text right after a pause goes in is kept', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/aiaudio/aiaudio');
    const text = page.getByLabel('文本', { exact: true });
    await text.fill('欢迎大家来到直播间今天我们介绍新品');
    // The pause button pressed, then the cursor put at the end before the browser draws the next frame: the
    // marker's own cursor must not land over it a frame later.
    const where = await text.evaluate(async (el: HTMLTextAreaElement) => {
      el.setSelectionRange(9, 9);
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === '0.3 秒');
      button?.click();
      el.setSelectionRange(el.value.length, el.value.length);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [el.value, el.selectionStart];
    });
    expect(where).toEqual(['欢迎大家来到直播间<#0.3#>今天我们介绍新品', 24]);
  });

  test('each script limit has its message; over-long text is cut on confirm', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/aiaudio/aiaudio');
    const text = page.getByLabel('文本', { exact: true });
    await text.fill('太短了');
    await page.getByRole('button', { name: '生成音频' }).click();
    await expect(page.getByText('文本至少需要 15 个字符')).toBeVisible();
    await text.fill('字'.repeat(300));
    await expect(page.getByText('300 / 270 字')).toBeVisible();
    await page.getByLabel('语速').fill('2.5');
    await expect(page.getByText('语速必须大于0且不超过 2 倍')).toBeVisible();
    await page.getByLabel('语速').fill('1.25');
    await expect(page.getByText('语速最多保留一位小数（步长0.1）')).toBeVisible();
    await page.getByLabel('语速').fill('1');
    await page.getByLabel('自定义停顿（秒）').fill('0.333');
    await page.getByRole('button', { name: '插入', exact: true }).click();
    await expect(page.getByText('停顿最多保留两位小数')).toBeVisible();
    await page.getByRole('button', { name: '生成音频' }).click();
    await expect(toasts(page).getByText('文本超过 270 个字符，已截断至上限')).toBeVisible();
    await expect(page.getByText('270 / 270 字')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    // A paid timbre takes up to 3000.
    await page.getByRole('combobox', { name: '声音', exact: true }).selectOption('vo1');
    await expect(page.getByText('270 / 3000 字')).toBeVisible();
  });

  test('generating with no power left shows the contact-agent dialog', async ({ page }) => {
    await signIn(page, ACCOUNTS.expired);
    await open(page, '/aiaudio/aiaudio');
    await page.getByLabel('文本', { exact: true }).fill('这是一段足够长的测试文本用来生成音频');
    await page.getByRole('button', { name: '生成音频' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('dialog').getByText('算力不足，请联系客服充值')).toBeVisible();
  });

  test('audio older than 48 hours says it expired and cannot be played', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await open(page, '/aiaudio/aiaudio');
    const old = page.getByRole('row', { name: /两天前生成/ });
    await expect(old.getByText('已过期（仅保留48小时）')).toBeVisible();
    await expect(old.getByRole('button', { name: '播放' })).toBeDisabled();
  });
});

// Demo mode, as a sales person runs it: real latency, and data (with the uploaded files, in IndexedDB) kept across a
// reload.
demoTest('demo mode: an uploaded voice still plays after a reload', async ({ page }) => {
  await open(page, '/login');
  await login(page, ACCOUNTS.member);
  await expect(page.getByRole('navigation', { name: /菜单|Menu/ })).toBeVisible();
  await open(page, '/voiceclone/index');
  await page.getByRole('button', { name: '克隆声音' }).click();
  const form = page.getByRole('form', { name: '克隆声音' });
  await form.getByLabel('名称').fill('持久声音');
  // The demo's storage takes its time: the progress bar shows, and the upload can be cancelled.
  await form.getByLabel(/声音样本/).setInputFiles(wav('first.wav', 16));
  await expect(form.getByRole('progressbar')).toBeVisible();
  await expect(form.getByText(/正在上传 first\.wav：\d+%/)).toBeVisible();
  await form.getByRole('button', { name: '取消上传' }).click();
  await expect(form.getByText('已取消上传')).toBeVisible();
  await form.getByLabel(/声音样本/).setInputFiles(wav('mine.wav', 16));
  await expect(form.getByText('已上传：mine.wav (16 秒)')).toBeVisible({ timeout: 10_000 });
  await form.getByRole('button', { name: '开始训练' }).click();
  await expect(row(page, '持久声音')).toBeVisible();
  await advance(page, 61_000);
  await expect(row(page, '持久声音').getByText('训练完成')).toBeVisible();
  await page.reload();
  await row(page, '持久声音').getByRole('button', { name: '试听' }).click();
  const player = page.locator('audio[aria-label="试听"]:visible');
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended)).toBe(true);
});

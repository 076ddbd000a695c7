import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { timeoutOf } from '../../playwright.config';
import { type ServeProcess, startServe, stopServe } from '../fakeServeProcess';
import { editorForm, fillBasics, submitAndConfirm } from './editor';
import { ACCOUNTS, login } from './fixtures';
import { throughFake } from './throughFake';
import { t } from './words';

/**
 * The production build against fake:serve, as a phone or web team sees it: a work made there downloads as a 720p
 * video of the chosen face with its speech as its sound (made by fake:serve itself, mirage/node/nodeVideo.ts).
 */
const PROD = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}/`;
const SANDBOX = 'video-e2e';
const BOX = { 'content-type': 'application/json', 'x-fake-sandbox': SANDBOX };

const test = base.extend<{ serve: ServeProcess }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
  serve: async ({}, use) => {
    // 5 frames a second, as the browser's test mode: the same file with fewer frames, made 5x faster.
    const serve = await startServe(['--video-fps', '5']);
    await use(serve);
    await stopServe(serve);
  },
});

test('a work made through fake:serve downloads as a 720p video of its face, with its speech', async ({
  page,
  serve,
}) => {
  test.setTimeout(timeoutOf(180_000));
  expect((await fetch(`${serve.origin}/__demo/reset`, { method: 'POST', headers: BOX, body: '{}' })).status).toBe(200);
  await throughFake(page, serve, SANDBOX);
  await page.goto(`${PROD}#/login`);
  await login(page, ACCOUNTS.member);
  await expect(page).not.toHaveURL(/#\/login/);
  await page.goto(`${PROD}#/createtask/basic`);
  await expect(editorForm(page)).toBeVisible();
  await fillBasics(page, { name: 'Served video', text: '大家好，欢迎来到我们的直播间。', agreed: true });
  await submitAndConfirm(page);
  await expect(page).toHaveURL(/#\/tasklist\/tasklist/);
  // The fake's clock stands still (--frozen): the edit ends when it is moved on; the video is made meanwhile.
  const moved = await fetch(`${serve.origin}/__demo/advance`, {
    method: 'POST',
    headers: BOX,
    body: JSON.stringify({ ms: 120_000 }),
  });
  expect(moved.status).toBe(200);
  const row = page.getByRole('row', { name: 'Served video' });
  await expect(row.getByText(t('tasklist.status.success'))).toBeVisible({ timeout: timeoutOf(120_000) });
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: t('tasklist.download') }).click();
  const d = await saved;
  expect(d.suggestedFilename()).toBe('Served video.webm');
  const bytes = readFileSync((await d.path()) ?? '');

  const input = new Input({ formats: ALL_FORMATS, source: new BufferSource(bytes) });
  const video = await input.getPrimaryVideoTrack();
  expect([video?.displayWidth, video?.displayHeight]).toEqual([1280, 720]);
  expect((await input.getPrimaryAudioTrack())?.codec).toBe('opus');
  const seconds = await input.computeDuration();
  // Its sound is speech: the browser decodes it, as long as the video, and it is loud where the script is spoken.
  const heard = await page.evaluate(async (b64) => {
    const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const audio = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bin.buffer);
    const ch = audio.getChannelData(0);
    let peak = 0;
    for (const v of ch) peak = Math.max(peak, Math.abs(v));
    return { seconds: audio.duration, peak };
  }, bytes.toString('base64'));
  expect(seconds).toBeGreaterThan(1.5);
  expect(Math.abs(heard.seconds - seconds)).toBeLessThan(0.3);
  expect(heard.peak).toBeGreaterThan(0.1);
});

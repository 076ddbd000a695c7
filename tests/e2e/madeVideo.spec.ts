import { timeoutOf } from '../../playwright.config';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pingPong } from '../../mirage/media/motion';
import { estimateSeconds } from '../../src/domain/script';
import { frameSize, personSize } from '../../src/domain/videoLayout';
import { encoderConfigs, MP4 } from '../../mirage/media/videoFormat';
import { makePng } from '../png';
import { editorForm, fillBasics, submitAndConfirm } from './editor';
import { ACCOUNTS, expect, open, signIn, STUDIO_WAIT, test } from './fixtures';
import { part, t } from './words';

/**
 * The demo's payoff: a made video is a real file of the chosen face speaking the script, MP4 (H.264/AAC) where the
 * browser encodes both and WebM otherwise. The file is downloaded as a person does, then read back in the browser:
 * its length against the editor's estimate, the loudness of its sound track through the script's pause, and the
 * presenter's mouth while speaking and in the pause; and a digital human made from a person's own clip plays that
 * clip, forward then backward.
 */
const advance = (page: Page, ms: number) => page.evaluate((t) => window.__demo?.advance(t), ms);
const form = editorForm;
/** Two sentences with a written pause of 1.5 s between them. */
const SCRIPT = '大家好，欢迎来到我们的直播间。<#1.5#>今天为大家介绍一款全新的智能产品。';
const PAUSE_S = 1.5;

const fill = (page: Page, name: string) => fillBasics(page, { name, text: SCRIPT, agreed: true });

async function submit(page: Page) {
  await submitAndConfirm(page);
  await expect(page).toHaveURL(/#\/tasklist\/tasklist/);
}

/** Ends the work's edit on the clock, waits for the file, and downloads it as a person does. */
async function download(page: Page, name: string): Promise<{ bytes: Buffer; file: string }> {
  await advance(page, 120_000);
  const row = page.getByRole('row', { name });
  // Rendering takes real time (about half the video's length on this machine); the list re-reads meanwhile.
  await expect(row.getByText(t('tasklist.status.success'))).toBeVisible({ timeout: timeoutOf(60_000) });
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: t('tasklist.download') }).click();
  const d = await saved;
  return { bytes: readFileSync((await d.path()) ?? ''), file: d.suggestedFilename() };
}

/** Reads a video file in the page: metadata, its decoded sound, and its frames at chosen times. */
async function read(page: Page, bytes: Buffer, times: number[]) {
  return page.evaluate(
    async ({ b64, times }) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([bin]));
      await new Promise((r, j) => {
        video.onloadeddata = r;
        video.onerror = () => j(new Error('the file does not play'));
      });
      const audio = await new OfflineAudioContext(1, 1, 48_000).decodeAudioData(bin.buffer.slice(0));
      const ch = audio.getChannelData(0);
      const step = Math.round(audio.sampleRate * 0.05);
      const loudness: number[] = [];
      for (let at = 0; at + step <= ch.length; at += step) {
        let sum = 0;
        for (let i = at; i < at + step; i++) sum += ch[i] * ch[i];
        loudness.push(Math.sqrt(sum / step));
      }
      const w = video.videoWidth;
      const h = video.videoHeight;
      // The presenter stands on the bottom edge, a square of 80% of the height (at most 90% of the width); its mouth
      // is around (50%, 64%) of that square.
      const s = Math.min(0.8 * h, 0.9 * w);
      const box = {
        x: Math.round((w - s) / 2 + 0.4 * s),
        y: Math.round(h - s + 0.56 * s),
        w: Math.round(0.2 * s),
        h: Math.round(0.16 * s),
      };
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      const frames: number[][] = [];
      for (const time of times) {
        video.currentTime = time;
        await new Promise((r) => {
          video.onseeked = r;
        });
        // A decoder on another thread (VP9's) may present the frame just after 'seeked': until it does, drawing
        // the video draws nothing, so the frame is drawn again on the next paint until it is there (opaque).
        for (let paint = 0; paint < 60; paint++) {
          ctx.clearRect(0, 0, w, h);
          ctx.drawImage(video, 0, 0);
          if (ctx.getImageData(w >> 1, h >> 1, 1, 1).data[3] === 255) break;
          await new Promise((r) => requestAnimationFrame(r));
        }
        frames.push(Array.from(ctx.getImageData(box.x, box.y, box.w, box.h).data));
      }
      const corner = Array.from(ctx.getImageData(4, 4, 1, 1).data.slice(0, 3));
      return { duration: video.duration, width: w, height: h, loudness, frames, corner };
    },
    { b64: bytes.toString('base64'), times },
  );
}

const diff = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

/** The longest run of near-silence, in 50 ms windows: [start, end) seconds. */
function longestSilence(loudness: number[]): [number, number] {
  const peak = Math.max(...loudness);
  let best: [number, number] = [0, 0];
  let from = -1;
  loudness.forEach((v, i) => {
    if (v < peak * 0.02) {
      if (from < 0) from = i;
      if ((i + 1 - from) * 0.05 > best[1] - best[0]) best = [from * 0.05, (i + 1) * 0.05];
    } else from = -1;
  });
  return best;
}

async function checkSpeakingFile(page: Page, bytes: Buffer) {
  const estimate = estimateSeconds(SCRIPT, 1);
  const first = await read(page, bytes, []);
  expect(Math.abs(first.duration - estimate) / estimate, `${first.duration} s against ${estimate} s`).toBeLessThan(0.1);
  // The sound is speech, then the written pause (silence as long as it), then speech again.
  const [quietFrom, quietTo] = longestSilence(first.loudness);
  expect(quietTo - quietFrom).toBeGreaterThan(PAUSE_S - 0.2);
  expect(quietFrom).toBeGreaterThan(1);
  expect(quietTo).toBeLessThan(first.duration - 1);
  const loudBefore = Math.max(...first.loudness.slice(0, Math.floor(quietFrom / 0.05)));
  const loudAfter = Math.max(...first.loudness.slice(Math.ceil(quietTo / 0.05)));
  expect(loudBefore).toBeGreaterThan(0.05);
  expect(loudAfter).toBeGreaterThan(0.05);
  // Frames: two in the pause (the mouth at rest both times) and the loudest moments of speech (the mouth open).
  const pause = [quietFrom + 0.3, quietTo - 0.3];
  const order = first.loudness.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  const speaking = order.slice(0, 5).map(([, i]) => i * 0.05 + 0.025);
  const r = await read(page, bytes, [...pause, ...speaking]);
  expect(diff(r.frames[0], r.frames[1]), 'the mouth at rest in the pause').toBeLessThan(2);
  const moved = r.frames.slice(2).map((f) => diff(f, r.frames[0]));
  expect(Math.max(...moved), 'the mouth moves while speaking').toBeGreaterThan(10);
  return r;
}

/**
 * The browser's own answer, asked as the studio asks it (mirage/media/videoFormat.ts): does it encode H.264 and AAC
 * at the settings of a 720p video? Debian's Chromium encodes H.264 but not AAC, so there the file is WebM.
 */
async function encodesMp4(page: Page): Promise<boolean> {
  const { width, height } = frameSize('landscape');
  const c = encoderConfigs(MP4, width, height, 25);
  return page.evaluate(
    async ({ video, audio }) =>
      !!(await VideoEncoder.isConfigSupported(video)).supported &&
      !!(await AudioEncoder.isConfigSupported(audio)).supported,
    c,
  );
}

test.describe('a made video', () => {
  test('basic editing: the chosen face speaks the script, with its pause, in an MP4 where the browser encodes one (else WebM) as long as the estimate', async ({
    page,
  }) => {
    test.setTimeout(timeoutOf(120_000));
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/basic');
    await fill(page, 'Spoken video');
    await submit(page);
    const mp4 = await encodesMp4(page);
    const { bytes, file } = await download(page, 'Spoken video');
    if (mp4) {
      expect(file).toBe('Spoken video.mp4');
      // An ISO BMFF file: its first box is 'ftyp'.
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    } else {
      expect(file).toBe('Spoken video.webm');
      // EBML's magic number.
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    }
    const r = await checkSpeakingFile(page, bytes);
    expect([r.width, r.height]).toEqual([frameSize('landscape').width, frameSize('landscape').height]);
  });

  test('advanced editing: vertical, over the chosen background, with the cover and the card where the preview puts them', async ({
    page,
  }) => {
    test.setTimeout(timeoutOf(120_000));
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/senior');
    await fill(page, 'Composed video');
    const f = form(page);
    await f
      .getByLabel(part(t('createtask.bgImageFile')))
      .setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: makePng(1080, 1920, [200, 40, 40]) });
    await f.getByLabel(t('createtask.coverTitle')).fill('Launch day');
    await f.getByRole('checkbox', { name: t('createtask.cardOn') }).check({ force: true });
    await f.getByLabel(t('createtask.cardName')).fill('Jing Chen');
    await f.getByRole('radio', { name: t('createtask.vertical') }).check({ force: true });
    await submit(page);
    const { bytes } = await download(page, 'Composed video');
    const r = await checkSpeakingFile(page, bytes);
    expect([r.width, r.height]).toEqual([frameSize('vertical').width, frameSize('vertical').height]);
    // The background's red fills the frame's corner.
    expect(r.corner[0]).toBeGreaterThan(150);
    expect(r.corner[1]).toBeLessThan(90);
  });

  test("a person's own digital human: its own clip plays under the speech, forward then backward", async ({ page }) => {
    test.setTimeout(timeoutOf(120_000));
    await signIn(page, ACCOUNTS.member);
    // 3 s, 320x180, H.264: a face swaying and bobbing over a plain backdrop (tests/fixtures/README.md).
    const clip = readFileSync('tests/fixtures/presenter-moving.mp4');
    await page.getByRole('button', { name: t('digital.create') }).click();
    const create = page.getByRole('form', { name: t('digital.create') });
    await create.getByLabel(t('digital.name')).fill('Moving presenter');
    await create
      .getByLabel(part(t('digital.video')))
      .setInputFiles({ name: 'me.mp4', mimeType: 'video/mp4', buffer: clip });
    await expect(create.getByText(/me\.mp4.*320 × 180/)).toBeVisible();
    await create.getByRole('button', { name: t('digital.submit'), exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Moving presenter' });
    // Made (its upload in) before the clock moves: a clock moved first leaves its cutout at the start, the clock stopped.
    await expect(card.getByText(t('digital.processing'), { exact: true })).toBeVisible(STUDIO_WAIT);
    await advance(page, 10_000);
    await expect(card.getByText(t('digital.ready'))).toBeVisible();

    await open(page, '/createtask/basic');
    await fillBasics(page, {
      name: 'Own clip video',
      avatar: t('createtask.avatarOption', { name: 'Moving presenter', orientation: t('digital.landscape') }),
      text: SCRIPT,
      agreed: true,
    });
    await submit(page);
    const { bytes, file } = await download(page, 'Own clip video');
    // Test mode renders 5 frames a second (VIDEO_FPS in mirage/media/maker.ts): the clip is 15 of them.
    const fps = 5;
    const n = 3 * fps;
    // Frames of the video in the clip's first pass, and in its first way back (frame 20 shows the clip's frame 8).
    const at = [2, 8, 20].map((f) => (f + 0.5) / fps);
    const { width, height } = frameSize('landscape');
    const size = personSize(width, height);
    // Drawn as the preview shows it: contained at the bottom of the person's square.
    const box = { x: (width - size) / 2, y: height - (size * 180) / 320, w: size, h: (size * 180) / 320 };
    const made = await thumbnails(page, bytes, file.endsWith('.mp4') ? 'video/mp4' : 'video/webm', at, box);
    const upload = await thumbnails(
      page,
      clip,
      'video/mp4',
      Array.from({ length: n }, (_, i) => (i + 0.5) / fps),
      { x: 0, y: 0, w: 320, h: 180 },
    );
    expect(diff(made[0], made[1]), 'the presenter moves').toBeGreaterThan(8);
    at.forEach((time, k) => {
      const f = Math.floor(time * fps);
      const distances = upload.map((u) => diff(made[k], u));
      const best = distances.indexOf(Math.min(...distances));
      // The frame is the upload's own, the one the loop shows then.
      expect(best, `frame ${f}: ${distances.map((d) => d.toFixed(1)).join(' ')}`).toBe(pingPong(f, n));
      expect(distances[best]).toBeLessThan(8);
    });
  });

  test('a render whose worker dies fails its work with the reason, and the next render works', async ({ page }) => {
    test.setTimeout(timeoutOf(150_000));
    await signIn(page, ACCOUNTS.member);
    await open(page, '/createtask/basic');
    // A work named with a render-fail word has the worker rendering it die (fixtures/moderation.json).
    await fill(page, 'Launch renderfail');
    await submit(page);
    await advance(page, 120_000);
    const failed = page.getByRole('row', { name: 'Launch renderfail' });
    // The studio gives up on a worker silent for 10 s (mirage/media/studioWorker.ts).
    await expect(failed.getByText(t('tasklist.status.editFailed'))).toBeVisible({ timeout: timeoutOf(60_000) });
    await expect(failed.getByText(t('server.taskReasonRenderStopped'))).toBeVisible();
    await expect(failed.getByRole('link', { name: t('tasklist.resubmit') })).toBeVisible();
    // A new worker takes the next render.
    await open(page, '/createtask/basic');
    await fill(page, 'After the failure');
    await submit(page);
    const { bytes } = await download(page, 'After the failure');
    const r = await read(page, bytes, []);
    expect(r.duration).toBeGreaterThan(3);
    expect([r.width, r.height]).toEqual([frameSize('landscape').width, frameSize('landscape').height]);
  });
});

/** A video's region `box` at `times`, each scaled to 64x36 pixels (RGBA), read in the page. */
async function thumbnails(
  page: Page,
  bytes: Buffer,
  type: string,
  times: number[],
  box: { x: number; y: number; w: number; h: number },
) {
  return page.evaluate(
    async ({ b64, type, times, box }) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type }));
      await new Promise((r, j) => {
        video.onloadeddata = r;
        video.onerror = () => j(new Error('the file does not play'));
      });
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 36;
      const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      const out: number[][] = [];
      for (const time of times) {
        video.currentTime = time;
        await new Promise((r) => {
          video.onseeked = r;
        });
        // As in read(): drawn again on the next paint until the decoder has presented the frame (opaque).
        for (let paint = 0; paint < 60; paint++) {
          ctx.clearRect(0, 0, 64, 36);
          ctx.drawImage(video, box.x, box.y, box.w, box.h, 0, 0, 64, 36);
          if (ctx.getImageData(32, 18, 1, 1).data[3] === 255) break;
          await new Promise((r) => requestAnimationFrame(r));
        }
        out.push(Array.from(ctx.getImageData(0, 0, 64, 36).data));
      }
      return out;
    },
    { b64: bytes.toString('base64'), type, times, box },
  );
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { timeoutOf } from '../../playwright.config';
import { SEEDED_TEXTS } from '../../mirage/seededTexts';
import { seededName } from '../../mirage/seededNames';
import { estimateSeconds } from '../../src/domain/script';
import { speechParts } from '../../src/domain/speech';
import { LAYOUT } from '../../src/domain/videoLayout';
import { ACCOUNTS, expect, freshPage, login, open, test } from './fixtures';
import { taskName } from './seeded';
import { en, t } from './words';

/**
 * The seeded works a prospect plays first are real made videos in the language on show: in an English console the
 * New product intro and the advanced Livestream preview download as two different files, each speaking and
 * subtitled in English, the advanced one over its background with its cover title, cover image and card; a scene's
 * work and the seeded customer read in English there and in Chinese in a Chinese console.
 */
const advance = (page: Page, ms: number) => page.evaluate((v) => window.__demo?.advance(v), ms);
const scene = (page: Page, name: 'videoRenders' | 'outOfPower') => page.evaluate((n) => window.__demo?.scene(n), name);

/** Waits for the work's file and downloads it as a person does (as tests/e2e/madeVideo.spec.ts does). */
async function download(page: Page, name: string): Promise<Buffer> {
  const row = page.getByRole('row', { name });
  await expect(row.getByText(en('tasklist.status.success'))).toBeVisible({ timeout: timeoutOf(60_000) });
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: en('tasklist.download') }).click();
  return readFileSync((await (await saved).path()) ?? '');
}

/** The subtitle's font, as mirage/media/compose.ts draws it. */
const SANS = '"Noto Sans CJK SC", "WenQuanYi Micro Hei", "PingFang SC", "Microsoft YaHei", sans-serif';

/**
 * Reads a made file in the page at `time`: its length, a few pixels where the advanced parts sit, and how well the
 * subtitle band's white letters overlap each of `captions` drawn as the renderer draws a subtitle (intersection over
 * union of the white pixels: the line the video shows matches its own drawing, not another language's).
 */
async function read(page: Page, bytes: Buffer, time: number, captions: string[]) {
  return page.evaluate(
    async ({ b64, time, captions, caption, SANS }) => {
      const bin = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([bin], { type: 'video/webm' }));
      await new Promise((r, j) => {
        video.onloadeddata = r;
        video.onerror = () => j(new Error('the file does not play'));
      });
      video.currentTime = time;
      await new Promise((r) => {
        video.onseeked = r;
      });
      const w = video.videoWidth;
      const h = video.videoHeight;
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
      ctx.drawImage(video, 0, 0);
      const px = (x: number, y: number) => Array.from(ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data);
      // The subtitle's box at its tallest (two lines), below the card.
      const size = Math.round(caption.font * w);
      const band = Math.floor(h * (1 - caption.bottom) - 2 * size * caption.lineHeight - 2 * size * 0.15);
      const white = (d: Uint8ClampedArray) => {
        const out: boolean[] = [];
        for (let i = 0; i < d.length; i += 4) out.push(Math.min(d[i], d[i + 1], d[i + 2]) > 200);
        return out;
      };
      const shown = white(ctx.getImageData(0, band, w, h - band).data);
      // Each candidate line drawn alone, white on black, where the renderer puts a subtitle of one or two lines.
      const overlap = captions.map((text) => {
        const c = document.createElement('canvas');
        c.width = w;
        c.height = h;
        const g = c.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
        const font = size;
        const lineH = font * caption.lineHeight;
        const padX = font * 0.45;
        const padY = font * 0.15;
        g.font = `${font}px ${SANS}`;
        const max = w * (1 - 2 * caption.side) - 2 * padX;
        const tokens =
          text.match(
            /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*|\s+/gu,
          ) ?? [];
        const lines: string[] = [];
        let line = '';
        for (const tk of tokens) {
          if (line && g.measureText(line + tk).width > max) {
            lines.push(line.trimEnd());
            line = tk.trimStart();
          } else line += tk;
        }
        if (line.trim()) lines.push(line.trimEnd());
        const kept = lines.slice(0, caption.lines);
        const top = h - caption.bottom * h - (kept.length * lineH + 2 * padY);
        g.fillStyle = '#000';
        g.fillRect(0, 0, w, h);
        g.fillStyle = '#fff';
        g.textAlign = 'center';
        g.textBaseline = 'middle';
        kept.forEach((l, i) => {
          g.fillText(l, w / 2, top + padY + lineH * (i + 0.5));
        });
        const drawn = white(g.getImageData(0, band, w, h - band).data);
        let both = 0;
        let either = 0;
        drawn.forEach((d, i) => {
          if (d && shown[i]) both++;
          if (d || shown[i]) either++;
        });
        return either ? both / either : 0;
      });
      let titleInk = 0;
      const title = ctx.getImageData(
        Math.round(w * 0.2),
        Math.round(h * 0.04),
        Math.round(w * 0.55),
        Math.round(h * 0.06),
      );
      for (let i = 0; i < title.data.length; i += 4)
        if (Math.min(title.data[i], title.data[i + 1], title.data[i + 2]) > 220) titleInk++;
      return {
        duration: video.duration,
        overlap,
        corner: px(4, 4),
        // The cover image's top-left corner, inside its white frame (top right of the picture, 18% of its width).
        cover: px(w * (1 - 0.04 - 0.18) + 6, h * 0.04 + 6),
        // The card's padding, left of its name, 4% in from the left and just above its bottom (17% up).
        card: px(w * 0.04 + 8, h * (1 - 0.17) - 6),
        titleInk,
      };
    },
    { b64: bytes.toString('base64'), time, captions, caption: LAYOUT.caption, SANS },
  );
}

const firstLine = (text: string) => {
  const first = speechParts(text)[0];
  return 'say' in first ? first.say : '';
};
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

test('in English, the seeded works are two different English videos, the advanced one with its parts', async ({
  browser,
}) => {
  test.setTimeout(timeoutOf(150_000));
  const page = await freshPage(browser, 'en-US');
  await open(page, '/login');
  await login(page, ACCOUNTS.member);
  await expect(page).not.toHaveURL(/#\/login/);
  await open(page, '/tasklist/tasklist');
  // The Livestream preview ends its edit on the clock; both files are made in the browser meanwhile.
  await advance(page, 120_000);
  const intro = await download(page, taskName('tk1', 'en'));
  const live = await download(page, taskName('tk2', 'en'));
  expect(sha(intro)).not.toBe(sha(live));
  const texts = [SEEDED_TEXTS.introScript, SEEDED_TEXTS.liveScript];
  const [a, b] = [
    await read(page, intro, 0.6, [firstLine(texts[0].en), firstLine(texts[0].zh)]),
    await read(page, live, 0.6, [firstLine(texts[1].en), firstLine(texts[1].zh)]),
  ];
  // Each is as long as its own English script: two lengths.
  for (const [r, text] of [
    [a, texts[0]],
    [b, texts[1]],
  ] as const)
    expect(Math.abs(r.duration / estimateSeconds(text.en, 1) - 1), `${r.duration} s`).toBeLessThan(0.12);
  expect(Math.abs(a.duration - b.duration)).toBeGreaterThan(0.5);
  // The subtitle on screen is the English line, drawn; it is not the Chinese one.
  for (const r of [a, b]) {
    expect(r.overlap[0], `${r.overlap}`).toBeGreaterThan(0.3);
    expect(r.overlap[0], `${r.overlap}`).toBeGreaterThan(3 * r.overlap[1]);
  }
  // The advanced one: the studio's purple background at the corner, the mug's orange cover, the card's white, the
  // cover title's white letters; the basic one has none of them (the studio backdrop's dark blue there).
  expect(b.corner[2]).toBeGreaterThan(90);
  expect(b.corner[1]).toBeLessThan(60);
  expect(a.corner[2]).toBeLessThan(70);
  expect(b.cover[0]).toBeGreaterThan(200);
  expect(b.cover[2]).toBeLessThan(150);
  expect(a.cover[0]).toBeLessThan(150);
  expect(Math.min(...b.card.slice(0, 3))).toBeGreaterThan(220);
  expect(Math.min(...a.card.slice(0, 3))).toBeLessThan(150);
  expect(b.titleInk).toBeGreaterThan(100);
  expect(a.titleInk).toBe(0);
  await page.context().close();
});

for (const lang of ['en', 'zh'] as const) {
  test(`a scene's work and the seeded customer read in ${lang === 'en' ? 'English' : 'Chinese'}`, async ({
    browser,
  }) => {
    const page = await freshPage(browser, lang === 'en' ? 'en-US' : 'zh-CN');
    await open(page, '/login');
    await page.waitForFunction(() => Boolean(window.__demo?.scene));
    const other = lang === 'en' ? 'zh' : 'en';
    await scene(page, 'videoRenders');
    await expect(page.getByRole('row', { name: seededName('春季新品发布', lang) })).toBeVisible();
    await expect(page.getByRole('row', { name: seededName('春季新品发布', other) })).toHaveCount(0);
    await scene(page, 'outOfPower');
    await expect(page.getByRole('heading', { level: 1, name: t('route.myClientDetail', {}, lang) })).toBeVisible();
    await expect(page.getByText(seededName('林晓', lang)).first()).toBeVisible();
    await expect(page.getByText(seededName('林晓', other))).toHaveCount(0);
    await page.context().close();
  });
}

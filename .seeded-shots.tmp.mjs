// Downloads the seeded works in an English demo (demo mode, 25 fps) and screenshots My works at 1440 px.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { chromiumLaunchOptions } from '/work/wt-seeded-works/scripts/chromium.mjs';
const base = 'http://localhost:5201/';
const browser = await chromium.launch(chromiumLaunchOptions);
const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 }, acceptDownloads: true });
const page = await context.newPage();
await page.goto(`${base}#/login`);
await page.waitForFunction(() => window.__demo);
await page.getByRole('textbox', { name: /mobile/i }).fill('13800000005');
await page.getByRole('textbox', { name: /^password$/i }).fill('demo123');
await page.getByRole('checkbox').first().check({ force: true });
await page.getByRole('button', { name: /^sign in$/i }).click();
await page.waitForURL(/#\/(?!login)/);
await page.goto(`${base}#/tasklist/tasklist`);
await page.evaluate(() => window.__demo.advance(120000));
const row = (n) => page.getByRole('row', { name: n });

for (const n of ['New product intro', 'Livestream preview']) await row(n).getByText('Ready', { exact: true }).waitFor({ timeout: 500000 });
await page.mouse.move(0, 0);
await page.waitForTimeout(1500);
await page.screenshot({ path: '/work/shots/seeded-works-1440-en.png' });
for (const [n, f] of [['New product intro', 'seeded-basic-en.webm'], ['Livestream preview', 'seeded-advanced-en.webm']]) {
  const saved = page.waitForEvent('download');
  await row(n).getByRole('button', { name: 'Download' }).click();
  const d = await saved;
  await d.saveAs(`/work/shots/${f}`);
  console.log(n, '->', d.suggestedFilename());
}
await browser.close();

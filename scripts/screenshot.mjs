// Takes a screenshot of a page of the served demo: node scripts/screenshot.mjs URL OUT.png [width] [height] [locale]
// LOGIN=13800000005 signs in first. Used to look at the console as a person would.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
const [, , url, out, w = '1440', h = '900', lang = 'zh-CN'] = process.argv;
const b = await chromium.launch(chromiumLaunchOptions);
const p = await b.newPage({ viewport: { width: +w, height: +h }, locale: lang });
p.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text());
});
p.on('pageerror', (e) => console.log('pageerror', e.message));
await p.addInitScript(() => sessionStorage.setItem('console.mode', 'test'));
await p.goto(url);
await p.waitForTimeout(1500);
if (process.env.LOGIN) {
  const f = p.getByRole('form', { name: /^(登录|Sign in)$/ });
  await f.getByRole('textbox', { name: /手机号|Mobile/ }).fill(process.env.LOGIN);
  await f.getByRole('textbox', { name: /^(密码|Password)$/ }).fill('demo123');
  await f.getByRole('checkbox').check({ force: true });
  await f.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
  await p.waitForTimeout(1500);
}
await p.screenshot({ path: out, fullPage: true });
console.log('url', p.url());
await b.close();

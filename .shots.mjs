import { chromium } from '@playwright/test';
import { startServer } from './bench/server.mjs';
const s = await startServer('/work/main/dist', 4331);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [lang, w, h] of [['zh', 1440, 900], ['en', 390, 844]]) {
  for (const held of [true, false]) {
    const ctx = await b.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: w, height: h } });
    await ctx.addCookies([{ name: 'Admin-Token', value: 'x', domain: 'localhost', path: '/' }, { name: 'Auth-Ids', value: encodeURIComponent(JSON.stringify({ userId: 'b1', tokenId: 't' })), domain: 'localhost', path: '/' }]);
    await ctx.addInitScript((l) => localStorage.setItem('console.language', l), lang);
    const p = await ctx.newPage();
    if (held) await p.route(/assets\/index-.*\.js/, () => {});
    await p.goto('http://localhost:4331/#/voiceclone/index');
    await p.waitForTimeout(held ? 800 : 3000);
    await p.screenshot({ path: `/tmp/shot-${lang}-${w}-${held ? 'frame' : 'console'}.png` });
    await ctx.close();
  }
}
await b.close(); s.close();

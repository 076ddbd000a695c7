// npm run shots: screenshots of every page, for each role, at 1440 and 390 px, in zh and en, from the built demo
// (npm run build:demo first) in headless Chromium, into shots/ (git-ignored). For looking at the console as its people
// do; nothing is compared. Options (environment): SHOTS_ROLES=member,agent SHOTS_LANGS=en SHOTS_WIDTHS=390
// SHOTS_PAGES=digital,personal SHOTS_PORT=4190 SHOTS_OUT=shots CHROMIUM_PATH=/usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from './chromium.mjs';

const PORT = Number(process.env.SHOTS_PORT ?? 4190);
const OUT = process.env.SHOTS_OUT ?? 'shots';
const BASE = `http://localhost:${PORT}/`;
const list = (name, all) => (process.env[name] ? process.env[name].split(',') : all);

/** The demo accounts by role (fixtures/demo.json, with their numbers from fixtures/accounts.json), and the visitor. */
const fixture = (name) => JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));
const mobiles = new Map(fixture('accounts').map((a) => [a.id, a.mobile]));
const ROLES = {
  visitor: '',
  ...Object.fromEntries(Object.entries(fixture('demo').accounts).map(([role, id]) => [role, mobiles.get(id)])),
};
/** Every page of the console; a role that may not open one is sent to 401, and that shot is not kept. */
const PAGES = {
  digital: '/digital',
  voiceclone: '/voiceclone/index',
  createtaskBasic: '/createtask/basic',
  createtaskSenior: '/createtask/senior',
  aiaudio: '/aiaudio/aiaudio',
  tasklist: '/tasklist/tasklist',
  personal: '/personal/personal',
  overview: '/usermanage/usermanage',
  myClient: '/usermanage/myClient',
  clientDetail: 'first-client',
  proxyUser: '/usermanage/proxyUser',
  setPackage: '/usermanage/setPackage',
  bossAssistant: '/usermanage/setApplication/bossAssistant',
  createUser: '/usermanage/create',
  createTiepai: '/usermanage/createTiepai',
  notFound: '/404',
};
const VISITOR_PAGES = { login: '/login', register: '/login?mode=register', notFound: '/404' };

const roles = list('SHOTS_ROLES', Object.keys(ROLES));
const langs = list('SHOTS_LANGS', ['zh', 'en']);
const widths = list('SHOTS_WIDTHS', ['1440', '390']).map(Number);
const only = process.env.SHOTS_PAGES?.split(',');

/** The pictures of the page have arrived and nothing is loading. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('main .bp6-spinner, .boot-spinner'), null, { timeout: 5000 })
    .catch(() => {});
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((i) =>
        i.complete ? null : new Promise((r) => i.addEventListener('load', r, { once: true })),
      ),
    ),
  );
  await page.waitForTimeout(150);
}

async function openPath(page, path) {
  await page.goto(`${BASE}#${path}`);
  await settle(page);
}

async function shootRole(browser, role, lang, width) {
  const context = await browser.newContext({
    viewport: { width, height: width > 800 ? 900 : 844 },
    deviceScaleFactor: 1,
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
  });
  // Test mode: no latency and the clock stopped, so the shots are the same on every run.
  await context.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
  const page = await context.newPage();
  let taken = 0;
  await page.goto(`${BASE}#/login`);
  await page.waitForFunction(() => Boolean(window.__demo?.link));
  const mobile = ROLES[role];
  if (mobile) {
    await page.evaluate((m) => window.__demo.signIn(m), mobile);
    await openPath(page, '/digital');
    // The language as a person picks it in the top bar (saved to the account).
    const select = page.locator('select[aria-label="语言"], select[aria-label="Language"]').first();
    if ((await select.inputValue().catch(() => lang)) !== lang) await select.selectOption(lang);
  } else {
    const select = page.locator('select').first();
    await select.selectOption(lang).catch(() => {});
  }
  const pages = mobile ? PAGES : VISITOR_PAGES;
  for (const [name, path] of Object.entries(pages)) {
    if (only && !only.includes(name)) continue;
    let target = path;
    if (path === 'first-client') {
      await openPath(page, PAGES.myClient);
      if (page.url().endsWith('/401')) continue;
      const href = await page
        .locator('a[href*="/usermanage/myClientDetail/"]')
        .first()
        .getAttribute('href', { timeout: 3000 })
        .catch(() => null);
      if (!href) continue;
      target = href.replace(/^.*#/, '');
    }
    await openPath(page, target);
    if (mobile && name !== 'notFound' && /#\/(401|404|login)/.test(page.url())) continue;
    await page.screenshot({ path: join(OUT, `${role}-${lang}-${width}-${name}.png`) });
    taken++;
  }
  await context.close();
  return taken;
}

const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--outDir', 'dist-demo', '--port', String(PORT), '--strictPort'],
  {
    stdio: 'ignore',
  },
);
try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(BASE).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  let total = 0;
  for (const role of roles)
    for (const lang of langs)
      for (const width of widths) {
        const n = await shootRole(browser, role, lang, width);
        total += n;
        console.log(`${role} ${lang} ${width}px: ${n} shots`);
      }
  await browser.close();
  console.log(`${total} shots in ${OUT}/`);
} finally {
  server.kill();
}

import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, freshPage, test } from './fixtures';
import { en, t } from './words';

/**
 * The demo link a prospect opens: short enough for a chat message with any logo the studio accepts, the brand, logo,
 * account, page and language as prepared, and none of the presenter's tools. Where the Demo button shows, it never
 * covers a control: the page column ends above it.
 */

/** A photo-like 256-pixel PNG of about 84 kB, drawn in the page (noise does not compress). */
const bigLogo = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 256;
    c.height = 256;
    const g = c.getContext('2d');
    if (!g) throw new Error('no canvas');
    const img = g.createImageData(256, 256);
    let x = 7;
    for (let i = 0; i < img.data.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      img.data[i] = i % 4 === 3 ? 255 : (((i >> 2) % 256) + (x % 90)) & 255;
    }
    g.putImageData(img, 0, 0);
    return c.toDataURL('image/png');
  });

/**
 * The controls under the Demo button: every point of a grid over it, and what lies beneath there (clipped content is
 * not hit there, so a control scrolled out of the page column's sight does not count).
 */
const controlsUnderDemoButton = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const entry = document.querySelector<HTMLElement>('.demo-entry');
    if (!entry) return ['(no Demo button)'];
    const r = entry.getBoundingClientRect();
    const found = new Set<string>();
    for (let i = 0; i <= 6; i++)
      for (let j = 0; j <= 3; j++) {
        const x = r.left + ((r.width - 1) * i) / 6;
        const y = r.top + ((r.height - 1) * j) / 3;
        for (const el of document.elementsFromPoint(x, y)) {
          if (entry.contains(el)) continue;
          const control = el.closest(
            'button, a[href], input, select, textarea, [role="button"], [role="link"], [role="tab"], [tabindex="0"]',
          );
          if (control) found.add(control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName);
        }
      }
    return [...found];
  });

/** The page column scrolled from top to bottom, a screen at a time: the controls the button covered on the way. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  for (let step = 0; step < 40; step++) {
    for (const c of await controlsUnderDemoButton(page)) covered.add(c);
    const more = await page.evaluate(() => {
      const main = document.querySelector('.layout-main');
      if (!main || main.scrollTop + main.clientHeight >= main.scrollHeight - 1) return false;
      main.scrollTop += main.clientHeight / 2;
      return true;
    });
    if (!more) break;
  }
  return [...covered];
}

test('a demo link with an 84 kB logo fits in 2,000 characters and opens, on a phone, without the presenter’s tools', async ({
  page,
  browser,
}) => {
  await page.goto('/#/login');
  await page.waitForFunction(() => window.__demo);
  const logo = await bigLogo(page);
  // 84 kB or so of picture: the studio accepts it (up to 500 kB).
  expect(Buffer.from(logo.split(',')[1] ?? '', 'base64').length).toBeGreaterThan(80_000);
  await page.evaluate(
    (l) =>
      window.__demo?.brand({
        name: { zh: '紫光影像', en: 'Violet Vision' },
        color: '#7b2ff7',
        logo: l,
        language: 'en',
      }),
    logo,
  );
  // Through the drawer, as a salesperson makes it: the link and what the toast says of it.
  await page.evaluate((m) => window.__demo?.signIn(m), ACCOUNTS.member);
  await page.evaluate(() => {
    window.location.hash = '#/voiceclone/index';
  });
  await page.getByRole('button', { name: en('demo.button') }).click();
  const drawer = page.getByRole('dialog', { name: en('demo.title') });
  await expect(drawer.getByRole('checkbox', { name: en('studio.linkTools') })).not.toBeChecked();
  await drawer.getByRole('button', { name: en('studio.copyLink') }).click();
  const url = await drawer.getByRole('textbox', { name: en('studio.linkField') }).inputValue();
  expect(url).toMatch(/\?demo=1\./);
  expect(url.length).toBeLessThanOrEqual(2000);

  const phone = await browser.newContext({ locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true });
  const prospect = await phone.newPage();
  await prospect.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
  await prospect.goto(url);
  // Account, page, language and brand as prepared.
  await expect(prospect.getByRole('heading', { level: 1, name: en('route.voiceclone') })).toBeVisible();
  await expect(prospect.locator('html')).toHaveAttribute('lang', 'en');
  await expect(prospect).toHaveTitle(`${en('route.voiceclone')} - Violet Vision`);
  const shownLogo = await prospect.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href);
  expect(shownLogo).toMatch(/^data:image\/webp;base64,/);
  expect(
    await prospect.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim()),
  ).toBe('#7b2ff7');
  // No presenter's tools, through a reload too.
  await expect(prospect.getByRole('button', { name: en('demo.button') })).toHaveCount(0);
  await prospect.reload();
  await expect(prospect.getByRole('heading', { level: 1, name: en('route.voiceclone') })).toBeVisible();
  await expect(prospect.getByRole('button', { name: en('demo.button') })).toHaveCount(0);
  // The presenter brings them back with Alt+Shift+D; where it shows, the button covers no control of the page.
  await expect(prospect.locator('html')).toHaveAttribute('data-demo-tools', 'hidden');
  await prospect.keyboard.press('Alt+Shift+KeyD');
  await expect(prospect.getByRole('button', { name: en('demo.button') })).toBeVisible();
  expect(await coveredWhileScrolling(prospect)).toEqual([]);
  await prospect.keyboard.press('Alt+Shift+KeyD');
  await expect(prospect.getByRole('button', { name: en('demo.button') })).toHaveCount(0);
  await phone.close();
});

test('a link made with the presenter’s tools, or opened with ?demoTools=1, shows them', async ({ page, browser }) => {
  await page.goto('/#/login');
  await page.waitForFunction(() => window.__demo);
  const withTools = await page.evaluate(
    (m) => window.__demo?.link({ account: m, page: '/digital', tools: true }),
    ACCOUNTS.member,
  );
  const plain = await page.evaluate((m) => window.__demo?.link({ account: m, page: '/digital' }), ACCOUNTS.member);
  for (const url of [withTools ?? '', `${plain}&demoTools=1`]) {
    const fresh = await freshPage(browser, 'zh-CN');
    await fresh.goto(url);
    await expect(fresh.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
    await expect(fresh.getByRole('button', { name: t('demo.button') })).toBeVisible();
    await fresh.context().close();
  }
});

for (const view of [
  { name: 'a phone, the voice list', width: 390, height: 844, account: ACCOUNTS.member, path: '/voiceclone/index' },
  {
    name: 'a desktop, the client list and its pager',
    width: 1440,
    height: 900,
    account: ACCOUNTS.agent,
    path: '/usermanage/myClient',
  },
  { name: 'a phone, the client list', width: 390, height: 844, account: ACCOUNTS.agent, path: '/usermanage/myClient' },
  {
    name: 'a desktop, the personal page',
    width: 1440,
    height: 700,
    account: ACCOUNTS.member,
    path: '/personal/personal',
  },
]) {
  test(`on ${view.name}, the Demo button covers no control, from the top of the page to its end`, async ({ page }) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.goto('/#/login');
    await page.waitForFunction(() => window.__demo);
    await page.evaluate((m) => window.__demo?.signIn(m), view.account);
    await page.evaluate((p) => {
      window.location.hash = `#${p}`;
    }, view.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t('demo.button') })).toBeVisible();
    // The list has drawn its rows (and its pager) before the page is looked at.
    await page.waitForLoadState('networkidle');
    expect(await coveredWhileScrolling(page)).toEqual([]);
  });
}

test('on a short phone, a dialog’s last buttons are never under the Demo button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/#/login');
  await page.waitForFunction(() => window.__demo);
  await page.evaluate((m) => window.__demo?.signIn(m), ACCOUNTS.member);
  await page.evaluate(() => {
    window.location.hash = '#/voiceclone/index';
  });
  await page.getByRole('button', { name: t('voice.create') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const covered = new Set(await controlsUnderDemoButton(page));
  await page.evaluate(() => {
    for (const c of document.querySelectorAll('.bp6-overlay-scroll-container')) c.scrollTop = c.scrollHeight;
  });
  for (const c of await controlsUnderDemoButton(page)) covered.add(c);
  expect([...covered]).toEqual([]);
});

for (const mode of ['sign-in', 'registration'] as const) {
  test(`on a short phone, the ${mode} form’s controls are never under the Demo button`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto(mode === 'registration' ? '/#/login?mode=register' : '/#/login');
    await expect(page.getByRole('button', { name: t('demo.button') })).toBeVisible();
    const covered = new Set<string>();
    for (let step = 0; step < 20; step++) {
      for (const c of await controlsUnderDemoButton(page)) covered.add(c);
      // The page scrolls in the window, or (registration) in its own box above the button's strip.
      const more = await page.evaluate(() => {
        const box = document.querySelector('.login-page');
        const scroller = box && box.scrollHeight > box.clientHeight + 1 ? box : document.scrollingElement;
        if (!scroller || scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return false;
        scroller.scrollTop += scroller.clientHeight / 3;
        return true;
      });
      if (!more) break;
    }
    expect([...covered]).toEqual([]);
  });
}

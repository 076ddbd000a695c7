import type { Page, Route } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  live,
  login,
  loginForm,
  settled,
  signIn,
  test,
  transitionsEnded,
  wholeSheet,
} from './fixtures';
import { begins, en, part, t } from './words';
import { brandName } from './seeded';

/**
 * The first screen is HTML (docs/architecture.md): the sign-in page and the console frame are in index.html, picked
 * before the first paint by an inline script, and the console takes them over when its script arrives.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const at = (host: string, path: string) => `http://${host}:${PORT}/#${path}`;

/**
 * Holds the console's main script until `release()` (the page shows only what index.html carries meanwhile). The
 * entry is the one script index.html names with a src.
 */
async function holdMainScript(page: Page): Promise<() => Promise<void>> {
  let held: Route | null = null;
  let arrived: () => void = () => {};
  const seen = new Promise<void>((r) => {
    arrived = r;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => {
    held = route;
    arrived();
  });
  return async () => {
    await seen;
    await held?.continue();
    await page.unroute(/\/assets\/index-[^/]*\.js$/);
  };
}

/** The console has taken the page over: start-up marks the document with its mode once it has. */
/** The errors the page logs from now on (the first screen logs a mismatch as an error tagged [first screen]). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of ['zh-CN', 'en-US']) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`the sign-in form is there and labelled, in zh and en, with a line saying the console needs script (${locale})`, async ({
        page,
      }) => {
        await page.goto(at('localhost', '/login'));
        const zh = page.getByRole('form', { name: t('login.submit') });
        const en = page.getByRole('form', { name: 'Sign in' });
        await expect(zh.getByRole('textbox', { name: t('login.mobile') })).toBeVisible();
        await expect(zh.getByRole('textbox', { name: t('login.password') })).toBeVisible();
        await expect(zh.getByRole('link', { name: t('login.userAgreement') })).toBeVisible();
        await expect(zh.getByRole('link', { name: t('login.privacyPolicy') })).toBeVisible();
        await expect(en.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
        await expect(en.getByRole('textbox', { name: 'Password' })).toBeVisible();
        await expect(en.getByRole('link', { name: 'User Agreement' })).toBeVisible();
        await expect(en.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
        await expect(page.getByRole('note')).toBeVisible();
        await expect(page.getByRole('note')).toContainText(t('firstScreen.needsScript'));
        await expect(page.getByRole('note')).toContainText('This console needs JavaScript');
        // The first visit's page names no brand.
        await expect(
          page.getByRole('heading', { name: t('login.title', { brand: t('app.defaultName') }) }),
        ).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Sign in to Console' })).toBeVisible();
        await expect(page.getByRole('progressbar')).toBeHidden();
      });
    });
  }
});

/**
 * Before the page's own scripts: records every text, image and document title the page ever shows (each node the
 * parser or a script puts in, each text and src change), so a test can fail on one that should never be seen.
 * Text in <noscript>, <template>, <script>, <style> is not shown, and option names are each language's own name.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const hidden = (n: Node | null): boolean => {
      for (let e = n instanceof Element ? n : (n?.parentElement ?? null); e; e = e.parentElement)
        if (['NOSCRIPT', 'TEMPLATE', 'SCRIPT', 'STYLE', 'OPTION'].includes(e.tagName)) return true;
      return false;
    };
    const note = (n: Node) => {
      if (hidden(n)) return;
      if (n.nodeType === Node.TEXT_NODE) {
        const t = n.textContent?.trim();
        if (t) seen.push(n.parentElement?.tagName === 'TITLE' ? `title:${t}` : `text:${t}`);
      } else if (n instanceof Element) {
        if (n instanceof HTMLImageElement) seen.push(`img:${n.getAttribute('src')}`);
        const bg = n instanceof HTMLElement ? n.style.backgroundImage : '';
        if (bg) seen.push(`bg:${bg}`);
        for (const c of n.childNodes) note(c);
      }
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList') for (const n of r.addedNodes) note(n);
        else if (r.type === 'characterData') note(r.target);
        else if (r.target instanceof Element) note(r.target);
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['src', 'style'],
    });
  });
}
const seenIn = (page: Page) => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);

const BRANDS = {
  localhost: { name: brandName(), logo: 'brands/default/' },
  'acme.localhost': { name: brandName('ACME'), logo: 'brands/acme/' },
  'nova.localhost': { name: brandName('NOVA'), logo: 'brands/nova/' },
} as const;

for (const host of ['acme.localhost', 'nova.localhost'] as const) {
  test(`${host}: no frame ever shows another brand or the other language, first visit and next`, async ({ page }) => {
    await recordFrames(page);
    const others = Object.entries(BRANDS).filter(([h]) => h !== host);
    const check = async () => {
      const seen = await seenIn(page);
      expect(seen.length).toBeGreaterThan(5);
      for (const [, b] of others) {
        expect(seen.filter((s) => s.includes(b.name))).toEqual([]);
        expect(seen.filter((s) => s.includes(b.logo))).toEqual([]);
      }
      // zh-CN visitor: nothing of the English page.
      expect(seen.filter((s) => /Sign in|Mobile number|Password|Console/.test(s))).toEqual([]);
      return seen;
    };
    // First visit: a neutral mark and no brand name until the brand answers.
    await page.goto(at(host, '/login'));
    await expect(page.getByRole('heading', { name: t('login.title', { brand: BRANDS[host].name }) })).toBeVisible();
    const first = await check();
    const neutral = `text:${t('login.title', { brand: t('app.defaultName') })}`;
    expect(first).toContain(neutral);
    expect(first.some((s) => s.startsWith('img:data:image/png'))).toBe(true);
    // Next visit: the brand is known from the first paint on; the neutral title is never shown.
    await page.reload();
    await live(page);
    const next = await check();
    expect(next.filter((s) => s === neutral)).toEqual([]);
    expect(next.filter((s) => s.startsWith('img:data:'))).toEqual([]);
    expect(next).toContain(`text:${t('login.title', { brand: BRANDS[host].name })}`);
  });
}

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });
  test('never sees Chinese on acme.localhost, first visit and next', async ({ page }) => {
    await recordFrames(page);
    const noChinese = async () => {
      const seen = await seenIn(page);
      expect(seen.length).toBeGreaterThan(5);
      expect(seen.filter((s) => /[\u3400-\u9fff]/.test(s))).toEqual([]);
    };
    await page.goto(at('acme.localhost', '/login'));
    await expect(page.getByRole('heading', { name: 'Sign in to Acme Media' })).toBeVisible();
    await noChinese();
    await page.reload();
    await live(page);
    await noChinese();
  });

  // A first visit shows the console's own name ("Sign in to Console") until the host's brand answers; in English the
  // brand's name takes two lines. The form stays where it was drawn, under a pointer already on its way to it.
  for (const width of [360, 1280]) {
    test(`the brand's longer name arriving moves nothing of the form, first visit, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdMainScript(page);
      await page.goto(at('localhost', '/login'), { waitUntil: 'commit' });
      const form = loginForm(page);
      const boxes = () =>
        Promise.all([
          form.getByRole('textbox', { name: part(en('login.mobile')) }).boundingBox(),
          form.getByRole('checkbox').boundingBox(),
          form.getByRole('button', { name: en('login.submit'), exact: true }).boundingBox(),
        ]);
      await expect(
        page.getByRole('heading', { name: en('login.title', { brand: en('app.defaultName') }) }),
      ).toBeVisible();
      const drawn = await boxes();
      // What moves from now on, of the card (the title's text is centred in its room, and moves within it).
      await page.evaluate(() => {
        const moved: string[] = [];
        (window as unknown as { __moved: string[] }).__moved = moved;
        const card = document.querySelector('.login-card');
        const outsideTitle = (n: Node) => !(n instanceof Element ? n : n.parentElement)?.closest('.login-title');
        new PerformanceObserver((l) => {
          for (const e of l.getEntries())
            for (const { node } of (e as PerformanceEntry & { sources: Array<{ node: Node | null }> }).sources)
              if (node && card?.contains(node) && outsideTitle(node)) moved.push(node.nodeName);
        }).observe({ type: 'layout-shift' });
      });
      await release();
      await expect(
        page.getByRole('heading', { name: en('login.title', { brand: brandName('ZHIYING', 'en') }) }),
      ).toBeVisible();
      // Two lines of it, at both widths: what the heading's box is there to hold.
      const lines = await page.getByRole('heading', { level: 1 }).evaluate((h) => {
        const words = document.createRange();
        words.selectNodeContents(h);
        return new Set([...words.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(2);
      expect(await boxes()).toEqual(drawn);
      expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
    });
  }
});

test('what is typed before the console takes the page over is kept, and the page does not move', async ({ page }) => {
  // The page is hydrated in parts (the page, then each form): a part that did not match would be drawn again.
  const errors = consoleErrors(page);
  const release = await holdMainScript(page);
  // Not waiting for the load event: it waits for the held script.
  await page.goto(at('localhost', '/login'), { waitUntil: 'commit' });
  const form = loginForm(page);
  await form.getByRole('textbox', { name: t('login.mobile') }).fill(ACCOUNTS.member);
  await form.getByRole('textbox', { name: t('login.password') }).fill('typed-early');
  await form.getByRole('checkbox').check({ force: true });
  // The fields' icons are in the HTML, drawn before any script (and React hydrates the same markup).
  for (const icon of ['mobile-phone', 'lock', 'eye-open'])
    await expect(form.locator(`svg[data-icon="${icon}"] path`).first()).toBeAttached();
  const box = await form.getByRole('textbox', { name: t('login.mobile') }).boundingBox();
  await page.evaluate(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) shifts.push((e as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await release();
  await live(page);
  await expect(form.getByRole('textbox', { name: t('login.mobile') })).toHaveValue(ACCOUNTS.member);
  await expect(form.getByRole('textbox', { name: t('login.password') })).toHaveValue('typed-early');
  await expect(form.getByRole('checkbox')).toBeChecked();
  // The form is the console's now: its password button shows what was typed.
  await form.getByRole('button', { name: t('login.showPassword') }).click();
  await expect(form.getByRole('textbox', { name: t('login.password') })).toHaveAttribute('type', 'text');
  await expect(form.getByRole('textbox', { name: t('login.password') })).toHaveValue('typed-early');
  expect(await form.getByRole('textbox', { name: t('login.mobile') }).boundingBox()).toEqual(box);
  expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
  expect(errors.filter((e) => e.includes('[first screen]'))).toEqual([]);
});

test('a language picked and the switch to registration clicked before the console takes the page over are carried out', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const release = await holdMainScript(page);
  await page.goto(at('localhost', '/login'), { waitUntil: 'commit' });
  await loginForm(page)
    .getByRole('textbox', { name: t('login.mobile') })
    .fill(ACCOUNTS.member);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await page.getByRole('button', { name: t('login.toRegister') }).click();
  // Nothing happens yet: the page has no script behind it.
  await expect(page.getByRole('heading', { name: t('login.title', { brand: t('app.defaultName') }) })).toBeVisible();
  await release();
  await live(page);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  // The sign-in form kept what was typed in it.
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(loginForm(page).getByRole('textbox', { name: 'Mobile number' })).toHaveValue(ACCOUNTS.member);
  expect(errors.filter((e) => e.includes('[first screen]'))).toEqual([]);
});

test('a sign-in pressed before the console takes the page over is carried out once it has', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await holdMainScript(page);
  // Not waiting for the load event: it waits for the held script.
  await page.goto(at('localhost', '/login'), { waitUntil: 'commit' });
  const form = loginForm(page);
  await form.getByRole('textbox', { name: t('login.mobile') }).fill(ACCOUNTS.member);
  await form.getByRole('textbox', { name: t('login.password') }).fill(DEMO_PASSWORD);
  await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: t('login.submit') }).click();
  // Held, not sent as a page load.
  await expect(page).toHaveURL(/#\/login$/);
  await release();
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  expect(errors.filter((e) => e.includes('[first screen]'))).toEqual([]);
});

test('a signed-in deep link shows the console frame first, with the page heading, and the console lands on it', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.member);
  await page.goto(at('localhost', '/tasklist/tasklist'));
  // A fresh load of the deep link (same tab: test mode keeps its data for the tab).
  const release = await holdMainScript(page);
  await page.reload({ waitUntil: 'commit' });
  const frame = page.locator('#root[data-fs=frame]');
  await expect(frame.locator('.fs-sidebar')).toBeVisible();
  // The page's own title and line, in the visitor's language, before any of the console's script.
  await expect(frame.getByRole('heading', { level: 1, name: t('route.tasklist') })).toBeVisible();
  const line = frame.locator('.page-header p');
  await expect(line).toHaveText(/\S/);
  await expect(page).toHaveTitle(begins(`${t('route.tasklist')} - `));
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toBeHidden();
  const sidebar = await frame.locator('.fs-sidebar').boundingBox();
  const header = await frame.locator('.fs-header').boundingBox();
  const heading = await frame.locator('h1').boundingBox();
  const lineText = await line.textContent();
  const lineBox = await line.boundingBox();
  expect(sidebar?.width).toBe(210);
  await release();
  await expect(page.locator('#app-sidebar')).toBeVisible();
  // The console's frame is where the HTML's was, and its header on the very boxes and text the HTML painted.
  expect(await page.locator('#app-sidebar').boundingBox()).toEqual(sidebar);
  expect((await page.locator('.layout-header').boundingBox())?.x).toBe(header?.x);
  expect(await page.getByRole('heading', { level: 1, name: t('route.tasklist') }).boundingBox()).toEqual(heading);
  const consoleLine = page.locator('main .page-header p');
  await expect(consoleLine).toHaveText(lineText ?? '');
  expect(await consoleLine.boundingBox()).toEqual(lineBox);
});

test('a signed-in deep link with the sidebar collapsed shows the collapsed frame', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.evaluate(() => localStorage.setItem('console.sidebarOpened', '0'));
  const release = await holdMainScript(page);
  await page.reload({ waitUntil: 'commit' });
  const width = (await page.locator('#root[data-fs=frame] .fs-sidebar').boundingBox())?.width;
  await release();
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  expect((await page.locator('#app-sidebar').boundingBox())?.width).toBe(width);
  expect(width).toBeLessThan(100);
});

/**
 * The first paint waits for no stylesheet: index.html carries the rules its first screen uses, and holds the whole
 * sheet as a disabled link (scripts/firstScreenCss.ts). Without the console's script, nothing asks for that sheet,
 * and the sign-in page and the console frame are laid out on the very boxes they have once it is enabled.
 */
for (const [width, signedIn] of [
  [1440, false],
  [1440, true],
  [390, false],
  [390, true],
] as const) {
  const screen = signedIn ? 'the console frame' : 'the sign-in page';
  test(`${screen} is laid out without the stylesheet as with it (${width} px)`, async ({ browser }) => {
    const boxes = async (withSheet: boolean) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      if (signedIn) await signIn(page, ACCOUNTS.member);
      // Only what index.html carries: no script of the console.
      await page.route(/\/assets\/.*\.js$/, () => {});
      const asked: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/index-[^/]*\.css$/.test(r.url())) asked.push(r.url());
      });
      await page.goto(at('localhost', signedIn ? '/tasklist/tasklist' : '/login'), { waitUntil: 'commit' });
      // Signed in, the address changed only its hash: a fresh load of it.
      if (signedIn) await page.reload({ waitUntil: 'commit' });
      const parts = signedIn
        ? ['#root h1', '.fs-header', '#root .page-header p', '.fs-sidebar']
        : ['#root h1', '#root form', '#root input[name=mobile]', '#root button[type=submit]', '#root select'];
      await expect(page.locator(parts[0])).toBeVisible();
      expect(asked).toEqual([]);
      if (withSheet) await wholeSheet(page, true);
      const found = [];
      for (const part of parts) found.push(await page.locator(part).first().boundingBox());
      await context.close();
      return found;
    };
    const withSheet = await boxes(true);
    // Everything drawn (a phone's frame hides its sidebar: no box, with the sheet as without).
    expect(withSheet.slice(0, 3).every((b) => b && b.width > 0)).toBe(true);
    expect(await boxes(false)).toEqual(withSheet);
  });
}

test('the sign-in page comes alive without the whole stylesheet; the console draws nothing before it is in', async ({
  page,
}) => {
  let held: Route | null = null;
  const asked = new Promise<void>((resolve) =>
    page.route(/\/assets\/index-[^/]*\.css$/, (route) => {
      held = route;
      resolve();
    }),
  );
  await page.goto(at('localhost', '/login'), { waitUntil: 'commit' });
  await expect(page.locator('#root form')).toBeVisible();
  await live(page);
  expect(held).toBeNull();
  await login(page, ACCOUNTS.member);
  // Signed in, the console asks for its sheet, and its frame waits for it: the sign-in page stays as it was, though
  // the sign-in and what followed it have had their answers.
  await asked;
  await settled(page);
  await expect(page.locator('main h1')).toHaveCount(0);
  await expect(page.locator('#root form')).toBeVisible();
  await (held as Route | null)?.continue();
  await expect(page.locator('main h1').first()).toBeVisible();
});

test.describe('a person who chose the dark theme', () => {
  /**
   * Each element's colours: the body's and the page's. The first read remembers the elements the first screen drew
   * (hydration keeps them); later reads look at those only, so what the console adds once live (the demo's button,
   * whenever its file arrives) is not compared with a first screen that never held it.
   */
  const colours = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { drawnFirst?: Set<Element> };
      const all = [document.body, ...document.querySelectorAll('#root *')];
      w.drawnFirst ??= new Set(all);
      const drawn = w.drawnFirst;
      return all
        .filter((el) => drawn.has(el))
        .map((el) => {
          const s = getComputedStyle(el);
          return `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${s.color} ${s.backgroundColor} ${s.borderTopColor}`;
        });
    });
  const look = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  const chooseDark = (page: Page) =>
    page.evaluate(() => localStorage.setItem('console.settings', JSON.stringify({ dark: true })));

  test('sees the sign-in page dark from the first paint, as the console draws it', async ({ page }) => {
    await page.goto(at('localhost', '/login'));
    await live(page);
    await chooseDark(page);
    const release = await holdMainScript(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#root[data-fs=login] form')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/bp6-dark/);
    await transitionsEnded(page);
    const first = await colours(page);
    await release();
    await live(page);
    // Read once the page has settled (the brand's answer shows once the console is live).
    await transitionsEnded(page);
    expect(await colours(page)).toEqual(first);
  });

  test('sees the console frame dark from the first paint, as the console draws it', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await page.goto(at('localhost', '/tasklist/tasklist'));
    await chooseDark(page);
    const release = await holdMainScript(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#root[data-fs=frame] h1')).toBeVisible();
    const first = {
      body: await look(page, 'body'),
      header: await look(page, '.fs-header'),
      // The frame's sidebar holds no text: its ground.
      sidebar: (await look(page, '.fs-sidebar'))[1],
      heading: await look(page, '#root h1'),
      line: await look(page, '#root .page-header p'),
    };
    await release();
    // The console's frame is drawn once the whole stylesheet, Blueprint's dark rules with it, is in.
    await expect(page.locator('#app-sidebar')).toBeVisible();
    expect({
      body: await look(page, 'body'),
      header: await look(page, '.layout-header'),
      sidebar: (await look(page, '#app-sidebar'))[1],
      heading: await look(page, 'main h1'),
      line: await look(page, 'main .page-header p'),
    }).toEqual(first);
    // Dark indeed: light text on a dark ground.
    expect(first.body).toEqual(['rgb(246, 247, 249)', 'rgb(37, 42, 49)']);
  });
});

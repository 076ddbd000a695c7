import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { begins, part, t } from './words';
import { brandName } from './seeded';

type Page = import('@playwright/test').Page;
const drawer = (page: Page) => page.getByRole('dialog', { name: t('demo.title') });
/** The fake server starts before the console; wait for its controls. */
const demoReady = (page: Page) => page.waitForFunction(() => Boolean(window.__demo));

test('the Demo drawer signs in as an account with one click', async ({ page }) => {
  await open(page, '/login');
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('button', { name: part(`${t('role.agent')} ${ACCOUNTS.agent}`) })
    .click();
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(
    page.getByRole('navigation', { name: t('nav.menu') }).getByRole('menuitem', { name: t('route.myClient') }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: t('nav.menu') }).getByRole('menuitem', { name: t('route.proxyUser') }),
  ).toHaveCount(0);
});

test('the clock: advancing 48 h moves the server time shown', async ({ page }) => {
  await open(page, '/login');
  await page.getByRole('button', { name: t('demo.button') }).click();
  const time = drawer(page).getByText(begins(t('demo.serverTime')));
  await expect(time).toContainText('2026/01/01');
  await drawer(page)
    .getByRole('button', { name: t('demo.plus48h') })
    .click();
  await expect(time).toContainText('2026/01/03');
  expect(await page.evaluate(() => window.__demo?.now())).toBe(Date.parse('2026-01-03T00:00:00.000Z'));
});

test('fault injection from the drawer: the next call answers 50012 and the re-login box shows', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('button', { name: t('demo.button') }).click();
  const d = drawer(page);
  // Fault injection sits folded away with the other testing tools.
  await d.getByRole('button', { name: t('demo.testingTools') }).click();
  // A path no call has is refused, and nothing waits.
  await d.getByRole('combobox', { name: t('demo.faultPath') }).fill('/no/suchCall');
  await d.getByRole('button', { name: t('demo.inject') }).click();
  await expect(page.getByText(t('demo.unknownPath', { path: '/no/suchCall' }))).toBeVisible();
  expect(await page.evaluate(() => window.__demo?.faults())).toEqual([]);
  await d.getByRole('combobox', { name: t('demo.faultPath') }).fill('/userInfo/setAppLanguage');
  await d.getByRole('combobox', { name: t('demo.faultKind') }).selectOption('50012');
  await d.getByRole('button', { name: t('demo.inject') }).click();
  await expect(d.getByRole('list', { name: t('demo.pending') })).toContainText('/userInfo/setAppLanguage → 50012 × 1');
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page.getByRole('alertdialog').getByRole('heading', { name: 'Your session has expired' })).toBeVisible();
});

test('the brand switch shows another brand and survives a reload', async ({ page }) => {
  await open(page, '/login');
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('combobox', { name: t('demo.brand') })
    .selectOption('nova.localhost');
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Nova AI' }) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Nova AI' }) })).toBeVisible();
});

test('a scenario from the URL is kept until reset, and reset restores the seed', async ({ page }) => {
  await page.goto('/?scenario=empty&seed=7#/login');
  await demoReady(page);
  expect(await page.evaluate(() => [window.__demo?.scenario(), window.__demo?.seed()])).toEqual(['empty', 7]);
  await page.goto('/#/login');
  await demoReady(page);
  expect(await page.evaluate(() => [window.__demo?.scenario(), window.__demo?.seed()])).toEqual(['empty', 7]);
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('button', { name: t('demo.reset') })
    .click();
  await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
  await demoReady(page);
  expect(await page.evaluate(() => [window.__demo?.scenario(), window.__demo?.seed()])).toEqual(['default', 1]);
});

test('the same seed gives the same data on two boots', async ({ browser }) => {
  const read = async () => {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
    await page.goto('/?seed=42#/login');
    await demoReady(page);
    // A test tab writes its database when the page goes away: read what the reload found.
    await page.reload();
    await demoReady(page);
    const data = await page.evaluate(() => window.sessionStorage.getItem('console.fakeServer.v1'));
    await ctx.close();
    return JSON.parse(data ?? '{}').db;
  };
  const [a, b] = [await read(), await read()];
  expect(a.seed).toBe(42);
  // Compared by equality of the whole database; a mismatch would print it all, so compare a digest first.
  expect(a.users.length).toBe(b.users.length);
  // Every boot gives its tokens a random part of their own, so that no token is valid in another boot: that part
  // differs, and nothing else may.
  expect(a.tokenNonce).not.toBe(b.tokenNonce);
  const seeded = (db: Record<string, unknown>) => JSON.stringify({ ...db, tokenNonce: undefined });
  expect(seeded(a) === seeded(b)).toBe(true);
});

test('the drawer ends a pending payment: paid', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/personal/personal');
  await page
    .getByRole('button', { name: part(t('personal.packages.buy')) })
    .first()
    .click();
  const pay = page.getByRole('dialog').filter({ has: page.getByRole('img', { name: t('dialog.wechatQr') }) });
  await expect(pay.getByRole('status')).toBeVisible();
  await page.getByRole('button', { name: t('demo.button') }).click({ force: true });
  await drawer(page)
    .getByRole('button', { name: t('demo.pay_paid') })
    .click();
  await page.keyboard.press('Escape');
  await expect(pay.getByRole('status')).toContainText(t('demo.pay_paid'));
  await expect(pay.getByRole('button', { name: t('common.close') })).toBeVisible();
});

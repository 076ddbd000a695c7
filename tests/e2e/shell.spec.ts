import type { Page } from '@playwright/test';
import { parseHex, readableOnDark } from '../../src/domain/color';
import { accessTo, leafRoutes } from '../../src/router/helpers';
import { APP_ROUTES, HOME_PATH } from '../../src/router/table';
import { ACCOUNTS, expect, follow, login, open, renameRefusingBlank, signIn, signOut, test } from './fixtures';
import { begins, en, shape, t, whole } from './words';
import { brandName, nickname } from './seeded';

const menu = (page: Page) => page.getByRole('navigation', { name: whole(t('nav.menu'), en('nav.menu')) });
const tabs = (page: Page) => page.getByRole('navigation', { name: whole(t('shell.visited'), en('shell.visited')) });
const tabLinks = (page: Page) => tabs(page).getByRole('link');
const crumbs = (page: Page) =>
  page.getByRole('navigation', { name: whole(t('shell.breadcrumb'), en('shell.breadcrumb')) });
const signedInAs = [shape('nav.signedInAs'), shape('nav.signedInAs', {}, 'en')].map((s) => s.source).join('|');
const avatar = (page: Page) => page.getByRole('button', { name: new RegExp(`^(?:${signedInAs})`) });

test('an admin sees /usermanage as a nested group that folds; a member has no such group', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const group = menu(page).getByRole('menuitem', { name: t('route.usermanage') });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(
    menu(page)
      .getByRole('group', { name: t('route.setApplication') })
      .getByRole('menuitem'),
  ).toHaveText([t('route.bossAssistant')]);
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'false');
  await expect(menu(page).getByRole('menuitem', { name: t('route.overview') })).toBeHidden();
  await group.click();
  await menu(page)
    .getByRole('menuitem', { name: t('route.overview') })
    .click();
  await expect(page).toHaveURL(/#\/usermanage\/usermanage$/);
  await expect(menu(page).getByRole('menuitem', { name: t('route.overview') })).toHaveClass(/bp6-active/);

  await signOut(page);
  await signIn(page, ACCOUNTS.member);
  await expect(menu(page).getByRole('menuitem', { name: t('route.usermanage') })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: t('route.createtask') })).toBeVisible();
});

test('the sidebar collapsed to icons stays collapsed after a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  expect((await menu(page).boundingBox())?.width).toBe(210);
  await page.getByRole('button', { name: t('shell.collapseMenu') }).click();
  await expect(page.getByRole('button', { name: t('shell.expandMenu') })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await menu(page).boundingBox())?.width).toBeLessThan(60);
  await page.reload();
  await expect(page.getByRole('button', { name: t('shell.expandMenu') })).toBeVisible();
  await expect.poll(async () => (await menu(page).boundingBox())?.width).toBeLessThan(60);
  // Icons only, but every entry keeps its name.
  await menu(page)
    .getByRole('menuitem', { name: t('route.tasklist') })
    .click();
  await expect(page).toHaveURL(/#\/tasklist\/tasklist$/);
  await page.getByRole('button', { name: t('shell.expandMenu') }).click();
  await expect.poll(async () => (await menu(page).boundingBox())?.width).toBe(210);
});

test('at 800 px the sidebar is hidden and opens as an overlay that closes on a pick', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await open(page, '/login');
  await signIn(page, ACCOUNTS.member).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  await expect(menu(page)).toBeHidden();
  await expect(crumbs(page)).toBeHidden();
  await page.getByRole('button', { name: t('shell.openMenu') }).click();
  await expect(menu(page)).toBeVisible();
  await expect.poll(async () => (await menu(page).boundingBox())?.x).toBe(0);
  expect((await menu(page).boundingBox())?.width).toBe(210);
  // An overlay: the page does not move aside.
  expect((await page.locator('.layout-main').boundingBox())?.x).toBe(0);
  await menu(page)
    .getByRole('menuitem', { name: t('route.tasklist') })
    .click();
  await expect(page).toHaveURL(/#\/tasklist\/tasklist$/);
  await expect(menu(page)).toBeHidden();
  await page.getByRole('button', { name: t('shell.openMenu') }).click();
  await page.locator('.sidebar-backdrop').click({ position: { x: 700, y: 400 } });
  await expect(menu(page)).toBeHidden();
  await page.getByRole('button', { name: t('shell.openMenu') }).click();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
});

test('breadcrumbs follow the route titles on nested /usermanage pages', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(crumbs(page)).toHaveText(t('route.digital'));
  await open(page, '/usermanage/setApplication/bossAssistant');
  await expect(crumbs(page).getByRole('listitem')).toHaveText([
    t('route.usermanage'),
    t('route.setApplication'),
    t('route.bossAssistant'),
  ]);
  await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(t('route.bossAssistant'));
  await open(page, '/usermanage/myClientDetail/u5');
  await expect(crumbs(page).getByRole('listitem')).toHaveText([
    t('route.usermanage'),
    t('route.myClient'),
    t('route.myClientDetail'),
  ]);
  await crumbs(page)
    .getByRole('link', { name: t('route.myClient') })
    .click();
  await expect(page).toHaveURL(/#\/usermanage\/myClient$/);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(crumbs(page).getByRole('listitem')).toHaveText(['User management', 'My clients']);
});

test.describe('invite friends', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test('the dialog shows the invite link and copies it', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await page.getByRole('button', { name: t('shell.invite') }).click();
    const dialog = page.getByRole('dialog', { name: t('shell.invite') });
    const link = dialog.getByRole('textbox', { name: t('shell.inviteLink') });
    await expect(link).toHaveValue(/inviteCode=MEMBR5$/);
    await dialog.getByRole('button', { name: t('shell.copy') }).click();
    await expect(page.getByText(t('shell.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    // Blueprint's close button speaks the reader's language too.
    await dialog.getByRole('button', { name: t('common.close') }).click();
    await expect(dialog).toBeHidden();
  });
});

test('when the browser refuses to copy, the invite dialog asks for a manual copy and selects the link', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
  });
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('button', { name: t('shell.invite') }).click();
  const dialog = page.getByRole('dialog', { name: t('shell.invite') });
  await dialog.getByRole('button', { name: t('shell.copy') }).click();
  await expect(page.getByText(t('shell.copyFailed'))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: t('shell.inviteLink') })).toBeFocused();
});

test('the VIP button shows the membership expiry and goes to the personal page', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await expect(page.getByRole('button', { name: t('shell.vipUntil', { date: '2026/04/01' }) })).toBeVisible();
  await expect(page.getByText(t('shell.power', { count: '50,000' }))).toBeVisible();
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page.getByRole('button', { name: 'VIP until 04/01/2026' })).toBeVisible();
  await page.getByRole('button', { name: /^VIP/ }).click();
  await expect(page).toHaveURL(/#\/personal\/personal$/);
});

test('the VIP button of an expired member says since when', async ({ page }) => {
  await signIn(page, ACCOUNTS.expired);
  await expect(page.getByRole('button', { name: t('shell.vipExpired', { date: '2025/12/22' }) })).toBeVisible();
  await expect(page.getByText(t('shell.power', { count: 0 }))).toBeVisible();
});

test('tabs: three pages visited, close others, then close one', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  for (const name of [t('route.voiceclone'), t('route.aiaudio'), t('route.tasklist')]) {
    await menu(page).getByRole('menuitem', { name }).click();
    // Each page has opened (its tab added) before the next click: a tab is current from the click on, and busy until
    // its page is drawn; a click meanwhile would leave for the next page before this one opened.
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveText(name);
    await expect(tabs(page).locator('[aria-busy]')).toHaveCount(0);
  }
  await expect(tabLinks(page)).toHaveText([
    t('route.digital'),
    t('route.voiceclone'),
    t('route.aiaudio'),
    t('route.tasklist'),
  ]);
  await expect(tabs(page).locator('[aria-current="page"]')).toHaveText(t('route.tasklist'));
  // The pinned tab has no close button.
  await expect(
    tabs(page).getByRole('button', { name: t('shell.closeTab', { title: t('route.digital') }) }),
  ).toHaveCount(0);

  // The tabs' right-click menus, the tab actions' and the account menu are made the first time they open: before,
  // none has an overlay in the page.
  await expect(page.locator('.bp6-portal')).toHaveCount(0);
  await tabLinks(page)
    .filter({ hasText: t('route.aiaudio') })
    .click({ button: 'right' });
  await page.getByRole('menuitem', { name: t('shell.closeOthers') }).click();
  await expect(tabLinks(page)).toHaveText([t('route.digital'), t('route.aiaudio')]);
  await expect(page).toHaveURL(/#\/aiaudio\/aiaudio$/);

  await tabs(page)
    .getByRole('button', { name: t('shell.closeTab', { title: t('route.aiaudio') }) })
    .click();
  await expect(tabLinks(page)).toHaveText([t('route.digital')]);
  await expect(page).toHaveURL(/#\/digital$/);

  await menu(page)
    .getByRole('menuitem', { name: t('route.tasklist') })
    .click();
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(tabLinks(page)).toHaveText(['My digital humans', 'My works']);
  await page.getByRole('button', { name: 'Tab actions' }).click();
  await page.getByRole('menuitem', { name: 'Close all' }).click();
  await expect(tabLinks(page)).toHaveText(['My digital humans']);
  await expect(page).toHaveURL(/#\/digital$/);
});

test('a tab revisited keeps its half-typed form; a closed or refreshed tab starts afresh', async ({ page }) => {
  const draft = 'Welcome to our live room; today we introduce';
  const text = () => page.getByRole('textbox', { name: t('aiaudio.text') });
  await signIn(page, ACCOUNTS.member);
  await menu(page)
    .getByRole('menuitem', { name: t('route.aiaudio') })
    .click();
  await text().fill(draft);
  await menu(page)
    .getByRole('menuitem', { name: t('route.voiceclone') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('route.voiceclone') })).toBeVisible();
  await expect(text()).toHaveCount(0);
  await tabLinks(page)
    .filter({ hasText: t('route.aiaudio') })
    .click();
  await expect(text()).toHaveValue(draft);

  // Passing through a redirect ('/' sends home) keeps the pages too.
  await open(page, '/');
  await expect(page).toHaveURL(/#\/digital$/);
  await tabLinks(page)
    .filter({ hasText: t('route.aiaudio') })
    .click();
  await expect(text()).toHaveValue(draft);

  // Closing the tab drops what was typed; so does the tab menu's refresh.
  await tabs(page)
    .getByRole('button', { name: t('shell.closeTab', { title: t('route.aiaudio') }) })
    .click();
  await menu(page)
    .getByRole('menuitem', { name: t('route.aiaudio') })
    .click();
  await expect(text()).toHaveValue('');
  await text().fill(draft);
  await tabLinks(page)
    .filter({ hasText: t('route.aiaudio') })
    .click({ button: 'right' });
  await page.getByRole('menuitem', { name: t('shell.refresh') }).click();
  await expect(text()).toHaveValue('');
});

/** A Blueprint card's background in the light and the dark theme (Blueprint 6 writes its colours in oklch). */
const LIGHT_CARD = 'oklch(1 0 257.113)';
const DARK_CARD = 'oklch(0.282908 0.0147151 257.113)';

test('a theme colour and the dark theme apply at once and survive a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  const brandColor = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim());
  expect(await brandColor()).toBe('#13c2c2');
  await page.getByRole('button', { name: t('shell.settings') }).click();
  const panel = page.getByRole('dialog', { name: t('shell.settings') });
  await panel.getByRole('button', { name: t('shell.themePreset', { color: '#722ed1' }) }).click();
  await expect(panel.getByRole('button', { name: t('shell.themePreset', { color: '#722ed1' }) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await brandColor()).toBe('#722ed1');
  // Blueprint's dark rules are in its stylesheet: the switch turns them on at once.
  const card = page.locator('main .bp6-card').first();
  await expect(card).toHaveCSS('background-color', LIGHT_CARD);
  await panel.getByRole('switch', { name: t('shell.dark') }).check({ force: true });
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expect(card).toHaveCSS('background-color', DARK_CARD);
  await panel.getByRole('switch', { name: t('shell.sidebarLogo') }).uncheck({ force: true });
  await expect(menu(page).getByRole('link', { name: brandName() })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(menu(page)).toBeVisible();
  expect(await brandColor()).toBe('#722ed1');
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expect(page.locator('main .bp6-card').first()).toHaveCSS('background-color', DARK_CARD);
  await expect(menu(page).getByRole('link', { name: brandName() })).toHaveCount(0);
  // The active menu entry wears the theme colour, in the tint that reads at 4.5:1 on the dark sidebar (the purple
  // #722ed1 itself is under 3:1 there).
  const [r, g, b] = parseHex(readableOnDark('#722ed1')) ?? [0, 0, 0];
  expect([r, g, b]).not.toEqual([114, 46, 209]);
  await expect(menu(page).getByRole('menuitem', { name: t('route.digital') })).toHaveCSS(
    'color',
    `rgb(${r}, ${g}, ${b})`,
  );
});

test('logout asks first: cancel keeps the session, confirm signs out', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await avatar(page).click();
  await page.getByRole('menuitem', { name: t('nav.logout') }).click();
  const confirm = page.getByRole('dialog', { name: t('dialog.logoutTitle') });
  await expect(confirm).toContainText(t('dialog.logoutText'));
  await confirm.getByRole('button', { name: t('common.cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/#\/digital$/);
  await avatar(page).click();
  await page.getByRole('menuitem', { name: t('nav.logout') }).click();
  await confirm.getByRole('button', { name: t('nav.logout') }).click();
  await expect(page).toHaveURL(/#\/login/);
});

test('rename from the account menu rejects an empty name, then the top bar shows the new one at once', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.member);
  await avatar(page).click();
  await page.getByRole('menuitem', { name: t('shell.rename') }).click();
  const dialog = page.getByRole('dialog', { name: t('shell.rename') });
  await expect(dialog.getByRole('textbox', { name: t('dialog.newName') })).toHaveValue(nickname(ACCOUNTS.member));
  await renameRefusingBlank(dialog, 'Jing Chen');
  await expect(page.getByText(t('shell.renamed'))).toBeVisible();
  await expect(avatar(page)).toHaveAccessibleName(t('nav.signedInAs', { name: 'Jing Chen' }));
  await page.reload();
  await expect(avatar(page)).toHaveAccessibleName(t('nav.signedInAs', { name: 'Jing Chen' }));
});

test('uncaught errors and rejected promises are collected in the error log', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await expect(page.getByRole('button', { name: begins(t('shell.errorLog')) })).toHaveCount(0);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom from a timer');
    });
    void Promise.reject(new Error('a promise nobody caught'));
  });
  const button = page.getByRole('button', { name: t('shell.errorLogCount', { count: 2 }) });
  await button.click();
  const dialog = page.getByRole('dialog', { name: t('shell.errorLog') });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog).toContainText('boom from a timer');
  await expect(dialog).toContainText('a promise nobody caught');
  await expect(dialog).toContainText(t('shell.errorKindRejection'));
  await dialog.getByRole('button', { name: t('shell.errorLogClear') }).click();
  await expect(dialog).toContainText(t('shell.errorLogEmpty'));
});

test('at 390 px the top bar fits, the shared dialog fits the screen and the menu is an overlay', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.member).catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await avatar(page).click();
  await page.getByRole('menuitem', { name: t('nav.logout') }).click();
  const dialog = page.getByRole('dialog', { name: t('dialog.logoutTitle') });
  // Measured once its opening animation is over.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBeCloseTo(390 - 24, 0);
});

test('the power count shows only where the brand counts power in one balance; the sidebar shows the brand', async ({
  page,
}) => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  await page.goto(`http://nova.localhost:${port}/#/login`);
  await login(page, ACCOUNTS.member);
  await expect(menu(page).getByRole('link', { name: 'Nova AI' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^VIP/ })).toBeVisible();
  await expect(page.getByText(begins(t('personal.membership.power')))).toHaveCount(0);
  await page.goto(`http://acme.localhost:${port}/#/login`);
  await login(page, ACCOUNTS.member);
  await expect(menu(page).getByRole('link', { name: 'Acme Media' })).toBeVisible();
  await expect(page.getByText(t('shell.power', { count: '50,000' }))).toBeVisible();
});

test('each tab keeps its own scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await signIn(page, ACCOUNTS.member);
  // The pages of this branch are short: a tall block put into the page makes it scroll.
  await page
    .locator('.page:visible')
    .evaluate((el) => el.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })));
  const scroller = page.locator('.layout-main');
  const scrollTop = () => scroller.evaluate((el) => el.scrollTop);
  await scroller.evaluate((el) => el.scrollTo(0, 900));
  await expect.poll(scrollTop).toBe(900);
  // The fixed header stays in view.
  await expect(tabs(page)).toBeInViewport();
  await menu(page)
    .getByRole('menuitem', { name: t('route.voiceclone') })
    .click();
  await expect.poll(scrollTop).toBe(0);
  await tabLinks(page)
    .filter({ hasText: t('route.digital') })
    .click();
  await expect.poll(scrollTop).toBe(900);
});

test('when the tabs overflow their bar, the current tab is scrolled into view, at the end and back at the start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await signIn(page, ACCOUNTS.admin);
  const list = tabs(page).getByRole('list');
  /** The current tab lies wholly within the part of the bar that shows. */
  const currentShows = () =>
    list.evaluate((ul) => {
      const tab = ul.querySelector('[aria-current="page"]');
      if (!tab) return false;
      const bar = ul.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.left >= bar.left - 1 && box.right <= bar.right + 1;
    });
  // Every page of an admin's menu, opened as its links open it: each adds its tab at the end of the bar.
  const pages = leafRoutes(APP_ROUTES)
    .filter((r) => !r.meta.hidden && r.path !== HOME_PATH && accessTo(APP_ROUTES, 'admin', r.path) === 'ok')
    .map((r) => r.path);
  for (const path of pages) {
    await follow(page, path);
    await expect(tabs(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(tabs(page).locator('[aria-busy]')).toHaveCount(0);
    await expect.poll(currentShows).toBe(true);
  }
  // The bar does overflow: the tabs are wider than it, and it has scrolled away from the start.
  expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth && ul.scrollLeft > 0)).toBe(true);
  await tabLinks(page)
    .filter({ hasText: t('route.digital') })
    .click();
  await expect.poll(currentShows).toBe(true);
  await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBe(0);
});

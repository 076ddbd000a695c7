import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, follow, login, test } from './fixtures';
import { timeoutOf } from '../slower';
import { t } from './words';

/**
 * Every paged list keeps its place in the address: a page moved to, a page size picked, a search or a sort is in the
 * address, so a reload, the back button and a shared link show the same rows. (My clients, with 10,000 of them, is
 * walked in largeList.spec.ts.) The large scenario gives the member lists of several pages.
 */
// Each test starts the console with the large scenario five times or more (a reload, back and forward, a second
// browser): about 22 s on a quiet 2-core machine, so twice the default time.
test.describe.configure({ timeout: timeoutOf(60_000) });

async function signedIn(page: Page, mobile: string, path: string): Promise<void> {
  await page.goto('/?scenario=large#/login');
  await login(page, mobile);
  await expect(page.locator('main h1').first()).toBeVisible();
  await follow(page, path);
}

const pagerAt = (page: Page, at: number, pages: number) =>
  expect(page.getByText(t('pager.page', { page: at, pages })).filter({ visible: true })).toBeVisible();

/** The same address opened in another browser, signed in there: the list opens at that place. */
async function sharedLink(browser: Browser, page: Page, mobile: string): Promise<Page> {
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
  await tab.goto(page.url().replace('/#/', '/?scenario=large#/'));
  await login(tab, mobile);
  return tab;
}

/** Next page, a reload, back and forward, and the link in another browser: each shows the page the address names. */
async function pagesThroughTheAddress(page: Page, browser: Browser, path: string, pages: number): Promise<void> {
  const address = new RegExp(`#${path.replace(/[?]/g, '\\?')}$`);
  const onPage2 = /[?&]page=2(&|$)/;
  await pagerAt(page, 1, pages);
  await page
    .getByRole('button', { name: t('pager.next') })
    .filter({ visible: true })
    .click();
  await pagerAt(page, 2, pages);
  await expect(page).toHaveURL(onPage2);
  await page.reload();
  await pagerAt(page, 2, pages);
  await page.goBack();
  await pagerAt(page, 1, pages);
  await expect(page).toHaveURL(address);
  await page.goForward();
  await pagerAt(page, 2, pages);
  const tab = await sharedLink(browser, page, ACCOUNTS.member);
  await pagerAt(tab, 2, pages);
  await tab.context().close();
}

// 133 digital humans, 12 a page; 28 audio clips, 10 a page.
for (const [list, path, pages] of [
  ['my digital humans', '/digital', 12],
  ['AI audio', '/aiaudio/aiaudio', 3],
] as const) {
  test(`${list}: the page is in the address`, async ({ page, browser }) => {
    await signedIn(page, ACCOUNTS.member, path);
    await pagesThroughTheAddress(page, browser, path, pages);
  });
}

test('my voices: the page and the page size are in the address', async ({ page, browser }) => {
  await signedIn(page, ACCOUNTS.member, '/voiceclone/index');
  // 29 voices, 10 a page.
  await pagesThroughTheAddress(page, browser, '/voiceclone/index', 3);
  await page.getByRole('combobox', { name: t('pager.perPage') }).selectOption('20');
  await pagerAt(page, 1, 2);
  await expect(page).toHaveURL(/#\/voiceclone\/index\?perPage=20$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: t('pager.perPage') })).toHaveValue('20');
  await pagerAt(page, 1, 2);
  await page.goBack();
  await pagerAt(page, 2, 3);
});

test('my works: the page and the name searched are in the address', async ({ page, browser }) => {
  await signedIn(page, ACCOUNTS.member, '/tasklist/tasklist');
  // 30 works, 10 a page.
  await pagesThroughTheAddress(page, browser, '/tasklist/tasklist', 3);
  const search = page.getByRole('textbox', { name: t('tasklist.search') });
  await search.fill('Work 07');
  await page.getByRole('button', { name: t('tasklist.searchButton') }).click();
  await expect(page).toHaveURL(/#\/tasklist\/tasklist\?q=Work\+07$/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Work 07' })).toHaveCount(1);
  await page.reload();
  await expect(search).toHaveValue('Work 07');
  await expect(rows.filter({ hasText: 'Work 07' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Work 08' })).toHaveCount(0);
  await page.goBack();
  await pagerAt(page, 2, 3);
  await expect(search).toHaveValue('');
});

test('personal records: the ledger page and size are in the address beside the tab', async ({ page, browser }) => {
  // 16 ledger entries: 10 a page makes two.
  await signedIn(page, ACCOUNTS.member, '/personal/personal?tab=power&perPage=10');
  await pagesThroughTheAddress(page, browser, '/personal/personal?tab=power&perPage=10', 2);
  await expect(page.getByRole('combobox', { name: t('pager.perPage') })).toHaveValue('10');
  // Another tab starts from its own first page.
  await page.getByRole('tab', { name: t('personal.tabs.orders') }).click();
  await expect(page).toHaveURL(/#\/personal\/personal\?tab=orders$/);
});

test('my agents: the sort is in the address', async ({ page, browser }) => {
  await signedIn(page, ACCOUNTS.admin, '/usermanage/proxyUser');
  const sort = page.getByRole('combobox', { name: t('reseller.list.sortBy') });
  await sort.selectOption('power');
  await expect(page).toHaveURL(/#\/usermanage\/proxyUser\?sort=power$/);
  await page.reload();
  await expect(sort).toHaveValue('power');
  await page.goBack();
  await expect(sort).toHaveValue('createdAt');
  await page.goForward();
  await expect(sort).toHaveValue('power');
  const tab = await sharedLink(browser, page, ACCOUNTS.admin);
  await expect(tab.getByRole('combobox', { name: t('reseller.list.sortBy') })).toHaveValue('power');
  await tab.context().close();
});

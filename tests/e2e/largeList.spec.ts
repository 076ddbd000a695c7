import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, follow, login, test } from './fixtures';
import { en, t } from './words';
import { timeoutOf } from '../../playwright.config';

/**
 * The large scenario (10,000 clients under the agent), signed in as that agent, on My clients. An export goes to the
 * browser's downloads (no save picker) unless the test installs a picker of its own.
 */
async function largeList(page: Page, lang: 'zh' | 'en' = 'zh', picker: 'none' | 'own' = 'none'): Promise<void> {
  if (picker === 'none') {
    await page.addInitScript(() => {
      (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker = undefined;
    });
  }
  await page.goto('/?scenario=large#/login');
  await login(page, ACCOUNTS.agent);
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.locator('main h1').first()).toBeVisible();
  if (lang === 'en') {
    await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    await expect(page.getByRole('combobox', { name: en('nav.language') })).toHaveValue('en');
  }
  // Within the console: a reload right after the pick could come before the account has saved it.
  await follow(page, '/usermanage/myClient');
}

const pageText = (page: number, pages: number, lang: 'zh' | 'en' = 'zh') =>
  lang === 'zh' ? t('pager.page', { page, pages }) : en('pager.page', { page, pages });

/**
 * The rows shown are the answer for the page the pager names. The pager names a page as soon as it is asked for, and
 * the rows before stay (marked busy) until its answer comes: rows read in between are the page left behind.
 */
const rowsAnswered = (page: Page) =>
  expect(
    page
      .locator('[aria-busy]')
      .filter({ has: page.getByRole('table') })
      .last(),
  ).toHaveAttribute('aria-busy', 'false');

/** The first client's name on the page shown, once the rows are that page's answer. */
async function firstClient(page: Page): Promise<string> {
  await rowsAnswered(page);
  return (await page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
}

test('10,000 clients: page size, page jump and sort go in the address, and a reload keeps the place', async ({
  page,
}) => {
  await largeList(page);
  await expect(page.getByText(t('reseller.list.total', { count: 10019 }))).toBeVisible();
  await expect(page.getByText(pageText(1, 501))).toBeVisible();
  await page.getByRole('combobox', { name: t('pager.perPage') }).selectOption('50');
  await expect(page.getByText(pageText(1, 201))).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(51);
  await page.getByRole('spinbutton', { name: t('pager.jump') }).fill('120');
  await page.getByRole('button', { name: t('pager.go') }).click();
  await expect(page.getByText(pageText(120, 201))).toBeVisible();
  await expect(page).toHaveURL(/#\/usermanage\/myClient\?page=120&perPage=50$/);

  // Sorting starts again at page 1, least power first.
  await page.getByRole('combobox', { name: t('reseller.list.sortBy') }).selectOption('power');
  await page.getByRole('combobox', { name: t('reseller.list.order') }).selectOption('asc');
  await expect(page).toHaveURL(/perPage=50&sort=power&order=asc$/);
  await expect(page.getByText(pageText(1, 201))).toBeVisible();
  await page.getByRole('spinbutton', { name: t('pager.jump') }).fill('7');
  await page.getByRole('button', { name: t('pager.go') }).click();
  await expect(page.getByText(pageText(7, 201))).toBeVisible();
  const firstOnPage7 = await firstClient(page);

  await page.reload();
  await expect(page.getByText(pageText(7, 201))).toBeVisible();
  await rowsAnswered(page);
  await expect(page.getByRole('combobox', { name: t('reseller.list.sortBy') })).toHaveValue('power');
  await expect(page.getByRole('combobox', { name: t('pager.perPage') })).toHaveValue('50');
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()).toHaveText(firstOnPage7);
});

test('10,000 clients: the back button, a details page and a shared link keep the place', async ({ page, browser }) => {
  await largeList(page);
  await follow(page, '/usermanage/myClient?perPage=50&sort=power&order=asc');
  await expect(page.getByText(pageText(1, 201))).toBeVisible();
  await page.getByRole('spinbutton', { name: t('pager.jump') }).fill('7');
  await page.getByRole('button', { name: t('pager.go') }).click();
  await expect(page.getByText(pageText(7, 201))).toBeVisible();
  const firstOnPage7 = await firstClient(page);

  // Back and at once forward again, before page 1 has answered: page 7's rows stay under page 7's pager.
  await page.goBack();
  await page.goForward();
  await expect(page.getByText(pageText(7, 201))).toBeVisible();
  await rowsAnswered(page);
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()).toHaveText(firstOnPage7);

  // Back undoes the jump: page 1 of the same sort.
  await page.goBack();
  await expect(page.getByText(pageText(1, 201))).toBeVisible();
  await expect(page).toHaveURL(/#\/usermanage\/myClient\?perPage=50&sort=power&order=asc$/);

  // A details page and back: the same place.
  await page.goForward();
  await expect(page.getByText(pageText(7, 201))).toBeVisible();
  await rowsAnswered(page);
  await page
    .getByRole('button', { name: `${t('reseller.list.details')} ${firstOnPage7}` })
    .first()
    .click();
  await expect(page).toHaveURL(/myClientDetail/);
  await page.goBack();
  await expect(page.getByText(pageText(7, 201))).toBeVisible();

  // The same address in another browser: sign in, and the list opens at that place.
  const link = page.url();
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
  await tab.goto(link.replace('/#/', '/?scenario=large#/'));
  await login(tab, ACCOUNTS.agent);
  await expect(tab.getByText(pageText(7, 201))).toBeVisible();
  await expect(tab.getByRole('combobox', { name: t('reseller.list.order') })).toHaveValue('asc');
  await other.close();
});

test('a search is in the address, and no match offers Clear search (English)', async ({ page }) => {
  await largeList(page, 'en');
  await page.getByRole('searchbox', { name: en('reseller.list.searchLabel') }).fill('19100000042');
  await page.getByRole('button', { name: en('reseller.list.search'), exact: true }).click();
  // The list's own total (the home page, kept in its tab, has a total of its own that reads alike).
  await expect(page.getByText(en('reseller.list.total', { count: 1 })).filter({ visible: true })).toBeVisible();
  await expect(page).toHaveURL(/\?q=19100000042$/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: en('reseller.list.searchLabel') })).toHaveValue('19100000042');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  // A generated client reads by an English name in an English demo: a first name and a surname, no Chinese. (Its
  // superior, a demo account, keeps the account's own name.)
  const client = page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first();
  await expect(client).toHaveText(/^[A-Z][a-z]+ [A-Z][a-z'-]+\s*$/);

  await page.getByRole('searchbox', { name: en('reseller.list.searchLabel') }).fill('nobody-at-all');
  await page.getByRole('button', { name: en('reseller.list.search'), exact: true }).click();
  await expect(page.getByRole('heading', { name: en('list.noMatch', { query: 'nobody-at-all' }) })).toBeVisible();
  await page.getByRole('button', { name: en('list.clearSearch') }).click();
  await expect(page.getByText(en('reseller.list.total', { count: 10019 }))).toBeVisible();
  await expect(page).toHaveURL(/#\/usermanage\/myClient$/);
});

test('what a person can search and sort by is said on the page, and that an export holds every row', async ({
  page,
}) => {
  await largeList(page);
  await expect(page.getByText(t('reseller.list.searchHelp'))).toBeVisible();
  await expect(page.getByText(t('reseller.list.exportWhole'))).toBeVisible();
});

test('Export writes the filtered list as CSV through the service', async ({ page }) => {
  await largeList(page);
  // A narrowed list: every match, one read per 100.
  await page.getByRole('searchbox', { name: t('reseller.list.searchLabel') }).fill('1910000004');
  await page.getByRole('button', { name: t('reseller.list.search'), exact: true }).click();
  await expect(page.getByText(t('reseller.list.total', { count: 10 }))).toBeVisible();
  const small = page.waitForEvent('download');
  await page.getByRole('button', { name: t('reseller.list.export') }).click();
  const file = readFileSync((await (await small).path()) ?? '', 'utf8');
  // A byte-order mark first, so a spreadsheet reads the Chinese names as UTF-8.
  expect(file.startsWith('\uFEFF')).toBe(true);
  const lines = file.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    `${[
      'reseller.list.nickname',
      'reseller.list.mobile',
      'reseller.list.power',
      'reseller.list.dayCards',
      'reseller.list.monthCards',
      'reseller.list.yearCards',
      'reseller.list.expires',
      'reseller.list.memberNow',
      'reseller.list.superior',
      'reseller.list.joined',
    ]
      .map((k) => t(k as Parameters<typeof t>[0]))
      .join(',')}`,
  );
  expect(lines).toHaveLength(11);
  expect(lines.slice(1).every((l) => l.split(',')[1].startsWith('1910000004'))).toBe(true);
  await expect(page.getByText(t('reseller.list.exported', { count: 10 }))).toBeVisible();
});

test('Export of the whole list holds every row of it, each once', async ({ page }) => {
  test.setTimeout(timeoutOf(60_000));
  await largeList(page);
  // The whole list: all 10,019 rows.
  await expect(page.getByText(t('reseller.list.total', { count: 10019 }))).toBeVisible();
  const big = page.waitForEvent('download');
  await page.getByRole('button', { name: t('reseller.list.export') }).click();
  // Said as the file is handed over, in a toast that goes after a few seconds: looked for before the file is read,
  // which on a busy machine takes longer than the toast stays. Writing 10,019 rows is real work: up to 30 s there.
  await expect(page.getByText(t('reseller.list.exported', { count: 10019 }))).toBeVisible({
    timeout: timeoutOf(30_000),
  });
  const all = readFileSync((await (await big).path()) ?? '', 'utf8');
  const rows = all.slice(1).trim().split('\r\n').slice(1);
  expect(rows).toHaveLength(10019);
  expect(new Set(rows.map((l) => l.split(',')[1])).size).toBe(10019);
});

test('10,000 clients exported into a file picked to save them: written a page at a time, every row read back, as sorted', async ({
  page,
}) => {
  // A save picker whose file keeps what is written, as the browser's own would on disk: each part as it comes.
  await page.addInitScript(() => {
    const w = window as unknown as { showSaveFilePicker: unknown; __saved: { parts: string[]; closed: boolean } };
    w.__saved = { parts: [], closed: false };
    w.showSaveFilePicker = async () => ({
      createWritable: async () => ({
        write: async (text: string) => {
          w.__saved.parts.push(text);
        },
        close: async () => {
          w.__saved.closed = true;
        },
        abort: async () => {},
      }),
    });
  });
  await largeList(page, 'zh', 'own');
  await expect(page.getByText(t('reseller.list.total', { count: 10019 }))).toBeVisible();
  // Sorted by power, highest first: the file keeps that order.
  await page
    .getByRole('combobox', { name: t('reseller.list.sortBy') })
    .selectOption({ label: t('reseller.list.sortPower') });
  await rowsAnswered(page);
  const shownFirst = await page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent();
  await page.getByRole('button', { name: t('reseller.list.export') }).click();
  await expect(page.getByText(t('reseller.list.exported', { count: 10019 }))).toBeVisible({
    timeout: timeoutOf(15_000),
  });
  const saved = await page.evaluate(
    () => (window as unknown as { __saved: { parts: string[]; closed: boolean } }).__saved,
  );
  expect(saved.closed).toBe(true);
  // Written as it was read: the header, then a part per page of 100.
  expect(saved.parts).toHaveLength(1 + 101);
  const lines = saved.parts.join('').slice(1).trim().split('\r\n');
  expect(lines[0].split(',')[2]).toBe(t('reseller.list.power'));
  const rows = lines.slice(1).map((l) => l.split(','));
  expect(rows).toHaveLength(10019);
  // Every client once, in the order the list is sorted.
  expect(new Set(rows.map((r) => r[1])).size).toBe(10019);
  expect(rows[0][1]).toBe(shownFirst);
  const powers = rows.map((r) => Number(r[2]));
  expect(powers.every((p, i) => i === 0 || p <= powers[i - 1])).toBe(true);
});

test('an export under way shows its progress and can be cancelled', async ({ page }) => {
  await largeList(page);
  await expect(page.getByText(t('reseller.list.total', { count: 10019 }))).toBeVisible();
  // The first read hangs until the console's timeout: long enough to see the progress and cancel.
  await page.evaluate(() => window.__demo?.fail('/usermanage/getMyClientList', 'timeout'));
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: t('reseller.list.export') }).click();
  const progress = page
    .getByRole('status')
    .filter({ hasText: t('reseller.list.exporting', { done: 0, wanted: '10,019' }) });
  await expect(progress).toBeVisible();
  await page.getByRole('button', { name: t('reseller.list.exportCancel') }).click();
  await expect(progress).toHaveCount(0);
  await expect(page.getByText(t('reseller.list.exportCancelled'))).toBeVisible({ timeout: timeoutOf(10_000) });
  expect(downloaded).toBe(false);
  await expect(page.getByRole('button', { name: t('reseller.list.export') })).toBeEnabled();
});

for (const lang of ['zh', 'en'] as const) {
  test(`on a phone each client is a dense row whose More brings Recharge and Details within reach (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await largeList(page, lang);
    const w = lang === 'zh' ? t : en;
    const table = page.getByRole('table', { name: w('route.myClient') });
    // The first client (on a phone the header row is not drawn).
    const first = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first();
    await expect(first).toBeVisible();
    // Every card is drawn alike: the desktop table's rules (Blueprint's line above its first row) draw no line
    // across the first card's fields.
    const lines = (row: typeof first) =>
      row.getByRole('cell').evaluateAll((cells) => cells.map((c) => getComputedStyle(c).boxShadow));
    const second = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .nth(1);
    for (const row of [first, second]) expect(new Set(await lines(row))).toEqual(new Set(['none']));
    const name = (await first.getByRole('cell').first().textContent())?.trim() ?? '';
    // A dense row: its actions are a tap on More away.
    const more = first.getByRole('button', { name: w('list.moreAbout', { name }) });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: `${w('reseller.list.recharge')} ${name}` })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const action of ['reseller.list.recharge', 'reseller.list.details'] as const) {
      const button = page.getByRole('button', { name: `${w(action)} ${name}` });
      await expect(button).toBeInViewport();
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, action).toBe(true);
    }
    await page.getByRole('button', { name: `${w('reseller.list.recharge')} ${name}` }).click();
    await expect(page.getByRole('dialog', { name: w('reseller.recharge.title', { name }) })).toBeVisible();
  });
}

for (const lang of ['zh', 'en'] as const) {
  test(`on a phone the pager and several clients fit the first screen (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await largeList(page, lang);
    const w = lang === 'zh' ? t : en;
    const table = page.getByRole('table', { name: w('route.myClient') });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(20);
    // The pager leads the list, in view without scrolling.
    await expect(page.getByRole('navigation', { name: w('pager.label'), exact: true })).toBeInViewport({ ratio: 1 });
    // Measured at 390 x 844: the top bar, the page's title, its search and sort, the pager, then 5 whole rows in English
    // (more in Chinese, whose header is shorter; a row is two short lines: name and phone, power and membership).
    // The 20 cards before showed part of one, and the pager 20 cards down.
    const whole = await rows.evaluateAll(
      (trs) => trs.filter((tr) => tr.getBoundingClientRect().bottom <= window.innerHeight).length,
    );
    expect(whole).toBeGreaterThanOrEqual(5);
    // Each row shows its essentials (the phone, the power, the membership) and More, and keeps the rest for More.
    const first = rows.first();
    const cells = first.getByRole('cell');
    const shown = await cells.evaluateAll((tds) =>
      tds.filter((td) => td.getBoundingClientRect().height > 0).map((td) => td.getAttribute('data-label')),
    );
    expect(shown).toEqual([
      w('reseller.list.nickname'),
      w('reseller.list.mobile'),
      w('reseller.list.power'),
      w('reseller.list.expires'),
      null,
    ]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}

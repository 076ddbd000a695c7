import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, login, open, signIn, test } from './fixtures';
import { en, t } from './words';

/** A brand-new account: the empty scenario, signed in as `mobile`. */
async function brandNew(page: Page, mobile: string): Promise<void> {
  await page.goto('/?scenario=empty#/login');
  await login(page, mobile);
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.locator('main h1').first()).toBeVisible();
}

const emptyState = (page: Page, title: string) =>
  page.locator('.bp6-non-ideal-state').filter({ has: page.getByRole('heading', { name: title }) });

test('the empty scenario: a new member’s every list is empty, and each offers the action that makes the first one', async ({
  page,
}) => {
  await brandNew(page, ACCOUNTS.member);
  await open(page, '/digital');
  const avatars = emptyState(page, t('digital.empty'));
  await avatars.getByRole('button', { name: t('digital.create') }).click();
  await expect(page.getByRole('dialog', { name: t('digital.create') })).toBeVisible();
  await page.keyboard.press('Escape');

  await open(page, '/voiceclone/index');
  const voices = emptyState(page, t('voice.empty'));
  await voices.getByRole('button', { name: t('voice.create') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // A hint that names another page is a link to it.
  await open(page, '/aiaudio/aiaudio');
  await emptyState(page, t('aiaudio.empty'))
    .getByRole('link', { name: t('aiaudio.toVoiceclone') })
    .click();
  await expect(page).toHaveURL(/#\/voiceclone\/index$/);

  await open(page, '/tasklist/tasklist');
  await emptyState(page, t('tasklist.empty'))
    .getByRole('link', { name: t('tasklist.makeVideo') })
    .click();
  await expect(page).toHaveURL(/#\/createtask\/basic$/);

  // Power and membership are what the scenario says: the new member has neither.
  expect(await page.evaluate(() => window.__demo?.scenario())).toBe('empty');
});

test('the empty scenario: an agent has no seeded customers and no works of their own (English)', async ({ page }) => {
  await brandNew(page, ACCOUNTS.agent);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page.getByRole('combobox', { name: en('nav.language') })).toHaveValue('en');
  await open(page, '/usermanage/myClient');
  // Only the demo's own member accounts are under the agent: no generated customers.
  const table = page.getByRole('table', { name: en('route.myClient') });
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);
  await expect(table).toContainText(ACCOUNTS.member);
  await expect(table).toContainText(ACCOUNTS.expired);
  await open(page, '/digital');
  const avatars = emptyState(page, en('digital.empty'));
  await expect(avatars).toContainText(en('digital.emptyHint'));
  await expect(avatars.getByRole('button', { name: en('digital.create') })).toBeVisible();
  await open(page, '/tasklist/tasklist');
  await expect(
    emptyState(page, en('tasklist.empty')).getByRole('link', { name: en('tasklist.makeVideo') }),
  ).toBeVisible();
});

test('a link whose search matches nobody says no match, not "no clients yet"', async ({ page }) => {
  await brandNew(page, ACCOUNTS.agent);
  await open(page, '/usermanage/myClient?q=13800000005');
  await expect(page.getByRole('table', { name: t('route.myClient') })).toBeVisible();
  await open(page, '/usermanage/myClient?q=none-here');
  const none = page.getByRole('heading', { name: t('list.noMatch', { query: 'none-here' }) });
  await expect(none).toBeVisible();
  await expect(page.getByRole('heading', { name: t('reseller.list.emptyClients') })).toHaveCount(0);
});

for (const lang of ['zh', 'en'] as const) {
  test(`no match is not 'nothing yet': a search with no match offers Clear search (${lang})`, async ({ page }) => {
    const w = lang === 'zh' ? t : en;
    await signIn(page, ACCOUNTS.member);
    if (lang === 'en') await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    await open(page, '/tasklist/tasklist');
    const table = page.getByRole('table', { name: w('route.tasklist') });
    await expect(table).toBeVisible();
    const rows = await table.getByRole('row').count();
    await page.getByRole('textbox', { name: w('tasklist.search') }).fill('no-such-work');
    await page.getByRole('button', { name: w('tasklist.searchButton') }).click();
    await expect(page.getByRole('heading', { name: w('list.noMatch', { query: 'no-such-work' }) })).toBeVisible();
    await expect(page.getByRole('heading', { name: w('tasklist.empty') })).toHaveCount(0);
    await page.getByRole('button', { name: w('list.clearSearch') }).click();
    await expect(table.getByRole('row')).toHaveCount(rows);
    await expect(page.getByRole('textbox', { name: w('tasklist.search') })).toHaveValue('');
  });
}

test('a status filter with no match offers Clear filter', async ({ page }) => {
  // The member's five seeded works: none failed in the queue.
  await signIn(page, ACCOUNTS.member);
  await open(page, '/tasklist/tasklist');
  const table = page.getByRole('table', { name: t('route.tasklist') });
  await expect(table.getByRole('row')).toHaveCount(6);
  await page.getByRole('combobox', { name: t('tasklist.filter') }).selectOption('queueFailed');
  await expect(page.getByRole('heading', { name: t('list.noMatchFilter') })).toBeVisible();
  await page.getByRole('button', { name: t('list.clearFilter') }).click();
  await expect(page.getByRole('combobox', { name: t('tasklist.filter') })).toHaveValue('');
  await expect(table.getByRole('row')).toHaveCount(6);
});

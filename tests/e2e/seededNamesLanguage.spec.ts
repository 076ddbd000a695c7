import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, freshPage, login, open, signIn, test } from './fixtures';
import { avatarName, brandName, nickname, packageName, taskName, voiceName } from './seeded';
import { en, t } from './words';

/**
 * The demo's seeded names follow the language it is read in (mirage/seededNames.ts; the brand's words through its
 * `wordsEn`): an English demo reads no Chinese brand, package, digital-human, voice or work name.
 */
const voiceRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an English demo reads the brand, packages, digital humans, voices and works in English', async ({ browser }) => {
  const page = await freshPage(browser, 'en-US');
  await open(page, '/login');
  await expect(
    page.getByRole('heading', { name: en('login.title', { brand: brandName('ZHIYING', 'en') }) }),
  ).toBeVisible();
  await login(page, ACCOUNTS.member);
  // The sign-in page's English is the console's after sign-in (not the account's saved Chinese).
  await expect(page.getByText(avatarName('av1', 'en'), { exact: true }).first()).toBeVisible();
  // The person switches to Chinese and back: the list on screen is read again each time, without leaving the page.
  await page.getByRole('combobox', { name: en('nav.language') }).selectOption('zh');
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  await expect(page.getByText(avatarName('av1'), { exact: true }).first()).toBeVisible();
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: en('route.digital') })).toBeVisible();
  await expect(page.getByText(avatarName('av1', 'en'), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(avatarName('av1'), { exact: true })).toHaveCount(0);

  await open(page, '/voiceclone/index');
  await expect(voiceRow(page, voiceName('vo1', 'en'))).toBeVisible();
  await expect(voiceRow(page, voiceName('vo4', 'en'))).toBeVisible();
  await expect(page.getByText(voiceName('vo1'), { exact: true })).toHaveCount(0);

  await open(page, '/tasklist/tasklist');
  await expect(page.getByRole('row', { name: taskName('tk1', 'en') })).toBeVisible();
  await expect(page.getByRole('row', { name: taskName('tk1') })).toHaveCount(0);

  await open(page, '/personal/personal');
  await expect(
    page.getByRole('button', { name: en('personal.packages.buyNamed', { name: packageName('p2', 'en') }) }),
  ).toBeVisible();
  await page.context().close();
});

test('a Chinese demo reads the seeded names as seeded', async ({ page }) => {
  await open(page, '/login');
  await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
  await signIn(page, ACCOUNTS.member);
  await open(page, '/voiceclone/index');
  await expect(voiceRow(page, voiceName('vo1'))).toBeVisible();
  await expect(page.getByText(voiceName('vo1', 'en'), { exact: true })).toHaveCount(0);
  await open(page, '/personal/personal');
  await expect(
    page.getByRole('button', { name: t('personal.packages.buyNamed', { name: packageName('p2') }) }),
  ).toBeVisible();
});

test('a name a person gives is shown as typed in English', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await open(page, '/voiceclone/index');
  await voiceRow(page, voiceName('vo2', 'en'))
    .getByRole('button', { name: en('voice.rename') })
    .click();
  const dialog = page.getByRole('dialog');
  // A Chinese name typed in an English console: a name a person gives is shown as typed, never translated.
  await dialog.getByRole('textbox').fill('我的新声音');
  await dialog.getByRole('button', { name: en('common.save') }).click();
  await expect(voiceRow(page, '我的新声音')).toBeVisible();
  await expect(voiceRow(page, voiceName('vo2', 'en'))).toHaveCount(0);
});

test("an agent's clients read by their English names in an English console", async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  // c3 is one of the agent's clients in the seed (fixtures/customers.json).
  const client = (lng?: 'en') =>
    page
      .getByRole('row')
      .filter({ hasText: nickname('c3', lng) })
      .first();
  await open(page, '/usermanage/myClient');
  await expect(client()).toBeVisible();
  // Switched on the list itself: its rows are read again in English.
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(client('en')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: nickname('c3') })).toHaveCount(0);
});

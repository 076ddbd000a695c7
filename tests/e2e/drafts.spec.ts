import type { Page } from '@playwright/test';
import type { Language } from '../../src/domain/language';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { t } from './words';

/**
 * Every editor's draft survives a reload: it comes back with a short note and a Discard button; Discard empties the
 * editor for good; a fresh editor shows no note.
 */
const note = (page: Page, lng: Language) =>
  page.getByRole('status').filter({ hasText: t('assets.draftRestored', {}, lng) });

async function start(page: Page, lng: Language, path: string): Promise<void> {
  await signIn(page, ACCOUNTS.member);
  if (lng !== 'zh') {
    await page.getByRole('combobox', { name: t('nav.language') }).selectOption(lng);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
  }
  await open(page, path);
  await expect(page.locator('main h1:visible')).toBeVisible();
}

const EDITORS = [
  {
    name: 'basic editing',
    path: '/createtask/basic',
    fields: { '#task-name': 'Spring launch', '#task-text': 'Hello everyone, and welcome.' },
  },
  {
    name: 'advanced editing',
    path: '/createtask/senior',
    fields: { '#task-name': 'Brand story', '#task-cover-title': 'Ten years on' },
  },
  { name: 'AI audio', path: '/aiaudio/aiaudio', fields: { '#aiaudio-text': 'Welcome to the show today.' } },
];

for (const lng of ['zh', 'en'] as const) {
  for (const e of EDITORS) {
    test(`${e.name} (${lng}): the draft is back after a reload, with a note; Discard empties it for good`, async ({
      page,
    }) => {
      await start(page, lng, e.path);
      await expect(note(page, lng)).toHaveCount(0);
      for (const [id, text] of Object.entries(e.fields)) await page.locator(id).fill(text);
      await page.reload();
      for (const [id, text] of Object.entries(e.fields)) await expect(page.locator(id)).toHaveValue(text);
      await expect(note(page, lng)).toBeVisible();
      await note(page, lng)
        .getByRole('button', { name: t('assets.draftDiscard', {}, lng) })
        .click();
      await expect(note(page, lng)).toHaveCount(0);
      for (const id of Object.keys(e.fields)) await expect(page.locator(id)).toHaveValue('');
      await page.reload();
      await expect(page.locator(Object.keys(e.fields)[0])).toBeVisible();
      for (const id of Object.keys(e.fields)) await expect(page.locator(id)).toHaveValue('');
      await expect(note(page, lng)).toHaveCount(0);
    });
  }

  test(`voice cloning's form (${lng}): open with its name after a reload`, async ({ page }) => {
    await start(page, lng, '/voiceclone/index');
    await page.getByRole('button', { name: t('voice.create', {}, lng) }).click();
    const form = page.getByRole('form', { name: t('voice.create', {}, lng) });
    await form.getByLabel(t('voice.name', {}, lng)).fill('Front desk');
    await page.reload();
    await expect(form.getByLabel(t('voice.name', {}, lng))).toHaveValue('Front desk');
    await expect(note(page, lng)).toBeVisible();
  });
}

test('a draft is the account’s own: another account finds an empty editor', async ({ page }) => {
  await start(page, 'zh', '/aiaudio/aiaudio');
  await page.locator('#aiaudio-text').fill('A draft of mine alone');
  await page.evaluate(() => window.__demo?.signIn?.('13800000006'));
  await open(page, '/aiaudio/aiaudio');
  await page.reload();
  await expect(page.locator('#aiaudio-text')).toHaveValue('');
  await expect(note(page, 'zh')).toHaveCount(0);
});

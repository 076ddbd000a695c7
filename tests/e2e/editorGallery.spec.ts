import type { Page } from '@playwright/test';
import type { Language } from '../../src/domain/language';
import { ACCOUNTS, expect, login, open, signIn, test } from './fixtures';
import { avatarName, platformVoice } from './seeded';
import { part, t } from './words';

/**
 * The video editors: a digital human chosen from a gallery of faces (every one reachable, however many), a voice from
 * a list with a listen button where the brand allows audition, a live preview beside the form that says what is
 * missing before it states a length and a cost, Make a video on each digital human's card, and the two layouts.
 */

const LANGS: Language[] = ['zh', 'en'];

/**
 * Signs the member in, in `lng` picked on the sign-in page (so every list the console reads is in it, seeded names
 * too); `scenario` starts the demo's world from that scenario.
 */
async function signInIn(page: Page, lng: Language, scenario = '') {
  if (scenario) await page.goto(`/?scenario=${scenario}#/login`);
  else await open(page, '/login');
  if (lng !== 'zh') {
    await page.getByRole('combobox', { name: t('nav.language') }).selectOption(lng);
    await expect(page.getByRole('button', { name: t('login.submit', {}, lng), exact: true })).toBeVisible();
  }
  await login(page, ACCOUNTS.member);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lng === 'zh' ? /^zh/ : /^en/);
}

/** A seeded digital human's name as a page in `lng` shows it. */
const seededAvatar = (id: string, lng: Language) => avatarName(id, lng === 'zh' ? 'zh' : 'en');

const form = (page: Page, lng: Language) => page.getByRole('form', { name: t('createtask.formLabel', {}, lng) });
const gallery = (page: Page, lng: Language) =>
  form(page, lng).getByRole('group', { name: t('createtask.avatar', {}, lng) });
const voices = (page: Page, lng: Language) =>
  form(page, lng).getByRole('group', { name: t('createtask.voice', {}, lng) });
const face = (name: string, lng: Language, orientation: 'landscape' | 'vertical' = 'landscape') =>
  t('createtask.avatarOption', { name, orientation: t(`digital.${orientation}`, {}, lng) }, lng);

for (const lng of LANGS) {
  test(`${lng}: with 133 digital humans every one can be reached, by page and by search`, async ({ page }) => {
    await signInIn(page, lng, 'large');
    await open(page, '/createtask/basic');
    const g = gallery(page, lng);
    await expect(g.getByText(t('createtask.avatarCount', { count: 133 }, lng))).toBeVisible();
    await expect(g.getByRole('radio')).toHaveCount(12);
    // Page to the end: the oldest is on the last page, well past the first 100.
    const pages = g.getByRole('navigation', { name: t('createtask.avatarPages', {}, lng) });
    const next = pages.getByRole('button', { name: t('pager.next', {}, lng) });
    for (let i = 1; i < 12; i++) await next.click();
    await expect(next).toBeDisabled();
    await expect(g.getByRole('radio')).toHaveCount(1);
    await g.getByRole('radio', { name: /Presenter 001/ }).check();
    await expect(page.getByTestId('task-preview').getByRole('img', { name: 'Presenter 001' })).toBeVisible();
    // Search on the server: one name among 133, then a name nobody has.
    const search = g.getByRole('searchbox', { name: t('createtask.avatarSearch', {}, lng) });
    await search.fill('presenter 117');
    await expect(g.getByRole('radio')).toHaveCount(1);
    await g.getByRole('radio', { name: /Presenter 117/ }).check();
    await expect(page.getByTestId('task-preview').getByRole('img', { name: 'Presenter 117' })).toBeVisible();
    await search.fill('nobody');
    await expect(g.getByText(t('createtask.avatarNoMatch', { name: 'nobody' }, lng))).toBeVisible();
    await expect(g.getByRole('radio')).toHaveCount(0);
  });

  test(`${lng}: voices are listened to from the list; the preview says what is missing, then length and cost`, async ({
    page,
  }) => {
    await signInIn(page, lng);
    await open(page, '/createtask/basic');
    const v = voices(page, lng);
    await v
      .getByRole('button', { name: t('createtask.listen', { name: platformVoice('Xiaoxiao', lng) }, lng) })
      .click();
    const sample = v.getByLabel(t('createtask.sample', { name: platformVoice('Xiaoxiao', lng) }, lng));
    await expect(sample).toHaveAttribute('src', /.+/);
    await v
      .getByRole('button', { name: t('createtask.stopListening', { name: platformVoice('Xiaoxiao', lng) }, lng) })
      .click();
    await expect(sample).toHaveCount(0);
    await v.getByRole('radio', { name: platformVoice('Yunyang', lng) }).check();

    const estimate = page.getByTestId('task-preview-estimate');
    const caption = page.getByTestId('task-preview-caption');
    // Nothing to speak yet: no "about 0 s, 30 points", but what is missing.
    await expect(estimate).toHaveText(t('createtask.previewNoScript', {}, lng));
    await expect(caption).toHaveText(t('createtask.previewCaptionEmpty', {}, lng));
    await expect(form(page, lng).getByText(t('createtask.previewNoScript', {}, lng))).toBeVisible();
    // Six words on two lines: the caption is the first line, the estimate counts both (their letters, a beat a word and
    // the comma's silence, src/domain/speech.ts: 2.3 s).
    await form(page, lng).locator('#task-text').fill('Welcome to the studio, friends\nBye');
    await expect(caption).toHaveText('Welcome to the studio, friends');
    await expect(estimate).toHaveText(t('createtask.cost', { s: 2.3, cost: 30 }, lng));
    await expect(page.getByTestId('task-preview').getByText(platformVoice('Yunyang', lng))).toHaveCount(0);
    await expect(page.locator('.task-preview-facts')).toContainText(platformVoice('Yunyang', lng));
    // Uploaded audio instead: nothing is known until the file is in.
    await form(page, lng)
      .getByRole('radio', { name: t('createtask.scriptAudio', {}, lng) })
      .check({ force: true });
    await expect(estimate).toHaveText(t('createtask.previewNoAudio', {}, lng));
  });

  test(`${lng}: Make a video on a digital human's card opens the basic editor with it chosen`, async ({ page }) => {
    await signInIn(page, lng);
    await open(page, '/digital');
    await page
      .getByRole('listitem')
      .filter({ hasText: seededAvatar('av2', lng) })
      .getByRole('button', { name: t('digital.makeVideo', {}, lng) })
      .click();
    await expect(page).toHaveURL(/#\/createtask\/basic$/);
    await expect(
      gallery(page, lng).getByRole('radio', { name: face(seededAvatar('av2', lng), lng, 'vertical') }),
    ).toBeChecked();
    const preview = page.getByTestId('task-preview');
    await expect(preview.getByRole('img', { name: seededAvatar('av2', lng) })).toBeVisible();
    await expect(preview).toHaveClass(/vertical/);
    // From another card, with the editor already open: that one is chosen now.
    await open(page, '/digital');
    await page
      .getByRole('listitem')
      .filter({ hasText: seededAvatar('av3', lng) })
      .getByRole('button', { name: t('digital.makeVideo', {}, lng) })
      .click();
    await expect(gallery(page, lng).getByRole('radio', { name: face(seededAvatar('av3', lng), lng) })).toBeChecked();
    await expect(preview.getByRole('img', { name: seededAvatar('av3', lng) })).toBeVisible();
  });
}

test('a rename on My digital humans shows at once in an open editor, with no reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/createtask/basic');
  await gallery(page, 'zh')
    .getByRole('radio', { name: face(avatarName('av1'), 'zh') })
    .check();
  // A mark in the page: gone if anything reloads it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await open(page, '/digital');
  await page
    .getByRole('listitem')
    .filter({ hasText: avatarName('av1') })
    .getByRole('button', { name: t('digital.rename') })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Renamed presenter');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Renamed presenter' })).toBeVisible();
  // Back to the editor, kept open in its tab: the same record, renamed.
  await page
    .getByRole('navigation', { name: t('shell.visited') })
    .getByRole('link', { name: t('route.createtaskBasic') })
    .click();
  await expect(gallery(page, 'zh').getByRole('radio', { name: face('Renamed presenter', 'zh') })).toBeChecked();
  await expect(page.getByTestId('task-preview').getByRole('img', { name: 'Renamed presenter' })).toBeVisible();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});

test('the advanced editor: two columns at 1440 px with the preview in view, one working column at 390 px with the preview before Create video', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ACCOUNTS.member);
  await open(page, '/createtask/senior');
  const f = form(page, 'zh');
  const preview = page.locator('.task-preview-card');
  await expect(preview).toBeVisible();
  const fb = await f.boundingBox();
  const pb = await preview.boundingBox();
  expect(fb && pb && pb.x >= fb.x + fb.width - 1).toBe(true);
  expect(fb && pb && Math.abs(pb.y - fb.y) < 40).toBe(true);
  // Down at the business card, the preview is still on screen.
  await f.getByRole('checkbox', { name: t('createtask.cardOn') }).scrollIntoViewIfNeeded();
  await expect(preview).toBeInViewport();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(preview).toBeVisible();
  // One column: the preview after the last choice (the commitment) and before Create video, so the person sees what
  // they will make before making it; it scrolls with the form (a sticky preview would sit over the fields).
  const agreement = f.getByRole('checkbox', { name: part(t('createtask.agreement')) });
  const create = f.getByRole('button', { name: t('createtask.submit') });
  await create.scrollIntoViewIfNeeded();
  const ab = await agreement.boundingBox();
  const pb2 = await preview.boundingBox();
  const cb = await create.boundingBox();
  expect(ab && pb2 && pb2.y >= ab.y + ab.height - 1, 'the preview after the commitment').toBe(true);
  expect(pb2 && cb && cb.y >= pb2.y + pb2.height - 1, 'Create video after the preview').toBe(true);
  expect(await preview.evaluate((e) => getComputedStyle(e).position)).toBe('static');
  // Both the width of the screen, nothing wider than it.
  expect(pb2 && pb2.x + pb2.width <= 390).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await gallery(page, 'zh')
    .getByRole('radio', { name: face(avatarName('av1'), 'zh') })
    .check();
  await expect(page.getByTestId('task-preview').getByRole('img', { name: avatarName('av1') })).toBeVisible();
});

test('where the brand turns audition off, the voice list has no listen buttons', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.evaluate(() => window.__demo?.brand('nova.localhost'));
  await open(page, '/createtask/basic');
  const v = voices(page, 'zh');
  await expect(v.getByRole('radio', { name: platformVoice('Xiaoxiao') })).toBeVisible();
  await expect(v.getByRole('button')).toHaveCount(0);
});

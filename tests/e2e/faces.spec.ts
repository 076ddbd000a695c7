import { readFileSync } from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import type { Language } from '../../src/domain/language';
import { ACCOUNTS, expect, login, open, signIn, test } from './fixtures';
import { avatarName, taskName } from './seeded';
import { t } from './words';
import { REAL_BRAND_ANSWER, userInfo } from '../dtos';

/**
 * Pictures of people: every digital human has a face (the still the service answers for it), in My digital humans,
 * in the editors' gallery and preview, and as the poster frame of each work in My works; an uploaded video gets the
 * still of its first frame; the production build shows what the real service answers and never a made-up face.
 */

const LANGS: Language[] = ['zh', 'en'];

/** Signs in with `lng` picked on the sign-in page, so every list the console reads is in it (seeded names too). */
async function signInIn(page: Page, lng: Language, mobile: string = ACCOUNTS.member) {
  if (lng === 'zh') {
    await signIn(page, mobile);
    return;
  }
  await open(page, '/login');
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption(lng);
  await expect(page.getByRole('button', { name: t('login.submit', {}, lng), exact: true })).toBeVisible();
  await login(page, mobile);
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
}

/** The picture was fetched and drawn: a broken or missing file has no natural width. */
async function expectDrawn(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

const seeded = (lng: Language) => ['av1', 'av2', 'av3'].map((id) => avatarName(id, lng === 'zh' ? 'zh' : 'en'));

for (const lng of LANGS) {
  test(`${lng}: every digital human on My digital humans shows its own face`, async ({ page }) => {
    await signInIn(page, lng);
    await open(page, '/digital');
    const sources = new Set<string>();
    for (const name of seeded(lng)) {
      const face = page.getByRole('img', { name: t('digital.portraitOf', { name }, lng) });
      await expectDrawn(face);
      sources.add((await face.getAttribute('src')) ?? '');
    }
    // Three people, three faces: not one picture repeated, and not a block of colour.
    expect(sources.size).toBe(3);
  });

  test(`${lng}: the editors' gallery and preview, and each work in My works, show the faces`, async ({ page }) => {
    await signInIn(page, lng);
    await open(page, '/createtask/senior');
    const form = page.getByRole('form', { name: t('createtask.formLabel', {}, lng) });
    const gallery = form.getByRole('group', { name: t('createtask.avatar', {}, lng) });
    const tile = gallery.locator('label').filter({ hasText: avatarName('av1', lng === 'zh' ? 'zh' : 'en') });
    await expectDrawn(tile.locator('img'));
    await tile.getByRole('radio').check();
    // The composed preview: the same face, over the backdrop, with the name for assistive technology.
    const person = page
      .getByTestId('task-preview')
      .getByRole('img', { name: avatarName('av1', lng === 'zh' ? 'zh' : 'en') });
    await expectDrawn(person.locator('img'));
    expect(await person.locator('img').getAttribute('src')).toBe(await tile.locator('img').getAttribute('src'));

    await open(page, '/tasklist/tasklist');
    const rows = page.getByRole('row').filter({ has: page.getByTestId('work-poster') });
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all()) await expectDrawn(row.getByTestId('work-poster').locator('img'));
    // The vertical work's poster is drawn upright.
    await expect(
      page.getByRole('row', { name: taskName('tk5', lng === 'zh' ? 'zh' : 'en') }).getByTestId('work-poster'),
    ).toHaveClass(/vertical/);
  });
}

test('an uploaded video gets the still of its first frame, drawn in the browser and kept by the service', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('button', { name: t('digital.create') }).click();
  const form = page.getByRole('form', { name: t('digital.create') });
  await form.getByLabel(t('digital.name')).fill('Uploaded presenter');
  await form.getByLabel(t('digital.video')).setInputFiles({
    name: 'me.mp4',
    mimeType: 'video/mp4',
    buffer: readFileSync('fixtures/media/avatar-landscape.mp4'),
  });
  await expect(form.getByText(/me\.mp4.*320 × 180/)).toBeVisible();
  await form.getByRole('button', { name: t('digital.submit'), exact: true }).click();
  const face = page.getByRole('img', { name: t('digital.portraitOf', { name: 'Uploaded presenter' }) });
  await expectDrawn(face);
  // Not one of the seeded faces: the frame the console took from this file, stored as an upload.
  const src = (await face.getAttribute('src')) ?? '';
  expect(src).not.toMatch(/\.svg/);
  const size = await face.evaluate((el) => [
    (el as HTMLImageElement).naturalWidth,
    (el as HTMLImageElement).naturalHeight,
  ]);
  expect(size).toEqual([320, 180]);
});

/** The production build against a stand-in real service whose avatars have a still of its own, or none. */
const PROD = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}/`;
const REAL_STILL = 'https://media.real.example/stills/a1.png';
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('production shows the still the real service answers, and a lettermark where it has none, never a made-up face', async ({
  page,
}) => {
  const user = userInfo({
    userId: 'r42',
    nickname: 'Real user',
    mobile: '13912340000',
    aigcExpiresTime: 4102444800000,
    unifiedComputingPower: 100,
    inviteCode: 'REAL42',
    oemCode: 'REAL',
  });
  const avatar = (id: string, name: string, posterUrl: string) => ({
    id,
    name,
    orientation: 'landscape',
    status: 'ready',
    videoUrl: '',
    posterUrl,
    width: 1920,
    height: 1080,
    createdAt: 1_700_000_000_000,
  });
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(r.url());
  });
  await page.route('https://media.real.example/**', (route) =>
    route.fulfill({ body: PNG_1PX, contentType: 'image/png' }),
  );
  const ok = (route: Route, data: unknown) => route.fulfill({ json: { code: 20000, msg: 'success', data } });
  await page.route('**/api/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/api/, '');
    switch (path) {
      case '/oemConfig/queryOemConfigByDomain':
        return ok(route, REAL_BRAND_ANSWER);
      case '/languageDicPc/getLanguageDicJson':
        return ok(route, {});
      case '/userInfo/loginByPwd':
        return ok(route, { ...user, token: 'tok-real', tokenId: 'tid-real' });
      case '/userInfo/getUserInfo':
        return ok(route, user);
      case '/avatar/listAvatar':
        return ok(route, {
          list: [avatar('a1', 'Real presenter', REAL_STILL), avatar('a2', 'No still', '')],
          total: 2,
        });
      default:
        return ok(route, null);
    }
  });
  await page.goto(`${PROD}#/login`);
  await login(page, user.mobile, 'real-pass');
  await expect(page).toHaveURL(/#\/digital/);
  const real = page.getByRole('img', { name: t('digital.portraitOf', { name: 'Real presenter' }) });
  await expect(real).toHaveAttribute('src', REAL_STILL);
  await expectDrawn(real);
  // No still from the service: the name's first letter, not a face.
  const none = page.getByRole('img', { name: t('digital.portraitOf', { name: 'No still' }) });
  await expect(none).toHaveText('N');
  expect(await none.evaluate((el) => el.tagName)).toBe('SPAN');
  // Not one picture of a person came from anywhere but the service's answer.
  expect(images.filter((u) => /portrait|dicebear|\.svg/.test(u))).toEqual([]);
});

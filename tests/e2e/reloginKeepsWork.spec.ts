import type { Page } from '@playwright/test';
import { makeWav } from '../wav';
import { ACCOUNTS, expect, login, open, signIn, signOut, test } from './fixtures';
import { en, part, shape, t, whole } from './words';

/**
 * The server signs a person out in the middle of their work (the re-login box of 50012, or a 204). Signing in again as
 * the same account brings back the page, the editor's draft (uploads aside) and the tabs; another account finds none
 * of it.
 */
const tabLinks = (page: Page) =>
  page.getByRole('navigation', { name: whole(t('shell.visited'), en('shell.visited')) }).getByRole('link');
const fail = (page: Page, path: string, fault: number) =>
  page.evaluate(([p, f]) => window.__demo?.fail(p as string, f as number), [path, fault] as const);

interface Editor {
  name: string;
  path: string;
  tab: string;
  /** Types a draft; then makes a call that the server answers with the fault. */
  work(page: Page, fault: number): Promise<void>;
  /** The draft is as typed. */
  expectKept(page: Page): Promise<void>;
  /** A fresh editor. */
  expectEmpty(page: Page): Promise<void>;
}

/** A call any page can make: the invite link, from the top bar. */
async function inviteAnswers(page: Page, fault: number): Promise<void> {
  await fail(page, '/userInfo/queryInviteUrl', fault);
  await page.getByRole('button', { name: t('shell.invite') }).click();
}

/**
 * An editor whose draft is text typed into fields (by their ids): typed, then a call answered with the fault; back,
 * every field as typed; fresh, the fields of `freshEmpty` empty.
 */
function typedEditor(
  name: string,
  path: string,
  tab: string,
  fields: Record<string, string>,
  freshEmpty: string[],
): Editor {
  return {
    name,
    path,
    tab,
    async work(page, fault) {
      for (const [id, text] of Object.entries(fields)) await page.locator(id).fill(text);
      await inviteAnswers(page, fault);
    },
    async expectKept(page) {
      for (const [id, text] of Object.entries(fields)) await expect(page.locator(id)).toHaveValue(text);
    },
    async expectEmpty(page) {
      for (const id of freshEmpty) await expect(page.locator(id)).toHaveValue('');
    },
  };
}

const EDITORS: Editor[] = [
  typedEditor(
    'basic editing',
    '/createtask/basic',
    t('route.createtaskBasic'),
    { '#task-name': 'Spring launch', '#task-text': 'Hello everyone, welcome to our product launch.' },
    ['#task-name', '#task-text'],
  ),
  typedEditor(
    'advanced editing',
    '/createtask/senior',
    t('route.createtaskSenior'),
    {
      '#task-name': 'Brand story',
      '#task-text': 'Ten years of doing one thing well.',
      '#task-cover-title': 'Ten years',
    },
    ['#task-name', '#task-cover-title'],
  ),
  typedEditor('AI audio', '/aiaudio/aiaudio', t('route.aiaudio'), { '#aiaudio-text': "Welcome to today's show." }, [
    '#aiaudio-text',
  ]),
  {
    name: "voice cloning's form",
    path: '/voiceclone/index',
    tab: t('route.voiceclone'),
    async work(page, fault) {
      await page.getByRole('button', { name: t('voice.create') }).click();
      const form = page.getByRole('form', { name: t('voice.create') });
      await form.getByRole('radio', { name: part(t('voice.basic')) }).check({ force: true });
      await form.getByLabel(part(t('voice.sample'))).setInputFiles({
        name: 'me.wav',
        mimeType: 'audio/wav',
        buffer: Buffer.from(makeWav(5)),
      });
      await expect(
        form.getByText(t('upload.done', { name: `me.wav (${t('upload.seconds', { s: 5 })})` })),
      ).toBeVisible();
      await form.getByLabel(t('voice.name')).fill('Service voice');
      await fail(page, '/voice/createVoice', fault);
      await form.getByRole('button', { name: t('voice.submit') }).click();
    },
    async expectKept(page) {
      const form = page.getByRole('form', { name: t('voice.create') });
      await expect(form.getByLabel(t('voice.name'))).toHaveValue('Service voice');
      await expect(form.getByRole('radio', { name: part(t('voice.basic')) })).toBeChecked();
      // Uploads aside: the sample is chosen again.
      await expect(form.getByText(shape('upload.done'))).toHaveCount(0);
    },
    async expectEmpty(page) {
      await expect(page.getByRole('form', { name: t('voice.create') })).toHaveCount(0);
      await page.getByRole('button', { name: t('voice.create') }).click();
      await expect(page.getByRole('form', { name: t('voice.create') }).getByLabel(t('voice.name'))).toHaveValue('');
    },
  },
];

/** Signs in, opens a page for a second tab, then the editor. */
async function openEditor(page: Page, editor: Editor): Promise<void> {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/personal/personal');
  await expect(page.locator('main h1:visible')).toHaveText(t('route.personal'));
  await open(page, editor.path);
  await expect(page.locator('main h1:visible')).toHaveText(editor.tab);
}

/** Signs in as `mobile` on the sign-in page: a fresh start (the first page, one tab) and the editor empty. */
async function expectFreshStart(page: Page, mobile: string, editor: Editor): Promise<void> {
  await login(page, mobile);
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(tabLinks(page)).toHaveText([t('route.digital')]);
  await open(page, editor.path);
  await expect(page.locator('main h1:visible')).toHaveText(editor.tab);
  await editor.expectEmpty(page);
}

async function expectBack(page: Page, editor: Editor): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`#${editor.path}$`));
  await expect(tabLinks(page)).toHaveText([t('route.digital'), t('route.personal'), editor.tab]);
  await editor.expectKept(page);
}

/** Opens the editor, works in it until the session ends (50012), and chooses "Log in again": the sign-in page. */
async function reloginMidWork(page: Page, editor: Editor): Promise<void> {
  await openEditor(page, editor);
  await editor.work(page, 50012);
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('errors.relogin') })
    .click();
  await expect(page).toHaveURL(/#\/login/);
}

for (const editor of EDITORS) {
  test(`${editor.name}: 50012, "Log in again", the same account: the page, the draft and the tabs are back`, async ({
    page,
  }) => {
    await reloginMidWork(page, editor);
    await login(page, ACCOUNTS.member);
    await expectBack(page, editor);
  });

  test(`${editor.name}: a 204 back to sign-in, the same account: the page, the draft and the tabs are back`, async ({
    page,
  }) => {
    await openEditor(page, editor);
    await editor.work(page, 204);
    await expect(page).toHaveURL(/#\/login\?redirect=/);
    await login(page, ACCOUNTS.member);
    await expectBack(page, editor);
  });

  test(`${editor.name}: after 50012 another account finds no draft and no tabs; the first one still does`, async ({
    page,
  }) => {
    await reloginMidWork(page, editor);
    await expectFreshStart(page, ACCOUNTS.expired, editor);
    // The member's work waits for the member (kept per account, in the browser), until they sign out themselves.
    await page.evaluate(() => window.__demo?.signIn?.('13800000005'));
    await open(page, editor.path);
    await editor.expectKept(page);
  });
}

test("after a 204, another account follows neither the first one's way back nor finds its draft", async ({ page }) => {
  const editor = EDITORS[0];
  await openEditor(page, editor);
  await editor.work(page, 204);
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fcreatetask%2Fbasic/);
  await expectFreshStart(page, ACCOUNTS.expired, editor);
});

test('an explicit logout drops the kept draft', async ({ page }) => {
  const editor = EDITORS[2];
  await reloginMidWork(page, editor);
  await login(page, ACCOUNTS.member);
  await expectBack(page, editor);
  await signOut(page);
  await expectFreshStart(page, ACCOUNTS.member, editor);
});

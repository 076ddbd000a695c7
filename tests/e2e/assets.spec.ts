import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { estimateSeconds } from '../../src/domain/script';
import { makeWav } from '../wav';
import { test as demoTest } from '@playwright/test';
import { ACCOUNTS, expect, login, open, signIn, signInAt, STUDIO_WAIT, test } from './fixtures';
import { heard } from './heard';
import { en, escapeRegExp, part, shape, t } from './words';
import { audioText, avatarName, platformVoice, voiceName } from './seeded';
import { timeoutOf } from '../../playwright.config';

const wav = (name: string, seconds: number) => ({
  name,
  mimeType: 'audio/wav',
  buffer: Buffer.from(makeWav(seconds)),
});
const advance = (page: Page, ms: number) => page.evaluate((t) => window.__demo?.advance(t), ms);
const toasts = (page: Page) => page.locator('.bp6-toast-container');
const row = (page: Page, name: string) => page.getByRole('row', { name });

/** Opens the "create avatar" form, names the avatar and chooses a clip of fixtures/media (as me.mp4); the form. */
async function newAvatarForm(page: Page, name: string, clip: string) {
  await page.getByRole('button', { name: t('digital.create') }).click();
  const form = page.getByRole('form', { name: t('digital.create') });
  await form.getByLabel(t('digital.name')).fill(name);
  await form.getByLabel(part(t('digital.video'))).setInputFiles({
    name: 'me.mp4',
    mimeType: 'video/mp4',
    buffer: readFileSync(`fixtures/media/${clip}`),
  });
  return form;
}

test.describe('digital humans', () => {
  test('a video becomes a digital human: processing, then ready by itself after the cutout, kept on reload', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.member);
    await expect(page.getByText(t('digital.total', { count: 3 }))).toBeVisible();
    const form = await newAvatarForm(page, 'My new look', 'avatar-vertical.mp4');
    await expect(
      form.getByText(
        shape('upload.done', {
          name: new RegExp(`me\\.mp4.*${escapeRegExp(t('upload.resolution', { w: 180, h: 320 }))}`),
        }),
      ),
    ).toBeVisible();
    // The orientation follows the video.
    await expect(form.getByRole('radio', { name: t('digital.vertical') })).toBeChecked();
    await form.getByRole('button', { name: t('digital.submit'), exact: true }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'My new look' });
    await expect(card.getByText(t('digital.processing'), { exact: true })).toBeVisible();
    await advance(page, 10_000);
    // No refresh: the page polls while a cutout runs.
    await expect(card.getByText(t('digital.ready'))).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'My new look' }).getByText(t('digital.ready')),
    ).toBeVisible();
  });

  test('each upload limit and server refusal is shown as a person sees it', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    await page.getByRole('button', { name: t('digital.create') }).click();
    const form = page.getByRole('form', { name: t('digital.create') });
    await form.getByRole('button', { name: t('digital.submit'), exact: true }).click();
    await expect(form.getByText(t('digital.nameRequired'))).toBeVisible();
    await expect(form.getByText(t('digital.videoRequired'))).toBeVisible();
    const input = form.getByLabel(part(t('digital.video')));
    await input.setInputFiles({ name: 'clip.avi', mimeType: 'video/avi', buffer: Buffer.from('x') });
    await expect(form.getByRole('alert')).toHaveText(t('upload.wrongType', { types: 'mp4, mov' }));
    // The name says mp4, the bytes are not a video: read from the file itself, refused.
    await input.setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not a video') });
    await expect(form.getByRole('alert')).toHaveText(t('upload.unreadable'));
    // A file the moderation fixture flags: the server's own message.
    await form.getByLabel(t('digital.name')).fill('Flagged upload');
    await input.setInputFiles({
      name: 'flagged.mp4',
      mimeType: 'video/mp4',
      buffer: readFileSync('fixtures/media/avatar-landscape.mp4'),
    });
    await expect(form.getByText(shape('upload.done', { name: /flagged\.mp4/ }))).toBeVisible();
    await form.getByRole('button', { name: t('digital.submit'), exact: true }).click();
    await expect(toasts(page).getByText(t('server.digitalNonCompliant'))).toBeVisible();
  });

  test('the expired member has no digital-human time left', async ({ page }) => {
    await signIn(page, ACCOUNTS.expired);
    const form = await newAvatarForm(page, 'New look', 'avatar-landscape.mp4');
    await expect(form.getByText(shape('upload.done'))).toBeVisible();
    await form.getByRole('button', { name: t('digital.submit'), exact: true }).click();
    await expect(toasts(page).getByText(t('server.noDigitalTime'))).toBeVisible();
  });

  test('rename through the shared dialog and delete with confirmation', async ({ page }) => {
    await signIn(page, ACCOUNTS.member);
    const card = page.getByRole('listitem').filter({ hasText: avatarName('av3') });
    await card.getByRole('button', { name: t('digital.rename') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('  ');
    await dialog.getByRole('button', { name: t('common.save') }).click();
    await expect(dialog.getByText(t('validation.renameEmpty'))).toBeVisible();
    await dialog.getByRole('textbox').fill('New studio');
    await dialog.getByRole('button', { name: t('common.save') }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'New studio' })).toBeVisible();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'New studio' })
      .getByRole('button', { name: t('common.delete') })
      .click();
    await expect(page.getByRole('dialog').getByText(t('digital.deleteConfirm', { name: 'New studio' }))).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('common.delete') })
      .click();
    await expect(page.getByText(t('digital.total', { count: 2 }))).toBeVisible();
  });
});

test.describe('voice cloning', () => {
  test('a too-short hi-fi sample is refused before upload; a good one trains to complete', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/voiceclone/index');
    await page.getByRole('button', { name: t('voice.create') }).click();
    const form = page.getByRole('form', { name: t('voice.create') });
    const sample = form.getByLabel(part(t('voice.sample')));
    await sample.setInputFiles(wav('short.wav', 5));
    await expect(form.getByRole('alert')).toHaveText(t('upload.hifiDuration', { min: 15, max: 60 }));
    await sample.setInputFiles(wav('long.wav', 70));
    await expect(form.getByRole('alert')).toHaveText(t('upload.hifiDuration', { min: 15, max: 60 }));
    await form.getByRole('radio', { name: part(t('voice.basic')) }).check({ force: true });
    await sample.setInputFiles(wav('two.wav', 2));
    await expect(form.getByRole('alert')).toHaveText(t('upload.basicDuration', { min: 3, max: 10 }));
    await form.getByRole('radio', { name: part(t('voice.hifi')) }).check({ force: true });
    await sample.setInputFiles(wav('me.wav', 20));
    await expect(
      form.getByText(t('upload.done', { name: `me.wav (${t('upload.seconds', { s: 20 })})` })),
    ).toBeVisible();
    await form.getByLabel(t('voice.name')).fill('My second voice');
    await form.getByRole('button', { name: t('voice.submit') }).click();
    await expect(row(page, 'My second voice').getByText(t('voice.pending'))).toBeVisible();
    await advance(page, 60_000);
    await expect(row(page, 'My second voice').getByText(t('voice.done'))).toBeVisible();
  });

  test('the expired member has no voice-clone time left', async ({ page }) => {
    await signInAt(page, ACCOUNTS.expired, '/voiceclone/index');
    await page.getByRole('button', { name: t('voice.create') }).click();
    const form = page.getByRole('form', { name: t('voice.create') });
    await form.getByLabel(t('voice.name')).fill('New voice');
    await form.getByLabel(part(t('voice.sample'))).setInputFiles(wav('me.wav', 30));
    await expect(
      form.getByText(t('upload.done', { name: `me.wav (${t('upload.seconds', { s: 30 })})` })),
    ).toBeVisible();
    await form.getByRole('button', { name: t('voice.submit') }).click();
    await expect(toasts(page).getByText(t('server.noCloneTime'))).toBeVisible();
    // Nothing typed is lost: the dialog stays open with its name.
    await expect(form.getByLabel(t('voice.name'))).toHaveValue('New voice');
  });

  test('a voice in training cannot be used, auditioned, renamed or deleted', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/voiceclone/index');
    const training = row(page, voiceName('vo4'));
    // Use and Listen are disabled, saying why (tests/e2e/voiceTraining.spec.ts); rename and delete say it on a click.
    for (const action of [t('voice.use'), t('voice.audition')]) {
      await expect(training.getByRole('button', { name: action })).toHaveAttribute('aria-disabled', 'true');
      await expect(training.getByRole('button', { name: action })).toHaveAccessibleDescription(
        t('voice.blockedPending'),
      );
    }
    for (const action of [t('voice.rename'), t('common.delete')]) {
      await training.getByRole('button', { name: action }).click();
      await expect(toasts(page).getByText(t('voice.blockedPending')).first()).toBeVisible();
    }
    await expect(page).toHaveURL(/voiceclone\/index$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row(page, voiceName('vo3')).getByRole('button', { name: t('voice.use') })).toHaveAccessibleDescription(
      t('voice.blockedFailed'),
    );
  });

  test('a trained voice is auditioned and used for AI audio', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/voiceclone/index');
    await row(page, t('aiaudio.mineGroup'))
      .getByRole('button', { name: t('voice.audition') })
      .click();
    const player = page.getByLabel(t('voice.audition'), { exact: true }).and(page.locator('audio'));
    // The voice reads a sample sentence: a few seconds of speech, made for it.
    await expect(player).toHaveAttribute('src', /^blob:/);
    const sampleSrc = (await player.getAttribute('src')) ?? '';
    const sample = await heard(page, sampleSrc);
    expect(sample.seconds).toBeGreaterThan(2);
    expect(sample.loudness).toBeGreaterThan(0.02);
    await row(page, t('aiaudio.mineGroup'))
      .getByRole('button', { name: t('voice.use') })
      .click();
    await expect(page).toHaveURL(/aiaudio\/aiaudio\?voice=vo1/);
    await expect(page.getByRole('combobox', { name: t('aiaudio.voice'), exact: true })).toHaveValue('vo1');
    await expect(page.getByText(t('aiaudio.tierPaid', { min: 15, max: 3000 }))).toBeVisible();
    await page.getByRole('button', { name: t('voice.audition') }).click();
    // The same voice, the same sample: a cloned voice keeps its sound.
    await expect(page.locator(`audio[aria-label="${t('voice.audition')}"]:visible`)).toHaveAttribute('src', sampleSrc);
  });

  test('buying a timbre with enough power asks with its cost, then the voice is paid', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/voiceclone/index');
    await row(page, voiceName('vo2'))
      .getByRole('button', { name: t('voice.buy') })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(part(t('voice.buyConfirm', { name: voiceName('vo2'), price: 3000, balance: 50000 }))),
    ).toBeVisible();
    await dialog.getByRole('button', { name: t('common.confirm') }).click();
    await expect(toasts(page).getByText(t('voice.bought', { price: 3000 }))).toBeVisible();
    await expect(row(page, voiceName('vo2')).getByText(t('voice.purchased'))).toBeVisible();
    await expect(row(page, voiceName('vo2')).getByRole('button', { name: t('voice.buy') })).toHaveCount(0);
  });

  test('buying a timbre with too little power shows the contact-agent dialog', async ({ page }) => {
    await signInAt(page, ACCOUNTS.expired, '/voiceclone/index');
    await row(page, voiceName('vo5'))
      .getByRole('button', { name: t('voice.buy') })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t('voice.powerShort'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('dialog.toPersonal') })).toBeVisible();
  });
});

test('brand flags: no audition on Nova; third-party audio pricing on Acme', async ({ page }) => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  await page.goto(`http://nova.localhost:${port}/#/login`);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/digital$/);
  await open(page, '/voiceclone/index', `http://nova.localhost:${port}/`);
  await expect(row(page, t('aiaudio.mineGroup')).getByRole('button', { name: t('voice.use') })).toBeVisible();
  await expect(row(page, t('aiaudio.mineGroup')).getByRole('button', { name: t('voice.audition') })).toHaveCount(0);
  await page.goto(`http://acme.localhost:${port}/#/login`);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/digital$/);
  await open(page, '/aiaudio/aiaudio', `http://acme.localhost:${port}/`);
  await page.getByLabel(t('aiaudio.text'), { exact: true }).fill(HAN.repeat(150));
  await expect(page.getByText(t('aiaudio.costHailuo', { cost: 40 }))).toBeVisible();
});

/**
 * Scripts are Chinese on purpose: the service counts a script in characters, and the counts, limits and cursor places
 * below (17 characters, a pause after the 9th) are those of these characters.
 */
const GREETING = '欢迎大家来到直播间';
const INTRO = '今天我们介绍新品';
const HAN = '字';

test.describe('AI audio', () => {
  test('text with pauses is generated, shows progress, then plays', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/aiaudio/aiaudio');
    const text = page.getByLabel(t('aiaudio.text'), { exact: true });
    await text.fill(GREETING + INTRO);
    await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(9, 9));
    await page.getByRole('button', { name: t('aiaudio.pauseSeconds', { s: '0.3' }) }).click();
    await page.getByLabel(t('aiaudio.pauseCustom')).fill('1.25');
    await text.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(el.value.length, el.value.length));
    await page.getByRole('button', { name: t('aiaudio.pauseInsert'), exact: true }).click();
    await expect(text).toHaveValue(`${GREETING}<#0.3#>${INTRO}<#1.25#>`);
    // Typing goes on after the marker.
    await expect(text).toBeFocused();
    expect(await text.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([32, 32]);
    // The markers count toward the limit as written: 17 characters and 15 of markers.
    await expect(page.getByText(t('aiaudio.counter', { count: 32, max: 270 }))).toBeVisible();
    // A pause that would take the text's pauses past 60 s together is refused as it is inserted.
    await page.getByLabel(t('aiaudio.pauseCustom')).fill('59');
    await page.getByRole('button', { name: t('aiaudio.pauseInsert'), exact: true }).click();
    await expect(page.getByText(t('script.pausesLong', { max: 60 }))).toBeVisible();
    await expect(text).toHaveValue(`${GREETING}<#0.3#>${INTRO}<#1.25#>`);
    await page.getByLabel(t('aiaudio.rate')).fill('1.5');
    await page.getByRole('button', { name: t('aiaudio.generate') }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByText(t('aiaudio.confirmText', { voice: platformVoice('Xiaoxiao'), chars: 17, cost: 10 })),
    ).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('common.confirm') })
      .click();
    const generated = page.getByRole('row', { name: part(INTRO) });
    await expect(generated.getByText(shape('aiaudio.generating', { percent: 0 }))).toBeVisible();
    await advance(page, 2_000);
    await expect(generated.getByText(shape('aiaudio.generating', { percent: /[1-9]\d?/ }))).toBeVisible();
    await advance(page, 10_000);
    await expect(generated.getByText(t('aiaudio.done'))).toBeVisible(STUDIO_WAIT);
    await generated.getByRole('button', { name: t('aiaudio.play') }).click();
    const player = page.getByLabel(t('aiaudio.player'));
    await expect(player).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended)).toBe(true);
    // The typed text, spoken at 1.5x with its pauses: as long as its estimate, speech with silences in it.
    const src = (await player.getAttribute('src')) ?? '';
    const speech = await heard(page, src);
    const estimate = estimateSeconds(`${GREETING}<#0.3#>${INTRO}<#1.25#>`, 1.5);
    expect(Math.abs(speech.seconds - estimate) / estimate).toBeLessThan(0.1);
    expect(speech.loudness).toBeGreaterThan(0.02);
    expect(speech.silent).toBeGreaterThan(0.15);
    await expect(generated.getByRole('button', { name: t('aiaudio.download') })).toHaveAttribute('href', src);
  });

  test('a place chosen in the text right after a pause goes in is kept', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/aiaudio/aiaudio');
    const text = page.getByLabel(t('aiaudio.text'), { exact: true });
    await text.fill(GREETING + INTRO);
    // The pause button pressed, then the cursor put at the end before the browser draws the next frame: the
    // marker's own cursor must not land over it a frame later.
    const pause = t('aiaudio.pauseSeconds', { s: '0.3' });
    const where = await text.evaluate(async (el: HTMLTextAreaElement, label) => {
      el.setSelectionRange(9, 9);
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === label);
      button?.click();
      el.setSelectionRange(el.value.length, el.value.length);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [el.value, el.selectionStart];
    }, pause);
    expect(where).toEqual([`${GREETING}<#0.3#>${INTRO}`, 24]);
  });

  test('each script limit has its message; over-long text is cut on confirm', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/aiaudio/aiaudio');
    const text = page.getByLabel(t('aiaudio.text'), { exact: true });
    await text.fill(HAN.repeat(3));
    await page.getByRole('button', { name: t('aiaudio.generate') }).click();
    await expect(page.getByText(t('script.textShort', { min: 15 }))).toBeVisible();
    await text.fill(HAN.repeat(300));
    await expect(page.getByText(t('aiaudio.counter', { count: 300, max: 270 }))).toBeVisible();
    await page.getByLabel(t('aiaudio.rate')).fill('2.5');
    await expect(page.getByText(t('script.rateRange', { max: 2 }))).toBeVisible();
    await page.getByLabel(t('aiaudio.rate')).fill('1.25');
    await expect(page.getByText(t('script.rateStep'))).toBeVisible();
    await page.getByLabel(t('aiaudio.rate')).fill('1');
    await page.getByLabel(t('aiaudio.pauseCustom')).fill('0.333');
    await page.getByRole('button', { name: t('aiaudio.pauseInsert'), exact: true }).click();
    await expect(page.getByText(t('script.pauseDecimals'))).toBeVisible();
    await page.getByRole('button', { name: t('aiaudio.generate') }).click();
    await expect(toasts(page).getByText(t('script.cutNotice', { max: 270 }))).toBeVisible();
    await expect(page.getByText(t('aiaudio.counter', { count: 270, max: 270 }))).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('common.cancel') })
      .click();
    // A paid timbre takes up to 3000.
    await page.getByRole('combobox', { name: t('aiaudio.voice'), exact: true }).selectOption('vo1');
    await expect(page.getByText(t('aiaudio.counter', { count: 270, max: 3000 }))).toBeVisible();
  });

  test('generating with no power left shows the contact-agent dialog', async ({ page }) => {
    await signInAt(page, ACCOUNTS.expired, '/aiaudio/aiaudio');
    await page.getByLabel(t('aiaudio.text'), { exact: true }).fill(HAN.repeat(18));
    await page.getByRole('button', { name: t('aiaudio.generate') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('common.confirm') })
      .click();
    await expect(page.getByRole('dialog').getByText(t('voice.powerShort'))).toBeVisible();
  });

  test('audio older than 48 hours says it expired and cannot be played', async ({ page }) => {
    await signInAt(page, ACCOUNTS.member, '/aiaudio/aiaudio');
    const old = page.getByRole('row', { name: audioText('au3') });
    await expect(old.getByText(t('aiaudio.expired'))).toBeVisible();
    await expect(old.getByRole('button', { name: t('aiaudio.play') })).toBeDisabled();
  });

  test('on a phone the expired status reads whole in its card, not cut short', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAt(page, ACCOUNTS.member, '/aiaudio/aiaudio');
    const status = page.getByRole('row', { name: audioText('au3') }).getByText(t('aiaudio.expired'));
    await expect(status).toBeVisible();
    // The text's own box holds all of it: no ellipsis hides its end.
    expect(await status.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  });
});

// Demo mode, as a sales person runs it: real latency, and data (with the uploaded files, in IndexedDB) kept across a
// reload.
demoTest('demo mode: an uploaded voice still plays after a reload', async ({ page }) => {
  await open(page, '/login');
  await login(page, ACCOUNTS.member);
  await expect(page.getByRole('navigation', { name: part(t('nav.menu'), en('nav.menu')) })).toBeVisible();
  await open(page, '/voiceclone/index');
  await page.getByRole('button', { name: t('voice.create') }).click();
  const form = page.getByRole('form', { name: t('voice.create') });
  await form.getByLabel(t('voice.name')).fill('Kept voice');
  // The demo's storage takes its time: the progress bar shows, and the upload can be cancelled.
  await form.getByLabel(part(t('voice.sample'))).setInputFiles(wav('first.wav', 16));
  await expect(form.getByRole('progressbar')).toBeVisible();
  await expect(form.getByText(shape('upload.uploading', { name: 'first.wav', percent: /\d+/ }))).toBeVisible();
  await form.getByRole('button', { name: t('upload.cancel') }).click();
  await expect(form.getByText(t('upload.cancelled'))).toBeVisible();
  await form.getByLabel(part(t('voice.sample'))).setInputFiles(wav('mine.wav', 16));
  await expect(form.getByText(t('upload.done', { name: `mine.wav (${t('upload.seconds', { s: 16 })})` }))).toBeVisible({
    timeout: timeoutOf(10_000),
  });
  await form.getByRole('button', { name: t('voice.submit') }).click();
  await expect(row(page, 'Kept voice')).toBeVisible();
  await advance(page, 61_000);
  await expect(row(page, 'Kept voice').getByText(t('voice.done'))).toBeVisible();
  await page.reload();
  await row(page, 'Kept voice')
    .getByRole('button', { name: t('voice.audition') })
    .click();
  const player = page.locator(`audio[aria-label="${t('voice.audition')}"]:visible`);
  await expect(player).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => player.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended)).toBe(true);
});

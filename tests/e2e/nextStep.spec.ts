import type { Page } from '@playwright/test';
import { TRAINING_MS } from '../../src/domain/assets';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { platformVoice, taskName, taskScript, voiceName } from './seeded';
import { makeWav } from '../wav';
import { en, part, t } from './words';

/**
 * Every failure has a next step: a refused or failed work is edited and submitted again from My works, in the editor
 * it was made in, with its choices and script and the refused words marked; a voice whose training failed says why
 * and trains again on a new sample.
 */
const english = async (page: Page) => {
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page.getByRole('combobox', { name: en('nav.language') })).toHaveValue('en');
};
const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a work refused for a banned word: Edit and resubmit opens the editor with its script, the word marked', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.member);
  await english(page);
  await open(page, '/tasklist/tasklist');
  // The seeded refused work (tk4), read in English: its reason names the word its English script holds.
  const refused = row(page, taskName('tk4', 'en'));
  await expect(refused).toContainText(en('tasklist.status.textIllegal'));
  await expect(refused).toContainText('gambling');
  // A work that succeeded has no such step.
  await expect(row(page, taskName('tk1', 'en')).getByRole('link', { name: en('tasklist.resubmit') })).toHaveCount(0);
  await refused.getByRole('link', { name: en('tasklist.resubmit') }).click();
  await expect(page).toHaveURL(/#\/createtask\/basic$/);
  const form = page.getByRole('form', { name: en('createtask.formLabel') });
  await expect(form.getByText(en('createtask.resubmitting', { name: taskName('tk4', 'en') }))).toBeVisible();
  await expect(form.getByLabel(en('createtask.name'))).toHaveValue(taskName('tk4', 'en'));
  await expect(form.getByLabel(en('createtask.text'))).toHaveValue(taskScript('tk4', 'en'));
  await expect(
    form
      .getByRole('group', { name: en('createtask.voice') })
      .getByRole('radio', { name: platformVoice('Xiaoxiao', 'en') }),
  ).toBeChecked();
  // The refused word is marked in the script.
  const marks = form.locator('.task-flagged mark');
  await expect(marks.filter({ hasText: /^gambling$/i }).first()).toBeVisible();
  await expect(page.getByText(en('createtask.flaggedTitle'))).toBeVisible();
  // Changed, the mark goes; agreed, the work is submitted again as a new work.
  await form.getByLabel(en('createtask.text')).fill('Tonight only: join our lucky draw and win big prizes.');
  await expect(page.getByText(en('createtask.flaggedTitle'))).toHaveCount(0);
  await form
    .getByRole('combobox', { name: en('createtask.language') })
    .selectOption({ label: en('createtask.lang.en') });
  await form.getByRole('checkbox', { name: /./ }).last().check({ force: true });
  await form.getByRole('button', { name: en('createtask.submit') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: en('common.confirm') })
    .click();
  await expect(page).toHaveURL(/#\/tasklist\/tasklist$/);
  const both = row(page, taskName('tk4', 'en'));
  await expect(both).toHaveCount(2);
  await expect(both.first()).toContainText(en('tasklist.status.waiting'));
});

test('a work whose edit failed: Edit and resubmit opens the editor it was made in with its choices', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/tasklist/tasklist');
  const failed = row(page, taskName('tk3'));
  await expect(failed).toContainText(t('tasklist.status.editFailed'));
  await failed.getByRole('link', { name: t('tasklist.resubmit') }).click();
  await expect(page).toHaveURL(/#\/createtask\/basic$/);
  const form = page.getByRole('form', { name: t('createtask.formLabel') });
  await expect(form.getByLabel(t('createtask.name'))).toHaveValue(taskName('tk3'));
  await expect(form.getByLabel(t('createtask.text'))).toHaveValue(taskScript('tk3'));
  // Nothing was refused in its text: nothing marked.
  await expect(page.getByText(t('createtask.flaggedTitle'))).toHaveCount(0);
});

test('a voice whose training failed says why, and trains again on a new sample', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await english(page);
  await open(page, '/voiceclone/index');
  const failed = row(page, voiceName('vo3', 'en'));
  await expect(failed).toContainText(en('voice.failed'));
  await expect(failed).toContainText(/noisy/i);
  await failed.getByRole('button', { name: en('voice.retrain') }).click();
  const dialog = page.getByRole('dialog', { name: en('voice.retrainTitle', { name: voiceName('vo3', 'en') }) });
  await expect(dialog.getByText(en('voice.failedWhy'))).toBeVisible();
  await expect(dialog.getByText(/too noisy/i)).toBeVisible();
  // No sample yet: the dialog says so.
  await dialog.getByRole('button', { name: en('voice.retrain') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(en('voice.sampleRequired'));
  await dialog.getByLabel(part(en('voice.sample'))).setInputFiles({
    name: 'quiet.wav',
    mimeType: 'audio/wav',
    buffer: Buffer.from(makeWav(5)),
  });
  await expect(dialog.getByText(part(en('upload.done', { name: 'quiet.wav' })))).toBeVisible();
  await dialog.getByRole('button', { name: en('voice.retrain') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(failed).toContainText(en('voice.pending'));
  await page.evaluate((ms) => window.__demo?.advance(ms), TRAINING_MS.basic);
  await expect(failed).toContainText(en('voice.done'), { timeout: 10_000 });
  await expect(failed.getByRole('button', { name: en('voice.retrain') })).toHaveCount(0);
});

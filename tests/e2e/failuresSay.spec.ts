import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { editorForm, fillBasics, submitAndConfirm } from './editor';
import { t } from './words';

/**
 * A failure says what happened, whether anything was charged and the next step, where the person is looking; an ended
 * session is named as such.
 */
test('Create video refused with 50000: the service’s words, no power charged, and how to try again', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/createtask/basic');
  await fillBasics(page, {
    name: 'Launch teaser',
    text: '欢迎来到我们的直播间，今天为大家介绍春季新品。',
    agreed: true,
  });
  await page.evaluate(() => window.__demo?.fail('/task/createTask', 50000));
  await submitAndConfirm(page);
  const note = editorForm(page)
    .getByRole('alert')
    .filter({ hasText: t('createtask.failedTitle') });
  await expect(note).toBeInViewport();
  await expect(note).toContainText(t('server.operationFailed'));
  // The member's seeded 50,000 points, read again after the refusal.
  await expect(note).toContainText(t('createtask.failedNotCharged', { balance: '50,000' }));
  await expect(note).toContainText(t('createtask.failedNext'));
  // The editor stays with every choice: trying again is one press, and the note goes with the success.
  await expect(page).toHaveURL(/createtask\/basic/);
  await submitAndConfirm(page);
  await expect(page).toHaveURL(/tasklist\/tasklist/);
});

test('AI audio’s list refused with -1: the failure and its Retry are in view', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.evaluate(() => window.__demo?.fail('/audio/listAudio', -1));
  await open(page, '/aiaudio/aiaudio');
  const failure = page.getByRole('alert').filter({ hasText: t('list.loadFailed') });
  const retry = failure.getByRole('button', { name: t('common.retry') });
  await expect(retry).toBeInViewport();
  await retry.click();
  await expect(failure).toHaveCount(0);
});

test('an expired session (50014) is titled as one, not as a logout to confirm', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.evaluate(() => window.__demo?.fail('/audio/listAudio', 50014));
  await open(page, '/aiaudio/aiaudio');
  const box = page.getByRole('alertdialog');
  await expect(box.getByRole('heading', { name: t('errors.reloginTitle') })).toBeVisible();
  expect(t('errors.reloginTitle')).toBe('登录已过期');
  await expect(box.getByRole('button', { name: t('errors.relogin') })).toBeVisible();
});

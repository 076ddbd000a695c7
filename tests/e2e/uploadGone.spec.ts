import type { Page } from '@playwright/test';
import { makePng } from '../png';
import { timeoutOf } from '../slower';
import { editorForm, fillBasics, submitAndConfirm } from './editor';
import { ACCOUNTS, expect, follow, login, test } from './fixtures';
import { part, t } from './words';

/**
 * An advanced work made over an uploaded background, when the browser's store (IndexedDB, mirage/mediaStore.ts) has
 * lost the work's files: My works says the upload is gone and that the power went back, and offers Edit and
 * resubmit, instead of playing the digital human's stand-in clip as if it were the video.
 */
const DB = 'console.fakeOss';

/** The keys the browser's store holds. */
const storedKeys = (page: Page) =>
  page.evaluate(
    (db) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(db, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('objects');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('objects', 'readonly').objectStore('objects').getAllKeys();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result.map(String));
          };
          req.onerror = () => reject(req.error);
        };
      }),
    DB,
  );

/** Deletes the stored objects named. */
const forget = (page: Page, keys: string[]) =>
  page.evaluate(
    ({ db, keys }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(db, 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('objects', 'readwrite');
          for (const k of keys) tx.objectStore('objects').delete(k);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { db: DB, keys },
  );

test('a work whose uploaded background is gone from the browser says so, with Edit and resubmit', async ({ page }) => {
  test.setTimeout(timeoutOf(90_000));
  // Demo mode: a person's uploads and made videos are kept in the browser's IndexedDB.
  await page.goto('/?mode=demo#/login');
  await login(page, ACCOUNTS.member);
  await expect(page.locator('main h1').first()).toBeVisible();
  await follow(page, '/createtask/senior');
  const name = 'Gone background';
  await fillBasics(page, { name, text: '大家好，欢迎来到我们的直播间，今天为大家介绍一款新产品。', agreed: true });
  await editorForm(page)
    .getByLabel(part(t('createtask.bgImageFile')))
    .setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: makePng(320, 180, [200, 40, 40]) });
  await editorForm(page).getByLabel(t('createtask.coverTitle')).fill('Launch day');
  // Uploaded and taken: the preview shows it.
  await expect(page.getByTestId('task-preview').locator('img.bg')).toBeVisible();
  await expect.poll(() => storedKeys(page)).toHaveLength(1);
  const [upload] = await storedKeys(page);
  await submitAndConfirm(page);
  await expect(page).toHaveURL(/#\/tasklist\/tasklist$/);
  // The browser's store loses the work's files: the upload (and the video, were it made already: the seeded works
  // ahead of it in the studio's line are made first).
  await forget(page, await storedKeys(page));
  expect(await storedKeys(page)).not.toContain(upload);
  await page.reload();
  const row = page.getByRole('row', { name: part(name) });
  await expect(row).toBeVisible();
  // Past the work's edit on the demo clock.
  await page.evaluate(() => window.__demo?.advance(60_000));
  await expect(row.getByText(t('server.taskReasonGoneBackground'))).toBeVisible({ timeout: timeoutOf(15_000) });
  await expect(row.getByText(t('tasklist.status.editFailed'))).toBeVisible();
  await expect(row.getByRole('button', { name: t('tasklist.view') })).toBeDisabled();
  await row.getByRole('link', { name: t('tasklist.resubmit') }).click();
  // The editor, filled with the work to fix and send again.
  await expect(page).toHaveURL(/#\/createtask\/senior/);
  await expect(editorForm(page).getByText(t('createtask.resubmitting', { name }))).toBeVisible();
  await expect(editorForm(page).getByLabel(t('createtask.name'))).toHaveValue(name);
});

// The project's `test` fixture runs each page in test mode (data of its own tab); these tabs share the demo's data.
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNTS, login, open } from './fixtures';
import { shape, t } from './words';
import { timeoutOf } from '../../playwright.config';

/**
 * The demo build, in two tabs of one browser (demo mode: each tab runs its own fake server over the data they share).
 * Signing out in tab A signs tab B out as one real service would: at its next action B meets the sign-in page, and
 * signing in again brings back its draft.
 */
const signedInAs = (page: Page) => page.getByRole('button', { name: shape('nav.signedInAs', { name: /.*/ }) });

test('a sign-out in one tab: the other tab meets sign-in at its next action, its draft kept', async ({ context }) => {
  const a = await context.newPage();
  await open(a, '/login');
  await login(a, ACCOUNTS.admin);
  await expect(a).not.toHaveURL(/#\/login/);
  await expect(signedInAs(a)).toBeVisible();

  // Tab B opens signed in (the same browser's session) and starts a draft.
  const b = await context.newPage();
  await open(b, '/createtask/basic');
  await expect(b.locator('#task-name')).toBeVisible();
  await b.locator('#task-name').fill('Spring launch');

  await signedInAs(a).click();
  await a.getByRole('menuitem', { name: t('nav.logout') }).click();
  await a
    .getByRole('dialog', { name: t('dialog.logoutTitle') })
    .getByRole('button', { name: t('nav.logout') })
    .click();
  await expect(a).toHaveURL(/#\/login/);

  // B's next action is a call its own fake answers: the session ended with A's sign-out.
  await b.getByRole('button', { name: t('shell.invite') }).click();
  await expect(b).toHaveURL(/#\/login/, { timeout: timeoutOf(10_000) });
  await login(b, ACCOUNTS.admin);
  await expect(b).toHaveURL(/#\/createtask\/basic/);
  await expect(b.locator('#task-name')).toHaveValue('Spring launch');
});

import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { en, t } from './words';
import { timeoutOf } from '../../playwright.config';

type Fault = 'network' | 'timeout' | 50000;

/** The failure a person reads for each fault, in plain words: the http layer's own, or the service's for its code. */
const said: Record<Fault, [Parameters<typeof t>[0], Parameters<typeof t>[0]]> = {
  network: ['errors.network', 'errors.network'],
  timeout: ['errors.timeout', 'errors.timeout'],
  50000: ['server.operationFailed', 'server.operationFailed'],
};

async function failNext(page: Page, path: string, fault: Fault): Promise<void> {
  await page.evaluate(([p, f]) => window.__demo?.fail(p as string, f as Fault), [path, fault] as const);
}

for (const fault of ['network', 'timeout', 50000] as const) {
  test(`a ${fault} fault on My digital humans says what happened, and Retry loads the list`, async ({ page }) => {
    if (fault === 'timeout') test.setTimeout(timeoutOf(60_000));
    await signIn(page, ACCOUNTS.member);
    await failNext(page, '/avatar/listAvatar', fault);
    // Injected faults survive a reload: the page's first load fails.
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: t('list.loadFailed') });
    await expect(alert).toBeVisible({ timeout: timeoutOf(15_000) });
    await expect(alert).toContainText(t(said[fault][0]));
    await alert.getByRole('button', { name: t('common.retry') }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('list', { name: t('route.digital') })).toBeVisible();
  });
}

test('an injected 50000 reads as the service’s own message, in English too', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await failNext(page, '/task/listTask', 50000);
  await open(page, '/tasklist/tasklist');
  const alert = page.getByRole('alert').filter({ hasText: en('list.loadFailed') });
  await expect(alert).toContainText(en(said[50000][1]));
  await expect(alert).not.toContainText('50000');
  await alert.getByRole('button', { name: en('common.retry') }).click();
  await expect(page.getByRole('table', { name: en('route.tasklist') })).toBeVisible();
});

test('a failed page of the client list is retried at the same page', async ({ page }) => {
  await signIn(page, ACCOUNTS.cansetAgent);
  await open(page, '/usermanage/myClient?perPage=10');
  // The agent's clients, ten a page: 36 clients, four pages.
  const summary = page.getByRole('navigation', { name: t('pager.label') });
  await expect(summary).toContainText(t('pager.page', { page: 1, pages: 4 }));
  await failNext(page, '/usermanage/getMyClientList', 'network');
  await page.getByRole('button', { name: t('pager.next') }).click();
  const alert = page.getByRole('alert').filter({ hasText: t('list.loadFailed') });
  await expect(alert).toContainText(t('errors.network'));
  await alert.getByRole('button', { name: t('common.retry') }).click();
  await expect(alert).toHaveCount(0);
  await expect(summary).toContainText(t('pager.page', { page: 2, pages: 4 }));
  await expect(page).toHaveURL(/page=2/);
});

test('a failed voice list, audio list and power records each offer Retry', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  for (const [path, call, tab] of [
    ['/voiceclone/index', '/voice/listVoice', null],
    ['/aiaudio/aiaudio', '/audio/listAudio', null],
    ['/personal/personal', '/powerRecord/getPowerRecordList', 'personal.tabs.power'],
  ] as const) {
    await failNext(page, call, 'network');
    await open(page, path);
    if (tab) await page.getByRole('tab', { name: t(tab) }).click();
    const alert = page.getByRole('alert').filter({ hasText: t('list.loadFailed') });
    await expect(alert, path).toContainText(t('errors.network'));
    await alert.getByRole('button', { name: t('common.retry') }).click();
    await expect(alert, path).toHaveCount(0);
  }
});

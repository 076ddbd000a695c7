import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, login, open, signIn, signOut, test } from './fixtures';
import { nickname } from './seeded';
import { en, part, t, whole } from './words';

/**
 * Spec section 2: tabs close, all but the pinned ones, when the role changes; and a page kept alive for one account
 * never shows the next one its data. Every way the account can change is tried.
 */
const menu = (page: Page) => page.getByRole('navigation', { name: whole(t('nav.menu'), en('nav.menu')) });
const tabLinks = (page: Page) =>
  page.getByRole('navigation', { name: whole(t('shell.visited'), en('shell.visited')) }).getByRole('link');
const drawer = (page: Page) => page.getByRole('dialog', { name: t('demo.title') });

async function openAdminPages(page: Page): Promise<void> {
  await signIn(page, ACCOUNTS.admin);
  await open(page, '/usermanage/setApplication/bossAssistant');
  await expect(page.locator('main h1:visible')).toHaveText(t('route.bossAssistant'));
  await open(page, '/usermanage/setPackage');
  await expect(page.locator('main h1:visible')).toHaveText(t('route.setPackage'));
  await expect(tabLinks(page).filter({ hasText: t('route.bossAssistant') })).toHaveCount(1);
  await expect(tabLinks(page).filter({ hasText: t('route.setPackage') })).toHaveCount(1);
}

async function expectMemberFrame(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(tabLinks(page)).toHaveText([t('route.digital')]);
  await expect(menu(page).getByRole('menuitem', { name: t('route.usermanage') })).toHaveCount(0);
  await expect(page.getByText(t('route.setPackage'))).toHaveCount(0);
}

test("the Demo drawer's quick switch closes the admin's tabs", async ({ page }) => {
  await openAdminPages(page);
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('button', { name: /13800000005/ })
    .click();
  await expectMemberFrame(page);
});

test('window.__demo.signIn over a session, on a page the new role may not open, leaves it for home', async ({
  page,
}) => {
  await openAdminPages(page);
  await page.evaluate(() => window.__demo?.signIn?.('13800000005'));
  await expectMemberFrame(page);
});

test('logout, then another sign-in: only the pinned tab', async ({ page }) => {
  await openAdminPages(page);
  await signOut(page, part(nickname(ACCOUNTS.admin)));
  await login(page, ACCOUNTS.member);
  await expectMemberFrame(page);
});

test('a 204 back to sign-in, then another account: only the pinned tab', async ({ page }) => {
  await openAdminPages(page);
  await page.evaluate(() => window.__demo?.fail('/userInfo/getUserInfo', 204));
  await menu(page)
    .getByRole('menuitem', { name: t('route.digital') })
    .click();
  await expect(page).toHaveURL(/#\/login/);
  await login(page, ACCOUNTS.member);
  await expectMemberFrame(page);
});

test('a kept page never shows the next account of the same role its data', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await menu(page)
    .getByRole('menuitem', { name: t('route.personal') })
    .click();
  await expect(page.getByText('138****0005')).toBeVisible();
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('button', { name: /13800000006/ })
    .click();
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(tabLinks(page)).toHaveText([t('route.digital')]);
  await menu(page)
    .getByRole('menuitem', { name: t('route.personal') })
    .click();
  await expect(page.getByText('138****0006')).toBeVisible();
  await expect(page.getByText('138****0005')).toHaveCount(0);
});

test('the boss-assistant role removed while signed in: its tabs close and its page leaves for home', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.assistant);
  await open(page, '/usermanage/setPackage');
  await expect(page.locator('main h1:visible')).toHaveText(t('route.setPackage'));
  // The admin removes the role on the server (a second session in the same fake service).
  await page.evaluate(async () => {
    const call = (method: string, url: string, token: string, body?: object) =>
      new Promise<{ data: { token: string } }>((resolve) => {
        const x = new XMLHttpRequest();
        x.open(method, url);
        x.setRequestHeader('content-type', 'application/json');
        x.setRequestHeader('token', token);
        x.onload = () => resolve(JSON.parse(x.responseText));
        x.send(body ? JSON.stringify(body) : null);
      });
    const admin = await call('POST', 'api/userInfo/loginByPwd', '', {
      mobilePhone: '13800000001',
      passWord: 'demo123',
    });
    await call('GET', 'api/userInfo/removeUserRole?roleName=zhuli&userId=u2', admin.data.token);
  });
  // The next navigation re-reads the user: without the mark, 13800000002 is an agent who may set agents, who may
  // not configure packages.
  await menu(page)
    .getByRole('menuitem', { name: t('route.voiceclone') })
    .click();
  await expect(menu(page).getByRole('menuitem', { name: t('route.setApplication') })).toHaveCount(0);
  await expect(tabLinks(page).filter({ hasText: t('route.setPackage') })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: t('route.setPackage') })).toHaveCount(0);
  await expect(page.getByText(t('route.setPackage'))).toHaveCount(0);
});

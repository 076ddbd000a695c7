import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, freshPage, test } from './fixtures';
import { en, t } from './words';

/**
 * Every way into the demo keeps the language on show, not the account's saved one (Chinese for every demo account):
 * a script's signIn, the Demo drawer's "Sign in as", registration and a demo link; a reload keeps it too.
 */
test.use({ locale: 'en-US' });

const heading = (page: Page, key: 'route.digital' | 'route.personal', lng: 'en' | 'zh' = 'en') =>
  page.getByRole('heading', { level: 1, name: t(key, {}, lng) });

async function expectEnglishConsole(page: Page): Promise<void> {
  await expect(heading(page, 'route.digital')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(heading(page, 'route.digital')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('window.__demo.signIn keeps English', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: en('login.submit'), exact: true })).toBeVisible();
  await page.waitForFunction(() => window.__demo);
  await page.evaluate((m) => window.__demo?.signIn(m), ACCOUNTS.member);
  await page.evaluate(() => {
    window.location.hash = '#/digital';
  });
  await expectEnglishConsole(page);
});

test('the Demo drawer’s "Sign in as" keeps English, and so does a second account after it', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: en('demo.button'), exact: true }).click();
  const drawer = page.getByRole('dialog', { name: en('demo.title') });
  await drawer.getByRole('button', { name: new RegExp(ACCOUNTS.member) }).click();
  await expect(heading(page, 'route.digital')).toBeVisible();
  await page.getByRole('button', { name: en('demo.button'), exact: true }).click();
  await drawer.getByRole('button', { name: new RegExp(ACCOUNTS.agent) }).click();
  // The agent's menu: the second account is the one signed in.
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByText(en('route.usermanage'))).toBeVisible();
  await expectEnglishConsole(page);
});

test('registration keeps English', async ({ page }) => {
  await page.goto('/#/login?mode=register');
  const form = page.getByRole('form', { name: en('register.submit') });
  await form.getByRole('textbox', { name: en('login.mobile') }).fill('13912340001');
  await form.getByRole('button', { name: en('register.sendCode') }).click();
  await form.getByRole('textbox', { name: en('register.smsCode') }).fill('123456');
  await form.getByRole('textbox', { name: en('login.password') }).fill('secret1');
  await form.getByRole('textbox', { name: en('register.nickname') }).fill('Lin Yue');
  await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: en('register.submit') }).click();
  await expectEnglishConsole(page);
});

test('a demo link keeps the language it was made in, whatever the browser and the account say', async ({
  page,
  browser,
}) => {
  await page.goto('/#/login');
  await page.waitForFunction(() => window.__demo);
  const url = await page.evaluate(
    (m) => window.__demo?.link({ account: m, page: '/personal/personal' }),
    ACCOUNTS.member,
  );
  const fresh = await freshPage(browser, 'zh-CN');
  await fresh.goto(url ?? '');
  await expect(heading(fresh, 'route.personal')).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');
  await fresh.reload();
  await expect(heading(fresh, 'route.personal')).toBeVisible();
  await fresh.context().close();
});

import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo123';
export const ACCOUNTS = {
  admin: '13800000001',
  assistant: '13800000002',
  cansetAgent: '13800000003',
  agent: '13800000004',
  member: '13800000005',
  expired: '13800000006',
} as const;

/**
 * Every test runs the demo in test mode: zero latency, the clock stopped, and data that lives only in its own tab
 * (each test has a fresh browser context, so a fresh database).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
    await use(page);
  },
});

export { expect };

/** Opens the console at a hash path, e.g. '/login'. */
export async function open(page: Page, path: string, origin = ''): Promise<void> {
  await page.goto(`${origin || '/'}#${path}`);
}

/** The sign-in form (the registration form stays mounted beside it, hidden). */
export const loginForm = (page: Page) => page.getByRole('form', { name: /^(登录|Sign in)$/ });

export async function login(page: Page, mobile: string, password = DEMO_PASSWORD): Promise<void> {
  const form = loginForm(page);
  await form.getByRole('textbox', { name: /手机号|Mobile number/ }).fill(mobile);
  await form.getByRole('textbox', { name: /^(密码|Password)$/ }).fill(password);
  await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: /^(登录|Sign in)$/ }).click();
}

/** Signs in from a fresh page and waits for the console. */
export async function signIn(page: Page, mobile: string): Promise<void> {
  await open(page, '/login');
  await login(page, mobile);
  // The console is open when a page of it shows its title (on a phone the menu is closed, so not the menu).
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.locator('main h1').first()).toBeVisible();
}

import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { t } from './words';

/**
 * The Demo drawer: the demo link's "page to open" offers page names (the chosen account's pages), not paths; the
 * testing tools (failures, chaos) are folded away apart from the sales tools.
 */
const drawer = (page: Page) => page.getByRole('dialog', { name: t('demo.title') });

test("the demo link's page to open is chosen by name among the account's pages", async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  await open(page, '/personal/personal');
  await page.getByRole('button', { name: t('demo.button') }).click();
  const pageToOpen = drawer(page).getByRole('combobox', { name: t('studio.linkPage') });
  // The page shown now, by its name.
  await expect(pageToOpen.locator('option:checked')).toHaveText(t('route.personal'));
  const names = await pageToOpen.locator('option').allTextContents();
  expect(names).toContain(t('route.myClient'));
  expect(names.some((n) => n.startsWith('/'))).toBe(false);
  // A member has no clients page.
  await drawer(page)
    .getByRole('combobox', { name: t('studio.linkAccount') })
    .selectOption(ACCOUNTS.member);
  const memberNames = await pageToOpen.locator('option').allTextContents();
  expect(memberNames).not.toContain(t('route.myClient'));
  await pageToOpen.selectOption({ label: t('route.tasklist') });
  await drawer(page)
    .getByRole('button', { name: t('studio.copyLink') })
    .click();
  const url = await drawer(page)
    .getByRole('textbox', { name: t('studio.linkField') })
    .inputValue();
  // The link opens that page, signed in as the member.
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: t('route.tasklist') })).toBeVisible();
});

test('failures and chaos are folded away until asked for', async ({ page }) => {
  await open(page, '/login');
  await page.getByRole('button', { name: t('demo.button') }).click();
  const tools = drawer(page).getByRole('button', { name: t('demo.testingTools') });
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer(page).getByRole('heading', { name: t('demo.faults'), exact: true })).toHaveCount(0);
  await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page).getByRole('heading', { name: t('demo.faults'), exact: true })).toBeVisible();
});

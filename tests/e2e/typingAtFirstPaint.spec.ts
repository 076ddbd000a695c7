import { ACCOUNTS, DEMO_PASSWORD, expect, live, loginForm, test } from './fixtures';
import { t } from './words';
import { timeoutOf } from '../../playwright.config';

/**
 * A person on a slow phone starts typing the moment the sign-in page shows, while the console's script is still on
 * its way and then busy taking the page over. The CPU is slowed 6x and every script arrives late: nothing typed may
 * be lost, and the fields may never be unusable (replaced, disabled, or deaf to keys) for more than a moment.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const CPU_SLOWDOWN = 6;
const SCRIPT_DELAY_MS = 600;
/** The longest one key may take to land in a field, hydration included: "a moment", not the minute once seen. */
const LONGEST_KEY_MS = 2_500;

test('text typed from the first paint on, with the CPU slowed 6x and the script late, is kept, and the fields stay usable', async ({
  page,
}) => {
  test.setTimeout(timeoutOf(90_000));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, SCRIPT_DELAY_MS));
    await route.continue();
  });
  // Each field as first painted: the console must take these very elements over, never swap them or disable them.
  await page.addInitScript(() => {
    const seen: { disabled: string[]; swapped: string[] } = { disabled: [], swapped: [] };
    (window as unknown as { __fields: typeof seen }).__fields = seen;
    const first = new Map<string, Element>();
    new MutationObserver(() => {
      for (const id of ['login-mobile', 'login-password']) {
        const el = document.getElementById(id);
        if (!el) continue;
        if (!first.has(id)) first.set(id, el);
        else if (first.get(id) !== el && !seen.swapped.includes(id)) seen.swapped.push(id);
        if ((el as HTMLInputElement).disabled && !seen.disabled.includes(id)) seen.disabled.push(id);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  });

  await page.goto(`http://localhost:${PORT}/#/login`, { waitUntil: 'commit' });
  const form = loginForm(page);
  const mobile = form.getByRole('textbox', { name: t('login.mobile') });
  const password = form.getByRole('textbox', { name: t('login.password') });
  await expect(mobile).toBeVisible({ timeout: timeoutOf(30_000) });

  // Key by key, as a person types, timing each: the script arrives and hydrates somewhere in the middle.
  const slowest: number[] = [];
  const typeInto = async (field: typeof mobile, text: string) => {
    await field.click();
    for (const key of text) {
      const t0 = Date.now();
      await page.keyboard.type(key);
      slowest.push(Date.now() - t0);
      await page.waitForTimeout(40);
    }
  };
  await typeInto(mobile, ACCOUNTS.member);
  await typeInto(password, DEMO_PASSWORD);

  await live(page, 60_000);
  await expect(mobile).toHaveValue(ACCOUNTS.member);
  await expect(password).toHaveValue(DEMO_PASSWORD);
  // The form holds what the page shows: its own button redraws the field from the form's state.
  await form.getByRole('button', { name: t('login.showPassword') }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue(DEMO_PASSWORD);
  expect(Math.max(...slowest)).toBeLessThan(LONGEST_KEY_MS);
  expect(await page.evaluate(() => (window as unknown as { __fields: unknown }).__fields)).toEqual({
    disabled: [],
    swapped: [],
  });
  // And the typed sign-in goes through.
  await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: t('login.submit') }).click();
  await expect(page).toHaveURL(/#\/digital$/, { timeout: timeoutOf(30_000) });
});

import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, login, loginForm, open, test } from './fixtures';
import { brandName } from './seeded';
import { t } from './words';
import { timeoutOf } from '../../playwright.config';

const MENU = [
  t('route.digital'),
  t('route.voiceclone'),
  t('route.createtaskBasic'),
  t('route.createtaskSenior'),
  t('route.aiaudio'),
  t('route.tasklist'),
  t('route.personal'),
  t('route.overview'),
  t('route.myClient'),
];

test('offline: the demo build works with every other host blocked', async ({ page, context }) => {
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const host = new URL(route.request().url()).hostname;
    if (host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost')) return route.continue();
    blocked.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await open(page, '/login');
  await login(page, ACCOUNTS.agent);
  const nav = page.getByRole('navigation', { name: t('nav.menu') });
  for (const name of MENU) {
    await nav.getByRole('menuitem', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Every picture the console shows (the brand's logo, avatars, covers) came from this host and decoded.
  const images = await page
    .locator('img')
    .evaluateAll((els) =>
      els.map((e) => ({ src: (e as HTMLImageElement).src, ok: (e as HTMLImageElement).naturalWidth > 0 })),
    );
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((i) => !i.ok)).toEqual([]);
  expect(blocked).toEqual([]);
});

/** Does `act` until `done` holds, as a person retries after a failure message; returns how many tries failed. */
async function retry(act: () => Promise<void>, done: () => Promise<boolean>, tries = 10): Promise<number> {
  for (let i = 0; i < tries; i++) {
    await act();
    if (await done()) return i;
  }
  throw new Error('the step never succeeded');
}

const settled = async (page: Page, check: () => Promise<boolean>) => {
  // A call either answers or fails within the 5 s timeout; wait for one or the other to show.
  for (let i = 0; i < 30; i++) {
    if (await check()) return true;
    if ((await page.locator('.bp6-toast, [role=alert], [role=alertdialog]').count()) > 0) return false;
    await page.waitForTimeout(200);
  }
  return check();
};

test('chaos: with 20% of calls failing a whole journey still completes, every failure says so, nothing typed is lost', async ({
  page,
}) => {
  test.setTimeout(timeoutOf(120_000));
  await open(page, '/login');
  await page.waitForFunction(() => Boolean(window.__demo));
  await page.evaluate(() => window.__demo?.chaos(0.2));
  let failures = 0;

  const form = loginForm(page);
  const signIn = async () => {
    failures += await retry(
      async () => {
        if (!page.url().includes('#/login')) return;
        await page.locator('.bp6-toast').evaluateAll((ts) => {
          for (const t of ts) t.remove();
        });
        await login(page, ACCOUNTS.agent);
      },
      async () => {
        const ok = await settled(page, async () => /#\/digital|#\/usermanage|#\/personal/.test(page.url()));
        if (!ok && page.url().includes('#/login')) {
          // What was typed is still there for the retry.
          await expect(form.getByRole('textbox', { name: t('login.mobile') })).toHaveValue(ACCOUNTS.agent);
        }
        return ok;
      },
    );
  };

  await signIn();
  const nav = page.getByRole('navigation', { name: t('nav.menu') });
  for (const name of MENU) {
    failures += await retry(
      async () => {
        if (page.url().includes('#/login')) await signIn();
        await nav.getByRole('menuitem', { name }).click();
      },
      () => settled(page, async () => (await page.getByRole('heading', { level: 1, name }).count()) > 0),
    );
  }
  // Chaos really failed calls on the way (the journey above coped with every one of them).
  expect(await page.evaluate(() => window.__demo?.chaosHits() ?? 0)).toBeGreaterThan(0);
  test.info().annotations.push({ type: 'steps retried after a failure', description: String(failures) });
  await page.evaluate(() => window.__demo?.chaos(0));
});

test('single file: the demo opens straight from disk and signs in', async ({ page }) => {
  const file = new URL('../../dist-single/index.html', import.meta.url).href;
  await page.goto(`${file}#/login`);
  await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
  await login(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(page).toHaveTitle(`${t('route.digital')} - ${brandName()}`);
});

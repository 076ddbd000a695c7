import { ACCOUNTS, expect, follow, test } from './fixtures';
import { DOCUMENTED } from '../demoMethods';
import { t } from './words';

/**
 * window.__demo is whole from the moment it exists: a script that waits for it and calls any documented method at
 * once never meets "not a function"; the controls that act through the console wait for it, and `ready` resolves
 * once every control works.
 */
test('a script that waits for window.__demo finds every method, and the console ones answer once it is up', async ({
  page,
}) => {
  // Checked in the page the moment __demo appears, before anything else can run.
  await page.addInitScript((names: readonly string[]) => {
    const w = window as unknown as { __demo?: Record<string, unknown>; __missing?: string[] };
    let value: unknown;
    Object.defineProperty(window, '__demo', {
      configurable: true,
      get: () => value,
      set: (v: Record<string, unknown>) => {
        value = v;
        w.__missing = names.filter((n) => typeof v[n] !== 'function');
      },
    });
  }, DOCUMENTED);
  await page.goto('/#/login', { waitUntil: 'commit' });
  await page.waitForFunction(() => Boolean(window.__demo));
  expect(await page.evaluate(() => (window as unknown as { __missing: string[] }).__missing)).toEqual([]);
  // Called straight away: each waits for the console, then answers.
  const scenes = await page.evaluate(async () => (await window.__demo?.scenes())?.map((s) => s.name));
  expect(scenes).toContain('voiceTrains');
  await page.evaluate((m) => window.__demo?.signIn(m), ACCOUNTS.member);
  const link = await page.evaluate((m) => window.__demo?.link({ account: m, page: '/digital' }), ACCOUNTS.member);
  expect(link).toMatch(/[?&]demo=1\./);
  await page.evaluate(() => window.__demo?.ready);
  await follow(page, '/digital');
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
});

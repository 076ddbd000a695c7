import { test as demoTest, type Page } from '@playwright/test';
import { ACCOUNTS, expect, open, settled, signIn, test } from './fixtures';
import { t } from './words';
import { timeoutOf } from '../../playwright.config';

/**
 * A salesperson plays the demo scenes one after another in front of a prospect. Whatever the last scene's page was
 * still asking the fake server when the next one started, the console never falls back to the sign-in page: a scene
 * change (and a reset, a seed change, a demo link opened in a signed-in tab) starts a new world atomically.
 */
const ROUNDS = 5;

const drawer = (page: Page) => page.getByRole('dialog', { name: t('demo.title') });
const ready = (page: Page) => page.waitForFunction(() => Boolean(window.__demo?.scene));
const sceneNames = (page: Page) =>
  page.evaluate(async () => ((await window.__demo?.scenes()) ?? []).map((s) => ({ name: s.name, title: s.title })));
const playByScript = (page: Page, name: string) =>
  page.evaluate((n) => window.__demo?.scene?.(n as 'voiceTrains'), name);

/**
 * Records every moment the address shows the sign-in page, however briefly (the router moves with pushState, which
 * fires no event): a check of the final address alone would miss a sign-out that a later navigation covered.
 */
async function watchForSignIn(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Window & { __signInSeen?: string[] };
    w.__signInSeen = [];
    setInterval(() => {
      if (window.location.hash.startsWith('#/login')) w.__signInSeen?.push(window.location.hash);
    }, 10);
  });
}
const signInSeen = (page: Page) =>
  page.evaluate(() => (window as Window & { __signInSeen?: string[] }).__signInSeen ?? []);

/**
 * Opens the sign-in page and plays the first scene, which signs in from there; the watch for the sign-in page starts
 * once the console is open. The scenes, in the drawer's order.
 */
async function firstSceneWatched(page: Page): Promise<{ name: string; title: string }[]> {
  await open(page, '/login');
  await ready(page);
  const scenes = await sceneNames(page);
  await playByScript(page, scenes[0].name);
  await watchForSignIn(page);
  return scenes;
}

/**
 * Once the console's calls have settled (whatever the last scene's page still asked has had its say), the scene's
 * page is still there and it never showed the sign-in page.
 */
async function expectStillIn(page: Page, what: string): Promise<void> {
  await settled(page);
  await expect(page, what).not.toHaveURL(/#\/login/);
  await expect(page.locator('main h1:visible').first(), what).toBeVisible();
  expect(await signInSeen(page), what).toEqual([]);
}

test('every scene in a row through __demo.scene, five times, never lands on sign-in', async ({ page }) => {
  test.setTimeout(timeoutOf(240_000));
  const scenes = await firstSceneWatched(page);
  expect(scenes.length).toBeGreaterThan(1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name } of scenes) {
      await playByScript(page, name);
      await expectStillIn(page, `round ${round + 1}, scene ${name}`);
    }
  }
});

// Demo mode, as a salesperson runs it: every call takes 300-800 ms, so the last scene's calls are still out when
// the next scene starts over, and the clock runs.
demoTest('demo mode, with real latency: every scene in a row, twice, never lands on sign-in', async ({ page }) => {
  demoTest.setTimeout(timeoutOf(300_000));
  await page.goto('/#/login');
  await ready(page);
  expect(await page.evaluate(() => window.__demo?.mode)).toBe('demo');
  const scenes = await sceneNames(page);
  await playByScript(page, scenes[0].name);
  await watchForSignIn(page);
  for (let round = 0; round < 2; round++) {
    for (const { name } of scenes) {
      await playByScript(page, name);
      await expectStillIn(page, `demo mode, round ${round + 1}, scene ${name}`);
    }
  }
});

test('every scene in a row from the Demo drawer, five times, never lands on sign-in', async ({ page }) => {
  test.setTimeout(timeoutOf(600_000));
  const scenes = await firstSceneWatched(page);
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, title } of scenes) {
      await page.getByRole('button', { name: t('demo.button') }).click();
      await drawer(page)
        .getByRole('button', { name: t('scenes.playLabel', { title }) })
        .click();
      // The drawer closes once the scene's page shows.
      await expect(drawer(page)).toHaveCount(0, { timeout: timeoutOf(15_000) });
      await expectStillIn(page, `round ${round + 1}, scene ${name}`);
    }
  }
});

test('a reset or a seed change between scenes never lands on sign-in', async ({ page }) => {
  test.setTimeout(timeoutOf(240_000));
  const scenes = await firstSceneWatched(page);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, { name }] of scenes.entries()) {
      // While the last scene's page is still reading, the data starts over: the same seed, or another one.
      await page.evaluate((seed) => window.__demo?.reset(seed), i % 2 === 0 ? undefined : round + 2);
      await playByScript(page, name);
      await expectStillIn(page, `round ${round + 1}, scene ${name} after a ${i % 2 ? 'seed change' : 'reset'}`);
    }
  }
});

test('a demo link opened in a signed-in tab opens its account and page, never the sign-in page', async ({ page }) => {
  test.setTimeout(timeoutOf(120_000));
  await signIn(page, ACCOUNTS.admin);
  await ready(page);
  for (let round = 0; round < ROUNDS; round++) {
    const link = await page.evaluate(
      (seed) => window.__demo?.link?.({ account: '13800000005', page: '/voiceclone/index', seed }),
      round + 2,
    );
    expect(link).toContain('demo=');
    // The admin's pages are still open, with their calls, when the link is opened in the same tab.
    await page.goto(String(link));
    await expect(page).toHaveURL(/#\/voiceclone\/index$/);
    await expect(page.locator('main h1:visible')).toHaveText(t('route.voiceclone'));
    await settled(page);
    await expect(page).toHaveURL(/#\/voiceclone\/index$/);
    expect(await page.evaluate(() => window.__demo?.seed())).toBe(round + 2);
    // Back to the admin for the next round, by a scene-free sign-in.
    await page.evaluate(() => window.__demo?.signIn?.('13800000001'));
    await open(page, '/usermanage/myClient');
    await expect(page.locator('main h1:visible')).toHaveText(t('route.myClient'));
  }
});

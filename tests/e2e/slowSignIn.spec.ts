import { expect, loginForm, test } from './fixtures';
import { t } from './words';

/**
 * On a slow network (400 kbps) Enter on the sign-in page answers at once: the button turns busy with its name, even
 * before the console's code has arrived; and the demo is signed in within 1.5 times the time its in-page fake server
 * takes to arrive (the rest of the console loads beside it, not after it).
 */
test('at 400 kbps, Enter shows "Signing in…" at once, and the console comes within 1.5x the fake server’s arrival', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
  await page.goto('/#/login', { waitUntil: 'commit' });
  const form = loginForm(page);
  await form.getByRole('textbox', { name: t('login.mobile') }).fill('13800000005');
  await form.getByRole('textbox', { name: t('login.password') }).fill('demo123');
  await form.getByRole('checkbox').check({ force: true });
  // The fake server has not arrived yet: the press is the first screen's to answer.
  expect(await page.evaluate(() => Boolean(window.__demo))).toBe(false);
  await form.getByRole('textbox', { name: t('login.password') }).press('Enter');
  const busy = form.getByRole('button', { name: t('login.signingIn'), exact: true });
  await expect(busy).toBeVisible({ timeout: 300 });
  await expect(busy).toHaveAttribute('aria-busy', 'true', { timeout: 300 });

  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible({ timeout: 60_000 });
  const { signedIn, fakeServer } = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => /\/assets\/fake-server-[^/]*\.js$/.test(e.name)) as PerformanceResourceTiming | undefined;
    return { signedIn: performance.now(), fakeServer: entry?.responseEnd ?? 0 };
  });
  test.info().annotations.push({
    type: 'timing',
    description: `fake server in at ${Math.round(fakeServer)} ms, signed in at ${Math.round(signedIn)} ms`,
  });
  expect(fakeServer).toBeGreaterThan(0);
  expect(
    signedIn,
    `signed in at ${Math.round(signedIn)} ms, fake server in at ${Math.round(fakeServer)} ms`,
  ).toBeLessThanOrEqual(1.5 * fakeServer);
});

import type { Page, Route } from '@playwright/test';
import { expect, login, loginForm, test } from './fixtures';
import { en, part, t } from './words';
import { REAL_BRAND_ANSWER, userInfo } from '../dtos';

/**
 * The production build against a stand-in for the real service (Playwright route handlers on /api/**): the headers of
 * docs/product.md on every call, each of its error codes as in demo mode, and no fake server in the page.
 */
const PROD = `http://localhost:${Number(process.env.E2E_PORT ?? 4173) + 1}/`;

const USER = userInfo({
  userId: 'r42',
  nickname: 'Real Customer',
  mobile: '13912340000',
  inviteCode: 'REAL42',
  oemCode: 'REAL',
});
const BRAND = REAL_BRAND_ANSWER;

interface Call {
  path: string;
  headers: Record<string, string>;
}

/** A minimal real service: answers the calls the sign-in journey makes; `failNext` makes one call fail. */
async function realService(page: Page) {
  const calls: Call[] = [];
  const failNext = new Map<string, number | 'network'>();
  const ok = (route: Route, data: unknown) => route.fulfill({ json: { code: 20000, msg: 'success', data } });
  await page.route('**/api/**', async (route) => {
    const req = route.request();
    const path = new URL(req.url()).pathname.replace(/^\/api/, '');
    calls.push({ path, headers: req.headers() });
    const f = failNext.get(path);
    if (f !== undefined) {
      failNext.delete(path);
      if (f === 'network') return route.abort('failed');
      return route.fulfill({ json: { code: f, msg: `service says ${f}`, data: null } });
    }
    switch (path) {
      case '/oemConfig/queryOemConfigByDomain':
        return ok(route, BRAND);
      case '/languageDicPc/getLanguageDicJson':
        return ok(route, {});
      case '/userInfo/loginByPwd': {
        const body = req.postDataJSON() as { passWord: string };
        if (body.passWord !== 'real-pass')
          return route.fulfill({ json: { code: 50000, msg: t('server.passwordIncorrect'), data: null } });
        return ok(route, { ...USER, token: 'tok-real', tokenId: 'tid-real' });
      }
      case '/userInfo/getUserInfo':
        return ok(route, USER);
      default:
        return ok(route, null);
    }
  });
  return { calls, failNext };
}

test('production: headers on every call, sign-in and the real service messages', async ({ page }) => {
  const { calls } = await realService(page);
  await page.goto(`${PROD}#/login`);
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Real Brand' }) })).toBeVisible();
  await login(page, USER.mobile, 'wrong-pass');
  await expect(loginForm(page).getByRole('alert')).toHaveText(t('server.passwordIncorrect'));
  await login(page, USER.mobile, 'real-pass');
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(page).toHaveTitle(`${t('route.digital')} - Real Brand`);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'My digital humans' })).toBeVisible();

  await expect.poll(() => calls.map((c) => c.path)).toContain('/userInfo/setAppLanguage');
  expect(calls.map((c) => c.path)).toEqual(
    expect.arrayContaining(['/oemConfig/queryOemConfigByDomain', '/userInfo/loginByPwd', '/userInfo/setAppLanguage']),
  );
  for (const c of calls) expect(c.headers.platform, c.path).toBe('5');
  for (const c of calls.filter((x) => x.path !== '/oemConfig/queryOemConfigByDomain'))
    expect(c.headers.oemcode, c.path).toBe('REAL');
  const signedIn = calls.filter((c) => c.headers.token === 'tok-real');
  expect(signedIn.map((c) => c.path)).toContain('/userInfo/setAppLanguage');
  for (const c of signedIn)
    expect(c.headers).toMatchObject({ 'x-token': 'tok-real', userid: 'r42', tokenid: 'tid-real' });
});

test('production: 204, -1, 50014 and a network error behave as in demo mode', async ({ page }) => {
  const { failNext } = await realService(page);
  await page.goto(`${PROD}#/login`);
  await login(page, USER.mobile, 'real-pass');
  await expect(page).toHaveURL(/#\/digital$/);
  const language = page.getByRole('combobox', { name: part(t('nav.language'), en('nav.language')) });

  failNext.set('/userInfo/setAppLanguage', -1);
  await language.selectOption('en');
  await expect(page.locator('.bp6-toast-container').getByText('service says -1')).toBeVisible();

  failNext.set('/userInfo/setAppLanguage', 'network');
  await language.selectOption('zh');
  await expect(page.locator('.bp6-toast-container').getByText(t('errors.network'))).toBeVisible();

  failNext.set('/userInfo/setAppLanguage', 50014);
  await language.selectOption('en');
  await expect(page.getByRole('alertdialog').getByText('service says 50014')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/#\/digital$/);

  failNext.set('/userInfo/setAppLanguage', 204);
  await language.selectOption('zh');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fdigital/);
});

test('production: no fake server, fixtures, faker or demo drawer is loaded', async ({ page }) => {
  await realService(page);
  // Bodies are read as they arrive and awaited before the check, so no read outlives the page.
  const reads: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) reads.push(r.text().catch(() => ''));
  });
  await page.goto(`${PROD}#/login`);
  await login(page, USER.mobile, 'real-pass');
  await expect(page).toHaveURL(/#\/digital$/);
  expect(await page.evaluate(() => 'window.__demo' in window || Boolean(window.__demo))).toBe(false);
  await expect(page.getByRole('button', { name: part(t('demo.button'), en('demo.button')) })).toHaveCount(0);
  const scripts = await Promise.all(reads);
  expect(scripts.length).toBeGreaterThan(3);
  const all = scripts.join('\n');
  expect(['Mirage:', 'pretender', 'faker', '13800000001', 'x-fake-fault'].filter((m) => all.includes(m))).toEqual([]);
});

import { createServer as createHttpServer, type Server } from 'node:http';
import { test as base } from '@playwright/test';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { ACCOUNTS, expect, login, open, test } from './fixtures';
import { t } from './words';
import { timeoutOf } from '../../playwright.config';

/** The demo build in test mode sends every fake-server answer to the test, which checks it against openapi.json. */
base('every answer of the fake server reaches the contract check of the test', async ({ page }) => {
  const seen: string[] = [];
  await page.exposeFunction('__contractReply', (method: string, path: string) => {
    seen.push(`${method} ${path}`);
  });
  await page.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
  await open(page, '/login');
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/digital$/);
  await expect
    .poll(() => seen)
    .toEqual(expect.arrayContaining(['post /userInfo/loginByPwd', 'get /userInfo/getUserInfo']));
});

test.describe('passthrough for a partial backend (development)', () => {
  const PORT = Number(process.env.E2E_PORT ?? 4173) + 7;
  let real: Server;
  let vite: ViteDevServer;
  const realHits: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(timeoutOf(120_000));
    // The "real service": it knows only the brand call, and names a brand the fake server has never heard of.
    real = createHttpServer((req, res) => {
      realHits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      const brand = {
        logo: '',
        oemLoginBackground: '',
        words: 'Staging Real Co',
        oemCode: 'REAL',
        showAgreementDomainName: '',
        shareAddressPrefix: '',
        unifiedComputingPower: 1,
        showAudition: 1,
        hailuoAudioGeneratePower: 0,
        ossType: 'aliyun',
      };
      const known = req.url?.startsWith('/staging/api/oemConfig/queryOemConfigByDomain');
      res.end(
        JSON.stringify(known ? { code: 20000, msg: 'ok', data: brand } : { code: 50000, msg: 'unknown', data: null }),
      );
    });
    await new Promise<void>((r) => real.listen(0, '127.0.0.1', r));
    const address = real.address();
    const realPort = typeof address === 'object' && address ? address.port : 0;
    process.env.VITE_API_PASSTHROUGH = '/oemConfig/*';
    process.env.VITE_API_BASE_URL = `http://127.0.0.1:${realPort}/staging/api`;
    vite = await createViteServer({
      mode: 'demo',
      logLevel: 'error',
      server: { port: PORT, strictPort: true, host: '127.0.0.1' },
    });
    await vite.listen();
    delete process.env.VITE_API_PASSTHROUGH;
    delete process.env.VITE_API_BASE_URL;
  });
  test.afterAll(async () => {
    await vite?.close();
    await new Promise((r) => real?.close(r));
  });

  test('matching calls go to the real service through the dev proxy, the rest to the fake server', async ({ page }) => {
    test.setTimeout(timeoutOf(120_000));
    await page.goto(`http://127.0.0.1:${PORT}/#/login`);
    await expect(page.getByRole('heading', { name: /Staging Real Co/ })).toBeVisible({ timeout: timeoutOf(60_000) });
    expect(realHits.some((u) => u.startsWith('/staging/api/oemConfig/queryOemConfigByDomain'))).toBe(true);
    // Sign-in is not passed through: the fake server's demo account works.
    await login(page, ACCOUNTS.member);
    await expect(page).toHaveURL(/#\/digital$/);
    expect(realHits.every((u) => u.includes('/oemConfig/'))).toBe(true);
    await page.getByRole('button', { name: t('demo.button') }).click();
    // The real paths are listed with the other testing tools, folded away from the sales tools.
    await page
      .getByRole('dialog', { name: t('demo.title') })
      .getByRole('button', { name: t('demo.testingTools') })
      .click();
    const paths = page.getByRole('list', { name: t('contract.paths') });
    await expect(paths).toContainText('/oemConfig/*');
  });
});

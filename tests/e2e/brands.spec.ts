import { ACCOUNTS, expect, login, test } from './fixtures';

const PORT = 4173;

test('the default brand on localhost', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/#/login`);
  await expect(page.getByRole('heading', { name: '登录智影数字人' })).toBeVisible();
  await expect(page).toHaveTitle('登录 - 智影数字人');
});

test('acme.localhost shows Acme Media on the login page, in the title and after sign-in', async ({ page }) => {
  await page.goto(`http://acme.localhost:${PORT}/#/login`);
  await expect(page.getByRole('heading', { name: '登录Acme Media' })).toBeVisible();
  await expect(page).toHaveTitle('登录 - Acme Media');
  await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', /oemCode=ACME/);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveTitle('我的数字人 - Acme Media');
});

test('nova.localhost shows Nova AI', async ({ page }) => {
  await page.goto(`http://nova.localhost:${PORT}/#/login`);
  await expect(page.getByRole('heading', { name: '登录Nova AI' })).toBeVisible();
  await expect(page).toHaveTitle('登录 - Nova AI');
});

test('every call carries the headers of design.md', async ({ page }) => {
  const seen: Record<string, string>[] = [];
  // The fake server runs inside the page, so headers are read where it receives them.
  await page.goto(`http://acme.localhost:${PORT}/#/login`);
  await page.evaluate(() => {
    const w = window as unknown as { __headers: Record<string, string>[] };
    w.__headers = [];
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      (this as unknown as { __url: string }).__url = String(args[1]);
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
    const orig = XMLHttpRequest.prototype.setRequestHeader;
    XMLHttpRequest.prototype.setRequestHeader = function (this: XMLHttpRequest, k: string, v: string) {
      const self = this as unknown as { __h?: Record<string, string> };
      if (!self.__h) {
        self.__h = { url: (this as unknown as { __url: string }).__url };
        w.__headers.push(self.__h);
      }
      self.__h[k.toLowerCase()] = v;
      return orig.call(this, k, v);
    };
  });
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/digital$/);
  await page.getByRole('navigation', { name: '菜单' }).getByRole('menuitem', { name: '我的作品' }).click();
  seen.push(...(await page.evaluate(() => (window as unknown as { __headers: Record<string, string>[] }).__headers)));
  expect(seen.length).toBeGreaterThan(1);
  // Only the brand query itself can go before the brand code is known.
  for (const h of seen.filter((x) => !x.url.includes('queryOemConfigByDomain')))
    expect(h).toMatchObject({ platform: '5', oemcode: 'ACME' });
  const signedIn = seen.filter((h) => h.token);
  expect(signedIn.length).toBeGreaterThan(0);
  for (const h of signedIn) {
    expect(h['x-token']).toBe(h.token);
    expect(h.userid).toBe('u5');
    expect(h.tokenid).toMatch(/^ti/);
  }
});

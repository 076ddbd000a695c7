import { ACCOUNTS, expect, login, test } from './fixtures';
import { en, t } from './words';
import { brandName } from './seeded';

const PORT = Number(process.env.E2E_PORT ?? 4173);

test('the default brand on localhost', async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/#/login`);
  await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
  await expect(page).toHaveTitle(`${t('route.login')} - ${brandName()}`);
  // The tab shows the brand's logo; until then the console's own icon, which index.html carries in itself.
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', /brands\/default\/logo\.svg$/);
  await expect(icon).toHaveAttribute('data-own', /^data:image\/svg\+xml,%3Csvg /);
});

test('acme.localhost shows Acme Media on the login page, in the title and after sign-in', async ({ page }) => {
  await page.goto(`http://acme.localhost:${PORT}/#/login`);
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Acme Media' }) })).toBeVisible();
  await expect(page).toHaveTitle(`${t('route.login')} - ${brandName('ACME')}`);
  await expect(page.getByRole('link', { name: t('login.userAgreement') })).toHaveAttribute('href', /oemCode=ACME/);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveTitle(`${t('route.digital')} - ${brandName('ACME')}`);
});

test('nova.localhost shows Nova AI', async ({ page }) => {
  await page.goto(`http://nova.localhost:${PORT}/#/login`);
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Nova AI' }) })).toBeVisible();
  await expect(page).toHaveTitle(`${t('route.login')} - ${brandName('NOVA')}`);
});

test('every call carries the documented headers', async ({ page }) => {
  await page.goto(`http://acme.localhost:${PORT}/#/login`);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/digital$/);
  await page
    .getByRole('navigation', { name: t('nav.menu') })
    .getByRole('menuitem', { name: t('route.tasklist') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('route.tasklist') })).toBeVisible();
  const seen = await page.evaluate(() => window.__demo?.requests() ?? []);
  expect(seen.length).toBeGreaterThan(2);
  // Only the brand query itself can go before the brand code is known.
  for (const r of seen.filter((x) => !x.path.includes('queryOemConfigByDomain'))) {
    expect(r.headers, r.path).toMatchObject({ platform: '5', oemcode: 'ACME' });
  }
  const signedIn = seen.filter((r) => r.headers.token);
  expect(signedIn.map((r) => r.path)).toContain('/oemConfig/queryOemConfigByDomain');
  for (const r of signedIn) {
    expect(r.headers['x-token']).toBe(r.headers.token);
    expect(r.headers.userid).toBe('u5');
    expect(r.headers.tokenid).toMatch(/^ti/);
  }
});

test("a brand's name of any length stays inside the sidebar: a second line, then an ellipsis", async ({ page }) => {
  await page.goto(`http://localhost:${PORT}/#/login`);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await login(page, ACCOUNTS.member);
  const sidebar = page.getByRole('navigation', { name: en('nav.menu') });
  const link = sidebar.getByRole('link').first();
  // How the name sits in the link: past its edge or not, and on how many lines.
  const placement = () =>
    link.evaluate((a) => {
      const label = a.querySelector('.sidebar-label') as HTMLElement;
      const style = getComputedStyle(a);
      const lines = Math.round(
        label.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(label).lineHeight),
      );
      return {
        inside:
          a.scrollWidth <= a.clientWidth &&
          label.getBoundingClientRect().right <=
            a.getBoundingClientRect().right - Number.parseFloat(style.paddingRight),
        lines,
      };
    });
  // "Zhiying Digital Humans" is wider than the sidebar: two lines, nothing past its edge.
  await expect(link).toHaveAttribute('title', brandName('ZHIYING', 'en'));
  expect(await placement()).toEqual({ inside: true, lines: 2 });
  // The longest name the studio takes (30 characters): still two lines, the rest in the link's title.
  const longest = 'Northern Lights Creative Media';
  await page.evaluate((name) => window.__demo?.brand({ name, color: '#0f6e6e', language: 'en' }), longest);
  await expect(link).toHaveAttribute('title', longest);
  expect(await placement()).toEqual({ inside: true, lines: 2 });
});

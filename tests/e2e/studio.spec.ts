import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, freshPage, open, test } from './fixtures';
import { part, t } from './words';
import { brandName } from './seeded';

const drawer = (page: Page) => page.getByRole('dialog', { name: t('demo.title') });
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#7b2ff7"/></svg>';
const LOGO = `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`;
const SINGLE = new URL('../../dist-single/index.html', import.meta.url).href;

/** The sign-in page, the Demo drawer, and the studio's form for a new brand. */
async function openNewBrandForm(page: Page) {
  await open(page, '/login');
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('button', { name: t('studio.new') })
    .click();
  return drawer(page).getByRole('form', { name: t('studio.formTitle') });
}

const brandColor = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand-color').trim());

test('a brand made in the drawer shows at once, and its demo link opens it in a fresh browser', async ({
  page,
  browser,
}) => {
  const form = await openNewBrandForm(page);
  // A Chinese name in the brand's Chinese-name field: the brand is shown by that name on the zh pages.
  await form.getByRole('textbox', { name: t('studio.nameZh') }).fill('紫光影像');
  await form.getByRole('textbox', { name: t('studio.nameEn') }).fill('Violet Vision');
  // A picture is checked from its bytes: a text file named like a logo is refused.
  await form
    .getByLabel(t('studio.logo'), { exact: true })
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('hi') });
  await expect(form.getByRole('alert')).toHaveText(part(t('studio.problem_logoNotImage')));
  await form
    .getByLabel(t('studio.logo'), { exact: true })
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) });
  await expect(form.getByRole('img', { name: t('studio.logoPreview') })).toBeVisible();
  // Too light for white text: refused with a message, nothing shown.
  await form.getByRole('textbox', { name: t('studio.color'), exact: true }).fill('#fadb14');
  await form.getByRole('button', { name: t('studio.saveShow') }).click();
  await expect(form.getByRole('alert')).toHaveText(part(t('studio.problem_colorTooLight')));
  await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
  await form.getByRole('textbox', { name: t('studio.color'), exact: true }).fill('#7b2ff7');
  await form.getByRole('combobox', { name: t('studio.language') }).selectOption('en');
  await form.getByRole('textbox', { name: t('studio.agreementDomain') }).fill('agreement.violet.example');
  await form.getByRole('textbox', { name: t('studio.sharePrefix') }).fill('https://violet.example');
  await form.getByRole('button', { name: t('studio.saveShow') }).click();

  // Every screen follows at once: the sign-in page, the title, the tab's icon, the colour, the language.
  await expect(page.getByRole('heading', { name: 'Sign in to Violet Vision' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in - Violet Vision');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml;base64,/); // The logo given, not the console's own.
  expect(await brandColor(page)).toBe('#7b2ff7');
  await expect(page.getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
    'href',
    /^https:\/\/agreement\.violet\.example\/agreement\/user-en\.html\?oemCode=DEMO/,
  );

  const en = page.getByRole('dialog', { name: 'Demo controls' });
  await expect(en.getByRole('combobox', { name: 'Brand shown' })).toHaveValue(/\.studio\.demo$/);
  await en.getByRole('combobox', { name: 'Sign in as' }).selectOption(ACCOUNTS.member);
  await en.getByRole('combobox', { name: 'Page to open' }).selectOption({ label: 'Personal home' });
  await en.getByRole('button', { name: 'Copy demo link' }).click();
  const url = await en.getByRole('textbox', { name: 'Demo link' }).inputValue();
  expect(url).toMatch(/\?demo=1\./);
  expect(url.length).toBeLessThan(8000);

  const fresh = await freshPage(browser, 'zh-CN');
  await fresh.goto(url);
  await expect(fresh).toHaveURL(/#\/personal\/personal$/);
  await expect(fresh.getByRole('heading', { level: 1, name: 'Personal home' })).toBeVisible();
  await expect(fresh).toHaveTitle('Personal home - Violet Vision');
  const menu = fresh.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Violet Vision' }).locator('img')).toHaveAttribute('src', LOGO);
  expect(await brandColor(fresh)).toBe('#7b2ff7');
  // Signed in as the member the link named.
  await expect(fresh.getByText('138****0005')).toBeVisible();
  // The invite link carries the brand's share prefix.
  await expect(fresh.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
    /^https:\/\/violet\.example\/#\/login\?mode=register/,
  );
  await fresh.context().close();
});

test('brand() and link() from a script, in the single-file build opened from disk', async ({ browser }) => {
  const page = await freshPage(browser, 'zh-CN');
  await page.goto(`${SINGLE}#/login`);
  await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
  await page.evaluate(
    (logo) =>
      // A name in both languages, Chinese for zh: the English page must show the English one.
      window.__demo?.brand({ name: { zh: '北辰传媒', en: 'Polaris Media' }, color: '#1890ff', logo, language: 'en' }),
    LOGO,
  );
  // brand() resolves once the brand shows.
  await expect(page.getByRole('heading', { name: 'Sign in to Polaris Media' })).toBeVisible({ timeout: 1 });
  const url = await page.evaluate(() =>
    window.__demo?.link?.({ account: '13800000001', page: '/usermanage/myClient' }),
  );
  expect(url?.startsWith(`${SINGLE}?demo=1.`)).toBe(true);
  await page.context().close();

  const fresh = await freshPage(browser, 'zh-CN');
  await fresh.goto(url ?? '');
  await expect(fresh).toHaveURL(/#\/usermanage\/myClient$/);
  await expect(fresh.getByRole('heading', { level: 1, name: 'My clients' })).toBeVisible();
  await expect(fresh).toHaveTitle('My clients - Polaris Media');
  await fresh.context().close();
});

test('a saved brand survives a reload and a data reset, and can be deleted', async ({ page }) => {
  await open(page, '/login');
  await page.waitForFunction(() => Boolean(window.__demo?.link));
  await page.evaluate(() => window.__demo?.brand({ name: 'Galaxy Video', color: '#eb2f96' }));
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Galaxy Video' }) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Galaxy Video' }) })).toBeVisible();
  await page.getByRole('button', { name: t('demo.button') }).click();
  await drawer(page)
    .getByRole('button', { name: t('demo.reset') })
    .click();
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Galaxy Video' }) })).toBeVisible();
  // A saved brand is named by scripts too; a host is still a host. (The reset reloaded the page: brand() is the
  // studio's once the console has started, as link() shows.)
  await page.waitForFunction(() => Boolean(window.__demo?.link));
  await page.evaluate(() => window.__demo?.brand('nova.localhost'));
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Nova AI' }) })).toBeVisible();
  await page.evaluate(() => window.__demo?.brand('Galaxy Video'));
  await expect(page.getByRole('heading', { name: t('login.title', { brand: 'Galaxy Video' }) })).toBeVisible();
  await page.getByRole('button', { name: t('demo.button') }).click();
  const d = drawer(page);
  await d.getByRole('button', { name: t('common.delete') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('common.delete') })
    .click();
  await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
  await expect(
    d.getByRole('combobox', { name: t('demo.brand') }).locator('option', { hasText: 'Galaxy Video' }),
  ).toHaveCount(0);
});

test('an unreadable or older demo link opens the plain demo with a message', async ({ page }) => {
  for (const value of ['1.broken-link', '0.AAAA']) {
    await page.goto(`/?demo=${value}#/login`);
    await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
    await expect(page.getByText(t('studio.linkUnreadable'))).toBeVisible();
    await expect(page).not.toHaveURL(/demo=/);
  }
});

test('the brand studio fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openNewBrandForm(page);
  await expect(form).toBeVisible();
  const box = await form.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  for (const name of [t('studio.nameZh'), t('studio.nameEn'), t('studio.sharePrefix')]) {
    const b = await form.getByRole('textbox', { name }).boundingBox();
    expect(b && b.x + b.width <= 390, name).toBe(true);
  }
  const copy = drawer(page).getByRole('button', { name: t('studio.copyLink') });
  await copy.scrollIntoViewIfNeeded();
  await expect(copy).toBeInViewport();
});

test('the studio refuses a brand name over 30 characters with the one brand-name message, and keeps the text', async ({
  page,
}) => {
  const form = await openNewBrandForm(page);
  const long = 'Violet Vision International Studio'; // 34 characters
  await form.getByRole('textbox', { name: t('studio.nameEn') }).fill(long);
  await form.getByRole('button', { name: t('studio.saveShow') }).click();
  await expect(form.getByRole('alert')).toHaveText(t('brandName.tooLong', { max: 30 }));
  await expect(form.getByRole('textbox', { name: t('studio.nameEn') })).toHaveValue(long);
  // Nothing was saved or shown: the sign-in page still wears the default brand.
  await expect(page.getByRole('heading', { name: t('login.title', { brand: brandName() }) })).toBeVisible();
  // Thirty characters are taken.
  await form.getByRole('textbox', { name: t('studio.nameEn') }).fill('Violet Vision International 30');
  await form.getByRole('button', { name: t('studio.saveShow') }).click();
  await expect(page.getByRole('heading', { name: /Violet Vision International 30/ })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { ACCOUNTS, addPackage, expect, login, newestRecord, open, signIn, signInAt, test } from './fixtures';
import { shape, t } from './words';
import { nickname, packageName } from './seeded';

/** The seeded member, whom the agents recharge and promote. */
const MEMBER = nickname(ACCOUNTS.member);
/** A package the admin adds (and removes) in the test. */
const NEW_PACKAGE = 'Weekly pass';

const menu = (page: Page) => page.getByRole('navigation', { name: t('nav.menu') });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Calls the fake server of this tab directly as another account (what a second browser would do). */
async function asAccount(page: Page, mobile: string, path: string, query: Record<string, string>): Promise<number> {
  return page.evaluate(
    async ({ mobile, path, query }) => {
      const send = (method: string, url: string, body: unknown, token = '') =>
        new Promise<{ code: number; data: { token?: string } }>((resolve) => {
          const xhr = new XMLHttpRequest();
          xhr.open(method, url);
          xhr.setRequestHeader('Content-Type', 'application/json');
          if (token) xhr.setRequestHeader('token', token);
          xhr.onload = () => resolve(JSON.parse(xhr.responseText));
          xhr.send(body ? JSON.stringify(body) : null);
        });
      const signed = await send('POST', '/api/userInfo/loginByPwd', { mobilePhone: mobile, passWord: 'demo123' });
      const qs = new URLSearchParams(query).toString();
      return (await send('GET', `/api${path}?${qs}`, null, signed.data.token)).code;
    },
    { mobile, path, query },
  );
}

test('overview: quick and custom ranges change the figures', async ({ page }) => {
  await signInAt(page, ACCOUNTS.admin, '/usermanage/usermanage');
  const registrations = page.getByTestId('stat-registrations');
  // Written in the locale's number format (1,234), as the chart writes it.
  const figure = async () => Number((await registrations.textContent())?.replace(/,/g, ''));
  await expect(registrations).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const week = await figure();
  await page.getByRole('button', { name: t('reseller.overview.threeMonths') }).click();
  await expect(page.getByRole('button', { name: t('reseller.overview.threeMonths') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(figure).not.toBe(week);
  const quarter = await figure();
  expect(quarter).toBeGreaterThan(week);
  await expect(
    page.getByRole('slider', { name: t('reseller.overview.chartLabel', { unit: t('reseller.overview.perWeek') }) }),
  ).toBeVisible();
  // A custom range long before the seed's people joined counts nobody.
  await page.getByRole('textbox', { name: t('reseller.overview.startDate') }).fill('2020-01-01');
  await page.getByRole('textbox', { name: t('reseller.overview.endDate') }).fill('2020-01-31');
  await page.keyboard.press('Enter');
  await expect(registrations).toHaveText('0');
  await expect(page.getByText(t('reseller.overview.custom'))).toBeVisible();
});

test('an agent recharges a client a month card: the membership and the stock both change', async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  await menu(page)
    .getByRole('menuitem', { name: t('route.myClient') })
    .click();
  await page.getByRole('searchbox', { name: t('reseller.list.searchLabel') }).fill(ACCOUNTS.member);
  await page.getByRole('button', { name: t('reseller.list.search'), exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  const before = await row(page, ACCOUNTS.member).getByRole('cell').nth(6).textContent();
  await page.getByRole('button', { name: `${t('reseller.list.recharge')} ${MEMBER}` }).click();
  const dialog = page.getByRole('dialog', { name: t('reseller.recharge.title', { name: nickname(ACCOUNTS.member) }) });
  await expect(dialog.getByTestId('my-stock')).toHaveText(
    t('reseller.recharge.stockLine', { day: 10, month: 3, year: 0, power: '80,000' }),
  );
  await expect(dialog.getByRole('combobox', { name: t('reseller.recharge.cardType') })).toHaveValue('month');
  await dialog.getByRole('button', { name: t('reseller.recharge.submit') }).click();
  await expect(page.getByText(t('reseller.recharge.done', { name: MEMBER }))).toBeVisible();
  await expect(row(page, ACCOUNTS.member).getByRole('cell').nth(6)).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: `${t('reseller.list.recharge')} ${MEMBER}` }).click();
  await expect(dialog.getByTestId('my-stock')).toHaveText(
    t('reseller.recharge.stockLine', { day: 10, month: 2, year: 0, power: '80,000' }),
  );
});

test('recharging beyond the stock shows the inventory message and keeps the form', async ({ page }) => {
  await signInAt(page, ACCOUNTS.agent, '/usermanage/myClient');
  await page.getByRole('button', { name: `${t('reseller.list.recharge')} ${MEMBER}` }).click();
  const dialog = page.getByRole('dialog', { name: t('reseller.recharge.title', { name: nickname(ACCOUNTS.member) }) });
  await dialog.getByRole('combobox', { name: t('reseller.recharge.cardType') }).selectOption('year');
  await dialog.getByRole('button', { name: t('reseller.recharge.submit') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('server.inventoryYearShort'));
  await dialog.getByRole('radio', { name: t('reseller.recharge.power') }).check({ force: true });
  await dialog.getByRole('textbox', { name: t('reseller.recharge.powerLabel') }).fill('15');
  await dialog.getByRole('button', { name: t('reseller.recharge.submit') }).click();
  await expect(dialog.getByText(t('reseller.validation.powerUnit'))).toBeVisible();
  await dialog.getByRole('textbox', { name: t('reseller.recharge.powerLabel') }).fill('9000');
  await dialog.getByRole('button', { name: t('reseller.recharge.submit') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('server.inventoryPowerShort'));
  await expect(dialog.getByRole('textbox', { name: t('reseller.recharge.powerLabel') })).toHaveValue('9000');
});

test('a cansetAgent sets and cancels an agent, with confirmation', async ({ page }) => {
  await signInAt(page, ACCOUNTS.cansetAgent, '/usermanage/myClient');
  await page.getByRole('searchbox', { name: t('reseller.list.searchLabel') }).fill(MEMBER);
  await page.getByRole('button', { name: t('reseller.list.search'), exact: true }).click();
  await page.getByRole('button', { name: `${t('reseller.list.setAgent')} ${MEMBER}` }).click();
  const confirm = page.getByRole('dialog', { name: t('reseller.agent.setTitle') });
  await expect(confirm).toContainText(t('reseller.agent.setText', { name: MEMBER, mobile: ACCOUNTS.member }));
  await confirm.getByRole('button', { name: t('common.confirm') }).click();
  await expect(page.getByText(t('reseller.agent.setDone', { name: MEMBER }))).toBeVisible();
  await expect(page.getByRole('button', { name: `${t('reseller.list.recharge')} ${MEMBER}` })).toHaveCount(0);
  await menu(page)
    .getByRole('menuitem', { name: t('route.proxyUser') })
    .click();
  await page.getByRole('button', { name: `${t('reseller.list.cancelAgent')} ${MEMBER}` }).click();
  await page
    .getByRole('dialog', { name: t('reseller.agent.cancelTitle') })
    .getByRole('button', { name: t('common.confirm') })
    .click();
  await expect(page.getByText(t('reseller.agent.cancelDone', { name: MEMBER }))).toBeVisible();
  await expect(page.getByRole('button', { name: `${t('reseller.list.cancelAgent')} ${MEMBER}` })).toHaveCount(0);
});

test("an agent sees a client's orders, power records and change log on the details page", async ({ page }) => {
  // The member buys a package first (same tab: the demo data lives in the tab), then their agent looks.
  await signInAt(page, ACCOUNTS.member, '/personal/personal');
  await page.getByRole('button', { name: t('personal.packages.buyNamed', { name: packageName('p2') }) }).click();
  const pay = page.getByRole('dialog', { name: shape('personal.pay.title') });
  await expect(pay).toContainText('¥199.00');
  await page.evaluate(() => window.__demo?.pay('paid'));
  await expect(pay.getByRole('status')).toHaveText(t('personal.pay.status.paid'));
  await pay.getByRole('button', { name: t('common.close') }).click();
  await page.evaluate(() => window.__demo?.signIn?.('13800000004'));
  await open(page, '/usermanage/myClientDetail/u5');
  await expect(page.getByText('13800000005')).toBeVisible();
  const ledgerRow = newestRecord(page, 'ledger');
  await expect(ledgerRow).toContainText('+10,000');
  await expect(ledgerRow).toContainText(packageName('p2'));
  await page.getByRole('tab', { name: t('reseller.detail.orders') }).click();
  const orderRow = newestRecord(page, 'orders');
  await expect(orderRow).toContainText(packageName('p2'));
  await expect(orderRow).toContainText('¥199.00');
  await expect(orderRow).toContainText(t('personal.payState.paid'));
  await page.getByRole('tab', { name: t('personal.tabs.changes') }).click();
  await expect(newestRecord(page, 'changes')).toContainText('2026/05/01');
});

test("an agent cannot see another agent's client, even by typing the details address", async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  // c2 is a client of 13800000003, not of this agent.
  await open(page, '/usermanage/myClientDetail/c2');
  await expect(page.getByText(t('reseller.detail.notFound'))).toBeVisible();
  await expect(page.getByText(t('server.noPermission'), { exact: true })).toBeVisible();
  await expect(page.getByText('15556285767')).toHaveCount(0);
  // None of the person's lists is shown or even asked for.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  const asked = await page.evaluate(() => window.__demo?.requests().map((r) => r.path) ?? []);
  expect(asked.filter((p) => /getPowerRecordList|getOrderListByUserId|getDataChangeLog/.test(p))).toEqual([]);
  // Their own client opens, with the lists.
  await open(page, '/usermanage/myClientDetail/u5');
  await expect(page.getByText('13800000005')).toBeVisible();
  await expect(page.getByRole('tab', { name: t('reseller.detail.powerRecords') })).toBeVisible();
  await expect(page.getByRole('table', { name: t('personal.ledger.table') })).toBeVisible();
});

test('admin creates a package after the units-of-10 check; it is listed', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await menu(page)
    .getByRole('menuitem', { name: t('route.setPackage') })
    .click();
  const dialog = await addPackage(page, { name: NEW_PACKAGE, price: '49.9', power: '305' });
  await expect(dialog.getByText(t('reseller.validation.powerUnit'))).toBeVisible();
  await dialog.getByRole('textbox', { name: t('reseller.package.power') }).fill('300');
  await expect(dialog.getByText(t('reseller.package.pointsHelp', { points: '3,000' }))).toBeVisible();
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(row(page, NEW_PACKAGE)).toContainText('3,000');
  // The name is taken now.
  await page.getByRole('button', { name: t('reseller.package.add') }).click();
  await dialog.getByRole('textbox', { name: t('reseller.package.name') }).fill(NEW_PACKAGE);
  await dialog.getByRole('textbox', { name: t('reseller.package.price') }).fill('1');
  await dialog.getByRole('textbox', { name: t('reseller.package.power') }).fill('10');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('server.packageNameExists'));
  await dialog.getByRole('button', { name: t('common.cancel') }).click();
  await page.getByRole('button', { name: `${t('common.delete')} ${NEW_PACKAGE}` }).click();
  const confirm = page.getByRole('dialog', { name: t('reseller.package.deleteTitle') });
  await confirm.getByRole('button', { name: t('common.delete') }).click();
  // The confirm closes on its answer, and the package goes with its toast.
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText(t('reseller.package.deleted'))).toBeVisible();
  await expect(row(page, NEW_PACKAGE)).toHaveCount(0);
});

test('admin creates a label, and its domain shows the new brand', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173/').port;
  const origin = `http://zeta.localhost:${port}/`;
  await open(page, '/login', origin);
  await login(page, ACCOUNTS.admin);
  await expect(menu(page)).toBeVisible();
  await expect(menu(page)).not.toContainText('Zeta Studio');
  await open(page, '/usermanage/createTiepai', origin);
  const form = page.getByRole('form', { name: t('route.createTiepai') });
  await form.getByRole('textbox', { name: t('reseller.oem.words') }).fill('Zeta Studio');
  await form.getByRole('textbox', { name: t('reseller.oem.oemCode') }).fill('zeta');
  await form.getByRole('textbox', { name: t('reseller.oem.domain'), exact: true }).fill('http://zeta.localhost');
  await form.getByRole('button', { name: t('reseller.oem.submit') }).click();
  await expect(form.getByText(t('reseller.validation.domainInvalid'))).toBeVisible();
  await form.getByRole('textbox', { name: t('reseller.oem.domain'), exact: true }).fill('zeta.localhost');
  await form.getByRole('button', { name: t('reseller.oem.submit') }).click();
  await expect(form.getByText(t('reseller.oem.done', { words: 'Zeta Studio' }))).toBeVisible();
  // The brand is asked for on every navigation: the next one shows it.
  await menu(page)
    .getByRole('menuitem', { name: t('route.overview') })
    .click();
  await expect(menu(page)).toContainText('Zeta Studio');
  await expect(page).toHaveTitle(/Zeta Studio/);
});

test('granting the assistant role changes that user’s menu on their next navigation', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await expect(menu(page).getByRole('menuitem', { name: t('route.myClient') })).toHaveCount(0);
  expect(
    await asAccount(page, ACCOUNTS.admin, '/userInfo/settingUserRole', {
      roleName: 'zhuli',
      mobilePhone: ACCOUNTS.member,
    }),
  ).toBe(20000);
  await menu(page)
    .getByRole('menuitem', { name: t('route.tasklist') })
    .click();
  await expect(menu(page).getByRole('menuitem', { name: t('route.setPackage') })).toBeVisible();
  await menu(page)
    .getByRole('menuitem', { name: t('route.myClient') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('route.myClient') })).toBeVisible();
});

test('admin grants and removes a boss assistant in the UI; the person signs in to the assistant menu', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await menu(page)
    .getByRole('menuitem', { name: t('route.bossAssistant') })
    .click();
  await expect(row(page, '13800000002')).toBeVisible();
  await page.getByRole('textbox', { name: t('reseller.assistant.mobile') }).fill('13800000001');
  await page.getByRole('button', { name: t('reseller.assistant.grant') }).click();
  await expect(page.getByRole('alert')).toHaveText(t('server.cannotOperateSelf'));
  await page.getByRole('textbox', { name: t('reseller.assistant.mobile') }).fill(ACCOUNTS.expired);
  await page.getByRole('button', { name: t('reseller.assistant.grant') }).click();
  await expect(row(page, ACCOUNTS.expired)).toBeVisible();
  await page.getByRole('button', { name: `${t('reseller.assistant.remove')} ${nickname(ACCOUNTS.assistant)}` }).click();
  await page
    .getByRole('dialog', { name: t('reseller.assistant.removeTitle') })
    .getByRole('button', { name: t('reseller.assistant.remove') })
    .click();
  await expect(row(page, '13800000002')).toHaveCount(0);
  // Sign out by dropping the token (the tab keeps its fake server's data), then sign in as the new assistant.
  await page.context().clearCookies();
  await open(page, '/login');
  await page.reload();
  await login(page, ACCOUNTS.expired);
  await expect(menu(page).getByRole('menuitem', { name: t('route.setPackage') })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: t('route.bossAssistant') })).toHaveCount(0);
});

test('the large scenario: 10,000 clients page and search in the browser', async ({ page }) => {
  await page.goto('/?scenario=large#/login');
  await login(page, ACCOUNTS.agent);
  await expect(menu(page)).toBeVisible();
  await open(page, '/usermanage/myClient');
  await expect(page.getByText(t('reseller.list.total', { count: 10019 }))).toBeVisible();
  await expect(page.getByText(t('pager.page', { page: 1, pages: 501 }))).toBeVisible();
  await page.getByRole('button', { name: t('pager.next') }).click();
  await expect(page.getByText(t('pager.page', { page: 2, pages: 501 }))).toBeVisible();
  await page.getByRole('searchbox', { name: t('reseller.list.searchLabel') }).fill('19100000042');
  await page.getByRole('button', { name: t('reseller.list.search'), exact: true }).click();
  await expect(page.getByText(t('reseller.list.total', { count: 1 }))).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
});

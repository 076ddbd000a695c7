import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, login, open, signIn, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: '菜单' });
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
  await signIn(page, ACCOUNTS.admin);
  await open(page, '/usermanage/usermanage');
  const registrations = page.getByTestId('stat-registrations');
  await expect(registrations).toHaveText(/^\d+$/);
  const week = Number(await registrations.textContent());
  await page.getByRole('button', { name: '最近三个月' }).click();
  await expect(page.getByRole('button', { name: '最近三个月' })).toHaveAttribute('aria-pressed', 'true');
  await expect(registrations).not.toHaveText(String(week));
  const quarter = Number(await registrations.textContent());
  expect(quarter).toBeGreaterThan(week);
  await expect(page.getByRole('slider', { name: '每周的邀请、注册、充值、代理和客户' })).toBeVisible();
  // A custom range long before the seed's people joined counts nobody.
  await page.getByRole('textbox', { name: '开始日期' }).fill('2020-01-01');
  await page.getByRole('textbox', { name: '结束日期' }).fill('2020-01-31');
  await page.keyboard.press('Enter');
  await expect(registrations).toHaveText('0');
  await expect(page.getByText('自定义范围')).toBeVisible();
});

test('an agent recharges a client a month card: the membership and the stock both change', async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  await menu(page).getByRole('menuitem', { name: '我的客户' }).click();
  await page.getByRole('searchbox', { name: '按手机号或昵称搜索' }).fill(ACCOUNTS.member);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  const before = await row(page, ACCOUNTS.member).getByRole('cell').nth(6).textContent();
  await page.getByRole('button', { name: '充值 陈静' }).click();
  const dialog = page.getByRole('dialog', { name: '为陈静充值' });
  await expect(dialog.getByTestId('my-stock')).toHaveText('日卡 10 · 月卡 3 · 年卡 0 · 算力 80,000');
  await expect(dialog.getByRole('combobox', { name: '卡类型' })).toHaveValue('month');
  await dialog.getByRole('button', { name: '充值' }).click();
  await expect(page.getByText('已为陈静充值')).toBeVisible();
  await expect(row(page, ACCOUNTS.member).getByRole('cell').nth(6)).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: '充值 陈静' }).click();
  await expect(dialog.getByTestId('my-stock')).toHaveText('日卡 10 · 月卡 2 · 年卡 0 · 算力 80,000');
});

test('recharging beyond the stock shows the inventory message and keeps the form', async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  await open(page, '/usermanage/myClient');
  await page.getByRole('button', { name: '充值 陈静' }).click();
  const dialog = page.getByRole('dialog', { name: '为陈静充值' });
  await dialog.getByRole('combobox', { name: '卡类型' }).selectOption('year');
  await dialog.getByRole('button', { name: '充值' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('年卡库存不足');
  await dialog.getByRole('radio', { name: '算力' }).check({ force: true });
  await dialog.getByRole('textbox', { name: '算力（以10为单位）' }).fill('15');
  await dialog.getByRole('button', { name: '充值' }).click();
  await expect(dialog.getByText('算力必须以10为单位')).toBeVisible();
  await dialog.getByRole('textbox', { name: '算力（以10为单位）' }).fill('9000');
  await dialog.getByRole('button', { name: '充值' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('统一算力库存不足');
  await expect(dialog.getByRole('textbox', { name: '算力（以10为单位）' })).toHaveValue('9000');
});

test('a cansetAgent sets and cancels an agent, with confirmation', async ({ page }) => {
  await signIn(page, ACCOUNTS.cansetAgent);
  await open(page, '/usermanage/myClient');
  await page.getByRole('searchbox', { name: '按手机号或昵称搜索' }).fill('陈静');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('button', { name: '设为代理 陈静' }).click();
  const confirm = page.getByRole('dialog', { name: '设为代理' });
  await expect(confirm).toContainText('确定将陈静（13800000005）设为代理吗？');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('陈静已成为代理')).toBeVisible();
  await expect(page.getByRole('button', { name: '充值 陈静' })).toHaveCount(0);
  await menu(page).getByRole('menuitem', { name: '我的代理' }).click();
  await page.getByRole('button', { name: '取消代理 陈静' }).click();
  await page.getByRole('dialog', { name: '取消代理' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已取消陈静的代理身份')).toBeVisible();
  await expect(page.getByRole('button', { name: '取消代理 陈静' })).toHaveCount(0);
});

test("an agent sees a client's orders, power records and change log on the details page", async ({ page }) => {
  // The member buys a package first (same tab: the demo data lives in the tab), then their agent looks.
  await signIn(page, ACCOUNTS.member);
  await open(page, '/personal/personal');
  await page.getByRole('button', { name: '购买月度会员' }).click();
  const pay = page.getByRole('dialog', { name: /微信支付/ });
  await expect(pay).toContainText('¥199.00');
  await page.evaluate(() => window.__demo?.pay('paid'));
  await expect(pay.getByRole('status')).toHaveText('支付成功，会员与算力已到账。');
  await pay.getByRole('button', { name: '关闭' }).click();
  await page.evaluate(() => window.__demo?.signIn?.('13800000004'));
  await open(page, '/usermanage/myClientDetail/u5');
  await expect(page.getByText('13800000005')).toBeVisible();
  const ledgerRow = page.getByRole('table', { name: '算力记录' }).getByRole('row').nth(1);
  await expect(ledgerRow).toContainText('+10,000');
  await expect(ledgerRow).toContainText('月度会员');
  await page.getByRole('tab', { name: '订单记录' }).click();
  const orderRow = page.getByRole('table', { name: '订单' }).getByRole('row').nth(1);
  await expect(orderRow).toContainText('月度会员');
  await expect(orderRow).toContainText('¥199.00');
  await expect(orderRow).toContainText('已支付');
  await page.getByRole('tab', { name: '变更记录' }).click();
  await expect(page.getByRole('table', { name: '账户变更' }).getByRole('row').nth(1)).toContainText('2026/05/01');
});

test("an agent cannot see another agent's client, even by typing the details address", async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  // c2 is a client of 13800000003, not of this agent.
  await open(page, '/usermanage/myClientDetail/c2');
  await expect(page.getByText('无法查看此用户')).toBeVisible();
  await expect(page.getByText('无权限', { exact: true })).toBeVisible();
  await expect(page.getByText('15556285767')).toHaveCount(0);
  // None of the person's lists is shown or even asked for.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  const asked = await page.evaluate(() => window.__demo?.requests().map((r) => r.path) ?? []);
  expect(asked.filter((p) => /getPowerRecordList|getOrderListByUserId|getDataChangeLog/.test(p))).toEqual([]);
  // Their own client opens, with the lists.
  await open(page, '/usermanage/myClientDetail/u5');
  await expect(page.getByText('13800000005')).toBeVisible();
  await expect(page.getByRole('tab', { name: '算力记录' })).toBeVisible();
  await expect(page.getByRole('table', { name: '算力记录' })).toBeVisible();
});

test('admin creates a package after the units-of-10 check; it is listed', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await menu(page).getByRole('menuitem', { name: '套餐配置' }).click();
  await page.getByRole('button', { name: '新建套餐' }).click();
  const dialog = page.getByRole('dialog', { name: '新建套餐' });
  await dialog.getByRole('textbox', { name: '套餐名称' }).fill('周卡套餐');
  await dialog.getByRole('textbox', { name: '价格（元）' }).fill('49.9');
  await dialog.getByRole('textbox', { name: '算力（以10为单位）' }).fill('305');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('算力必须以10为单位')).toBeVisible();
  await dialog.getByRole('textbox', { name: '算力（以10为单位）' }).fill('300');
  await expect(dialog.getByText('= 3,000点')).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(row(page, '周卡套餐')).toContainText('3,000');
  // The name is taken now.
  await page.getByRole('button', { name: '新建套餐' }).click();
  await dialog.getByRole('textbox', { name: '套餐名称' }).fill('周卡套餐');
  await dialog.getByRole('textbox', { name: '价格（元）' }).fill('1');
  await dialog.getByRole('textbox', { name: '算力（以10为单位）' }).fill('10');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('套餐名称已存在');
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '删除 周卡套餐' }).click();
  const confirm = page.getByRole('dialog', { name: '删除套餐' });
  await confirm.getByRole('button', { name: '删除' }).click();
  // The confirm closes on its answer, and the package goes with its toast.
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('套餐已删除')).toBeVisible();
  await expect(row(page, '周卡套餐')).toHaveCount(0);
});

test('admin creates a label, and its domain shows the new brand', async ({ page }) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:4173/').port;
  const origin = `http://zeta.localhost:${port}/`;
  await open(page, '/login', origin);
  await login(page, ACCOUNTS.admin);
  await expect(menu(page)).toBeVisible();
  await expect(menu(page)).not.toContainText('Zeta Studio');
  await open(page, '/usermanage/createTiepai', origin);
  const form = page.getByRole('form', { name: '创建贴牌' });
  await form.getByRole('textbox', { name: '品牌文字' }).fill('Zeta Studio');
  await form.getByRole('textbox', { name: '品牌编码' }).fill('zeta');
  await form.getByRole('textbox', { name: '域名', exact: true }).fill('http://zeta.localhost');
  await form.getByRole('button', { name: '创建贴牌' }).click();
  await expect(form.getByText('请输入主机名，例如 brand.localhost（不含 http:// 和端口）')).toBeVisible();
  await form.getByRole('textbox', { name: '域名', exact: true }).fill('zeta.localhost');
  await form.getByRole('button', { name: '创建贴牌' }).click();
  await expect(form.getByText('品牌Zeta Studio已创建')).toBeVisible();
  // The brand is asked for on every navigation: the next one shows it.
  await menu(page).getByRole('menuitem', { name: '数据概览' }).click();
  await expect(menu(page)).toContainText('Zeta Studio');
  await expect(page).toHaveTitle(/Zeta Studio/);
});

test('granting the assistant role changes that user’s menu on their next navigation', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await expect(menu(page).getByRole('menuitem', { name: '我的客户' })).toHaveCount(0);
  expect(
    await asAccount(page, ACCOUNTS.admin, '/userInfo/settingUserRole', {
      roleName: 'zhuli',
      mobilePhone: ACCOUNTS.member,
    }),
  ).toBe(20000);
  await menu(page).getByRole('menuitem', { name: '我的作品' }).click();
  await expect(menu(page).getByRole('menuitem', { name: '套餐配置' })).toBeVisible();
  await menu(page).getByRole('menuitem', { name: '我的客户' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '我的客户' })).toBeVisible();
});

test('admin grants and removes a boss assistant in the UI; the person signs in to the assistant menu', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin);
  await menu(page).getByRole('menuitem', { name: '老板助理' }).click();
  await expect(row(page, '13800000002')).toBeVisible();
  await page.getByRole('textbox', { name: '该用户的手机号' }).fill('13800000001');
  await page.getByRole('button', { name: '授予' }).click();
  await expect(page.getByRole('alert')).toHaveText('不能操作自己');
  await page.getByRole('textbox', { name: '该用户的手机号' }).fill(ACCOUNTS.expired);
  await page.getByRole('button', { name: '授予' }).click();
  await expect(row(page, ACCOUNTS.expired)).toBeVisible();
  await page.getByRole('button', { name: '移除 李秀英' }).click();
  await page.getByRole('dialog', { name: '移除助理' }).getByRole('button', { name: '移除' }).click();
  await expect(row(page, '13800000002')).toHaveCount(0);
  // Sign out by dropping the token (the tab keeps its fake server's data), then sign in as the new assistant.
  await page.context().clearCookies();
  await open(page, '/login');
  await page.reload();
  await login(page, ACCOUNTS.expired);
  await expect(menu(page).getByRole('menuitem', { name: '套餐配置' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: '老板助理' })).toHaveCount(0);
});

test('the large scenario: 10,000 clients page and search in the browser', async ({ page }) => {
  await page.goto('/?scenario=large#/login');
  await login(page, ACCOUNTS.agent);
  await expect(menu(page)).toBeVisible();
  await open(page, '/usermanage/myClient');
  await expect(page.getByText('共10019人')).toBeVisible();
  await expect(page.getByText('第1页，共501页')).toBeVisible();
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByText('第2页，共501页')).toBeVisible();
  await page.getByRole('searchbox', { name: '按手机号或昵称搜索' }).fill('19100000042');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByText('共1人')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
});

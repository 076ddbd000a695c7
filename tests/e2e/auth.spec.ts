import { ACCOUNTS, expect, login, loginForm, open, signIn, test } from './fixtures';

// Group titles ('创建视频', '用户管理', '应用设置') are menu items too: they fold their group.
const BASE_MENU = ['我的数字人', '声音克隆', '创建视频', '基础剪辑', '高级剪辑', 'AI音频', '我的作品', '个人主页'];
const MANAGE = [...BASE_MENU, '用户管理', '数据概览', '我的客户'];
const MENUS: Record<keyof typeof ACCOUNTS, string[]> = {
  admin: [...MANAGE, '我的代理', '套餐配置', '应用设置', '老板助理'],
  assistant: [...MANAGE, '我的代理', '套餐配置'],
  cansetAgent: [...MANAGE, '我的代理'],
  agent: MANAGE,
  member: BASE_MENU,
  expired: BASE_MENU,
};

test.describe('each demo account sees exactly the menu of its role', () => {
  for (const [who, menu] of Object.entries(MENUS)) {
    test(who, async ({ page }) => {
      await signIn(page, ACCOUNTS[who as keyof typeof ACCOUNTS]);
      await expect(page).toHaveURL(/#\/digital$/);
      const nav = page.getByRole('navigation', { name: '菜单' });
      await expect(nav.getByRole('menuitem')).toHaveText(menu);
    });
  }
});

test('a signed-out deep link lands on /login and returns there after sign-in', async ({ page }) => {
  await open(page, '/tasklist/tasklist');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Ftasklist%2Ftasklist/);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/tasklist\/tasklist$/);
  await expect(page.getByRole('heading', { level: 1, name: '我的作品' })).toBeVisible();
});

test('an agent typing the boss-assistant address never sees that page', async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  await open(page, '/usermanage/setApplication/bossAssistant');
  await expect(page).toHaveURL(/#\/401$/);
  await expect(page.getByText('您的账号无权访问此页面。')).toBeVisible();
  await expect(page.getByRole('heading', { name: '老板助理' })).toHaveCount(0);
});

test('a signed-in user opening /login goes to the console', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await open(page, '/login');
  await expect(page).toHaveURL(/#\/digital$/);
});

test.describe('sign-in rejections each show their message and keep what was typed', () => {
  test('wrong password', async ({ page }) => {
    await open(page, '/login');
    await login(page, ACCOUNTS.member, 'wrong-pass');
    await expect(loginForm(page).getByRole('alert')).toHaveText('用户名或密码错误');
    await expect(loginForm(page).getByRole('textbox', { name: '手机号' })).toHaveValue(ACCOUNTS.member);
    await expect(loginForm(page).getByRole('textbox', { name: '密码' })).toHaveValue('wrong-pass');
  });
  test('bad mobile', async ({ page }) => {
    await open(page, '/login');
    await login(page, '12345');
    await expect(loginForm(page).getByText('请输入正确的11位手机号')).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });
  test('short password', async ({ page }) => {
    await open(page, '/login');
    await login(page, ACCOUNTS.member, '123');
    await expect(loginForm(page).getByText('密码至少6位')).toBeVisible();
  });
  test('unticked agreement', async ({ page }) => {
    await open(page, '/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: '手机号' }).fill(ACCOUNTS.member);
    await form.getByRole('textbox', { name: '密码' }).fill('demo123');
    await form.getByRole('button', { name: '登录' }).click();
    await expect(form.getByRole('alert')).toHaveText('请先阅读并同意《用户协议》和《隐私政策》');
    await expect(page).toHaveURL(/#\/login/);
  });
});

test('registration end to end: code, wrong code, then a new account signed in', async ({ page }) => {
  await open(page, '/login?mode=register&inviteCode=AGENT4');
  const form = page.getByRole('form', { name: '注册' });
  await form.getByRole('button', { name: '注册' }).click();
  await expect(form.getByText('请输入手机号')).toBeVisible();
  await expect(form.getByText('请输入验证码')).toBeVisible();
  await form.getByRole('textbox', { name: '手机号' }).fill('13912345678');
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('button', { name: /\d+秒后重新发送/ })).toBeDisabled();
  await form.getByRole('textbox', { name: '验证码' }).fill('000000');
  await form.getByRole('textbox', { name: '密码' }).fill('secret1');
  await form.getByRole('textbox', { name: '昵称' }).fill('新用户');
  await expect(form.getByRole('textbox', { name: '邀请码' })).toHaveValue('AGENT4');
  await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: '注册' }).click();
  await expect(form.getByRole('alert')).toHaveText('验证码错误');
  await expect(form.getByRole('textbox', { name: '昵称' })).toHaveValue('新用户');
  await form.getByRole('textbox', { name: '验证码' }).fill('123456');
  await form.getByRole('button', { name: '注册' }).click();
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(page.getByRole('button', { name: /新用户/ })).toBeVisible();
});

test('switching between sign-in and registration keeps what was typed in each form', async ({ page }) => {
  await open(page, '/login');
  const signInForm = loginForm(page);
  await signInForm.getByRole('textbox', { name: '手机号' }).fill('13911112222');
  // The registration form is drawn the first time it is asked for (not even hidden before). The switch answers once
  // the console has taken the page over (typing and a sign-in made before are kept: tests/e2e/firstScreen.spec.ts).
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.mode));
  await expect(page.locator('#reg-mobile')).toHaveCount(0);
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(page).toHaveURL(/mode=register/);
  const registerForm = page.getByRole('form', { name: '注册' });
  await registerForm.getByRole('textbox', { name: '昵称' }).fill('来回切换');
  await page.getByRole('button', { name: '去登录' }).click();
  await expect(signInForm.getByRole('textbox', { name: '手机号' })).toHaveValue('13911112222');
  await page.getByRole('button', { name: '立即注册' }).click();
  await expect(registerForm.getByRole('textbox', { name: '昵称' })).toHaveValue('来回切换');
});

test('registering a mobile already registered says so', async ({ page }) => {
  await open(page, '/login?mode=register');
  const form = page.getByRole('form', { name: '注册' });
  await form.getByRole('textbox', { name: '手机号' }).fill(ACCOUNTS.member);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form.getByRole('alert')).toHaveText('该账号已注册');
});

test('logout ends the session: the console sends back to /login', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('button', { name: /陈静/ }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog', { name: '退出登录' }).getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await open(page, '/digital');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test("a group's own address opens its first page the role may see", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await open(page, '/usermanage/setApplication');
  await expect(page).toHaveURL(/#\/usermanage\/setApplication\/bossAssistant$/);
  await open(page, '/createtask');
  await expect(page).toHaveURL(/#\/createtask\/basic$/);
});

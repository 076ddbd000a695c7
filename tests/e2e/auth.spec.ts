import { ACCOUNTS, expect, live, login, loginForm, open, signIn, signOut, test } from './fixtures';
import { part, shape, t } from './words';
import { nickname } from './seeded';

// Group titles (create video, user management, app settings) are menu items too: they fold their group.
const BASE_MENU = [
  t('route.digital'),
  t('route.voiceclone'),
  t('route.createtask'),
  t('route.createtaskBasic'),
  t('route.createtaskSenior'),
  t('route.aiaudio'),
  t('route.tasklist'),
  t('route.personal'),
];
const MANAGE = [...BASE_MENU, t('route.usermanage'), t('route.overview'), t('route.myClient')];
const MENUS: Record<keyof typeof ACCOUNTS, string[]> = {
  admin: [...MANAGE, t('route.proxyUser'), t('route.setPackage'), t('route.setApplication'), t('route.bossAssistant')],
  assistant: [...MANAGE, t('route.proxyUser'), t('route.setPackage')],
  cansetAgent: [...MANAGE, t('route.proxyUser')],
  agent: MANAGE,
  member: BASE_MENU,
  expired: BASE_MENU,
};

test.describe('each demo account sees exactly the menu of its role', () => {
  for (const [who, menu] of Object.entries(MENUS)) {
    test(who, async ({ page }) => {
      await signIn(page, ACCOUNTS[who as keyof typeof ACCOUNTS]);
      await expect(page).toHaveURL(/#\/digital$/);
      const nav = page.getByRole('navigation', { name: t('nav.menu') });
      await expect(nav.getByRole('menuitem')).toHaveText(menu);
    });
  }
});

test('a signed-out deep link lands on /login and returns there after sign-in', async ({ page }) => {
  await open(page, '/tasklist/tasklist');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Ftasklist%2Ftasklist/);
  await login(page, ACCOUNTS.member);
  await expect(page).toHaveURL(/#\/tasklist\/tasklist$/);
  await expect(page.getByRole('heading', { level: 1, name: t('route.tasklist') })).toBeVisible();
});

test('an agent typing the boss-assistant address never sees that page', async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  await open(page, '/usermanage/setApplication/bossAssistant');
  await expect(page).toHaveURL(/#\/401$/);
  await expect(page.getByText(t('errors.unauthorizedText'))).toBeVisible();
  await expect(page.getByRole('heading', { name: t('route.bossAssistant') })).toHaveCount(0);
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
    await expect(loginForm(page).getByRole('alert')).toHaveText(t('server.passwordIncorrect'));
    await expect(loginForm(page).getByRole('textbox', { name: t('login.mobile') })).toHaveValue(ACCOUNTS.member);
    await expect(loginForm(page).getByRole('textbox', { name: t('login.password') })).toHaveValue('wrong-pass');
  });
  test('bad mobile', async ({ page }) => {
    await open(page, '/login');
    await login(page, '12345');
    await expect(loginForm(page).getByText(t('validation.mobileInvalid'))).toBeVisible();
    await expect(page).toHaveURL(/#\/login/);
  });
  test('short password', async ({ page }) => {
    await open(page, '/login');
    await login(page, ACCOUNTS.member, '123');
    await expect(loginForm(page).getByText(t('validation.passwordShort'))).toBeVisible();
  });
  test('unticked agreement', async ({ page }) => {
    await open(page, '/login');
    const form = loginForm(page);
    await form.getByRole('textbox', { name: t('login.mobile') }).fill(ACCOUNTS.member);
    await form.getByRole('textbox', { name: t('login.password') }).fill('demo123');
    await form.getByRole('button', { name: t('login.submit') }).click();
    await expect(form.getByRole('alert')).toHaveText(t('validation.agreementRequired'));
    await expect(page).toHaveURL(/#\/login/);
  });
});

test('registration end to end: code, wrong code, then a new account signed in', async ({ page }) => {
  await open(page, '/login?mode=register&inviteCode=AGENT4');
  const form = page.getByRole('form', { name: t('register.submit') });
  await form.getByRole('button', { name: t('register.submit') }).click();
  await expect(form.getByText(t('validation.mobileRequired'))).toBeVisible();
  await expect(form.getByText(t('validation.captchaRequired'))).toBeVisible();
  await form.getByRole('textbox', { name: t('login.mobile') }).fill('13912345678');
  await form.getByRole('button', { name: t('register.sendCode') }).click();
  await expect(form.getByRole('button', { name: shape('register.resendIn', { seconds: /\d+/ }) })).toBeDisabled();
  await form.getByRole('textbox', { name: t('register.smsCode') }).fill('000000');
  await form.getByRole('textbox', { name: t('login.password') }).fill('secret1');
  await form.getByRole('textbox', { name: t('register.nickname') }).fill('Lin Yue');
  await expect(form.getByRole('textbox', { name: t('register.inviteCode') })).toHaveValue('AGENT4');
  await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: t('register.submit') }).click();
  await expect(form.getByRole('alert')).toHaveText(t('server.codeError'));
  await expect(form.getByRole('textbox', { name: t('register.nickname') })).toHaveValue('Lin Yue');
  await form.getByRole('textbox', { name: t('register.smsCode') }).fill('123456');
  await form.getByRole('button', { name: t('register.submit') }).click();
  await expect(page).toHaveURL(/#\/digital$/);
  await expect(page.getByRole('button', { name: /Lin Yue/ })).toBeVisible();
});

test('switching between sign-in and registration keeps what was typed in each form', async ({ page }) => {
  await open(page, '/login');
  const signInForm = loginForm(page);
  await signInForm.getByRole('textbox', { name: t('login.mobile') }).fill('13911112222');
  // The registration form is drawn the first time it is asked for (not even hidden before). The switch answers once
  // the console has taken the page over (typing and a sign-in made before are kept: tests/e2e/firstScreen.spec.ts).
  await live(page);
  await expect(page.locator('#reg-mobile')).toHaveCount(0);
  await page.getByRole('button', { name: t('login.toRegister') }).click();
  await expect(page).toHaveURL(/mode=register/);
  const registerForm = page.getByRole('form', { name: t('register.submit') });
  await registerForm.getByRole('textbox', { name: t('register.nickname') }).fill('Back and forth');
  await page.getByRole('button', { name: t('login.toLogin') }).click();
  await expect(signInForm.getByRole('textbox', { name: t('login.mobile') })).toHaveValue('13911112222');
  await page.getByRole('button', { name: t('login.toRegister') }).click();
  await expect(registerForm.getByRole('textbox', { name: t('register.nickname') })).toHaveValue('Back and forth');
});

test('registering a mobile already registered says so', async ({ page }) => {
  await open(page, '/login?mode=register');
  const form = page.getByRole('form', { name: t('register.submit') });
  await form.getByRole('textbox', { name: t('login.mobile') }).fill(ACCOUNTS.member);
  await form.getByRole('button', { name: t('register.sendCode') }).click();
  await expect(form.getByRole('alert')).toHaveText(t('server.accountRegistered'));
});

test('logout ends the session: the console sends back to /login', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  await signOut(page, part(nickname(ACCOUNTS.member)));
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

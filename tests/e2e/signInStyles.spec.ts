import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, live, login, loginForm, open, test, transitionsEnded, wholeSheet } from './fixtures';
import { t } from './words';

/**
 * The sign-in page is drawn with its own rules, written into index.html; the whole stylesheet stays unfetched until
 * the console draws something beyond it (scripts/firstScreenCss.ts). In every state the page reaches by itself, each
 * element looks as the whole sheet would draw it, and nothing asks for that sheet. A toast is the console's: it
 * brings the whole sheet with it.
 */
const WHOLE_SHEET = /\/assets\/index-[^/]*\.css$/;

/** What the eye reads of each element of the page: its box, colours, borders, spacing, type and visibility. */
const PROPS = [
  'display',
  'position',
  'color',
  'background-color',
  'border-top-color',
  'border-top-width',
  'border-bottom-width',
  'border-radius',
  'box-shadow',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'gap',
  'font-size',
  'font-weight',
  'line-height',
  'width',
  'height',
  'opacity',
  'visibility',
  'fill',
  'cursor',
];

/** Read once the page has settled: a field that just turned red eases into it. */
const looks = async (page: Page): Promise<string[]> => {
  await transitionsEnded(page);
  return page.evaluate(
    (props) =>
      [...document.querySelectorAll<HTMLElement | SVGElement>('#root *')].map((el) => {
        const style = getComputedStyle(el);
        const name = `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`;
        return `${name} ${props.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';')}`;
      }),
    PROPS,
  );
};

const sheetDisabled = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/index-"]')?.disabled);

/** The page as it is drawn now, and the same page with the whole sheet, differ in nothing a person sees. */
async function expectDrawnAsWithWholeSheet(page: Page, state: string): Promise<void> {
  // The page itself has not turned the whole sheet on.
  expect(await sheetDisabled(page), state).toBe(true);
  // The demo's button comes once its file is in, whenever that is: both reads below must find it.
  await expect(page.getByRole('button', { name: t('demo.button') })).toBeVisible();
  // The page at rest: the pointer that pressed a button is moved off it (a hover would change once the page moves).
  await page.mouse.move(0, 0);
  const own = await looks(page);
  await wholeSheet(page, true);
  const whole = await looks(page);
  await wholeSheet(page, false);
  const differ = own.flatMap((line, i) =>
    line === whole[i] ? [] : [`${state}: ${line}\n   whole sheet: ${whole[i]}`],
  );
  expect(differ).toEqual([]);
}

test('the sign-in page, in each state it reaches by itself, is drawn as the whole stylesheet draws it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (WHOLE_SHEET.test(r.url())) asked.push(r.url());
  });
  await open(page, '/login');
  await live(page);
  expect(asked).toEqual([]);
  const form = loginForm(page);
  await expectDrawnAsWithWholeSheet(page, 'as it opens');

  await form.getByRole('button', { name: t('login.showPassword') }).click();
  await expect(form.getByRole('button', { name: t('login.hidePassword') })).toBeVisible();
  await expectDrawnAsWithWholeSheet(page, 'password shown');

  await form.getByRole('button', { name: t('login.submit') }).click();
  await expect(form.locator('.bp6-intent-danger').first()).toBeVisible();
  await expectDrawnAsWithWholeSheet(page, 'every field wrong');

  await login(page, ACCOUNTS.member, 'not-the-password-1');
  await expect(form.getByRole('alert')).toBeVisible();
  await expectDrawnAsWithWholeSheet(page, "the service's answer");

  await page.getByRole('button', { name: t('login.toRegister') }).click();
  const register = page.getByRole('form', { name: t('register.submit') });
  await register.getByRole('button', { name: t('register.submit') }).click();
  await expect(register.locator('.bp6-intent-danger').first()).toBeVisible();
  await expectDrawnAsWithWholeSheet(page, 'registration, every field wrong');

  // A code sent is said in a toast: the toaster is the console's, and brings the whole sheet.
  await register.getByRole('textbox', { name: t('login.mobile') }).fill('13912345678');
  await register.getByRole('button', { name: t('register.sendCode') }).click();
  const toast = page.locator('.bp6-toast').filter({ hasText: t('register.codeSent', { mobile: '13912345678' }) });
  await expect(toast).toBeVisible();
  expect(await toast.evaluate((el) => getComputedStyle(el).position)).not.toBe('static');
  expect(await sheetDisabled(page)).toBe(false);
});

test('the sign-in button, busy while the service answers, is drawn as the whole stylesheet draws it', async ({
  page,
}) => {
  await open(page, '/login');
  await page.waitForFunction(() => typeof window.__demo?.fail === 'function');
  // The service takes its time: the sign-in stays under way for as long as the test looks.
  await page.evaluate(() => window.__demo?.fail('/userInfo/loginByPwd', 'timeout'));
  await login(page, ACCOUNTS.member);
  await expect(loginForm(page).locator('.bp6-button-spinner')).toBeVisible();
  await expectDrawnAsWithWholeSheet(page, 'signing in');
});

/** WCAG contrast of two computed `rgb()`/`rgba()` colours (the ground taken as opaque). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const s = Number(v) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('in the dark theme the sign-in page is drawn as the whole stylesheet draws it, and its language reads', async ({
  page,
}) => {
  await open(page, '/login');
  await page.evaluate(() => localStorage.setItem('console.settings', JSON.stringify({ dark: true })));
  await page.reload();
  await live(page);
  await expect(page.locator('body.bp6-dark')).toBeAttached();
  await expectDrawnAsWithWholeSheet(page, 'dark');
  await loginForm(page).getByRole('checkbox').check({ force: true });
  await expectDrawnAsWithWholeSheet(page, 'dark, agreement ticked');
  // The language select writes light text in the dark theme: on a dark ground.
  const select = page.getByRole('combobox', { name: t('nav.language') });
  const [text, ground] = await select.evaluate((el) => [
    getComputedStyle(el).color,
    getComputedStyle(el.closest('.login-lang') ?? el).backgroundColor,
  ]);
  expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
});

import { readFileSync } from 'node:fs';
import { test as base, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { answerChecker } from '../../scripts/contract/answers';
import type { OpenApiDocument } from '../../scripts/contract/openapi';
import { MISSING_MESSAGE } from '../../src/i18n/missingMessage';
import { fixture } from '../fixtureFile';
import { timeoutOf } from '../slower';
import { en, part, shape, t, whole } from './words';

type Role = 'admin' | 'assistant' | 'cansetAgent' | 'agent' | 'member' | 'expired';
const demo = fixture<{ password: string; accounts: Record<Role, string> }>('demo');
const mobiles = new Map(fixture<{ id: string; mobile: string }[]>('accounts').map((a) => [a.id, a.mobile]));

export const DEMO_PASSWORD = demo.password;
/** The demo accounts by the role each shows (fixtures/demo.json), as their mobile numbers (fixtures/accounts.json). */
export const ACCOUNTS = Object.fromEntries(
  Object.entries(demo.accounts).map(([role, id]) => [role, mobiles.get(id) ?? '']),
) as Record<Role, string>;

const checkAnswer = answerChecker(JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument, {
  strict: true,
});

/**
 * Every test runs the demo in test mode: zero latency, the clock stopped, and data that lives only in its own tab
 * (each test has a fresh browser context, so a fresh database). Every answer the fake server gives during the test is
 * checked against openapi.json: a handler that drifts from the document fails the test that called it.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const drift: string[] = [];
    // A text drawn before its message was in shows as its key (src/i18n reports it).
    const missing: string[] = [];
    page.on('console', (m) => {
      if (m.text().startsWith(MISSING_MESSAGE)) missing.push(m.text());
    });
    await page.exposeFunction('__contractReply', (method: string, path: string, reply: unknown) => {
      const errors = checkAnswer(method, path, reply);
      if (errors.length) drift.push(`${method.toUpperCase()} ${path}: ${errors.join('; ')}`);
    });
    await page.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
    // Transitions and animations take no time: a dialog, drawer or menu is where it ends up from its first frame, so
    // a click never lands on a control still moving in (under load, a click's press and release fell on different
    // elements of an opening dialog, and no click was made). The console's behaviour is the same; only the motion goes.
    await page.addInitScript(() => {
      const still = () => {
        const style = document.createElement('style');
        style.textContent =
          '*,*::before,*::after{transition-duration:0s!important;transition-delay:0s!important;animation-duration:0s!important;animation-delay:0s!important}';
        document.head.append(style);
      };
      if (document.head) still();
      else document.addEventListener('DOMContentLoaded', still, { once: true });
    });
    await use(page);
    expect(drift, 'fake-server answers outside openapi.json').toEqual([]);
    expect(missing, 'texts drawn without their message').toEqual([]);
  },
});

export { expect };

/**
 * The wait for the studio's real work in the page (speech spoken by its engine, an uploaded clip read, a video made):
 * real time, not the demo's clock, so on a machine busy with another browser it is many times a quiet one's (a few
 * seconds there; over 7 s measured beside a second test run).
 */
export const STUDIO_WAIT = { timeout: timeoutOf(30_000) };

/** A fresh browser in test mode: no storage, no cookies, and the browser language `locale`. */
export async function freshPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('console.mode', 'test'));
  return page;
}

/** The console has taken the page over: start-up marks the document with its mode once it has. */
export const live = (page: Page, timeout?: number) =>
  page.waitForFunction(() => Boolean(document.documentElement.dataset.mode), null, { timeout });

/**
 * Waits until every transition and finite animation on the page has ended (asking for them brings the styles up to
 * date first): computed styles read after it are the ones the page settles on, not a frame in between.
 */
export const transitionsEnded = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    for (;;) {
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.allSettled(running.map((a) => a.finished));
    }
  });

/**
 * Turns on or off the whole stylesheet that the built index.html holds as a disabled link (the console enables it
 * before it draws beyond the sign-in page), and waits until it applies and any transition it starts has ended.
 */
export async function wholeSheet(page: Page, on: boolean): Promise<void> {
  await page.evaluate(
    (enable) =>
      new Promise<void>((resolve, reject) => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/index-"]');
        if (!link) return reject(new Error('index.html holds no whole stylesheet'));
        link.disabled = !enable;
        if (!enable) return resolve();
        const applied = () => (link.sheet ? resolve() : requestAnimationFrame(applied));
        applied();
      }),
    on,
  );
  await transitionsEnded(page);
}

/** Opens the console at a hash path, e.g. '/login'. */
export async function open(page: Page, path: string, origin = ''): Promise<void> {
  await page.goto(`${origin || '/'}#${path}`);
}

/**
 * Every call the console has made has settled (answered, and the answer acted on: a 204 waits a second before it
 * signs out): what a page asked for is in, and a choice sent to the server is saved.
 */
export const settled = (page: Page) =>
  page.waitForFunction(() => window.__demo?.callsUnsettled?.() === 0, undefined, { polling: 'raf' });

/**
 * Moves to a console page as a link inside it does: the page is not loaded again, so a call still on its way (the
 * language just picked being saved to the account) is not cut off as a reload would cut it.
 */
export async function follow(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
}

/**
 * Chooses a Blueprint radio as a person does: a click on its label (the input itself is drawn invisible under it), once
 * the label has stopped moving. A forced click on the input, right after a dialog starts opening, lands where the input
 * was a frame before, and the choice is not made.
 */
export async function chooseRadio(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** The sign-in form (the registration form stays mounted beside it, hidden). */
export const loginForm = (page: Page) => page.getByRole('form', { name: whole(t('login.submit'), en('login.submit')) });

export async function login(page: Page, mobile: string, password = DEMO_PASSWORD): Promise<void> {
  const form = loginForm(page);
  await form.getByRole('textbox', { name: part(t('login.mobile'), en('login.mobile')) }).fill(mobile);
  await form.getByRole('textbox', { name: whole(t('login.password'), en('login.password')) }).fill(password);
  await form.getByRole('checkbox').check({ force: true });
  await form.getByRole('button', { name: whole(t('login.submit'), en('login.submit')) }).click();
}

/** Signs in from a fresh page and waits for the console. */
export async function signIn(page: Page, mobile: string): Promise<void> {
  await open(page, '/login');
  await login(page, mobile);
  // The console is open when a page of it shows its title (on a phone the menu is closed, so not the menu).
  await expect(page).not.toHaveURL(/#\/login/);
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Signs in on the way to `path`, as a signed-out link to it goes (tests/e2e/auth.spec.ts): the sign-in page with the page
 * to return to, the sign-in form, then that page, with its heading. One start of the console, where signIn and then
 * open would draw the home page first and start the console again for the page.
 */
export async function signInAt(page: Page, mobile: string, path: string): Promise<void> {
  await open(page, `/login?redirect=${encodeURIComponent(path)}`);
  await login(page, mobile);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * Signs out as a person does: opens the account menu (by default the top-bar button that names who is signed in; a test
 * that checks the name passes its own matcher), chooses Log out, confirms, and waits for /login.
 */
export async function signOut(page: Page, accountButton: RegExp = shape('nav.signedInAs')): Promise<void> {
  await page.getByRole('button', { name: accountButton }).click();
  await page.getByRole('menuitem', { name: t('nav.logout') }).click();
  await page
    .getByRole('dialog', { name: t('dialog.logoutTitle') })
    .getByRole('button', { name: t('nav.logout') })
    .click();
  await expect(page).toHaveURL(/#\/login/);
}

const RECORD_TABLES = {
  orders: 'personal.orders.table',
  ledger: 'personal.ledger.table',
  changes: 'personal.changes.table',
} as const;

/** The newest record (the first row under the header) of a records table, on the personal page or a client's details. */
export const newestRecord = (page: Page, table: keyof typeof RECORD_TABLES): Locator =>
  page
    .getByRole('table', { name: t(RECORD_TABLES[table]) })
    .getByRole('row')
    .nth(1);

/**
 * In an open rename dialog: a blank name is refused with its message and the dialog stays; then `name` is saved and the
 * dialog closes.
 */
export async function renameRefusingBlank(dialog: Locator, name: string): Promise<void> {
  const input = dialog.getByRole('textbox', { name: t('dialog.newName') });
  await input.fill('   ');
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog.getByText(t('validation.renameEmpty'))).toBeVisible();
  await input.fill(name);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  await expect(dialog).toBeHidden();
}

/**
 * On the admin's package page: opens "add package", fills the name, the price (yuan) and the power, and saves. Returns
 * the dialog, which stays open when a field is refused.
 */
export async function addPackage(page: Page, p: { name: string; price: string; power: string }): Promise<Locator> {
  await page.getByRole('button', { name: t('reseller.package.add') }).click();
  const dialog = page.getByRole('dialog', { name: t('reseller.package.add') });
  await dialog.getByRole('textbox', { name: t('reseller.package.name') }).fill(p.name);
  await dialog.getByRole('textbox', { name: t('reseller.package.price') }).fill(p.price);
  await dialog.getByRole('textbox', { name: t('reseller.package.power') }).fill(p.power);
  await dialog.getByRole('button', { name: t('common.save') }).click();
  return dialog;
}

import type { CDPSession } from '@playwright/test';
import { accessTo, leafRoutes } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';
import type { Role } from '../../src/domain/roles';
import { ACCOUNTS, expect, open, signIn, signInAt, test } from './fixtures';
import { begins, shape, t } from './words';
import { timeoutOf } from '../../playwright.config';

/**
 * The locale gate over what assistive technology reads: in Chinese, no name or description in Chromium's
 * accessibility tree may hold an English word, whoever wrote it (the console, Blueprint, react-day-picker, uPlot).
 * tests/unit/locales.test.ts checks the message files; this checks the page, where a library's own English shows.
 *
 * Allowed: words that are the same in every language. Product and brand names, file formats, units, the languages'
 * own names in the language menu, and the seed's data (voice names, invite codes).
 */
const SAME_EVERYWHERE = new Set([
  // Product terms and brand names.
  'AI',
  'VIP',
  'ID',
  'OSS',
  'COS',
  'MinIO',
  'Acme',
  'Media',
  'Nova',
  // File formats, units and resolutions.
  'jpg',
  'jpeg',
  'png',
  'CSV',
  'gif',
  'mp',
  'mov',
  'wav',
  'KB',
  'MB',
  // The language menu names each language in itself.
  'English',
  'Español',
  // Keys as the keyboard names them (the Demo drawer's Alt+Shift+D).
  'Alt',
  'Shift',
]);
/** Seeded data shown as written: the platform's voice names. */
const DATA = /^(Xiaoxiao|Yunyang|Xiaoyi|Yunxi|Yunjian|Xiaochen)$/;
/**
 * Not words: web addresses and host names (brand.localhost), the service's call paths the Demo drawer names
 * (/userInfo/getUserInfo), an address's parameter (?demoTools=1), invite codes (six capitals and digits), and a
 * command to type as it is (npm run demo:host).
 */
const NOT_WORDS = /https?:\/\/\S+|[\w.-]*localhost\S*|(\/\w+){2,}|\?\w+=\w*|\b[A-Z0-9]{6}\b|\bnpm run [\w:-]+/g;

interface AxNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
}

/** Every English word in the page's accessibility tree that is not allowed, with the node it is in. */
async function englishIn(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  const out = new Set<string>();
  for (const n of nodes) {
    if (n.ignored) continue;
    for (const text of [n.name?.value, n.description?.value]) {
      if (!text) continue;
      const words = text.replace(NOT_WORDS, ' ').match(/[A-Za-zÀ-ÿ]{2,}/g) ?? [];
      const bad = words.filter((w) => !SAME_EVERYWHERE.has(w) && !DATA.test(w));
      if (bad.length) out.add(`${n.role?.value} "${text.slice(0, 60)}"`);
    }
  }
  return [...out];
}

/** Scans the page as it is now and records what it found under `where`. */
function scanner(cdp: CDPSession) {
  const found: string[] = [];
  return {
    found,
    async scan(where: string) {
      for (const f of await englishIn(cdp)) found.push(`${where}: ${f}`);
    },
  };
}

const ROLE_ACCOUNTS: [Role, string][] = [
  ['admin', ACCOUNTS.admin],
  ['assistant', ACCOUNTS.assistant],
  ['agent', ACCOUNTS.agent],
  ['user', ACCOUNTS.member],
];

for (const [role, mobile] of ROLE_ACCOUNTS) {
  test(`locale gate, zh: no English in the accessibility tree of ${role}'s pages`, async ({ page }) => {
    test.setTimeout(timeoutOf(90_000));
    await signIn(page, mobile);
    const cdp = await page.context().newCDPSession(page);
    const { found, scan } = scanner(cdp);
    const paths = leafRoutes(APP_ROUTES)
      .map((r) => r.path.replace(':id', 'u5'))
      .filter((p) => accessTo(APP_ROUTES, role, p) === 'ok');
    for (const path of paths) {
      await open(page, path);
      await expect(page, path).toHaveURL(new RegExp(`#${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: timeoutOf(15_000) });
      await scan(path);
    }
    expect(found).toEqual([]);
  });
}

test('locale gate, zh: no English on the sign-in page, nor in the overview chart, its table and its date picker', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  const { found, scan } = scanner(cdp);
  await open(page, '/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scan('/login');
  await signInAt(page, ACCOUNTS.admin, '/usermanage/usermanage');
  await page.getByRole('button', { name: t('reseller.overview.showTable') }).click();
  await page.getByRole('textbox', { name: t('reseller.overview.startDate') }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await scan('overview, date picker open');
  expect(found).toEqual([]);
});

test('locale gate, zh: no English in the power ledger date picker and its shortcuts', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const { found, scan } = scanner(cdp);
  await signInAt(page, ACCOUNTS.member, '/personal/personal?tab=power');
  await page.getByRole('textbox', { name: t('reseller.overview.startDate') }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await scan('personal, ledger picker open');
  expect(found).toEqual([]);
});

test('locale gate, zh: no English in dialogs, the shared confirm, toasts, menus and drawers', async ({ page }) => {
  test.setTimeout(timeoutOf(60_000));
  const cdp = await page.context().newCDPSession(page);
  const { found, scan } = scanner(cdp);
  await signInAt(page, ACCOUNTS.admin, '/usermanage/setPackage');
  await page.getByRole('button', { name: t('reseller.package.add') }).click();
  await expect(page.getByRole('dialog', { name: t('reseller.package.add') })).toBeVisible();
  await scan('package dialog');
  await page
    .getByRole('dialog', { name: t('reseller.package.add') })
    .getByRole('button', { name: t('common.cancel') })
    .click();
  await page
    .getByRole('button', { name: begins(`${t('common.delete')} `) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: t('reseller.package.deleteTitle') })).toBeVisible();
  await scan('confirm dialog');
  await page
    .getByRole('dialog', { name: t('reseller.package.deleteTitle') })
    .getByRole('button', { name: t('common.delete') })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: t('reseller.package.deleted') })).toBeVisible();
  await scan('toast');
  await page.getByRole('button', { name: shape('nav.signedInAs') }).click();
  await expect(page.getByRole('menuitem', { name: t('nav.logout') })).toBeVisible();
  await scan('account menu');
  await page.keyboard.press('Escape');
  // The menu is gone (and has handed focus back to its button) before the next dialog opens and takes the focus.
  await expect(page.getByRole('menuitem', { name: t('nav.logout') })).toHaveCount(0);
  await page.getByRole('button', { name: t('shell.invite') }).click();
  await expect(page.getByRole('dialog', { name: t('shell.invite') })).toBeVisible();
  await scan('invite dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: t('shell.invite') })).toHaveCount(0);
  await page.getByRole('button', { name: t('demo.button') }).click();
  await expect(
    page
      .getByRole('dialog')
      .filter({ hasText: t('demo.button') })
      .first(),
  ).toBeVisible();
  await scan('demo drawer');
  expect(found).toEqual([]);
});

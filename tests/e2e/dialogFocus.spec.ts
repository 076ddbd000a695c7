import type { Locator, Page } from '@playwright/test';
import { editorForm, fillBasics } from './editor';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { avatarName, nickname, packageName, taskName } from './seeded';
import { shape, t } from './words';

/**
 * Every dialog and drawer, for every role that has one: it opens with the focus where the person starts (its first
 * field; with none, its primary action; Cancel where that action takes something away), Esc closes it, and the focus
 * comes back to the control that opened it, or, where that control went with a closed menu, to the button that opened
 * the menu. A keyboard user never starts again from the top of the page.
 */
interface Case {
  name: string;
  /** The page the control is on (none: where the previous case left off). */
  path?: string;
  /** Anything to do on the page first (fill a form, raise errors). */
  prepare?: (page: Page) => Promise<void>;
  /** The control that opens it. */
  opener: (page: Page) => Locator;
  /** A menu's item under the opener, chosen after the opener opened the menu. */
  menuItem?: (page: Page) => Locator;
  dialog: (page: Page) => Locator;
  /** Where the focus is once it opens; none: anywhere inside it (a drawer's first control). */
  opensOn?: (dialog: Locator) => Locator;
}

const account = (page: Page) => page.getByRole('button', { name: shape('nav.signedInAs') });
const named = (name: string) => (page: Page) => page.getByRole('dialog', { name });
const cancel = (d: Locator) => d.getByRole('button', { name: t('common.cancel'), exact: true });
const firstField = (d: Locator) => d.getByRole('textbox').first();
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });
const row = (page: Page, name: string) => page.getByRole('row', { name });
const form = editorForm;
const MEMBER = nickname(ACCOUNTS.member);

const SHELL: Case[] = [
  {
    name: 'invite',
    opener: (p) => p.getByRole('button', { name: t('shell.invite') }),
    dialog: named(t('shell.invite')),
    opensOn: (d) => d.getByRole('textbox'),
  },
  {
    name: 'settings',
    opener: (p) => p.getByRole('button', { name: t('shell.settings') }),
    dialog: named(t('shell.settings')),
  },
  {
    name: 'demo drawer',
    opener: (p) => p.getByRole('button', { name: t('demo.button') }),
    dialog: named(t('demo.title')),
  },
  {
    name: 'rename from the account menu',
    opener: account,
    menuItem: (p) => p.getByRole('menuitem', { name: t('shell.rename') }),
    dialog: named(t('shell.rename')),
    opensOn: firstField,
  },
  {
    name: 'logout confirm',
    opener: account,
    menuItem: (p) => p.getByRole('menuitem', { name: t('nav.logout') }),
    dialog: named(t('dialog.logoutTitle')),
    opensOn: cancel,
  },
];

const MEMBER_CASES: Case[] = [
  ...SHELL,
  {
    name: 'error log',
    prepare: async (page) => {
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('boom');
        });
      });
    },
    opener: (p) => p.getByRole('button', { name: t('shell.errorLogCount', { count: 1 }) }),
    dialog: named(t('shell.errorLog')),
  },
  {
    name: 'rename a digital human',
    path: '/digital',
    opener: (p) => card(p, avatarName('av3')).getByRole('button', { name: t('digital.rename') }),
    dialog: (p) => p.getByRole('dialog'),
    opensOn: firstField,
  },
  {
    name: 'delete a digital human',
    opener: (p) => card(p, avatarName('av3')).getByRole('button', { name: t('common.delete') }),
    dialog: (p) => p.getByRole('dialog'),
    opensOn: cancel,
  },
  {
    name: 'new digital human',
    opener: (p) => p.getByRole('button', { name: t('digital.create') }).first(),
    dialog: named(t('digital.create')),
    opensOn: firstField,
  },
  {
    name: 'new voice',
    path: '/voiceclone/index',
    opener: (p) => p.getByRole('button', { name: t('voice.create') }).first(),
    dialog: named(t('voice.create')),
    opensOn: firstField,
  },
  {
    name: 'rename a task',
    path: '/tasklist/tasklist',
    opener: (p) => row(p, taskName('tk1')).getByRole('button', { name: t('tasklist.rename') }),
    dialog: (p) => p.getByRole('dialog'),
    opensOn: firstField,
  },
  {
    name: 'delete a task',
    opener: (p) => row(p, taskName('tk4')).getByRole('button', { name: t('common.delete') }),
    dialog: (p) => p.getByRole('dialog'),
    opensOn: cancel,
  },
  {
    name: "the video's confirm",
    path: '/createtask/basic',
    prepare: (page) => fillBasics(page, { name: 'Focus', text: '大家好，欢迎来到我们的直播间。', agreed: true }),
    opener: (p) => form(p).getByRole('button', { name: t('createtask.submit') }),
    dialog: (p) => p.getByRole('dialog'),
    opensOn: (d) => d.getByRole('button', { name: t('common.confirm') }),
  },
  {
    name: 'rename on the personal page',
    path: '/personal/personal',
    opener: (p) => p.getByRole('button', { name: t('personal.profile.rename') }),
    dialog: named(t('personal.profile.renameTitle')),
    opensOn: firstField,
  },
  {
    name: 'contact my agent',
    opener: (p) => p.getByRole('button', { name: t('personal.profile.contactAgent') }),
    dialog: named(t('dialog.contactAgentTitle')),
    opensOn: (d) => d.getByRole('button', { name: t('dialog.toPersonal') }),
  },
  {
    name: 'WeChat QR payment',
    opener: (p) => p.getByRole('button', { name: t('personal.packages.buyNamed', { name: packageName('p2') }) }),
    dialog: (p) => p.getByRole('dialog', { name: shape('personal.pay.title') }),
    opensOn: cancel,
  },
];

const AGENT_CASES: Case[] = [
  ...SHELL,
  {
    name: 'Recharge',
    path: '/usermanage/myClient',
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: t('reseller.list.searchLabel') }).fill(ACCOUNTS.member);
      await page.getByRole('button', { name: t('reseller.list.search'), exact: true }).click();
      await expect(page.getByRole('row')).toHaveCount(2);
    },
    opener: (p) => p.getByRole('button', { name: `${t('reseller.list.recharge')} ${MEMBER}` }),
    dialog: named(t('reseller.recharge.title', { name: MEMBER })),
    opensOn: (d) => d.locator('input, select, textarea').first(),
  },
];

const SETTER_CASES: Case[] = [
  ...AGENT_CASES,
  {
    name: 'Set as agent',
    opener: (p) => p.getByRole('button', { name: `${t('reseller.list.setAgent')} ${MEMBER}` }),
    dialog: named(t('reseller.agent.setTitle')),
    opensOn: (d) =>
      d
        .locator('input')
        .first()
        .or(d.getByRole('button', { name: t('common.confirm') })),
  },
  {
    name: 'Cancel an agent',
    path: '/usermanage/proxyUser',
    opener: (p) => p.getByRole('button', { name: `${t('reseller.list.cancelAgent')} ${nickname(ACCOUNTS.agent)}` }),
    dialog: named(t('reseller.agent.cancelTitle')),
    // Taking the agent's rights away is the red button: the dialog opens on Cancel.
    opensOn: cancel,
  },
];

const ADMIN_CASES: Case[] = [
  ...SHELL,
  {
    name: 'new package',
    path: '/usermanage/setPackage',
    opener: (p) => p.getByRole('button', { name: t('reseller.package.add') }).first(),
    dialog: named(t('reseller.package.add')),
    opensOn: (d) => d.getByRole('textbox', { name: t('reseller.package.name') }),
  },
  {
    name: 'edit package',
    opener: (p) => p.getByRole('button', { name: `${t('reseller.package.edit')} ${packageName('p1')}` }),
    dialog: (p) => p.getByRole('dialog'),
    opensOn: (d) => d.getByRole('textbox', { name: t('reseller.package.name') }),
  },
  {
    name: 'delete package',
    opener: (p) => p.getByRole('button', { name: `${t('common.delete')} ${packageName('p1')}` }),
    dialog: named(t('reseller.package.deleteTitle')),
    opensOn: cancel,
  },
  {
    name: 'remove a boss assistant',
    path: '/usermanage/setApplication/bossAssistant',
    opener: (p) => p.getByRole('button', { name: `${t('reseller.assistant.remove')} ${nickname(ACCOUNTS.assistant)}` }),
    dialog: named(t('reseller.assistant.removeTitle')),
    opensOn: cancel,
  },
];

async function check(page: Page, c: Case): Promise<void> {
  if (c.path) await open(page, c.path);
  await c.prepare?.(page);
  const opener = c.opener(page);
  await opener.focus();
  await page.keyboard.press('Enter');
  if (c.menuItem) await c.menuItem(page).click();
  const dialog = c.dialog(page);
  await expect(dialog, c.name).toBeVisible();
  if (c.opensOn) await expect(c.opensOn(dialog), `${c.name}: focus on opening`).toBeFocused();
  else await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), c.name).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog, `${c.name}: Esc closes`).toBeHidden();
  // The control that opened it; a menu's item is gone with its menu, and the menu's button stands for it.
  await expect(opener, `${c.name}: focus after closing`).toBeFocused();
}

for (const [role, cases] of [
  ['member', MEMBER_CASES],
  ['agent', AGENT_CASES],
  ['cansetAgent', SETTER_CASES],
  ['admin', ADMIN_CASES],
  ['assistant', SHELL],
  ['expired', SHELL],
] as const) {
  test(`${role}: every dialog opens with the focus where one starts and gives it back after Esc`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ACCOUNTS[role]);
    for (const c of cases) await check(page, c);
  });
}

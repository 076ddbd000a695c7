import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { en, t, whole } from './words';

/** The deepest page: User management > Application settings > Boss assistants. */
const DEEP = '/usermanage/setApplication/bossAssistant';
const crumbs = (page: Page) =>
  page.getByRole('navigation', { name: whole(t('shell.breadcrumb'), en('shell.breadcrumb')) });

/** Where each crumb sits, whether its text is cut, and whether the trail reaches the top bar's actions. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('.navbar-breadcrumb') as HTMLElement;
    const end = document.querySelector('.navbar-end') as HTMLElement;
    const items = [...nav.querySelectorAll('li > .bp6-breadcrumb')] as HTMLElement[];
    return {
      tops: items.map((e) => Math.round(e.getBoundingClientRect().top)),
      cut: items.map((e) => e.scrollWidth > e.clientWidth),
      // A crumb's item as narrow as it may go (its min-width): it has nothing left to give.
      atMin: items.map((e) => {
        const li = e.parentElement as HTMLElement;
        return li.getBoundingClientRect().width <= Number.parseFloat(getComputedStyle(li).minWidth) + 0.5;
      }),
      overlap: nav.getBoundingClientRect().right > end.getBoundingClientRect().left,
      barHeight: Math.round((document.querySelector('.navbar') as HTMLElement).getBoundingClientRect().height),
    };
  });
}

for (const lang of ['zh', 'en'] as const) {
  test(`the breadcrumb keeps one line at 1100 px and is whole at 1440 px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await signIn(page, ACCOUNTS.admin);
    if (lang === 'en') await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    const word = lang === 'en' ? en : t;
    await open(page, DEEP);
    const current = crumbs(page).getByText(word('route.bossAssistant'), { exact: true });
    await expect(current).toBeVisible();
    const wide = await measure(page);
    expect(new Set(wide.tops).size).toBe(1);
    expect(wide.cut).toEqual([false, false, false]);
    expect(wide.overlap).toBe(false);

    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(async () => (await measure(page)).cut.some(Boolean)).toBe(true);
    const narrow = await measure(page);
    expect(new Set(narrow.tops).size).toBe(1);
    expect(narrow.overlap).toBe(false);
    expect(narrow.barHeight).toBe(wide.barHeight);
    // The crumbs above the page give way first: the page's own name is cut only once they have nothing left to give.
    expect(narrow.cut.slice(0, -1).some(Boolean)).toBe(true);
    if (narrow.cut.at(-1)) expect(narrow.atMin.slice(0, -1)).toEqual(narrow.atMin.slice(0, -1).map(() => true));
    // Cut short on screen, every crumb keeps its whole name for screen readers and on hover.
    await expect(crumbs(page).getByText(word('route.usermanage'), { exact: true })).toBeVisible();
    await expect(current).toBeVisible();
    await expect(crumbs(page).getByRole('listitem').last()).toHaveAttribute('title', word('route.bossAssistant'));
  });
}

test('at 1100 px the page’s own name stays whole while a crumb above it can still give way (Advanced editing)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await signIn(page, ACCOUNTS.member);
  await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
  await open(page, '/createtask/senior');
  await expect(crumbs(page).getByText(en('route.createtaskSenior'), { exact: true })).toBeVisible();
  const m = await measure(page);
  expect(new Set(m.tops).size).toBe(1);
  expect(m.overlap).toBe(false);
  expect(m.cut.at(-1)).toBe(false);
});

import type { Locator } from '@playwright/test';
import { timeoutOf } from '../../playwright.config';
import { downloadsOf } from '../../scripts/downloads.mjs';
import { ACCOUNTS, expect, signIn, test } from './fixtures';
import { t } from './words';

/**
 * A menu click on a page whose code has not arrived yet: the new tab and a progress line show in the click's own frame,
 * the page being left is dimmed and busy, and all of it goes once the new page is drawn.
 */
test('a menu click shows the new tab and a progress line at once, and the page left never passes for the new one', async ({
  page,
}) => {
  // The page's own code is held back until the test lets it go (the prefetch asks for it too, and waits the same).
  let release = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  let held = 0;
  await page.route(/\/assets\/TaskListPage-[^/]*\.js$/, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  await signIn(page, ACCOUNTS.member);
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: t('shell.visited') });
  await expect(tabs.getByRole('link', { name: t('route.tasklist') })).toHaveCount(0);

  // Clicked inside the page, so the frames after the click can be counted: both are in the document before the first
  // frame after the click is drawn.
  const frames = await page.evaluate(
    (title) =>
      new Promise<number>((resolve) => {
        const link = [...document.querySelectorAll<HTMLElement>('nav a[role=menuitem]')].find(
          (e) => e.textContent?.trim() === title,
        );
        if (!link) throw new Error(`no menu item ${title}`);
        link.click();
        let frame = 0;
        const look = () => {
          const tab = [...document.querySelectorAll('.tags-view a')].some((a) => a.textContent?.includes(title));
          const line = document.querySelector('.nav-progress[role=progressbar]');
          if ((tab && line) || frame > 60) return resolve(frame);
          frame += 1;
          requestAnimationFrame(look);
        };
        look();
      }),
    t('route.tasklist'),
  );
  expect(frames).toBeLessThanOrEqual(1);
  await expect.poll(() => held).toBeGreaterThan(0);

  const arriving = tabs.getByRole('link', { name: t('route.tasklist') });
  await expect(arriving).toHaveAttribute('aria-busy', 'true');
  await expect(arriving).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: t('route.digital') })).not.toHaveAttribute('aria-current', 'page');
  await expect(
    page.getByRole('progressbar', { name: t('navigation.opening', { title: t('route.tasklist') }) }),
  ).toBeVisible();
  // The page left is still there, dimmed and busy; the new one is not drawn yet.
  const main = page.locator('main');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(main).toHaveCSS('opacity', '0.45');
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('route.tasklist') })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: t('route.tasklist') })).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: t('navigation.opening', { title: t('route.tasklist') }) }),
  ).toHaveCount(0);
  await expect(main).not.toHaveAttribute('aria-busy');
  await expect(main).toHaveCSS('opacity', '1');
  await expect(arriving).not.toHaveAttribute('aria-busy');
  await expect(arriving).toHaveAttribute('aria-current', 'page');
  // One tab for the page: the one shown while it opened is the one it keeps.
  await expect(tabs.getByRole('link', { name: t('route.tasklist') })).toHaveCount(1);
});

test('a switch to a page whose code is in shows no progress line left behind', async ({ page }) => {
  await signIn(page, ACCOUNTS.member);
  const menu = page.getByRole('navigation', { name: t('nav.menu') });
  await menu.getByRole('menuitem', { name: t('route.tasklist') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('route.tasklist') })).toBeVisible();
  await menu.getByRole('menuitem', { name: t('route.digital') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  await expect(page.locator('.nav-progress')).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy');
});

/**
 * A menu or tab click on a page whose code is in: the page is drawn before the browser paints, in the frame that
 * follows the click, the first visit (its code loaded ahead) as the return to a page already open. Were the router's
 * last update left for a task of its own, the first frame would show only the new tab and the progress line, and the
 * page the next.
 */
test('a menu or tab click on a page whose code is in draws that page in the next frame', async ({ page }) => {
  const downloads = downloadsOf(page);
  await signIn(page, ACCOUNTS.member);
  await expect(page.getByRole('heading', { level: 1, name: t('route.digital') })).toBeVisible();
  // The pages the member may open are loaded ahead once the console shows (src/router/prefetch.ts).
  await downloads.settled(timeoutOf(7_000));
  /**
   * Frames from a person's click on `link` to the first one showing the page titled `title`: counted in the page from
   * the click itself (a click the browser delivers as a person's, not one dispatched by a script).
   */
  const framesTo = async (link: Locator, title: string) => {
    await page.evaluate((title) => {
      const w = window as unknown as { framesToPage?: Promise<number> };
      w.framesToPage = new Promise<number>((resolve) =>
        document.addEventListener(
          'click',
          () => {
            let frame = 0;
            const look = () => {
              const shown = [...document.querySelectorAll('main h1')].some(
                (h) => h.textContent === title && h.checkVisibility(),
              );
              if (shown || frame > 60) return resolve(frame);
              frame += 1;
              requestAnimationFrame(look);
            };
            look();
          },
          { capture: true, once: true },
        ),
      );
    }, title);
    await link.click();
    return page.evaluate(() => (window as unknown as { framesToPage: Promise<number> }).framesToPage);
  };
  const menu = (title: string) => page.getByRole('menuitem', { name: title, exact: true });
  const tab = (title: string) =>
    page.getByRole('navigation', { name: t('shell.visited') }).getByRole('link', { name: title, exact: true });
  expect(await framesTo(menu(t('route.tasklist')), t('route.tasklist'))).toBe(1);
  expect(await framesTo(menu(t('route.aiaudio')), t('route.aiaudio'))).toBe(1);
  expect(await framesTo(menu(t('route.digital')), t('route.digital'))).toBe(1);
  expect(await framesTo(tab(t('route.tasklist')), t('route.tasklist'))).toBe(1);
});

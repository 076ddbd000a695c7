import type { Page } from '@playwright/test';
import { SEEDED_NAMES_EN } from '../../mirage/seededNames';
import { leafRoutes } from '../../src/router/helpers';
import { APP_ROUTES } from '../../src/router/table';
import { ACCOUNTS, expect, open, signIn, test } from './fixtures';
import { en, t, whole } from './words';

/**
 * One language on screen: every page each demo role opens, with the demo's seeded content (people, scripts, works,
 * voices, records), reads in the language on show. In English no Han character is left in the top bar or the page; in
 * Chinese none of the English the seed gives its names is shown, nor the platform voices' English names.
 */
const HAN = /[\u3400-\u9fff]/;
const PAGES = [...leafRoutes(APP_ROUTES).map((r) => r.path.replace(':id', 'c3')), '/404'];
const ROLES = ['member', 'agent', 'admin', 'assistant'] as const;
/** The English the seed's names read by, and the platform voices' names as the service gives them. */
const SEEDED_ENGLISH = [...Object.values(SEEDED_NAMES_EN), 'Xiaoxiao', 'Yunyang'];

/** The text a person reads: the top bar and the page shown (pages kept alive out of sight aside). */
async function onScreen(page: Page, path: string): Promise<string> {
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main[aria-busy]'), path).toHaveCount(0);
  // The lists have read their rows: no spinner or skeleton is left.
  await expect(page.locator('main .bp6-spinner, main .bp6-skeleton'), path).toHaveCount(0);
  const banner = await page.getByRole('banner').innerText();
  const main = await page.locator('main').evaluate((m) => (m as HTMLElement).innerText);
  // The language picker names each language in its own script, as a picker of languages should.
  const languages = await page
    .getByRole('combobox', { name: whole(t('nav.language'), en('nav.language')) })
    .first()
    .locator('option')
    .allInnerTexts();
  return `${banner}\n${main}`
    .split('\n')
    .filter((l) => !languages.includes(l.trim()))
    .join('\n');
}

for (const role of ROLES) {
  test(`English: every page the ${role} opens reads in English, seeded content included`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS[role]);
    await page.getByRole('combobox', { name: t('nav.language') }).selectOption('en');
    await expect(page.getByRole('combobox', { name: en('nav.language') })).toHaveValue('en');
    const found: Record<string, string[]> = {};
    for (const path of PAGES) {
      const text = await onScreen(page, path);
      const lines = text.split('\n').filter((l) => HAN.test(l));
      if (lines.length) found[path] = lines;
    }
    expect(found).toEqual({});
  });

  test(`Chinese: every page the ${role} opens shows none of the seed's English`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS[role]);
    const found: Record<string, string[]> = {};
    for (const path of PAGES) {
      const text = await onScreen(page, path);
      const english = SEEDED_ENGLISH.filter((w) => text.includes(w));
      if (english.length) found[path] = english;
    }
    expect(found).toEqual({});
  });
}

import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { t } from './words';

/** Turns one switch of the settings panel (by its label) on or off as a person does: open the panel, flip, Esc. */
export async function switchSetting(page: Page, label: string, on: boolean): Promise<void> {
  await page.getByRole('button', { name: t('shell.settings') }).click();
  const panel = page.getByRole('dialog', { name: t('shell.settings') });
  await panel.getByLabel(label).setChecked(on, { force: true });
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
}

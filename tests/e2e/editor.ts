import type { Page } from '@playwright/test';
import { avatarName, platformVoice } from './seeded';
import { part, t } from './words';

/** The video editor (basic or advanced) as a person fills it in a Chinese console, for the specs that make videos. */
export const editorForm = (page: Page) => page.getByRole('form', { name: t('createtask.formLabel') });

/** How the editor's gallery names a digital human: its name and orientation. */
export const avatarOption = (id: string) =>
  t('createtask.avatarOption', { name: avatarName(id), orientation: t('digital.landscape') });

export const chooseAvatar = (page: Page, option: string) =>
  editorForm(page)
    .getByRole('group', { name: t('createtask.avatar') })
    .getByRole('radio', { name: option })
    .check();

export const chooseVoice = (page: Page, name: string) =>
  editorForm(page)
    .getByRole('group', { name: t('createtask.voice') })
    .getByRole('radio', { name })
    .check();

/**
 * The choices every video needs: its name, the first seeded digital human (or `avatar`), Xiaoxiao (or `voice`),
 * Chinese output, the script when given, and the user commitment ticked when `agreed`.
 */
export async function fillBasics(
  page: Page,
  o: { name: string; avatar?: string; voice?: string; text?: string; agreed?: boolean },
): Promise<void> {
  const f = editorForm(page);
  await f.getByLabel(t('createtask.name')).fill(o.name);
  await chooseAvatar(page, o.avatar ?? avatarOption('av1'));
  await chooseVoice(page, o.voice ?? platformVoice('Xiaoxiao'));
  await f.getByRole('combobox', { name: t('createtask.language') }).selectOption({ label: t('createtask.lang.zh') });
  if (o.text !== undefined) await f.getByLabel(t('createtask.text')).fill(o.text);
  if (o.agreed) await f.getByRole('checkbox', { name: part(t('createtask.agreement')) }).check({ force: true });
}

/** Submits the editor and confirms its cost. */
export async function submitAndConfirm(page: Page): Promise<void> {
  await editorForm(page)
    .getByRole('button', { name: t('createtask.submit') })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('common.confirm') })
    .click();
}

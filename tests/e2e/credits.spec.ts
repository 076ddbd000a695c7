import { ACCOUNTS, expect, signIn, test } from './fixtures';
import { shape, t } from './words';

/**
 * A person using the demo finds, in the account menu whatever the brand, who made the portraits and under which
 * licence (CC BY 4.0 asks for this credit), the speech engine's licence and where its source is, and the build's
 * third-party notices: every link a file the served demo really has.
 */
test('the account menu credits the portraits and links the speech engine’s licence, source and the notices', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNTS.member);
  // A studio brand of the prospect's: the credit does not depend on the brand shown.
  await page.evaluate(async () => {
    if (!window.__demo) throw new Error('no demo controls');
    await window.__demo.brand({ name: 'Acme Studio', color: '#0f7b6c' });
  });
  await expect(page.getByText('Acme Studio').first()).toBeVisible();
  await page.getByRole('button', { name: shape('nav.signedInAs') }).click();
  await page.getByRole('menuitem', { name: t('demo.credits.menu') }).click();
  const dialog = page.getByRole('dialog', { name: t('demo.credits.title') });
  await expect(dialog).toContainText(t('demo.credits.portraits'));
  await expect(dialog.getByRole('link', { name: 'Personas by Draftbit' })).toHaveAttribute(
    'href',
    'https://personas.draftbit.com/',
  );
  await expect(dialog.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  const files: [string, string][] = [
    [t('demo.credits.licence'), 'GNU GENERAL PUBLIC LICENSE'],
    [t('demo.credits.source'), 'https://github.com/espeak-ng/espeak-ng'],
    [t('demo.credits.noticesLink'), 'Personas'],
  ];
  for (const [name, holds] of files) {
    const href = await dialog.getByRole('link', { name }).getAttribute('href');
    const answer = await request.get(href ?? '');
    expect(answer.status(), name).toBe(200);
    expect(await answer.text(), name).toContain(holds);
  }
  await dialog
    .getByRole('button', { name: t('common.close') })
    .last()
    .click();
  await expect(dialog).toHaveCount(0);
});

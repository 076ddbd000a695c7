import { expect, it, vi } from 'vitest';

/** The English first part held on its way, so a language switch to English stays under way while the test looks. */
const gate = vi.hoisted(() => {
  let open: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { held, open: () => open() };
});
vi.mock('../../src/i18n/messageFiles', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/i18n/messageFiles')>();
  const start = { ...real.MESSAGE_FILES.start, en: () => gate.held.then(() => real.MESSAGE_FILES.start.en()) };
  return { ...real, MESSAGE_FILES: { ...real.MESSAGE_FILES, start } };
});

const { i18n, initI18n, loadConsoleMessages, switchLanguage } = await import('../../src/i18n');

it('a part asked for during a language switch is in for the language still shown, and for the one coming', async () => {
  // The sign-in page in Chinese; the person picks English, whose first part is still on its way.
  await initI18n('zh');
  const switching = switchLanguage('en');
  // Meanwhile the demo's button (or the console's frame) asks for the console's part, and draws once it is in: in
  // the language shown, Chinese, until the switch lands.
  await loadConsoleMessages();
  expect(i18n.language).toBe('zh');
  expect(i18n.exists('demo.button')).toBe(true);
  gate.open();
  await switching;
  expect(i18n.language).toBe('en');
  expect(i18n.exists('demo.button')).toBe(true);
});

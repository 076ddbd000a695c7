import { describe, expect, it } from 'vitest';
import { i18n, initI18n, loadConsoleMessages, mergeRemoteDictionary, switchLanguage } from '../../src/i18n';

const has = (lng: string, namespace: string) => i18n.getResource(lng, 'translation', namespace) !== undefined;

describe('the two parts of the messages', () => {
  it('the sign-in page has the start part only; the console part comes when asked for, in the language shown', async () => {
    await initI18n('en');
    expect(has('en', 'login')).toBe(true);
    expect(has('en', 'shell')).toBe(false);

    await switchLanguage('ja');
    expect([has('ja', 'login'), has('ja', 'shell')]).toEqual([true, false]);

    await loadConsoleMessages(); // What the console's frame does: the language shown now.
    expect(has('ja', 'shell')).toBe(true);
    expect(has('en', 'shell')).toBe(false);
  });

  it('once the console part is in use, a language switch brings it before the language changes', async () => {
    const seen: [string, boolean][] = [];
    const watch = (lng: string) => seen.push([lng, has(lng, 'shell')]);
    i18n.on('languageChanged', watch);
    try {
      await switchLanguage('es');
    } finally {
      i18n.off('languageChanged', watch);
    }
    expect(seen).toEqual([['es', true]]);
    expect(i18n.t('shell.settings')).not.toBe('shell.settings');
  });

  it("a server's dictionary merged before the console part arrives keeps its wording", async () => {
    mergeRemoteDictionary('zh', { 'shell.settings': 'Remote wording' });
    await loadConsoleMessages('zh');
    expect(i18n.getResource('zh', 'translation', 'shell.settings')).toBe('Remote wording');
    expect(has('zh', 'nav')).toBe(false); // Only the merged key: the rest of the start part was never asked for in zh.
  });
});

import { describe, expect, it } from 'vitest';
import { agreementUrl, brandForCookie, inviteLink, showsLettermark } from '../../src/domain/brand';
import { defaultLanguageFor, toLanguage } from '../../src/domain/language';
import { i18n, initI18n, mergeRemoteDictionary, unflatten } from '../../src/i18n';

describe('brand links', () => {
  it('agreement links use the brand host and code, Chinese for zh and English otherwise', () => {
    const b = { showAgreementDomainName: 'agree.acme.com/', oemCode: 'ACME' };
    expect(agreementUrl(b, 'privacy', 'zh')).toBe('https://agree.acme.com/agreement/privacy-zh.html?oemCode=ACME');
    expect(agreementUrl(b, 'user', 'ja')).toBe('https://agree.acme.com/agreement/user-en.html?oemCode=ACME');
    expect(agreementUrl({ showAgreementDomainName: 'http://x.test', oemCode: 'A B' }, 'user', 'en')).toBe(
      'http://x.test/agreement/user-en.html?oemCode=A%20B',
    );
    expect(agreementUrl({ showAgreementDomainName: '', oemCode: 'Z' }, 'user', 'zh')).toBe(
      './agreement/user-zh.html?oemCode=Z',
    );
  });
  it('invite links use the share prefix, else the site', () => {
    expect(inviteLink('https://s.acme.com/', 'http://x', 'AB12')).toBe(
      'https://s.acme.com/#/login?mode=register&inviteCode=AB12',
    );
    expect(inviteLink('', 'http://x/', 'AB12')).toBe('http://x/#/login?mode=register&inviteCode=AB12');
  });
});

describe('which brands are shown by their first letter', () => {
  const studio = { oemLogo: '', oemName: 'Galaxy Video', themeColor: '#eb2f96' };
  it('a brand without a logo; not one with a logo, nor an unknown brand (a first visit, a broken cookie)', () => {
    expect(showsLettermark(studio)).toBe(true);
    expect(showsLettermark({ oemName: 'No logo field' })).toBe(true);
    expect(showsLettermark({ ...studio, oemLogo: 'brands/acme/logo.svg' })).toBe(false);
    for (const unknown of [null, undefined, '', 'Galaxy', 5, true]) expect(showsLettermark(unknown)).toBe(false);
  });
  it('not a brand whose uploaded logo the cookie could not hold: its answer brings the logo', () => {
    const uploaded = { ...studio, oemBg: '', oemCode: 'G', oemLogo: `data:image/png;base64,${'A'.repeat(600)}` };
    const kept = brandForCookie({
      ...uploaded,
      showAgreementDomainName: '',
      shareAddressPrefix: '',
      unifiedComputingPower: true,
      showAudition: true,
      hailuoAudioGeneratePower: false,
      ossType: '',
    });
    expect(kept.oemLogo).toBe('');
    expect(showsLettermark(kept)).toBe(false);
  });
});

describe('languages', () => {
  it('defaults to Chinese, English for a non-Chinese browser', () => {
    expect(defaultLanguageFor([])).toBe('zh');
    expect(defaultLanguageFor(['zh-TW', 'en'])).toBe('zh');
    expect(defaultLanguageFor(['fr-FR'])).toBe('en');
    expect(defaultLanguageFor(['ja-JP'])).toBe('en');
  });
  it('normalises language tags', () => {
    expect(toLanguage('zh-CN')).toBe('zh');
    expect(toLanguage('EN_us')).toBe('en');
    expect(toLanguage('fr')).toBeNull();
  });
  it('unflattens a remote dictionary key by key', () => {
    expect(unflatten({ 'login.title': 'T', 'login.sub.x': 'X', top: 'y' })).toEqual({
      login: { title: 'T', sub: { x: 'X' } },
      top: 'y',
    });
  });
  it('a remote dictionary that changes no wording changes nothing (nothing on screen draws again for it)', async () => {
    await initI18n('en');
    const added: string[] = [];
    const onAdded = (_lng: string, _ns: string) => added.push(_lng);
    i18n.store.on('added', onAdded);
    const current = i18n.t('app.defaultName', { lng: 'en' });
    expect(mergeRemoteDictionary('en', null)).toBe(false);
    expect(mergeRemoteDictionary('en', {})).toBe(false);
    expect(mergeRemoteDictionary('en', { 'app.defaultName': current })).toBe(false);
    expect(added).toEqual([]);
    expect(mergeRemoteDictionary('en', { 'app.defaultName': current, 'login.subtitle': 'Refined' })).toBe(true);
    expect(added).toEqual(['en']);
    expect(i18n.t('login.subtitle', { lng: 'en' })).toBe('Refined');
    expect(i18n.t('app.defaultName', { lng: 'en' })).toBe(current);
    i18n.store.off('added', onAdded);
  });
  it('a remote wording draws again only where it can be on screen: a message the console has, in the language shown', async () => {
    await initI18n('en');
    const added: string[] = [];
    const onAdded = (lng: string) => added.push(lng);
    i18n.store.on('added', onAdded);
    // A key the console has no message for (the demo's dictionary carries one): merged, nothing drawn again.
    expect(mergeRemoteDictionary('en', { 'login.remoteTagline': 'One sentence, one video' })).toBe(false);
    expect(i18n.getResource('en', 'translation', 'login.remoteTagline')).toBe('One sentence, one video');
    // Another language's wording: merged for when that language is shown, nothing drawn again now.
    expect(mergeRemoteDictionary('zh', { 'login.subtitle': '远端措辞' })).toBe(false);
    expect(i18n.t('login.subtitle', { lng: 'zh' })).toBe('远端措辞');
    expect(added).toEqual([]);
    // With one wording on screen among them, the console draws again once.
    expect(mergeRemoteDictionary('en', { 'login.remoteNote': 'x', 'login.title': 'Welcome back' })).toBe(true);
    expect(added).toEqual(['en']);
    i18n.store.off('added', onAdded);
  });
});

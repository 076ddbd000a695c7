import { describe, expect, it } from 'vitest';
import { ruleMessage } from '../../mirage/messages';
import { buildDb, DEFAULT_SEED } from '../../mirage/seed';
import { syncStudioBrands } from '../../mirage/studioBrands';
import {
  BRAND_NAME_MAX,
  BRAND_NAME_TOO_LONG,
  brandNameFits,
  brandNameVars,
  lettermarkOf,
} from '../../src/domain/brandName';
import { checkBrand, isStudioHost } from '../../src/domain/demoBrand';
import { checkWords } from '../../src/domain/oemLabel';
import { problemKey } from '../../src/demo/studioText';
import { call, makeBackend, signIn } from './backendHelpers';
import { sampleBrand } from './studioHelpers';

const LANGS = ['en', 'zh', 'es', 'ja'] as const;

describe('one rule for a brand name', () => {
  it('takes up to the limit as a person counts characters, and refuses one more', () => {
    expect(BRAND_NAME_MAX).toBe(30);
    expect(brandNameFits('x'.repeat(30))).toBe(true);
    expect(brandNameFits('x'.repeat(31))).toBe(false);
    expect(brandNameFits('品'.repeat(30))).toBe(true);
    // An emoji is two UTF-16 units but one character.
    expect(brandNameFits('😀'.repeat(30))).toBe(true);
    expect(brandNameFits('😀'.repeat(31))).toBe(false);
    // Spaces around the name are not part of it.
    expect(brandNameFits(`  ${'x'.repeat(30)}  `)).toBe(true);
  });

  it("a branded label's words and the studio's names follow it with the same message", () => {
    const long = 'Brand'.repeat(7);
    expect(checkWords('x'.repeat(30))).toBeNull();
    expect(checkWords(long)).toBe(BRAND_NAME_TOO_LONG);
    expect(checkBrand(sampleBrand({ name: { zh: '', en: 'x'.repeat(30) } }))).toBeNull();
    const studio = checkBrand(sampleBrand({ name: { zh: '', en: long } }));
    expect(studio).toEqual({ field: 'name', problem: 'tooLong' });
    expect(checkBrand(sampleBrand({ name: { zh: '品'.repeat(31), en: 'Short' } }))).toEqual(studio);
    expect(studio && problemKey(studio)).toBe(BRAND_NAME_TOO_LONG);
  });

  it('has a real message in every language, naming the limit', () => {
    const texts = LANGS.map((lang) => ruleMessage(lang, BRAND_NAME_TOO_LONG, brandNameVars));
    for (const text of texts) expect(text).toContain('30');
    expect(new Set(texts).size).toBe(LANGS.length);
    expect(texts[0]).toBe('A brand name has at most 30 characters');
  });
});

describe('the fake server holds the same rule', () => {
  it('createOem refuses words over the limit in the form’s own words, in each language', () => {
    const b = makeBackend();
    const admin = signIn(b, '13800000001');
    const body = (words: string, code: string) => ({
      words,
      oemCode: code,
      domain: `${code.toLowerCase()}.localhost`,
      logo: '',
      oemLoginBackground: '',
    });
    for (const lang of LANGS) {
      const r = call(b, 'post', '/userInfo/createOem', {
        token: admin.token,
        lang,
        body: body('😀'.repeat(31), 'LONG'),
      });
      expect(r.code).toBe(50000);
      expect(r.msg).toBe(ruleMessage(lang, BRAND_NAME_TOO_LONG, brandNameVars));
    }
    const ok = call(b, 'post', '/userInfo/createOem', { token: admin.token, body: body('😀'.repeat(30), 'FITS') });
    expect(ok.code).toBe(20000);
  });

  it('serves no studio brand whose name is over the limit', () => {
    const db = buildDb(DEFAULT_SEED, 'default', Date.UTC(2026, 0, 1));
    const fits = sampleBrand({ id: 'fits0001' });
    const long = sampleBrand({ id: 'long0001', name: { zh: '', en: 'A'.repeat(48) } });
    syncStudioBrands(db, [fits, long]);
    const hosts = db.brands.flatMap((x) => x.domains).filter(isStudioHost);
    expect(hosts).toEqual(['fits0001.studio.demo']);
  });
});

describe('the lettermark of a brand without a logo', () => {
  it('is the first letter or character of its name', () => {
    expect(lettermarkOf('acme media')).toBe('A');
    expect(lettermarkOf('  «Nova» AI')).toBe('N');
    expect(lettermarkOf('紫光影像')).toBe('紫');
    expect(lettermarkOf('3D Studio')).toBe('3');
    expect(lettermarkOf(' — ')).toBe('?');
  });
});

import { describe, expect, it } from 'vitest';
import type { OemConfigDto, PackageDto, VoiceDto } from '../../src/api/types';
import brands from '../../fixtures/brands.json';
import accounts from '../../fixtures/accounts.json';
import customers from '../../fixtures/customers.json';
import packages from '../../fixtures/packages.json';
import { customerNameEn } from '../../mirage/customerNames';
import { nameMatches, SEEDED_NAMES_EN, seededName, seededNamesIn } from '../../mirage/seededNames';
import { SEEDED_TEXTS } from '../../mirage/seededTexts';
import { SEEDED_BANNED_SCRIPT } from '../../mirage/tasksSeed';
import { call, makeBackend, signIn } from './backendHelpers';

const CJK = /[\u3400-\u9fff]/;

describe('the seed names in the caller language', () => {
  it('keeps a seeded name in Chinese for zh and gives its English in every other language', () => {
    expect(seededName('月度会员', 'zh')).toBe('月度会员');
    expect(seededName('月度会员', 'en')).toBe('Monthly membership');
    expect(seededName('月度会员', 'ja')).toBe('Monthly membership');
    // A name a person typed, or any other text, is shown as it is.
    expect(seededName('我的新声音', 'en')).toBe('我的新声音');
    expect(seededName('Acme Pro', 'en')).toBe('Acme Pro');
  });

  it('has English for every Chinese name in the package fixture, each written in English', () => {
    for (const p of packages) if (CJK.test(p.name)) expect(SEEDED_NAMES_EN[p.name], p.name).toBeTruthy();
    for (const en of Object.values(SEEDED_NAMES_EN)) expect(en).not.toMatch(CJK);
  });

  it('changes whole seeded strings in an answer and nothing else, without touching the stored data', () => {
    const data = { list: [{ id: 'vo1', name: '我的声音', text: '我的声音很好听', n: 3 }], total: 1 };
    const en = seededNamesIn(data, 'en');
    expect(en).toEqual({ list: [{ id: 'vo1', name: 'My voice', text: '我的声音很好听', n: 3 }], total: 1 });
    expect(data.list[0].name).toBe('我的声音');
    expect(seededNamesIn(data, 'zh')).toEqual(data);
  });

  it('reads the platform voices in Chinese for zh, and the demo accounts and seeded scripts in English for en', () => {
    expect(seededName('Xiaoxiao', 'zh')).toBe('晓晓');
    expect(seededName('Yunyang', 'zh')).toBe('云扬');
    expect(seededName('Xiaoxiao', 'en')).toBe('Xiaoxiao');
    expect(seededNamesIn({ voiceName: 'Yunyang', text: 'Yunyang speaks' }, 'zh')).toEqual({
      voiceName: '云扬',
      text: 'Yunyang speaks',
    });
    for (const a of accounts) {
      expect(seededName(a.nickname, 'en'), a.id).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(seededName(a.nickname, 'zh')).toBe(a.nickname);
    }
    expect(seededName(SEEDED_TEXTS.introScript.zh, 'en')).not.toMatch(CJK);
    expect(seededName(SEEDED_BANNED_SCRIPT, 'en')).toMatch(/gambling/);
  });

  it('finds a seeded name by the words shown and by the stored ones', () => {
    expect(nameMatches('直播预告', 'Livestream', 'en')).toBe(true);
    expect(nameMatches('直播预告', '直播', 'en')).toBe(true);
    expect(nameMatches('直播预告', 'livestream', 'zh')).toBe(false);
  });
});

describe('the fake service answers seeded names in the Accept-Language', () => {
  it('gives the built-in brand its English words beside its Chinese ones', () => {
    const zhying = brands.find((b) => b.oemCode === 'ZHIYING');
    expect(zhying?.wordsEn).toMatch(/^[A-Za-z ]+$/);
    const r = call(makeBackend(), 'get', '/oemConfig/queryOemConfigByDomain', { query: { domain: 'localhost' } });
    expect(r.data as OemConfigDto).toMatchObject({ words: '智影数字人', wordsEn: zhying?.wordsEn });
  });

  it('lists packages and voices in English for en and in Chinese for zh; a renamed voice is shown as typed', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000005');
    const names = (lang: string) =>
      (call(b, 'get', '/packageInfo/getPackageListForSale', { token, lang }).data as PackageDto[]).map((p) => p.name);
    expect(names('en')).toEqual([
      'Day trial pass',
      'Monthly membership',
      'Quarterly membership',
      'Half-year membership',
      'Annual membership',
    ]);
    expect(names('zh')).toEqual(['体验日卡', '月度会员', '季度会员', '半年会员', '年度会员']);
    expect(call(b, 'post', '/voice/renameVoice', { token, body: { id: 'vo2', name: '我的新声音' } }).code).toBe(20000);
    const voices = (lang: string) =>
      (
        call(b, 'post', '/voice/listVoice', { token, lang, body: { pageNum: 1, pageSize: 20 } }).data as {
          list: VoiceDto[];
        }
      ).list.map((v) => v.name);
    expect(voices('en')).toContain('My voice');
    expect(voices('en')).toContain('我的新声音');
    expect(voices('zh')).toContain('我的声音');
  });
});

describe('the seeded customers in English', () => {
  it('each has an English name beside the Chinese one, and an English caller reads it', () => {
    for (const c of customers) {
      expect(c.nicknameEn, c.id).toMatch(/^[A-Za-z'-]+ [A-Za-z' -]+$/);
      expect(seededName(c.nickname, 'en')).toBe(c.nicknameEn);
      expect(seededName(c.nickname, 'zh')).toBe(c.nickname);
    }
  });

  it("lists an agent's clients by their English names for en, Chinese for zh", () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000004');
    const names = (lang: string) =>
      (
        call(b, 'post', '/usermanage/getMyClientList', { token, lang, body: { pageNum: 1, pageSize: 100 } }).data as {
          list: { nickname: string }[];
        }
      ).list.map((u) => u.nickname);
    const zh = names('zh');
    expect(zh.length).toBeGreaterThan(5);
    expect(zh.some((n) => CJK.test(n))).toBe(true);
    // The agent's own clients include a demo account (the member): it reads by its English name too.
    const byZh = new Map([...customers, ...accounts].map((c) => [c.nickname, c.nicknameEn]));
    expect(names('en')).toEqual(zh.map((n) => byZh.get(n) ?? n));
    expect(names('en').filter((n) => byZh.has(n))).toEqual([]);
    // A search finds a client by the English name shown as well as by the Chinese one.
    const c3 = customers.find((c) => c.id === 'c3');
    const found = (keyword: string) =>
      (
        call(b, 'post', '/usermanage/getMyClientList', { token, body: { pageNum: 1, pageSize: 100, keyword } })
          .data as {
          list: { nickname: string }[];
        }
      ).list.map((u) => u.nickname);
    expect(found(c3?.nicknameEn ?? '?')).toEqual([c3?.nicknameEn]);
    expect(found(c3?.nickname ?? '?')).toEqual([c3?.nicknameEn]);
  });

  it("reads the large scenario's 10,000 generated clients by English names for en, the same name always alike", () => {
    const b = makeBackend('large');
    const { token } = signIn(b, '13800000004');
    const page = (lang: string) =>
      (
        call(b, 'post', '/usermanage/getMyClientList', { token, lang, body: { pageNum: 40, pageSize: 100 } }).data as {
          list: { mobile: string; nickname: string }[];
        }
      ).list;
    const zh = page('zh');
    const en = page('en');
    expect(zh).toHaveLength(100);
    expect(zh.every((u) => CJK.test(u.nickname))).toBe(true);
    expect(en.map((u) => u.mobile)).toEqual(zh.map((u) => u.mobile));
    expect(en.every((u) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(u.nickname))).toBe(true);
    expect(en.map((u) => u.nickname)).toEqual(zh.map((u) => customerNameEn(u.nickname)));
  });
});

import { describe, expect, it } from 'vitest';
import { ruleMessage } from '../../mirage/messages';
import { checkPackageName } from '../../src/domain/packageRules';
import { checkName, checkNickname, NAME_MAX, NICKNAME_MAX, nameFault } from '../../src/domain/validation';
import { call, makeBackend, signIn } from './backendHelpers';

const HOSTILE = '<img src=x onerror=alert(1)>';
const long = (n: number) => 'é'.repeat(n);

describe('the name rule (rename dialogs, forms and the service)', () => {
  it('accepts any text, markup included, up to the limit counted as a person counts', () => {
    expect(checkName('name', HOSTILE)).toBeNull();
    expect(checkName('name', long(NAME_MAX))).toBeNull();
    expect(checkName('name', '😀'.repeat(NAME_MAX))).toBeNull();
    expect(checkName('name', long(NAME_MAX + 1))).toEqual({ key: 'validation.nameLong', max: NAME_MAX });
    expect(checkName('name', '   ')).toEqual({ key: 'validation.renameEmpty', max: NAME_MAX });
    expect(checkName('nickname', '<b>bold</b>')).toBeNull();
    expect(checkName('nickname', ' ')).toEqual({ key: 'validation.renameEmpty', max: NICKNAME_MAX });
    expect(checkName('nickname', long(NICKNAME_MAX + 1))).toEqual({
      key: 'validation.nicknameLong',
      max: NICKNAME_MAX,
    });
  });

  it('refuses a name of zero-width characters only as empty, and one holding a control character', () => {
    const invisible = '\u200b\u200c\u200d\u2060\ufeff';
    expect(nameFault(invisible)).toBe('empty');
    expect(checkName('name', invisible)).toEqual({ key: 'validation.renameEmpty', max: NAME_MAX });
    expect(checkName('nickname', ` ${invisible} `)).toEqual({ key: 'validation.renameEmpty', max: NICKNAME_MAX });
    expect(checkNickname(invisible)).toBe('validation.nicknameRequired');
    expect(checkPackageName(invisible)).toBe('reseller.validation.packageNameRequired');
    for (const bad of ['a\u0000b', 'line\nbreak', 'tab\there', 'bell\u0007', 'del\u007f']) {
      expect(nameFault(bad), JSON.stringify(bad)).toBe('control');
      expect(checkName('name', bad)).toEqual({ key: 'validation.nameControl', max: NAME_MAX });
      expect(checkNickname(bad)).toBe('validation.nameControl');
    }
    // A joiner inside a visible name is part of it (a family emoji), and trailing spaces are trimmed.
    expect(nameFault('👨\u200d👩\u200d👧')).toBeNull();
    expect(checkName('name', ' Anna\n')).toBeNull();
  });
});

describe('the service refuses a long name in the form’s own words, and stores markup as typed', () => {
  const b = makeBackend();
  const member = signIn(b, '13800000005');
  const admin = signIn(b, '13800000001');

  it('digital humans, voices and works', () => {
    const avatars = call(b, 'post', '/avatar/listAvatar', { token: member.token, body: { pageNum: 1, pageSize: 5 } });
    const avatar = (avatars.data as { list: { id: string }[] }).list[0];
    const ok = call(b, 'post', '/avatar/renameAvatar', { token: member.token, body: { id: avatar.id, name: HOSTILE } });
    expect(ok.code).toBe(20000);
    expect((ok.data as { name: string }).name).toBe(HOSTILE);
    for (const lang of ['en', 'zh', 'es', 'ja'] as const) {
      const r = call(b, 'post', '/avatar/renameAvatar', {
        token: member.token,
        lang,
        body: { id: avatar.id, name: long(NAME_MAX + 1) },
      });
      expect(r.code).toBe(50000);
      expect(r.msg).toBe(ruleMessage(lang, 'validation.nameLong', { max: NAME_MAX }));
    }
    expect(ruleMessage('en', 'validation.nameLong', { max: NAME_MAX })).toBe('A name can be at most 30 characters');
  });

  it('a name of zero-width characters, or holding a control character, is a parameter error naming the field', () => {
    const avatars = call(b, 'post', '/avatar/listAvatar', { token: member.token, body: { pageNum: 1, pageSize: 5 } });
    const avatar = (avatars.data as { list: { id: string; name: string }[] }).list[0];
    for (const name of ['\u200b\u200b\u200b', 'two\nlines', 'nul\u0000']) {
      const r = call(b, 'post', '/avatar/renameAvatar', {
        token: member.token,
        lang: 'en',
        body: { id: avatar.id, name },
      });
      expect(r.code, JSON.stringify(name)).not.toBe(20000);
      expect(r.msg).toBe('Parameter error: name');
    }
    const nick = call(b, 'get', '/userInfo/upNickName', {
      token: member.token,
      lang: 'en',
      query: { nickName: '\u200b' },
    });
    expect(nick.code).not.toBe(20000);
    expect(nick.msg).toBe('Parameter error: nickName');
  });

  it('nicknames', () => {
    const ok = call(b, 'get', '/userInfo/upNickName', { token: member.token, query: { nickName: '<b>x</b>' } });
    expect(ok.code).toBe(20000);
    const r = call(b, 'get', '/userInfo/upNickName', { token: member.token, query: { nickName: long(21) } });
    expect(r.msg).toBe('The nickname can be at most 20 characters');
  });

  it('packages and brand words', () => {
    const pkg = { name: '<script>alert(1)</script>', priceYuan: 1, period: 'day', power: 10 };
    const ok = call(b, 'post', '/pkgAdmin/addPackage', { token: admin.token, body: pkg });
    expect((ok.data as { name: string }).name).toBe(pkg.name);
    const r = call(b, 'post', '/pkgAdmin/addPackage', { token: admin.token, body: { ...pkg, name: long(31) } });
    expect(r.msg).toBe('A package name has at most 30 characters');
    const oem = call(b, 'post', '/userInfo/createOem', {
      token: admin.token,
      body: { words: long(31), oemCode: 'XSS', domain: 'xss.localhost', logo: '', oemLoginBackground: '' },
    });
    expect(oem.msg).toBe('A brand name has at most 30 characters');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/domain/language';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import {
  audioText,
  avatarName,
  BANNED_WORD,
  brandName,
  nickname,
  packageName,
  taskName,
  voiceName,
} from '../e2e/seeded';
import { begins, en, escapeRegExp, part, shape, t, whole, wholeShape } from '../e2e/words';

describe('the e2e tests read the product words from the locale files', () => {
  it('gives the zh wording by default and en on request, with parameters filled in', () => {
    expect(t('login.submit')).not.toBe('login.submit');
    expect(en('login.submit')).toMatch(/sign in/i);
    expect(t('login.submit')).not.toBe(en('login.submit'));
  });
});

describe('a message becomes a pattern that matches only itself', () => {
  it('escapes every character a regular expression reads', () => {
    const special = 'a.b*c+d?e^f$g{1}h(i)j|k[l]m\\n/o';
    expect(new RegExp(`^${escapeRegExp(special)}$`).test(special)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });

  it('part finds the message inside a longer text, whole only the text itself', () => {
    expect(part('(3)').test('共 (3) 条')).toBe(true);
    expect(part('(3)').test('共 3 条')).toBe(false);
    expect(whole('登录').test('登录')).toBe(true);
    expect(whole('登录').test('退出登录')).toBe(false);
    expect(begins('登录').test('登录控制台')).toBe(true);
    expect(begins('登录').test('退出登录')).toBe(false);
  });

  it('takes several texts as alternatives, still escaped', () => {
    const either = whole(t('login.submit'), en('login.submit'));
    expect(either.test(t('login.submit'))).toBe(true);
    expect(either.test(en('login.submit'))).toBe(true);
    expect(either.test(`${en('login.submit')}!`)).toBe(false);
    expect(part('a|b', 'c').test('b')).toBe(false);
    expect(part('a|b', 'c').test('xa|by')).toBe(true);
  });
});

describe('a message with places the test leaves open', () => {
  it('fills the places it is given and lets the others match any text', () => {
    const signedIn = shape('nav.signedInAs');
    expect(signedIn.test(t('nav.signedInAs', { name: 'Lin' }))).toBe(true);
    expect(signedIn.test(t('nav.logout'))).toBe(false);
    const named = shape('nav.signedInAs', { name: 'a.b' });
    expect(named.test(t('nav.signedInAs', { name: 'a.b' }))).toBe(true);
    expect(named.test(t('nav.signedInAs', { name: 'axb' }))).toBe(false);
  });

  it('matches a place given as a pattern by that pattern', () => {
    const counting = shape('register.resendIn', { seconds: /\d+/ });
    expect(counting.test(t('register.resendIn', { seconds: 59 }))).toBe(true);
    expect(counting.test(t('register.resendIn', { seconds: 'x' }))).toBe(false);
  });

  it('wholeShape takes the message and nothing around it', () => {
    const until = t('shell.vipUntil', { date: '2026/04/01' });
    expect(wholeShape('shell.vipUntil').test(until)).toBe(true);
    expect(wholeShape('shell.vipUntil').test(`${until}!`)).toBe(false);
    expect(shape('shell.vipUntil').test(`${until}!`)).toBe(true);
  });

  it('reads the message in the language asked for', () => {
    expect(shape('nav.signedInAs', {}, 'en').test(en('nav.signedInAs', { name: 'Lin' }))).toBe(true);
    expect(shape('nav.signedInAs', {}, 'en').test(t('nav.signedInAs', { name: 'Lin' }))).toBe(false);
  });

  it('refuses a key with no message', () => {
    // @ts-expect-error: not a message key
    expect(() => shape('no.such.key')).toThrow(/no message/);
  });
});

describe('the words the e2e tests read are the console’s', () => {
  it('every message of every language reads as the console’s merged messages have it', () => {
    const leaves = (node: unknown, path: string[] = []): [string, string][] =>
      typeof node === 'string'
        ? [[path.join('.'), node]]
        : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leaves(v, [...path, k]));
    for (const lng of LANGUAGES)
      for (const [key, message] of leaves(ALL_MESSAGES[lng]))
        if (!message.includes('{{')) expect(t(key as Parameters<typeof t>[0], {}, lng)).toBe(message);
  });
});

describe('the seeded data the e2e tests name', () => {
  it('reads names from the fixtures and the seed modules', () => {
    expect(nickname('13800000005')).toBe(nickname('u5'));
    expect(nickname('u5')).not.toBe(nickname('u4'));
    expect(avatarName('av3')).toBeTruthy();
    expect(voiceName('vo1')).toBeTruthy();
    expect(taskName('tk1')).toBeTruthy();
    expect(packageName('p2')).toBeTruthy();
    expect(audioText('au3')).toBeTruthy();
    expect(BANNED_WORD).toBeTruthy();
    expect(brandName('ACME')).toBe('Acme Media');
  });

  it('says which record is missing rather than answering nothing', () => {
    expect(() => nickname('10000000000')).toThrow(/no seeded person/);
    expect(() => avatarName('av-none')).toThrow(/no seeded avatar av-none/);
  });
});

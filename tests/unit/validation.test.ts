import { describe, expect, it } from 'vitest';
import {
  capsLockFromKey,
  checkAccount,
  checkAgreement,
  checkMobile,
  checkNickname,
  checkPassword,
  checkRename,
  checkSmsCode,
  normalizeMobile,
} from '../../src/domain/validation';

describe('input rules', () => {
  it('mobile: 11 digits, 1 then 3-9, trimmed', () => {
    expect(checkMobile('')).toBe('validation.mobileRequired');
    expect(checkMobile('   ')).toBe('validation.mobileRequired');
    expect(checkMobile('13800000001')).toBeNull();
    expect(checkMobile(' 13800000001 ')).toBeNull();
    expect(normalizeMobile(' 13800000001 ')).toBe('13800000001');
    expect(checkMobile('12800000001')).toBe('validation.mobileInvalid');
    expect(checkMobile('1380000000')).toBe('validation.mobileInvalid');
    expect(checkMobile('138000000012')).toBe('validation.mobileInvalid');
    expect(checkMobile('1380000000a')).toBe('validation.mobileInvalid');
    for (const d of '3456789') expect(checkMobile(`1${d}000000000`)).toBeNull();
  });

  it('account: a mobile or an e-mail', () => {
    expect(checkAccount('')).toBe('validation.accountRequired');
    expect(checkAccount('13800000001')).toBeNull();
    expect(checkAccount('a@b.co')).toBeNull();
    expect(checkAccount('nobody')).toBe('validation.accountInvalid');
  });

  it('password: required, at least 6 characters', () => {
    expect(checkPassword('')).toBe('validation.passwordRequired');
    expect(checkPassword('12345')).toBe('validation.passwordShort');
    expect(checkPassword('123456')).toBeNull();
  });

  it('captcha (SMS code): required, 6 digits', () => {
    expect(checkSmsCode('')).toBe('validation.captchaRequired');
    expect(checkSmsCode('12a456')).toBe('validation.captchaInvalid');
    expect(checkSmsCode('123456')).toBeNull();
  });

  it('nickname: required, at most 20', () => {
    expect(checkNickname(' ')).toBe('validation.nicknameRequired');
    expect(checkNickname('a'.repeat(21))).toBe('validation.nicknameLong');
    expect(checkNickname('小明')).toBeNull();
  });

  it('rename: empty rejected', () => {
    expect(checkRename('  ')).toBe('validation.renameEmpty');
    expect(checkRename('x')).toBeNull();
  });

  it('agreement must be ticked', () => {
    expect(checkAgreement(false)).toBe('validation.agreementRequired');
    expect(checkAgreement(true)).toBeNull();
  });

  it('caps lock from a letter and shift', () => {
    expect(capsLockFromKey('A', false)).toBe(true);
    expect(capsLockFromKey('a', true)).toBe(true);
    expect(capsLockFromKey('a', false)).toBe(false);
    expect(capsLockFromKey('1', false)).toBeNull();
    expect(capsLockFromKey('Shift', true)).toBeNull();
  });
});

/**
 * Input rules of spec.md section 5. Each returns the i18n key of the message, or null when the value is fine, so the
 * form and the fake server give the same answer from one rule.
 */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;
export const SMS_CODE_RE = /^\d{6}$/;
export const NICKNAME_MAX = 20;
export const SMS_RESEND_SECONDS = 60;

export type RuleKey =
  | 'validation.mobileRequired'
  | 'validation.mobileInvalid'
  | 'validation.passwordRequired'
  | 'validation.passwordShort'
  | 'validation.captchaRequired'
  | 'validation.captchaInvalid'
  | 'validation.nicknameRequired'
  | 'validation.nicknameLong'
  | 'validation.accountRequired'
  | 'validation.accountInvalid'
  | 'validation.agreementRequired'
  | 'validation.renameEmpty';

/** The mobile as typed, trimmed (login trims it, spec.md section 5). */
export const normalizeMobile = (raw: string): string => raw.trim();

export function checkMobile(raw: string): RuleKey | null {
  const v = normalizeMobile(raw);
  if (!v) return 'validation.mobileRequired';
  return MOBILE_RE.test(v) ? null : 'validation.mobileInvalid';
}

/** An account is a mobile number or an e-mail address (the wider reading of spec.md section 5). */
export function checkAccount(raw: string): RuleKey | null {
  const v = raw.trim();
  if (!v) return 'validation.accountRequired';
  return MOBILE_RE.test(v) || EMAIL_RE.test(v) ? null : 'validation.accountInvalid';
}

export function checkPassword(raw: string): RuleKey | null {
  if (!raw) return 'validation.passwordRequired';
  return raw.length >= PASSWORD_MIN ? null : 'validation.passwordShort';
}

export function checkSmsCode(raw: string): RuleKey | null {
  const v = raw.trim();
  if (!v) return 'validation.captchaRequired';
  return SMS_CODE_RE.test(v) ? null : 'validation.captchaInvalid';
}

export function checkNickname(raw: string): RuleKey | null {
  const v = raw.trim();
  if (!v) return 'validation.nicknameRequired';
  return v.length <= NICKNAME_MAX ? null : 'validation.nicknameLong';
}

/** Rename dialogs: an empty (or blank) name is refused with 'Rename content cannot be empty'. */
export function checkRename(raw: string): RuleKey | null {
  return raw.trim() ? null : 'validation.renameEmpty';
}

export function checkAgreement(agreed: boolean): RuleKey | null {
  return agreed ? null : 'validation.agreementRequired';
}

/** Caps lock is on when a letter arrives uppercase without shift, or lowercase with it. */
export function capsLockFromKey(key: string, shift: boolean): boolean | null {
  if (key.length !== 1 || key.toLowerCase() === key.toUpperCase()) return null;
  const upper = key === key.toUpperCase();
  return upper !== shift;
}

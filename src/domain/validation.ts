/**
 * Input rules (docs/product.md). Each returns the i18n key of the message, or null when the value is fine, so the
 * form and the fake server give the same answer from one rule.
 */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 6;
export const SMS_CODE_RE = /^\d{6}$/;
export const NICKNAME_MAX = 20;
/** Names of digital humans, voices and works: any text (markup included, shown as text), at most this long. */
export const NAME_MAX = 30;
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
  | 'validation.renameEmpty'
  | 'validation.nameControl'
  | 'validation.nameLong';

/** The mobile as typed, trimmed (sign-in trims it). */
export const normalizeMobile = (raw: string): string => raw.trim();

export function checkMobile(raw: string): RuleKey | null {
  const v = normalizeMobile(raw);
  if (!v) return 'validation.mobileRequired';
  return MOBILE_RE.test(v) ? null : 'validation.mobileInvalid';
}

/** An account is a mobile number or an e-mail address (no screen asks for an e-mail today: sign-in takes a mobile). */
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

/** Characters a person cannot see: spaces, and format characters such as zero-width spaces, joiners and the BOM. */
const INVISIBLE = /[\s\p{Cf}]/gu;
/** Control characters (a line break, a tab, NUL, DEL...): a name is one line of text. */
const CONTROL = /\p{Cc}/u;

/**
 * What is wrong with a name beside its length: nothing a person can see (only spaces and zero-width characters:
 * 'empty'), or a control character inside it ('control'). The forms and the fake service both ask this.
 */
export function nameFault(raw: string): 'empty' | 'control' | null {
  const v = raw.trim();
  if (!v.replace(INVISIBLE, '')) return 'empty';
  return CONTROL.test(v) ? 'control' : null;
}

export function checkNickname(raw: string): RuleKey | null {
  const v = raw.trim();
  const fault = nameFault(v);
  if (fault === 'empty') return 'validation.nicknameRequired';
  if (fault === 'control') return 'validation.nameControl';
  return v.length <= NICKNAME_MAX ? null : 'validation.nicknameLong';
}

/**
 * Rename dialogs: an empty (or blank, or zero-width only) name is refused with 'Rename content cannot be empty', one
 * holding a control character with its own message, a longer one than `max` characters (counted as a person counts
 * them) with 'A name can be at most {{max}} characters'. Any other text is a name: markup is stored and shown as text.
 */
export function checkRename(raw: string, max: number = NAME_MAX): RuleKey | null {
  const v = raw.trim();
  const fault = nameFault(v);
  if (fault === 'empty') return 'validation.renameEmpty';
  if (fault === 'control') return 'validation.nameControl';
  return Array.from(v).length <= max ? null : 'validation.nameLong';
}

/** What a rename dialog renames: a name (digital human, voice, work) or one's nickname. */
export type NameKind = 'name' | 'nickname';

/** The rule of a rename, with what its message needs; the dialog and the service both read it. */
export function checkName(kind: NameKind, raw: string): { key: RuleKey; max: number } | null {
  const max = kind === 'nickname' ? NICKNAME_MAX : NAME_MAX;
  // A blank rename is refused in the rename's words ('cannot be empty'), a long nickname in the nickname's.
  const key =
    checkRename(raw, max) === 'validation.renameEmpty'
      ? 'validation.renameEmpty'
      : kind === 'nickname'
        ? checkNickname(raw)
        : checkRename(raw, max);
  return key ? { key, max } : null;
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

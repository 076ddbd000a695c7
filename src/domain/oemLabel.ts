import { BRAND_NAME_TOO_LONG, brandNameFits } from './brandName';

/** The rules of a new branded label (createOem), read by the form and the fake server. */
export const OEM_CODE_RE = /^[A-Z0-9_]{2,20}$/;
export const DOMAIN_RE = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
/** Logo and background may be uploaded as data URLs; this keeps the demo database small. */
export const BRAND_IMAGE_MAX_CHARS = 400_000;
export const OSS_TYPES = ['aliyun', 'tencent', 'minio'] as const;

export type OemRuleKey =
  | 'reseller.validation.wordsRequired'
  | typeof BRAND_NAME_TOO_LONG
  | 'reseller.validation.oemCodeInvalid'
  | 'reseller.validation.domainInvalid'
  | 'reseller.validation.urlInvalid'
  | 'reseller.validation.imageTooLarge';

/** The label's words are its brand name: the one brand-name rule (src/domain/brandName.ts), and required. */
export function checkWords(raw: string): OemRuleKey | null {
  if (!raw.trim()) return 'reseller.validation.wordsRequired';
  return brandNameFits(raw) ? null : BRAND_NAME_TOO_LONG;
}

export const normalizeOemCode = (raw: string): string => raw.trim().toUpperCase();
export const checkOemCode = (raw: string): OemRuleKey | null =>
  OEM_CODE_RE.test(normalizeOemCode(raw)) ? null : 'reseller.validation.oemCodeInvalid';

/** A bare host name: no scheme, no port, no path. */
export const normalizeDomain = (raw: string): string => raw.trim().toLowerCase();
export const checkDomain = (raw: string): OemRuleKey | null =>
  DOMAIN_RE.test(normalizeDomain(raw)) ? null : 'reseller.validation.domainInvalid';

/** Optional host or URL fields (agreement domain, share prefix): empty, or http(s) / a bare host. */
export function checkOptionalUrl(raw: string): OemRuleKey | null {
  const v = raw.trim();
  if (!v) return null;
  return /^(https?:\/\/)?[a-z0-9.-]+(:\d+)?(\/\S*)?$/i.test(v) ? null : 'reseller.validation.urlInvalid';
}

export const checkImage = (raw: string): OemRuleKey | null =>
  raw.length <= BRAND_IMAGE_MAX_CHARS ? null : 'reseller.validation.imageTooLarge';

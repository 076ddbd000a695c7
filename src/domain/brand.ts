import type { Language } from './language';

/** White-label info (docs/product.md#white-label-fields), as the console uses it. */
export interface BrandInfo {
  oemLogo: string;
  oemBg: string;
  oemName: string;
  oemCode: string;
  showAgreementDomainName: string;
  shareAddressPrefix: string;
  unifiedComputingPower: boolean;
  showAudition: boolean;
  hailuoAudioGeneratePower: boolean;
  ossType: string;
  /** Optional parts of a brand's config: its theme colour, English name and first language. */
  themeColor?: string;
  oemNameEn?: string;
  language?: Language;
  /** Only in the brand cookie: it could not hold the brand's logo (brandForCookie), which the brand's answer brings. */
  logoLeftOut?: boolean;
}

/** The brand's name in a language: the English name outside Chinese when the brand has one. */
export function brandName(brand: Pick<BrandInfo, 'oemName' | 'oemNameEn'> | null, lang: string): string {
  if (!brand) return '';
  return lang !== 'zh' && brand.oemNameEn ? brand.oemNameEn : brand.oemName;
}

/**
 * What the brand cookie keeps: a cookie holds 4 kB, and a brand's pictures may be data URLs of hundreds (a label made
 * with an uploaded logo). Those are left out; the brand's answer brings them, and until it does the neutral mark shows.
 */
export function brandForCookie(b: BrandInfo): BrandInfo {
  const small = (url: string) => (url.startsWith('data:') && url.length > 512 ? '' : url);
  const logo = small(b.oemLogo);
  return { ...b, oemLogo: logo, oemBg: small(b.oemBg), ...(logo !== b.oemLogo ? { logoLeftOut: true } : {}) };
}

/**
 * A brand is shown by its first letter on its colour (src/components/Lettermark.tsx) where its logo goes when it has
 * none: a brand made in the demo's studio without one. Not a brand whose logo the cookie left out (brandForCookie): its
 * answer brings the logo, and until then the sign-in card keeps the neutral mark, not a letter giving way to a logo.
 * Takes the brand cookie as parsed, whatever it holds: the first screen's inline script asks it before the console does.
 */
export function showsLettermark(brand: unknown): boolean {
  if (typeof brand !== 'object' || brand === null) return false;
  const b = brand as Partial<BrandInfo>;
  return !b.oemLogo && !b.logoLeftOut;
}

export type AgreementKind = 'privacy' | 'user';

/**
 * Agreement links are built from the brand's agreement host and code, in a Chinese or an English variant
 * (docs/product.md#white-label-fields). With no agreement host the console's own copy (served beside the app) is used.
 */
export function agreementUrl(
  brand: Pick<BrandInfo, 'showAgreementDomainName' | 'oemCode'>,
  kind: AgreementKind,
  lang: Language,
): string {
  const variant = lang === 'zh' ? 'zh' : 'en';
  return `${agreementSite(brand.showAgreementDomainName)}/agreement/${kind}-${variant}.html?oemCode=${encodeURIComponent(brand.oemCode)}`;
}

/** The site the agreements are on: the brand's agreement host (with https:// when it names none), else this one. */
export function agreementSite(domainName: string): string {
  const host = domainName.trim().replace(/\/+$/, '');
  return host ? (/^https?:\/\//.test(host) ? host : `https://${host}`) : '.';
}

/** The invite link a user shares: the brand's share prefix (or this site) with the inviter's code. */
export function inviteLink(prefix: string, fallbackOrigin: string, inviteCode: string): string {
  const base = (prefix.trim() || fallbackOrigin).replace(/\/+$/, '');
  return `${base}/#/login?mode=register&inviteCode=${encodeURIComponent(inviteCode)}`;
}

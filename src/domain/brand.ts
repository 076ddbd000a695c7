import type { Language } from './language';

/** White-label info of spec.md section 1, as the console uses it. */
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
}

export type AgreementKind = 'privacy' | 'user';

/**
 * Agreement links are built from the brand's agreement host and code, in a Chinese or an English variant
 * (spec.md section 2). With no agreement host the console's own copy (served beside the app) is used.
 */
export function agreementUrl(
  brand: Pick<BrandInfo, 'showAgreementDomainName' | 'oemCode'>,
  kind: AgreementKind,
  lang: Language,
): string {
  const variant = lang === 'zh' ? 'zh' : 'en';
  const host = brand.showAgreementDomainName.trim().replace(/\/+$/, '');
  const base = host ? (/^https?:\/\//.test(host) ? host : `https://${host}`) : '.';
  return `${base}/agreement/${kind}-${variant}.html?oemCode=${encodeURIComponent(brand.oemCode)}`;
}

/** The invite link a user shares: the brand's share prefix (or this site) with the inviter's code. */
export function inviteLink(prefix: string, fallbackOrigin: string, inviteCode: string): string {
  const base = (prefix.trim() || fallbackOrigin).replace(/\/+$/, '');
  return `${base}/#/login?mode=register&inviteCode=${encodeURIComponent(inviteCode)}`;
}

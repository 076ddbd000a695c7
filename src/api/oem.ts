import type { BrandInfo } from '../domain/brand';
import { type Language, toLanguage } from '../domain/language';
import { isHexColor } from '../domain/theme';
import { callApi } from './http';
import type { OemConfigDto } from './types';

export function toBrand(d: OemConfigDto): BrandInfo {
  return {
    oemLogo: d.logo,
    oemBg: d.oemLoginBackground,
    oemName: d.words,
    oemCode: d.oemCode,
    showAgreementDomainName: d.showAgreementDomainName,
    shareAddressPrefix: d.shareAddressPrefix,
    unifiedComputingPower: d.unifiedComputingPower === 1,
    showAudition: d.showAudition === 1,
    hailuoAudioGeneratePower: d.hailuoAudioGeneratePower === 1,
    ossType: d.ossType,
    ...(d.themeColor && isHexColor(d.themeColor) ? { themeColor: d.themeColor.toLowerCase() } : {}),
    ...(d.wordsEn ? { oemNameEn: d.wordsEn } : {}),
    ...(toLanguage(d.language) ? { language: toLanguage(d.language) as Language } : {}),
  };
}

/** The white-label config of the host the console is served from. */
export const queryOemConfigByDomain = async (domain: string): Promise<BrandInfo> =>
  toBrand(await callApi('/oemConfig/queryOemConfigByDomain', { domain }));

import type { BrandInfo } from '../domain/brand';
import { get } from './http';
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
  };
}

/** The white-label config of the host the console is served from. */
export const queryOemConfigByDomain = async (domain: string): Promise<BrandInfo> =>
  toBrand(await get('/oemConfig/queryOemConfigByDomain', { domain }));

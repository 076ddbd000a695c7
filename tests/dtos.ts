// Records as the service sends them, for the tests that stand in for it (unit stores, the production e2e): the usual
// values once, and each test names only what it is about.
import type { UserInfoDto } from '../src/api/types';
import type { BrandInfo } from '../src/domain/brand';

/** The member 13800000005 as the service describes them: no role, no membership, no points. */
export const userInfo = (patch: Partial<UserInfoDto> = {}): UserInfoDto => ({
  userId: 'u5',
  nickname: '陈静',
  mobile: '13800000005',
  avatar: '',
  isAdmin: 0,
  isAgent: 0,
  canSetAgent: 0,
  userRole: '',
  appLanguage: 'zh',
  aigcExpiresTime: 0,
  unifiedComputingPower: 0,
  inviteCode: 'X',
  oemCode: 'ZHIYING',
  ...patch,
});

/** A brand (Acme): one power balance, auditions shown, Hailuo audio not priced apart, files on Aliyun. */
export const brandInfo = (patch: Partial<BrandInfo> = {}): BrandInfo => ({
  oemLogo: 'logo.svg',
  oemBg: 'bg.svg',
  oemName: 'Acme',
  oemCode: 'ACME',
  showAgreementDomainName: '',
  shareAddressPrefix: '',
  unifiedComputingPower: true,
  showAudition: true,
  hailuoAudioGeneratePower: false,
  ossType: 'aliyun',
  ...patch,
});

/** The brand answer of the stand-in real service (`queryOemConfigByDomain`'s raw fields): Real Brand, code REAL. */
export const REAL_BRAND_ANSWER = {
  logo: '',
  oemLoginBackground: '',
  words: 'Real Brand',
  oemCode: 'REAL',
  showAgreementDomainName: 'agree.example.com',
  shareAddressPrefix: '',
  unifiedComputingPower: 1,
  showAudition: 1,
  hailuoAudioGeneratePower: 0,
  ossType: 'aliyun',
};

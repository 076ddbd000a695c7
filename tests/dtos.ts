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

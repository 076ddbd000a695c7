/**
 * Request and response types of every call, shared by src/api and mirage/. The envelope is `{code, msg, data}`
 * (spec.md section 7); callers of src/api never see it.
 */
import type { Language } from '../domain/language';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** /oemConfig/queryOemConfigByDomain, as the real service names the fields. */
export interface OemConfigDto {
  logo: string;
  oemLoginBackground: string;
  words: string;
  oemCode: string;
  showAgreementDomainName: string;
  shareAddressPrefix: string;
  unifiedComputingPower: number;
  showAudition: number;
  hailuoAudioGeneratePower: number;
  ossType: string;
}

export interface UserInfoDto {
  userId: string;
  nickname: string;
  mobile: string;
  avatar: string;
  isAdmin: number;
  isAgent: number;
  canSetAgent: number;
  userRole: string;
  appLanguage: Language;
  /** Membership expiry, epoch ms; 0 when the user never had VIP. */
  aigcExpiresTime: number;
  /** Computing-power balance in points. */
  unifiedComputingPower: number;
  inviteCode: string;
  oemCode: string;
}

export interface LoginDto extends UserInfoDto {
  token: string;
  tokenId: string;
}

export interface LoginRequest {
  mobilePhone: string;
  passWord: string;
}

export interface RegisterRequest {
  mobilePhone: string;
  passWord: string;
  nickName: string;
  messageCode: string;
  inviteCode: string;
  appLanguage: Language;
}

export interface SendCodeRequest {
  mobilePhone: string;
  /** What the code is for; only registration uses one today. */
  scene: 'register';
}

export interface LanguageDicRequest {
  language: Language;
}

/** A flat message dictionary: dotted i18n keys to text. */
export type LanguageDic = Record<string, string>;

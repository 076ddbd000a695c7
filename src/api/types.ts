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

// --- Personal home: packages, membership, payments, orders, power ledger, change log -------------------------------

/** A paged list (default page size 20). */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}
export interface Paged<T> {
  list: T[];
  total: number;
}

/** A package the caller's brand sells, with the membership gift it adds. */
export interface PackageDto {
  id: string;
  name: string;
  priceYuan: number;
  period: import('../domain/power').PackagePeriod;
  points: number;
  giftPoints: number;
}

/** The membership card of the personal page, read on the server's clock. */
export interface MembershipDto {
  vipState: import('../domain/membership').VipState;
  aigcExpiresTime: number;
  unifiedComputingPower: number;
  /** The server's time, so the console counts days and quick ranges on the same clock. */
  serverTime: number;
  /** Accounts registered with the caller's invite code, and the points they brought. */
  invitedCount: number;
  invitationPoints: number;
}

export interface CreatePaymentRequest {
  packageId: string;
}

export interface PaymentDto {
  paymentId: string;
  orderId: string;
  packageName: string;
  amountYuan: number;
  /** What the WeChat QR code encodes (Native pay code_url). */
  codeUrl: string;
  state: import('../domain/payment').PaymentState;
  createdAt: number;
  expiresAt: number;
  /** Milliseconds left to pay when the server answered. */
  remainingMs: number;
  settledAt: number | null;
}

export interface PaymentIdRequest {
  paymentId: string;
}

export interface UserPageRequest extends PageRequest {
  /** Whose records; another person's only when the caller manages them. */
  userId: string;
}

export interface OrderDto {
  orderId: string;
  paymentId: string;
  packageName: string;
  period: import('../domain/power').PackagePeriod;
  points: number;
  giftPoints: number;
  amountYuan: number;
  state: import('../domain/payment').PaymentState;
  createdAt: number;
  paidAt: number | null;
}

/** A type, one of the two groups, or '' for every record. */
export type PowerRecordFilter = import('../domain/power').PowerRecordType | 'gain' | 'consumption' | '';

export interface PowerRecordRequest extends UserPageRequest {
  type?: PowerRecordFilter;
  /** Inclusive epoch-ms bounds on the record time; 0 or absent: open. */
  startTime?: number;
  endTime?: number;
}

export interface PowerRecordDto {
  id: string;
  type: import('../domain/power').PowerRecordType;
  delta: number;
  /** The balance right after this record. */
  balance: number;
  note: string;
  createdAt: number;
  operatorName: string;
}

export interface PowerRecordPage extends Paged<PowerRecordDto> {
  /** Sum of the matching records' deltas (gains and spending over the filter). */
  gained: number;
  spent: number;
}

export interface ChangeLogDto {
  id: string;
  field: string;
  before: string;
  after: string;
  operatorName: string;
  createdAt: number;
}

/**
 * Request and response types of every call, shared by src/api and mirage/. The envelope is `{code, msg, data}`
 * (spec.md section 7); callers of src/api never see it.
 */
import type { AudioStatus, AvatarOrientation, AvatarStatus, VoiceStatus, VoiceVersion } from '../domain/assets';
import type { Language } from '../domain/language';
import type { TimbreTier } from '../domain/script';
import type { UploadKind } from '../domain/upload';

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

/* ---- Creation assets: uploads, digital humans, voices, AI audio (issue 4) ---- */

/** Paged lists take {pageNum, pageSize} (default 20) and answer {list, total}. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}
export interface PageDto<T> {
  list: T[];
  total: number;
}
export interface IdRequest {
  id: string;
}
export interface RenameRequest {
  id: string;
  name: string;
}

/** /scriptInfo/getStsACS: asks where to put a file, before sending any byte. */
export interface StsRequest {
  kind: UploadKind;
  fileName: string;
  fileSize: number;
  contentType: string;
}
/**
 * Where and how to send the bytes. `PUT` sends the file as the body (presigned URL); `POST` sends a multipart form
 * of `fields` then the file as `file` (policy upload). The fake server answers with a target it serves itself.
 */
export interface StsDto {
  ossType: string;
  key: string;
  uploadUrl: string;
  method: 'PUT' | 'POST';
  fields: Record<string, string>;
  headers: Record<string, string>;
  /** Epoch ms after which the target refuses the upload. */
  expireAt: number;
}
/** /ossLocalSourceMapper/saveOssLocalSourceMapper: records an uploaded object with the metadata the browser read. */
export interface SaveSourceRequest {
  key: string;
  kind: UploadKind;
  fileName: string;
  fileSize: number;
  duration?: number;
  width?: number;
  height?: number;
}
export interface SourceDto {
  sourceId: string;
  kind: UploadKind;
  url: string;
  fileName: string;
  fileSize: number;
  duration: number;
  width: number;
  height: number;
}

export interface AvatarDto {
  id: string;
  name: string;
  orientation: AvatarOrientation;
  status: AvatarStatus;
  videoUrl: string;
  width: number;
  height: number;
  createdAt: number;
}
export interface CreateAvatarRequest {
  name: string;
  orientation: AvatarOrientation;
  sourceId: string;
}

export interface VoiceDto {
  id: string;
  name: string;
  version: VoiceVersion;
  status: VoiceStatus;
  /** Bought as a paid timbre (3000 points): 3000-character scripts instead of 270. */
  purchased: boolean;
  createdAt: number;
  /** When training ends (or ended), on the server clock. */
  trainedAt: number;
}
export interface CreateVoiceRequest {
  name: string;
  version: VoiceVersion;
  sourceId: string;
}
/** A voice the AI audio screen can speak with: the platform's free timbres and the user's trained voices. */
export interface TimbreDto {
  id: string;
  name: string;
  tier: TimbreTier;
  system: boolean;
}
export interface BuyTimbreDto {
  voice: VoiceDto;
  /** The balance after the purchase. */
  balance: number;
}
export interface AuditionDto {
  url: string;
}

export interface GenerateAudioRequest {
  voiceId: string;
  text: string;
  rate: number;
}
export interface AudioDto {
  id: string;
  voiceId: string;
  voiceName: string;
  text: string;
  rate: number;
  status: AudioStatus;
  /** 0..1 while generating. */
  progress: number;
  /** Empty until done, and after expiry. */
  url: string;
  durationS: number;
  cost: number;
  createdAt: number;
  expiresAt: number;
}

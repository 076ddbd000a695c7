import type { OemConfigDto } from '../src/api/types';
import type { Language } from '../src/domain/language';
import type { PaymentTimes } from '../src/domain/payment';
import type { AvatarOrientation, VoiceVersion } from '../src/domain/assets';
import type { CardStock, PackagePeriod, PowerRecordType } from '../src/domain/power';
import type { UploadKind } from '../src/domain/upload';
import type { TaskOrientation, TaskTimes, VideoModel } from '../src/domain/task';
import type { CreateTaskRequest, TaskMode } from '../src/api/types';
import type { MediaFailure } from './media/jobs';

/** One account of the platform, as the fake server keeps it. Times are virtual epoch ms. */
export interface DbUser {
  id: string;
  mobile: string;
  password: string;
  nickname: string;
  avatar: string;
  isAdmin: number;
  isAgent: number;
  canSetAgent: number;
  userRole: string;
  parentId: string | null;
  aigcExpiresTime: number;
  power: number;
  inviteCode: string;
  oemCode: string;
  appLanguage: Language;
  createdAt: number;
  /** An agent's stock of recharge cards, spent when recharging subordinates. */
  cards: CardStock;
}

/** One move of a user's computing power; the records of a user always add up to their balance. */
export interface DbPowerRecord {
  id: string;
  userId: string;
  type: PowerRecordType;
  /** Signed points: negative for consumption. */
  delta: number;
  /** Balance after this record. */
  balance: number;
  createdAt: number;
  /** What it was for (task name, package name, invitee...), shown in the ledger. */
  note: string;
  /** Who caused it (the user, their agent, the system). */
  operatorId: string;
}

/** What changed on an account, when and by whom (/dataChangeLog/getDataChangeLog). */
export interface DbChangeLog {
  id: string;
  userId: string;
  /** What changed: nickname, appLanguage, vip, power, cards, role, ... */
  field: string;
  before: string;
  after: string;
  operatorId: string;
  createdAt: number;
}

export interface DbPackage {
  id: string;
  oemCode: string;
  name: string;
  priceYuan: number;
  period: PackagePeriod;
  points: number;
}

/** One purchase of a package; what it bought is copied, so a later package edit leaves the order as it was. */
export interface DbOrder {
  id: string;
  userId: string;
  oemCode: string;
  packageId: string;
  packageName: string;
  period: PackagePeriod;
  points: number;
  giftPoints: number;
  amountYuan: number;
  paymentId: string;
  createdAt: number;
}

/** A WeChat payment of an order. Its state is derived (src/domain/payment.ts): only how it ended is stored. */
export interface DbPayment extends PaymentTimes {
  id: string;
  orderId: string;
  userId: string;
  amountYuan: number;
  codeUrl: string;
  /** A demo scene's payer pays at this time (settled when the service is next called after it). */
  payAt?: number;
}

export interface DbSession {
  token: string;
  tokenId: string;
  userId: string;
  createdAt: number;
  /** A cleared session (logout) answers 204, as a token never issued does. */
  cleared: boolean;
}

export interface DbSmsCode {
  mobile: string;
  code: string;
  sentAt: number;
}

export interface DbBrand extends OemConfigDto {
  /** Hosts this brand is served on; '*' marks the default brand. */
  domains: string[];
  /** What getAgentMobile answers for this brand's customers with no agent of their own. */
  agentContact: string;
}

export interface DbData {
  version: number;
  seed: number;
  scenario: string;
  users: DbUser[];
  sessions: DbSession[];
  /** The random part of this data's tokens (mirage/backend.ts): new at every start and reset. */
  tokenNonce?: string;
  smsCodes: DbSmsCode[];
  brands: DbBrand[];
  powerRecords: DbPowerRecord[];
  packages: DbPackage[];
  changeLogs: DbChangeLog[];
  /** Package purchases and their WeChat payments (mirage/payments.ts). */
  orders: DbOrder[];
  payments: DbPayment[];
  /** A running counter so new ids never collide with seeded ones. */
  nextId: number;
  /** Creation assets: upload targets and saved sources, digital humans, voice models, generated audio. */
  sources: DbSource[];
  avatars: DbAvatar[];
  voices: DbVoice[];
  audios: DbAudio[];
  assetQuotas: DbAssetQuota[];
  /** Video tasks. */
  tasks: DbTask[];
  /** A demo scene's cue: the next payment started is paid this long after it starts (mirage/scenes). */
  demoPayAfterMs?: number;
}

export const DB_VERSION = 4;

export const findUser = (db: DbData, id: string): DbUser | undefined => db.users.find((u) => u.id === id);
export const findUserByMobile = (db: DbData, mobile: string): DbUser | undefined =>
  db.users.find((u) => u.mobile === mobile);
export const nextId = (db: DbData, prefix: string): string => `${prefix}${++db.nextId}`;

/**
 * One upload: issued by getStsACS (a key the browser may put bytes under), then saved by saveOssLocalSourceMapper
 * with the metadata the browser read. `ref` says where the bytes are (see mirage/media.ts).
 */
export interface DbSource {
  id: string;
  key: string;
  userId: string;
  kind: UploadKind;
  fileName: string;
  fileSize: number;
  contentType: string;
  issuedAt: number;
  expireAt: number;
  saved: boolean;
  ref: string;
  duration: number;
  width: number;
  height: number;
}

export interface DbAvatar {
  id: string;
  userId: string;
  name: string;
  orientation: AvatarOrientation;
  ref: string;
  width: number;
  height: number;
  createdAt: number;
  /** The cutout ends here (5-10 s after creation). */
  readyAt: number;
  /** Its still: a seeded face (mirage/portraits.ts) or the first frame the console took from the upload; '' none. */
  posterRef?: string;
}

export interface DbVoice {
  id: string;
  userId: string;
  name: string;
  version: VoiceVersion;
  ref: string;
  createdAt: number;
  /** Training ends here; `fails` says how. */
  trainedAt: number;
  fails: boolean;
  purchased: boolean;
}

export interface DbAudio {
  id: string;
  userId: string;
  voiceId: string;
  voiceName: string;
  text: string;
  rate: number;
  ref: string;
  durationS: number;
  cost: number;
  createdAt: number;
  readyAt: number;
}

/** What a user may still create; absent rows take the defaults of src/domain/assets.ts. */
export interface DbAssetQuota {
  userId: string;
  avatarLeft: number;
  cloneLeft: number;
}

/**
 * A video task. Its status is derived from createdAt, violation and failAt with the clock (src/domain/task.ts);
 * `refunded` records that a failed run's power went back.
 */
export interface DbTask extends TaskTimes {
  id: string;
  userId: string;
  name: string;
  mode: TaskMode;
  model: VideoModel;
  /** The moderation finding behind a violation (the word or the file name). */
  violationDetail: string;
  cost: number;
  refunded: boolean;
  durationS: number;
  /** Why its render failed, when it did (the work then failed in its edit: failAt 'edit'). */
  renderFailure?: MediaFailure;
  /** Its length and cost were set again from the made video (settleLengths). */
  lengthSettled?: boolean;
  orientation: TaskOrientation;
  /** The result the fake renderer answers with: the digital human's own clip. */
  ref: string;
  /**
   * A work of the seed or a scenario, whose seeded clip is its face speaking its script (mirage/faceClips.ts): a maker
   * that declines such works (fake:serve, shared by teams that reset sandboxes often) leaves it that clip.
   */
  seeded?: true;
  coverRef: string;
  /** The still of its digital human when it was made (the work's poster when it has no cover image). */
  posterRef?: string;
  /**
   * An uploaded file the work is made from was gone from the browser's store before its video was made (storage
   * cleared, a test tab reloaded): the work failed for it, and says which (mirage/tasks.ts goneUpload).
   */
  uploadGone?: GoneUpload;
  input: CreateTaskRequest;
}

/** The uploads a work is made from: its digital human's clip or picture, the background, the cover image, the audio. */
export type GoneUpload = 'avatar' | 'background' | 'cover' | 'audio';

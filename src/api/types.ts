/**
 * Request and response types of every call, shared by src/api and mirage/. The envelope is `{code, msg, data}`
 * (docs/product.md#codes); callers of src/api never see it.
 */
import type { Language } from '../domain/language';
import type { VipState } from '../domain/membership';
import type { PaymentState } from '../domain/payment';
import type { PackagePeriod, PowerRecordType } from '../domain/power';
import type { AudioStatus, AvatarOrientation, AvatarStatus, VoiceStatus, VoiceVersion } from '../domain/assets';
import type { TimbreTier } from '../domain/script';
import type { UploadKind } from '../domain/upload';
import type {
  OutputLanguage,
  TaskOrientation,
  TaskScriptInput,
  TaskSeniorInput,
  TaskStatus,
  VideoModel,
} from '../domain/task';

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
  /** The brand's theme colour (#rrggbb); absent: the console's default. */
  themeColor?: string;
  /** The brand words in English when they differ from `words`; absent: `words` in every language. */
  wordsEn?: string;
  /** The language a first visit starts in (zh, en, es, ja); absent: Chinese, or English for a non-Chinese browser. */
  language?: string;
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

/**
 * A paged list: the service answers the first page of 20 when the caller names none. One rule for every list
 * (src/domain/paging.ts): a page or size outside these bounds is refused with 'parameter error: <field>', never
 * clamped.
 */
export interface PageRequest {
  /**
   * 1-based; default 1.
   * @asType integer
   * @minimum 1
   */
  pageNum?: number;
  /**
   * Rows a page holds; default 20, at most 100 (MAX_PAGE_SIZE).
   * @asType integer
   * @minimum 1
   * @maximum 100
   */
  pageSize?: number;
}
/** One page of a list and the count of all its rows: every paged list answers this. */
export interface PageDto<T> {
  list: T[];
  total: number;
}

/** A package the caller's brand sells, with the membership gift it adds. */
export interface PackageDto {
  id: string;
  name: string;
  priceYuan: number;
  period: PackagePeriod;
  points: number;
  giftPoints: number;
}

/** The membership card of the personal page, read on the server's clock. */
export interface MembershipDto {
  vipState: VipState;
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
  state: PaymentState;
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
  /** Whose records (default: the caller's); another person's only when the caller manages them. */
  userId?: string;
}

export interface OrderDto {
  orderId: string;
  paymentId: string;
  packageName: string;
  period: PackagePeriod;
  points: number;
  giftPoints: number;
  amountYuan: number;
  state: PaymentState;
  createdAt: number;
  paidAt: number | null;
}

/** A type, one of the two groups, or '' for every record. */
export type PowerRecordFilter = PowerRecordType | 'gain' | 'consumption' | '';

export interface PowerRecordRequest extends UserPageRequest {
  type?: PowerRecordFilter;
  /** Inclusive epoch-ms bounds on the record time; 0 or absent: open. */
  startTime?: number;
  endTime?: number;
}

export interface PowerRecordDto {
  id: string;
  type: PowerRecordType;
  delta: number;
  /** The balance right after this record. */
  balance: number;
  note: string;
  createdAt: number;
  operatorName: string;
}

export interface PowerRecordPage extends PageDto<PowerRecordDto> {
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

/* ---- Reseller management (/usermanage) ---- */

export type ClientSortField = 'createdAt' | 'power' | 'aigcExpiresTime' | 'nickname';
export type SortOrder = 'asc' | 'desc';

/** /usermanage/getMyClientList and /usermanage/getProxyUserList. */
export interface PersonListRequest extends PageRequest {
  /** Part of a mobile number or a nickname. */
  keyword?: string;
  sortField?: ClientSortField;
  sortOrder?: SortOrder;
  /** Only the direct subordinates of this person (a details page). */
  parentId?: string;
}

/** A person in a reseller's lists. */
export interface PersonRowDto {
  userId: string;
  nickname: string;
  mobile: string;
  /** Remaining computing power, in points. */
  power: number;
  /** Remaining day / month / year cards. */
  cards: { day: number; month: number; year: number };
  /** Membership expiry, epoch ms; 0 when never a member. */
  aigcExpiresTime: number;
  /** Whether the membership runs now (on the server's clock, which is virtual in the demo). */
  vipActive: boolean;
  isAgent: number;
  canSetAgent: number;
  parentId: string;
  parentNickname: string;
  createdAt: number;
}

export interface PersonDetailDto extends PersonRowDto {
  inviteCode: string;
  userRole: string;
  parentMobile: string;
  /** Direct subordinates. */
  subordinateCount: number;
}

/** /usermanage/recharge: a card, computing power (entered in units of 10) or a package. */
export interface RechargeRequest {
  userId: string;
  kind: 'card' | 'power' | 'package';
  cardType?: 'day' | 'month' | 'year';
  /** Cards at once (card kind); default 1. */
  count?: number;
  /** Entered power: a positive multiple of 10; the person receives entered x 10 points. */
  power?: number;
  packageId?: string;
}

/** What the recharge left: the person's and the reseller's balances. */
export interface RechargeResultDto {
  person: PersonRowDto;
  /** The reseller's stock after it; unlimited for the admin and the assistant. */
  stock: { cards: { day: number; month: number; year: number }; power: number; unlimited: boolean };
}

export interface StockDto {
  cards: { day: number; month: number; year: number };
  power: number;
  unlimited: boolean;
}

export interface SetAgentRequest {
  userId: string;
  /** 1: the new agent may set agents too (admin and assistant only). */
  canSetAgent?: number;
}

/** /overview/getOverviewData */
export interface OverviewRequest {
  /** A quick range ending at the server's now, or a custom range in startTime / endTime. */
  range?: 'week' | 'month' | 'threeMonths';
  startTime?: number;
  endTime?: number;
  /**
   * The reader's zone as `Date.prototype.getTimezoneOffset` gives it (minutes, -480 in Beijing; default 0): a quick
   * range starts at the reader's midnight, so each point is one of their days, today the last.
   */
  tzOffset?: number;
}

export interface OverviewCounts {
  invites: number;
  registrations: number;
  recharges: number;
}

/** Agents and clients are levels (how many at a moment), not events. */
export interface OverviewLevels {
  agents: number;
  clients: number;
}

/** One day or week: its events, and the levels at its end. */
export interface OverviewPoint extends OverviewCounts, OverviewLevels {
  start: number;
}

export interface OverviewDto {
  /** The range counted (a quick range resolved on the server's clock). */
  range: { start: number; end: number };
  totals: OverviewCounts & OverviewLevels;
  /** One point per day (ranges up to 31 days) or per week, from the range's start; the last one holds its end. */
  series: OverviewPoint[];
}

/** addPackage / updatePackage: power entered in units of 10 (points = power x 10). */
export interface PackageRequest {
  id?: string;
  name: string;
  priceYuan: number;
  period: PackageDto['period'];
  power: number;
}

export interface CreateUserRequest {
  mobilePhone: string;
  passWord: string;
  nickName: string;
  /** 1: an agent account; a customer when absent. */
  isAgent?: number;
  /** 1: an agent who may set agents; 0 when absent. */
  canSetAgent?: number;
}

/** A new brand: its name, code and domain; what is left out is the default brand's (logo, background, storage). */
export interface CreateOemRequest {
  words: string;
  oemCode: string;
  logo?: string;
  oemLoginBackground?: string;
  domain: string;
  showAgreementDomainName?: string;
  shareAddressPrefix?: string;
  unifiedComputingPower?: number;
  showAudition?: number;
  hailuoAudioGeneratePower?: number;
  ossType?: string;
}

export interface RoleListRequest extends PageRequest {
  /** Default and only grantable role: 'zhuli' (the boss assistant). */
  roleName?: string;
  keyword?: string;
}

export interface RoleUserDto {
  userId: string;
  nickname: string;
  mobile: string;
  userRole: string;
  createdAt: number;
}

/* ---- Creation assets: uploads, digital humans, voices, AI audio ---- */

/** Paged lists take PageRequest and answer PageDto (declared with the reseller types above). */
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
  /** The service reads kind, name and size from the target it issued for the key; the console sends them too. */
  kind?: UploadKind;
  fileName?: string;
  fileSize?: number;
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
  /** A still of the digital human (its video's first frame, as the service keeps it); '' when there is none. */
  posterUrl: string;
  width: number;
  height: number;
  createdAt: number;
}
export interface CreateAvatarRequest {
  name: string;
  orientation: AvatarOrientation;
  sourceId: string;
  /** An uploaded image ('image' kind): the video's first frame, taken by the console, kept as the avatar's still. */
  posterSourceId?: string;
}
/** My digital humans, a page at a time; `name` keeps those whose name holds it (case-insensitive). */
export interface AvatarListRequest extends PageRequest {
  name?: string;
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
  /** Why training failed, in the caller's language, with what to do about it; '' unless it failed. */
  failReason: string;
}
/** Trains a voice again on a new sample (one whose training failed, above all); its name and version stay. */
export interface RetrainVoiceRequest {
  id: string;
  sourceId: string;
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
/**
 * /voice/auditionVoice: a voice reading a sample sentence. The editor names the video's output language and rate, so
 * the voice is heard as the video will speak; elsewhere it speaks the caller's language at 1x.
 */
export interface AuditionRequest {
  id: string;
  language?: OutputLanguage;
  rate?: number;
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

/* ---------------------------------------------------------------- video tasks */

/** /task/createTask: basic editing sends the script part; advanced editing adds `senior`. */
export interface CreateTaskRequest extends TaskScriptInput {
  mode: TaskMode;
  senior?: TaskSeniorInput;
}
export type TaskMode = 'basic' | 'senior';

export interface TaskDto {
  id: string;
  name: string;
  mode: TaskMode;
  model: VideoModel;
  status: TaskStatus;
  /** 0..1 while editing. */
  progress: number;
  /** 1-based place in the queue while in queue, else 0. */
  queuePosition: number;
  /** Why a task failed or was refused, in the caller's language; '' otherwise. */
  reason: string;
  cost: number;
  /** The power of a failed run was given back (one record of the same consumption type, positive). */
  refunded: boolean;
  durationS: number;
  orientation: TaskOrientation;
  createdAt: number;
  finishedAt: number;
  /** When a successful result stops being kept (48 h after it ended). */
  expiresAt: number;
  expired: boolean;
  /** The result, only for a successful task not yet expired. */
  videoUrl: string;
  coverUrl: string;
  /** A still to show the work by: its cover image, else its digital human's still; '' when there is none. */
  posterUrl: string;
}

/** What a work was submitted with, to edit and submit it again ("Edit and resubmit"). */
export interface TaskInputDto {
  input: CreateTaskRequest;
  /** The banned words its texts hold, as the caller reads them; empty unless it was refused for its text. */
  flaggedWords: string[];
}
export interface ListTaskRequest extends PageRequest {
  status?: TaskStatus | '';
  name?: string;
}
export interface TaskPageDto extends PageDto<TaskDto> {
  /** How many of the caller's tasks are still moving (whatever the filter): the list re-reads while any are. */
  inFlight: number;
}

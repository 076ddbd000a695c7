import type { Language } from '../domain/language';
import type { Capability } from '../domain/permissions';
import type { Messages } from '../i18n';
import type {
  AudioDto,
  AuditionDto,
  AuditionRequest,
  AvatarDto,
  AvatarListRequest,
  BuyTimbreDto,
  ChangeLogDto,
  CreateAvatarRequest,
  CreateOemRequest,
  CreatePaymentRequest,
  CreateTaskRequest,
  CreateUserRequest,
  CreateVoiceRequest,
  GenerateAudioRequest,
  IdRequest,
  LanguageDic,
  LanguageDicRequest,
  ListTaskRequest,
  LoginDto,
  LoginRequest,
  MembershipDto,
  OemConfigDto,
  OrderDto,
  OverviewDto,
  OverviewRequest,
  PackageDto,
  PackageRequest,
  PageDto,
  PageRequest,
  PaymentDto,
  PaymentIdRequest,
  PersonDetailDto,
  PersonListRequest,
  PersonRowDto,
  PowerRecordPage,
  PowerRecordRequest,
  RechargeRequest,
  RechargeResultDto,
  RegisterRequest,
  RenameRequest,
  RetrainVoiceRequest,
  RoleListRequest,
  RoleUserDto,
  SaveSourceRequest,
  SendCodeRequest,
  SetAgentRequest,
  SourceDto,
  StockDto,
  StsDto,
  StsRequest,
  TaskDto,
  TaskInputDto,
  TaskPageDto,
  TimbreDto,
  UserInfoDto,
  UserPageRequest,
  VoiceDto,
} from './types';

/** A call that takes nothing. */
export type NoInput = Record<string, never>;

/**
 * The contract of the service, in two halves keyed by the same paths: ApiContract, the shapes (what a call takes, the
 * query of a GET or the JSON body of a POST, and the `data` of its answer), which `npm run openapi` turns into JSON
 * Schema; and CALLS below, the rules (method, who may call, whether it writes, how it fails). The compiler holds the
 * two to the same calls. Everything else is derived: the http client (src/api/http.ts), the fake server's routes and
 * role check (mirage/routes), openapi.json and docs/api.md (scripts/contract/openapi.ts) and the contract run.
 */
export interface ApiContract {
  '/oemConfig/queryOemConfigByDomain': { input: { domain: string }; data: OemConfigDto };
  '/languageDicPc/getLanguageDicJson': { input: LanguageDicRequest; data: LanguageDic };
  '/userInfo/loginByPwd': { input: LoginRequest; data: LoginDto };
  '/userInfo/sendMessageCode': { input: SendCodeRequest; data: null };
  '/userInfo/registerAccount': { input: RegisterRequest; data: null };
  '/userInfo/getUserInfo': { input: { userId: string }; data: UserInfoDto };
  '/login/clearToken': { input: { userId: string }; data: null };
  /** The signed-in user's language; the session names the user. */
  '/userInfo/setAppLanguage': { input: { userId?: string; appLanguage: Language }; data: null };
  /** The signed-in user's nickname; the session names the user. */
  '/userInfo/upNickName': { input: { userId?: string; nickName: string }; data: null };
  /** The signed-in user's invite link; the session names the user (userId is sent as the spec says). */
  '/userInfo/queryInviteUrl': { input: { userId?: string }; data: string };
  /** The signed-in user's agent contact; the session names the user. */
  '/userInvite/getAgentMobile': { input: { userId?: string }; data: string };
  '/packageInfo/getPackageListForSale': { input: NoInput; data: PackageDto[] };
  '/membership/getMembershipInfo': { input: NoInput; data: MembershipDto };
  '/payment/createPayment': { input: CreatePaymentRequest; data: PaymentDto };
  '/payment/getPaymentStatus': { input: PaymentIdRequest; data: PaymentDto };
  '/payment/cancelPayment': { input: PaymentIdRequest; data: PaymentDto };
  '/orderInformation/getOrderListByUserId': { input: UserPageRequest; data: PageDto<OrderDto> };
  '/powerRecord/getPowerRecordList': { input: PowerRecordRequest; data: PowerRecordPage };
  '/dataChangeLog/getDataChangeLog': { input: UserPageRequest; data: PageDto<ChangeLogDto> };
  '/usermanage/getMyClientList': { input: PersonListRequest; data: PageDto<PersonRowDto> };
  '/usermanage/getProxyUserList': { input: PersonListRequest; data: PageDto<PersonRowDto> };
  '/usermanage/getUserDetail': { input: { userId: string }; data: PersonDetailDto };
  '/usermanage/getMyStock': { input: NoInput; data: StockDto };
  '/usermanage/recharge': { input: RechargeRequest; data: RechargeResultDto };
  '/usermanage/setAgent': { input: SetAgentRequest; data: PersonRowDto };
  '/usermanage/cancelAgent': { input: { userId: string }; data: PersonRowDto };
  '/overview/getOverviewData': { input: OverviewRequest; data: OverviewDto };
  '/pkgAdmin/getPackageList': { input: NoInput; data: PackageDto[] };
  '/pkgAdmin/addPackage': { input: PackageRequest; data: PackageDto };
  '/pkgAdmin/updatePackage': { input: PackageRequest; data: PackageDto };
  '/pkgAdmin/deletePackage': { input: { id: string }; data: null };
  '/userInfo/createUser': { input: CreateUserRequest; data: { userId: string } };
  '/userInfo/createOem': { input: CreateOemRequest; data: OemConfigDto };
  '/userInfo/settingUserRole': {
    /** roleName: default and only grantable role 'zhuli' (the boss assistant). */
    input: { roleName?: string; mobilePhone?: string; userId?: string };
    data: RoleUserDto;
  };
  '/userInfo/queryRoleList': { input: RoleListRequest; data: PageDto<RoleUserDto> };
  '/userInfo/removeUserRole': { input: { roleName?: string; userId: string }; data: RoleUserDto };
  '/scriptInfo/getStsACS': { input: StsRequest; data: StsDto };
  '/ossLocalSourceMapper/saveOssLocalSourceMapper': { input: SaveSourceRequest; data: SourceDto };
  '/avatar/listAvatar': { input: AvatarListRequest; data: PageDto<AvatarDto> };
  '/avatar/createAvatar': { input: CreateAvatarRequest; data: AvatarDto };
  '/avatar/renameAvatar': { input: RenameRequest; data: AvatarDto };
  '/avatar/deleteAvatar': { input: IdRequest; data: null };
  '/voice/listVoice': { input: PageRequest; data: PageDto<VoiceDto> };
  '/voice/createVoice': { input: CreateVoiceRequest; data: VoiceDto };
  '/voice/renameVoice': { input: RenameRequest; data: VoiceDto };
  '/voice/deleteVoice': { input: IdRequest; data: null };
  '/voice/buyTimbre': { input: IdRequest; data: BuyTimbreDto };
  '/voice/auditionVoice': { input: AuditionRequest; data: AuditionDto };
  '/voice/listTimbre': { input: NoInput; data: TimbreDto[] };
  '/voice/retrainVoice': { input: RetrainVoiceRequest; data: VoiceDto };
  '/audio/generateAudio': { input: GenerateAudioRequest; data: AudioDto };
  '/audio/listAudio': { input: PageRequest; data: PageDto<AudioDto> };
  '/audio/deleteAudio': { input: IdRequest; data: null };
  '/task/createTask': { input: CreateTaskRequest; data: TaskDto };
  '/task/listTask': { input: ListTaskRequest; data: TaskPageDto };
  '/task/renameTask': { input: RenameRequest; data: TaskDto };
  '/task/deleteTask': { input: IdRequest; data: null };
  '/task/taskInput': { input: IdRequest; data: TaskInputDto };
}

export type ApiPath = keyof ApiContract;

/** The keys of the server's message table (the `server` namespace of the locale files): the failures a call names. */
export type ServerMessageKey = keyof Messages['server'];

/**
 * Who may make a call: anyone ('public': no token needed), anyone signed in ('signedIn'), or the holders of a
 * capability of the permission policy (src/domain/permissions.ts).
 */
export type Access = 'public' | 'signedIn' | Capability;

export interface CallRule {
  method: 'GET' | 'POST';
  access: Access;
  /** The answer to a signed-in caller without the capability; 'noPermission' unless said. */
  refusal?: ServerMessageKey;
  /** The call changes data (or sends something): the contract run sends it only with --write. */
  writes: boolean;
  /**
   * The named failures it may answer, beyond 'no valid token' and the refusal above. A call that takes anything
   * names paramError: the fake server checks every input against openapi.json before the handler runs.
   */
  failures: readonly ServerMessageKey[];
  /**
   * The failure that answers a missing or malformed input, when it is not 'parameter error: <field>' (which the call
   * then need not name): one of `failures`.
   */
  inputRefusal?: ServerMessageKey;
  /**
   * It asks the fake service's studio for speech (generated audio, a voice's sample). fake:serve makes speech in a
   * pool with bounded queues: at a full queue the call answers HTTP 503 with Retry-After and changes nothing.
   */
  asksMedia?: true;
  /** What the types do not say. */
  note?: string;
}

/** Every call's rules, once. A misspelt failure key, a missing or an extra call does not compile. */
export const CALLS = {
  '/oemConfig/queryOemConfigByDomain': { method: 'GET', access: 'public', writes: false, failures: ['paramError'] },
  '/languageDicPc/getLanguageDicJson': {
    method: 'POST',
    access: 'public',
    writes: false,
    failures: ['paramError'],
    note: 'A flat dictionary { "dotted.key": "text" }, merged over the local messages.',
  },
  '/userInfo/loginByPwd': {
    method: 'POST',
    access: 'public',
    writes: false,
    failures: ['emptyAccount', 'passwordIncorrect', 'paramError'],
  },
  '/userInfo/sendMessageCode': {
    method: 'POST',
    access: 'public',
    writes: true,
    failures: ['paramError', 'accountRegistered', 'codeTooOften'],
    note: 'The code goes by SMS (123456 in demo and test modes); one a minute.',
  },
  '/userInfo/registerAccount': {
    method: 'POST',
    access: 'public',
    writes: true,
    failures: ['emptyAccount', 'paramError', 'codeError', 'accountRegistered', 'inviteCodeError'],
    note: 'codeError: a code that is wrong, unsent or older than 10 minutes.',
  },
  '/userInfo/getUserInfo': {
    method: 'GET',
    access: 'signedIn',
    writes: false,
    failures: ['noPermission', 'paramError'],
    note: "noPermission: another user's id.",
  },
  '/login/clearToken': {
    method: 'GET',
    access: 'signedIn',
    writes: true,
    failures: ['paramError'],
    note: 'The token answers 204 afterwards.',
  },
  '/userInfo/setAppLanguage': { method: 'GET', access: 'signedIn', writes: true, failures: ['paramError'] },
  '/userInfo/upNickName': { method: 'GET', access: 'signedIn', writes: true, failures: ['paramError'] },
  '/userInfo/queryInviteUrl': { method: 'GET', access: 'signedIn', writes: false, failures: ['paramError'] },
  '/userInvite/getAgentMobile': {
    method: 'GET',
    access: 'signedIn',
    writes: false,
    failures: ['paramError'],
    note: "The agent's mobile, or the brand's contact (a link when it contains http).",
  },
  '/packageInfo/getPackageListForSale': {
    method: 'GET',
    access: 'signedIn',
    writes: false,
    failures: [],
    note: "The caller's brand only.",
  },
  '/membership/getMembershipInfo': { method: 'GET', access: 'signedIn', writes: false, failures: [] },
  '/payment/createPayment': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['paramError', 'packageMissing', 'paymentUnavailable'],
    note: 'paymentUnavailable: 5 unpaid payments within 10 minutes. A pending payment of the caller is closed.',
  },
  '/payment/getPaymentStatus': {
    method: 'GET',
    access: 'signedIn',
    writes: false,
    failures: ['paramError', 'paymentMissing', 'noPermission'],
    note: 'paying until paid, failed, cancelled or closed; expired 5 minutes after it started.',
  },
  '/payment/cancelPayment': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['paramError', 'paymentMissing', 'noPermission', 'paymentNotPending'],
  },
  '/orderInformation/getOrderListByUserId': {
    method: 'POST',
    access: 'signedIn',
    writes: false,
    failures: ['userNotExist', 'noPermission', 'paramError'],
    note: 'Oneself or someone the caller manages; newest first.',
  },
  '/powerRecord/getPowerRecordList': {
    method: 'POST',
    access: 'signedIn',
    writes: false,
    failures: ['userNotExist', 'noPermission', 'paramError'],
    note: 'Oneself or someone the caller manages; newest first.',
  },
  '/dataChangeLog/getDataChangeLog': {
    method: 'POST',
    access: 'signedIn',
    writes: false,
    failures: ['userNotExist', 'noPermission', 'paramError'],
    note: 'Oneself or someone the caller manages; newest first.',
  },
  '/usermanage/getMyClientList': {
    method: 'POST',
    access: 'seeClients',
    writes: false,
    failures: ['noPermission', 'userNotExist', 'paramError'],
    note: 'The customers (isAgent 0) the caller manages, or the people directly under parentId.',
  },
  '/usermanage/getProxyUserList': {
    method: 'POST',
    access: 'setAgents',
    writes: false,
    failures: ['paramError'],
    note: 'The agents (isAgent 1) the caller manages.',
  },
  '/usermanage/getUserDetail': {
    method: 'GET',
    access: 'seeClients',
    writes: false,
    failures: ['userNotExist', 'noPermission', 'paramError'],
  },
  '/usermanage/getMyStock': { method: 'GET', access: 'recharge', writes: false, failures: [] },
  '/usermanage/recharge': {
    method: 'POST',
    access: 'recharge',
    refusal: 'noRechargePermission',
    writes: true,
    failures: [
      'cannotOperateSelf',
      'userNotExist',
      'noPermission',
      'paramError',
      'powerUnitsOfTen',
      'packageMissing',
      'inventoryDayShort',
      'inventoryMonthShort',
      'inventoryYearShort',
      'inventoryPowerShort',
    ],
    note: 'Cards extend membership by their days (from now when expired); a package costs its period in cards.',
  },
  '/usermanage/setAgent': {
    method: 'GET',
    access: 'setAgents',
    writes: true,
    failures: ['cannotOperateSelf', 'userNotExist', 'noPermission', 'paramError'],
    note: 'canSetAgent=1 takes the grantAgentSetting capability.',
  },
  '/usermanage/cancelAgent': {
    method: 'GET',
    access: 'setAgents',
    writes: true,
    failures: ['cannotRevokeOwnAgent', 'userNotExist', 'noPermission', 'paramError'],
  },
  '/overview/getOverviewData': {
    method: 'POST',
    access: 'seeOverview',
    writes: false,
    failures: ['paramError'],
    note: 'Per day up to 31 days, else per week; agents and clients at the end of each point.',
  },
  '/pkgAdmin/getPackageList': { method: 'POST', access: 'readPackages', writes: false, failures: [] },
  '/pkgAdmin/addPackage': {
    method: 'POST',
    access: 'managePackages',
    writes: true,
    failures: ['paramError', 'powerUnitsOfTen', 'packageNameExists'],
  },
  '/pkgAdmin/updatePackage': {
    method: 'POST',
    access: 'managePackages',
    writes: true,
    failures: ['packageMissing', 'paramError', 'powerUnitsOfTen', 'packageNameExists'],
  },
  '/pkgAdmin/deletePackage': {
    method: 'GET',
    access: 'managePackages',
    writes: true,
    failures: ['packageMissing'],
    inputRefusal: 'packageMissing',
  },
  '/userInfo/createUser': {
    method: 'POST',
    access: 'createUsers',
    writes: true,
    failures: ['noPermission', 'emptyAccount', 'paramError', 'accountRegistered'],
    note: 'An agent account takes setAgents, one that may set agents grantAgentSetting (else noPermission).',
  },
  '/userInfo/createOem': {
    method: 'POST',
    access: 'createLabels',
    writes: true,
    failures: ['paramError', 'oemCodeExists', 'domainExists'],
    note: 'queryOemConfigByDomain serves the new brand on its domain at once.',
  },
  '/userInfo/settingUserRole': {
    method: 'GET',
    access: 'manageAssistants',
    writes: true,
    failures: ['paramError', 'userNotExist', 'cannotOperateSelf'],
    note: 'userNotExist also for a person of another brand.',
  },
  '/userInfo/queryRoleList': { method: 'POST', access: 'manageAssistants', writes: false, failures: ['paramError'] },
  '/userInfo/removeUserRole': {
    method: 'GET',
    access: 'manageAssistants',
    writes: true,
    failures: ['paramError', 'userNotExist', 'cannotOperateSelf'],
  },
  '/scriptInfo/getStsACS': {
    method: 'GET',
    access: 'signedIn',
    writes: false,
    failures: ['paramError'],
    note: 'paramError: a wrong type, an empty file or one over 100 MB. The upload target expires in 15 minutes.',
  },
  '/ossLocalSourceMapper/saveOssLocalSourceMapper': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['noPermission', 'uploadMissing', 'paramError'],
    note: "noPermission: another user's key; uploadMissing: the bytes have not arrived or the target expired.",
  },
  '/avatar/listAvatar': { method: 'POST', access: 'signedIn', writes: false, failures: ['paramError'] },
  '/avatar/createAvatar': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['paramError', 'noDigitalTime', 'digitalNonCompliant'],
  },
  '/avatar/renameAvatar': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['paramError', 'noPermission'],
  },
  '/avatar/deleteAvatar': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['noPermission', 'paramError'],
  },
  '/voice/listVoice': { method: 'POST', access: 'signedIn', writes: false, failures: ['paramError'] },
  '/voice/createVoice': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['paramError', 'noCloneTime', 'insufficientAttempts', 'moderationFailed'],
    note: 'Five a day. Training takes 20 s (basic) or 60 s (hi-fi).',
  },
  '/voice/renameVoice': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['voiceTraining', 'paramError', 'noPermission'],
  },
  '/voice/deleteVoice': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['voiceTraining', 'noPermission', 'paramError'],
  },
  '/voice/buyTimbre': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['voiceTraining', 'voiceFailed', 'timbreOwned', 'insufficientPower', 'paramError'],
  },
  '/voice/auditionVoice': {
    method: 'POST',
    access: 'signedIn',
    writes: false,
    asksMedia: true,
    failures: ['auditionOff', 'voiceTraining', 'voiceFailed', 'paramError'],
    note: "The sample sentence in `language` (default: the caller's) at `rate` (default 1). fake:serve: HTTP 503 with Retry-After while its speech queues are full.",
  },
  '/voice/listTimbre': { method: 'GET', access: 'signedIn', writes: false, failures: [] },
  '/voice/retrainVoice': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['paramError', 'noPermission', 'voiceTraining', 'insufficientAttempts', 'moderationFailed'],
    note: 'On a new sample, once training has ended (failed or not); an attempt of the day, not another clone.',
  },
  '/audio/generateAudio': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    asksMedia: true,
    failures: ['paramError', 'voiceTraining', 'voiceFailed', 'insufficientPower'],
    note: '10 points per started 100 characters (20 on brands with hailuoAudioGeneratePower). Pause markers count toward the text limit; pauses add up to at most 60 s. fake:serve: HTTP 503 with Retry-After, nothing charged, while its speech queues are full.',
  },
  '/audio/listAudio': {
    method: 'POST',
    access: 'signedIn',
    writes: false,
    failures: ['paramError'],
    note: 'Expired 48 h after creation (no url).',
  },
  '/audio/deleteAudio': { method: 'POST', access: 'signedIn', writes: true, failures: ['noPermission', 'paramError'] },
  '/task/createTask': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: [
      'vipExpired',
      'insufficientPower',
      'taskAvatarRequired',
      'taskVoiceRequired',
      'taskLanguageRequired',
      'taskAudioRequired',
      'taskAgreementRequired',
      'taskFreeModelTooLong',
      'taskCoverTitleRequired',
      'paramError',
      'voiceTraining',
      'voiceFailed',
    ],
    note: '30 / 150 / 600 points per started 30 s by model; a banned word or flagged file fails the task at no cost.',
  },
  '/task/listTask': {
    method: 'POST',
    access: 'signedIn',
    writes: false,
    failures: ['paramError'],
    note: "A failed run's power is refunded when it is first read after it failed.",
  },
  '/task/renameTask': { method: 'POST', access: 'signedIn', writes: true, failures: ['paramError', 'noPermission'] },
  '/task/taskInput': {
    method: 'GET',
    access: 'signedIn',
    writes: false,
    failures: ['paramError', 'noPermission'],
    note: "The caller's own work: what it was submitted with and the banned words it holds, for Edit and resubmit.",
  },
  '/task/deleteTask': {
    method: 'POST',
    access: 'signedIn',
    writes: true,
    failures: ['deleteOngoingTask', 'noPermission', 'paramError'],
    note: 'deleteOngoingTask: waiting, in the queue or editing.',
  },
} as const satisfies { [P in ApiPath]: CallRule };

/** The capability a call takes, or null for a public or any-signed-in call. */
export const capabilityOf = (rule: Pick<CallRule, 'access'>): Capability | null =>
  rule.access === 'public' || rule.access === 'signedIn' ? null : rule.access;

/** Every call, in the table's order. */
export const CALL_PATHS = Object.keys(CALLS) as ApiPath[];

export type InputOf<P extends ApiPath> = ApiContract[P]['input'];
export type DataOf<P extends ApiPath> = ApiContract[P]['data'];

import type { Language } from '../domain/language';
import type {
  AudioDto,
  AuditionDto,
  AvatarDto,
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
  Paged,
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
  TaskPageDto,
  TimbreDto,
  UserInfoDto,
  UserPageRequest,
  VoiceDto,
} from './types';

/** A call that takes nothing. */
export type NoInput = Record<string, never>;

/**
 * The contract of the service: every call's method, what it takes (the query of a GET, the JSON body of a POST) and
 * the `data` of its answer. It is the one source of truth: `src/api/http.ts` types each call the console makes by it,
 * `npm run openapi` turns it into openapi.json (scripts/openapi), whose schemas check every answer of the fake server
 * in tests and of any service in `npm run contract`. What a call means, how it fails and who may make it is in
 * catalogue.ts beside it.
 */
export interface ApiContract {
  '/oemConfig/queryOemConfigByDomain': { method: 'GET'; input: { domain: string }; data: OemConfigDto };
  '/languageDicPc/getLanguageDicJson': { method: 'POST'; input: LanguageDicRequest; data: LanguageDic };
  '/userInfo/loginByPwd': { method: 'POST'; input: LoginRequest; data: LoginDto };
  '/userInfo/sendMessageCode': { method: 'POST'; input: SendCodeRequest; data: null };
  '/userInfo/registerAccount': { method: 'POST'; input: RegisterRequest; data: null };
  '/userInfo/getUserInfo': { method: 'GET'; input: { userId: string }; data: UserInfoDto };
  '/login/clearToken': { method: 'GET'; input: { userId: string }; data: null };
  /** The signed-in user's language; the session names the user. */
  '/userInfo/setAppLanguage': { method: 'GET'; input: { userId?: string; appLanguage: Language }; data: null };
  /** The signed-in user's nickname; the session names the user. */
  '/userInfo/upNickName': { method: 'GET'; input: { userId?: string; nickName: string }; data: null };
  /** The signed-in user's invite link; the session names the user (userId is sent as the spec says). */
  '/userInfo/queryInviteUrl': { method: 'GET'; input: { userId?: string }; data: string };
  /** The signed-in user's agent contact; the session names the user. */
  '/userInvite/getAgentMobile': { method: 'GET'; input: { userId?: string }; data: string };
  '/packageInfo/getPackageListForSale': { method: 'GET'; input: NoInput; data: PackageDto[] };
  '/membership/getMembershipInfo': { method: 'GET'; input: NoInput; data: MembershipDto };
  '/payment/createPayment': { method: 'POST'; input: CreatePaymentRequest; data: PaymentDto };
  '/payment/getPaymentStatus': { method: 'GET'; input: PaymentIdRequest; data: PaymentDto };
  '/payment/cancelPayment': { method: 'POST'; input: PaymentIdRequest; data: PaymentDto };
  '/orderInformation/getOrderListByUserId': { method: 'POST'; input: UserPageRequest; data: Paged<OrderDto> };
  '/powerRecord/getPowerRecordList': { method: 'POST'; input: PowerRecordRequest; data: PowerRecordPage };
  '/dataChangeLog/getDataChangeLog': { method: 'POST'; input: UserPageRequest; data: Paged<ChangeLogDto> };
  '/usermanage/getMyClientList': { method: 'POST'; input: PersonListRequest; data: PageDto<PersonRowDto> };
  '/usermanage/getProxyUserList': { method: 'POST'; input: PersonListRequest; data: PageDto<PersonRowDto> };
  '/usermanage/getUserDetail': { method: 'GET'; input: { userId: string }; data: PersonDetailDto };
  '/usermanage/getMyStock': { method: 'GET'; input: NoInput; data: StockDto };
  '/usermanage/recharge': { method: 'POST'; input: RechargeRequest; data: RechargeResultDto };
  '/usermanage/setAgent': { method: 'GET'; input: SetAgentRequest; data: PersonRowDto };
  '/usermanage/cancelAgent': { method: 'GET'; input: { userId: string }; data: PersonRowDto };
  '/overview/getOverviewData': { method: 'POST'; input: OverviewRequest; data: OverviewDto };
  '/pkgAdmin/getPackageList': { method: 'POST'; input: NoInput; data: PackageDto[] };
  '/pkgAdmin/addPackage': { method: 'POST'; input: PackageRequest; data: PackageDto };
  '/pkgAdmin/updatePackage': { method: 'POST'; input: PackageRequest; data: PackageDto };
  '/pkgAdmin/deletePackage': { method: 'GET'; input: { id: string }; data: null };
  '/userInfo/createUser': { method: 'POST'; input: CreateUserRequest; data: { userId: string } };
  '/userInfo/createOem': { method: 'POST'; input: CreateOemRequest; data: OemConfigDto };
  '/userInfo/settingUserRole': {
    method: 'GET';
    /** roleName: default and only grantable role 'zhuli' (the boss assistant). */
    input: { roleName?: string; mobilePhone?: string; userId?: string };
    data: RoleUserDto;
  };
  '/userInfo/queryRoleList': { method: 'POST'; input: RoleListRequest; data: PageDto<RoleUserDto> };
  '/userInfo/removeUserRole': { method: 'GET'; input: { roleName?: string; userId: string }; data: RoleUserDto };
  '/scriptInfo/getStsACS': { method: 'GET'; input: StsRequest; data: StsDto };
  '/ossLocalSourceMapper/saveOssLocalSourceMapper': { method: 'POST'; input: SaveSourceRequest; data: SourceDto };
  '/avatar/listAvatar': { method: 'POST'; input: PageRequest; data: PageDto<AvatarDto> };
  '/avatar/createAvatar': { method: 'POST'; input: CreateAvatarRequest; data: AvatarDto };
  '/avatar/renameAvatar': { method: 'POST'; input: RenameRequest; data: AvatarDto };
  '/avatar/deleteAvatar': { method: 'POST'; input: IdRequest; data: null };
  '/voice/listVoice': { method: 'POST'; input: PageRequest; data: PageDto<VoiceDto> };
  '/voice/createVoice': { method: 'POST'; input: CreateVoiceRequest; data: VoiceDto };
  '/voice/renameVoice': { method: 'POST'; input: RenameRequest; data: VoiceDto };
  '/voice/deleteVoice': { method: 'POST'; input: IdRequest; data: null };
  '/voice/buyTimbre': { method: 'POST'; input: IdRequest; data: BuyTimbreDto };
  '/voice/auditionVoice': { method: 'POST'; input: IdRequest; data: AuditionDto };
  '/voice/listTimbre': { method: 'GET'; input: NoInput; data: TimbreDto[] };
  '/audio/generateAudio': { method: 'POST'; input: GenerateAudioRequest; data: AudioDto };
  '/audio/listAudio': { method: 'POST'; input: PageRequest; data: PageDto<AudioDto> };
  '/audio/deleteAudio': { method: 'POST'; input: IdRequest; data: null };
  '/task/createTask': { method: 'POST'; input: CreateTaskRequest; data: TaskDto };
  '/task/listTask': { method: 'POST'; input: ListTaskRequest; data: TaskPageDto };
  '/task/renameTask': { method: 'POST'; input: RenameRequest; data: TaskDto };
  '/task/deleteTask': { method: 'POST'; input: IdRequest; data: null };
}

export type ApiPath = keyof ApiContract;
/** The paths a method serves. */
export type PathOf<M extends 'GET' | 'POST'> = {
  [P in ApiPath]: ApiContract[P]['method'] extends M ? P : never;
}[ApiPath];
export type InputOf<P extends ApiPath> = ApiContract[P]['input'];
export type DataOf<P extends ApiPath> = ApiContract[P]['data'];

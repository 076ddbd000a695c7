import type { ApiPath, InputOf } from '../../src/api/contract';

/**
 * A valid input for each call the contract run can make on its own, typed by the contract so an example cannot drift
 * from it. Strings are filled in at run time:
 * - `{userId}`, `{mobile}`, `{password}`, `{host}`: the signed-in test account and the service's host;
 * - `{unique}`: a value new on each run (names, mobile numbers), so a --write run can be repeated; alone it is a mobile
 *   number (139 and eight digits), inside a text eight digits (`137{unique}` is another mobile number);
 * - `@<path>:<dotted.field>`: a field of another call's answer (that call is made first);
 * - `@<path>#<name>:<dotted.field>`: the same, of that call made with its input named `name` in CONTRACT_VARIANTS.
 * A call without an example is reported as skipped, never as passed.
 */
type Example<P extends ApiPath> = { [K in keyof InputOf<P>]: InputOf<P>[K] | string };
export type Examples = { [P in ApiPath]?: Example<P> };

const page = { pageNum: 1, pageSize: 5 };

export const CONTRACT_EXAMPLES: Examples = {
  '/oemConfig/queryOemConfigByDomain': { domain: '{host}' },
  '/languageDicPc/getLanguageDicJson': { language: 'zh' },
  '/userInfo/loginByPwd': { mobilePhone: '{mobile}', passWord: '{password}' },
  '/userInfo/getUserInfo': { userId: '{userId}' },
  '/userInfo/queryInviteUrl': { userId: '{userId}' },
  '/userInvite/getAgentMobile': { userId: '{userId}' },
  '/packageInfo/getPackageListForSale': {},
  '/membership/getMembershipInfo': {},
  '/orderInformation/getOrderListByUserId': { userId: '{userId}', ...page },
  '/powerRecord/getPowerRecordList': { userId: '{userId}', ...page },
  '/dataChangeLog/getDataChangeLog': { userId: '{userId}', ...page },
  '/usermanage/getMyClientList': { ...page },
  '/usermanage/getProxyUserList': { ...page },
  '/usermanage/getUserDetail': { userId: '@/usermanage/getMyClientList:list.0.userId' },
  '/usermanage/getMyStock': {},
  '/overview/getOverviewData': { range: 'week' },
  '/pkgAdmin/getPackageList': {},
  '/userInfo/queryRoleList': { roleName: 'zhuli', ...page },
  '/scriptInfo/getStsACS': { kind: 'image', fileName: 'contract.png', fileSize: 1024, contentType: 'image/png' },
  '/avatar/listAvatar': { ...page },
  '/voice/listVoice': { ...page },
  '/voice/listTimbre': {},
  '/voice/auditionVoice': { id: '@/voice/listTimbre:0.id' },
  '/audio/listAudio': { ...page },
  '/task/listTask': { ...page },
  // Calls that change data, sent with --write only.
  // The mobile number registerAccount then registers with.
  '/userInfo/sendMessageCode': { mobilePhone: '137{unique}', scene: 'register' },
  '/userInfo/setAppLanguage': { userId: '{userId}', appLanguage: 'zh' },
  '/userInfo/upNickName': { userId: '{userId}', nickName: 'contract {unique}' },
  '/payment/createPayment': { packageId: '@/packageInfo/getPackageListForSale:0.id' },
  '/payment/getPaymentStatus': { paymentId: '@/payment/createPayment:paymentId' },
  '/payment/cancelPayment': { paymentId: '@/payment/createPayment:paymentId' },
  '/pkgAdmin/addPackage': { name: 'contract {unique}', priceYuan: 1, period: 'day', power: 10 },
  '/pkgAdmin/updatePackage': {
    id: '@/pkgAdmin/addPackage:id',
    name: 'contract {unique} b',
    priceYuan: 2,
    period: 'day',
    power: 10,
  },
  '/pkgAdmin/deletePackage': { id: '@/pkgAdmin/addPackage:id' },
  '/userInfo/createUser': {
    mobilePhone: '{unique}',
    passWord: 'contract1',
    nickName: 'contract {unique}',
    isAgent: 0,
    canSetAgent: 0,
  },
  '/usermanage/recharge': { userId: '@/userInfo/createUser:userId', kind: 'card', cardType: 'day', count: 1 },
  '/usermanage/setAgent': { userId: '@/userInfo/createUser:userId' },
  '/usermanage/cancelAgent': { userId: '@/userInfo/createUser:userId' },
  '/userInfo/settingUserRole': { roleName: 'zhuli', userId: '@/userInfo/createUser:userId' },
  '/userInfo/removeUserRole': { roleName: 'zhuli', userId: '@/userInfo/createUser:userId' },
  '/audio/generateAudio': { voiceId: '@/voice/listTimbre:0.id', text: '这是一段用于契约检查的语音文本。', rate: 1 },
  '/audio/deleteAudio': { id: '@/audio/generateAudio:id' },
  // A fresh account: its code is sent first (CONTRACT_AFTER); 123456 is the code of demo and test services.
  '/userInfo/registerAccount': {
    mobilePhone: '137{unique}',
    passWord: 'contract1',
    nickName: 'contract {unique}',
    messageCode: '123456',
    inviteCode: '',
    appLanguage: 'en',
  },
  '/userInfo/createOem': {
    words: 'Contract {unique}',
    oemCode: 'C{unique}',
    logo: '',
    oemLoginBackground: '',
    domain: 'contract-{unique}.example.com',
    showAgreementDomainName: '',
    shareAddressPrefix: '',
    unifiedComputingPower: 0,
    showAudition: 1,
    hailuoAudioGeneratePower: 0,
    ossType: 'aliyun',
  },
  // The bytes are sent to the target getStsACS answered before the upload is saved (the runner does it).
  '/ossLocalSourceMapper/saveOssLocalSourceMapper': {
    key: '@/scriptInfo/getStsACS:key',
    kind: 'image',
    fileName: 'contract.png',
    fileSize: 1024,
    width: 64,
    height: 64,
  },
  '/avatar/createAvatar': {
    name: 'contract {unique}',
    orientation: 'vertical',
    sourceId: '@/ossLocalSourceMapper/saveOssLocalSourceMapper#avatar:sourceId',
  },
  '/avatar/renameAvatar': { id: '@/avatar/createAvatar:id', name: 'contract {unique} b' },
  '/voice/createVoice': {
    name: 'contract {unique}',
    version: 'basic',
    sourceId: '@/ossLocalSourceMapper/saveOssLocalSourceMapper#voice:sourceId',
  },
  '/voice/renameVoice': { id: '@/voice/createVoice:id', name: 'contract {unique} b' },
  '/voice/buyTimbre': { id: '@/voice/createVoice:id' },
  // A voice trains again on a new sample (a failed one to be usable, a trained one to sound better).
  '/voice/retrainVoice': {
    id: '@/voice/createVoice:id',
    sourceId: '@/ossLocalSourceMapper/saveOssLocalSourceMapper#voice:sourceId',
  },
  // A banned word in the script: moderation answers a finished violation task at once, which costs no power and
  // can be deleted straight away (a task still being made cannot).
  '/task/createTask': {
    name: 'contract {unique}',
    avatarId: '@/avatar/createAvatar:id',
    voiceId: '@/voice/listTimbre:0.id',
    language: 'zh',
    scriptType: 'text',
    text: '这是一段用于契约检查的文本 banned',
    rate: 1,
    audioSourceId: '',
    model: 'free',
    agreed: true,
    mode: 'basic',
  },
  '/task/renameTask': { id: '@/task/createTask:id', name: 'contract {unique} b' },
  '/task/taskInput': { id: '@/task/createTask:id' },
  '/task/deleteTask': { id: '@/task/createTask:id' },
  '/avatar/deleteAvatar': { id: '@/avatar/createAvatar:id' },
  '/voice/deleteVoice': { id: '@/voice/createVoice:id' },
  // Last: it ends the session the others use.
  '/login/clearToken': { userId: '{userId}' },
};

type Variants = { [P in ApiPath]?: Record<string, Example<P>> };

/** Further inputs of a call that other examples need besides its own: an upload of each kind the assets take. */
export const CONTRACT_VARIANTS: Variants = {
  '/scriptInfo/getStsACS': {
    avatar: { kind: 'avatarVideo', fileName: 'contract.mp4', fileSize: 4096, contentType: 'video/mp4' },
    voice: { kind: 'voiceBasic', fileName: 'contract.wav', fileSize: 4096, contentType: 'audio/wav' },
  },
  '/ossLocalSourceMapper/saveOssLocalSourceMapper': {
    avatar: {
      key: '@/scriptInfo/getStsACS#avatar:key',
      kind: 'avatarVideo',
      fileName: 'contract.mp4',
      fileSize: 4096,
      duration: 5,
      width: 720,
      height: 1280,
    },
    voice: {
      key: '@/scriptInfo/getStsACS#voice:key',
      kind: 'voiceBasic',
      fileName: 'contract.wav',
      fileSize: 4096,
      duration: 5,
    },
  },
};

/** The call whose answer is a storage target: with --write the run sends the file's bytes there. */
export const UPLOAD_TARGET_CALL: ApiPath = '/scriptInfo/getStsACS';

/**
 * Calls made before a call although its input names nothing of their answers: the code is sent before registering,
 * and a thing is used and renamed before it is deleted.
 */
export const CONTRACT_AFTER: { [P in ApiPath]?: ApiPath[] } = {
  '/userInfo/registerAccount': ['/userInfo/sendMessageCode'],
  '/avatar/deleteAvatar': ['/avatar/renameAvatar', '/task/createTask'],
  '/voice/deleteVoice': ['/voice/renameVoice', '/voice/buyTimbre', '/voice/retrainVoice'],
  '/voice/retrainVoice': ['/voice/renameVoice', '/voice/buyTimbre'],
  '/task/deleteTask': ['/task/renameTask', '/task/taskInput'],
};

/**
 * What the service makes over time and a call needs made: a cut-out avatar, a trained voice. Before the call the run
 * reads `list` (with its own example) until the item whose id is `id` has `field` equal to `value`.
 */
export interface Wait {
  list: ApiPath;
  id: string;
  field: string;
  value: string;
}
const avatarReady: Wait = {
  list: '/avatar/listAvatar',
  id: '@/avatar/createAvatar:id',
  field: 'status',
  value: 'ready',
};
const voiceTrained: Wait = { list: '/voice/listVoice', id: '@/voice/createVoice:id', field: 'status', value: 'done' };
export const CONTRACT_WAITS: { [P in ApiPath]?: Wait } = {
  '/task/createTask': avatarReady,
  '/voice/renameVoice': voiceTrained,
  '/voice/buyTimbre': voiceTrained,
  '/voice/retrainVoice': voiceTrained,
  // Trained again, it trains once more before it can be deleted.
  '/voice/deleteVoice': voiceTrained,
};

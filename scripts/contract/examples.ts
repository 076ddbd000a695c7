import type { ApiPath, InputOf } from '../../src/api/contract';

/**
 * A valid input for each call the contract run can make on its own, typed by the contract so an example cannot drift
 * from it. Strings are filled in at run time:
 * - `{userId}`, `{mobile}`, `{password}`, `{host}`: the signed-in test account and the service's host;
 * - `{unique}`: a value new on each run (names, mobile numbers), so a --write run can be repeated;
 * - `@<path>:<dotted.field>`: a field of another call's answer (that call is made first).
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
  '/userInfo/sendMessageCode': { mobilePhone: '{unique}', scene: 'register' },
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
  // Last: it ends the session the others use.
  '/login/clearToken': { userId: '{userId}' },
};

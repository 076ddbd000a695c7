import type { Role } from '../domain/roles';

/**
 * The API catalogue: every call the console makes, what it sends and gets, how it fails and who may make it. It is
 * what the backend team builds against; a unit test checks it against the fake server's routes and writes it into
 * README.md, so it cannot drift.
 */
export interface CatalogueEntry {
  method: 'GET' | 'POST';
  path: string;
  /** Query parameters (GET) or body fields (POST). */
  payload: string;
  /** What `data` holds on success. */
  response: string;
  /** Failures beyond the common ones (204 without a valid token, parameter errors). */
  errors: string;
  /** 'public', 'signed in', or the roles that may call it. */
  roles: 'public' | 'signed in' | readonly Role[];
}

export const CATALOGUE: CatalogueEntry[] = [
  {
    method: 'GET',
    path: '/oemConfig/queryOemConfigByDomain',
    payload: 'domain',
    response:
      'OemConfigDto: logo, oemLoginBackground, words, oemCode, showAgreementDomainName, shareAddressPrefix, unifiedComputingPower, showAudition, hailuoAudioGeneratePower, ossType',
    errors: 'paramError(domain)',
    roles: 'public',
  },
  {
    method: 'POST',
    path: '/languageDicPc/getLanguageDicJson',
    payload: 'language',
    response: 'flat dictionary { "dotted.key": "text" }, merged over local messages (zh, en)',
    errors: 'paramError(language)',
    roles: 'public',
  },
  {
    method: 'POST',
    path: '/userInfo/loginByPwd',
    payload: 'mobilePhone, passWord',
    response: 'LoginDto: token, tokenId and the user fields of getUserInfo',
    errors: 'emptyAccount; passwordIncorrect',
    roles: 'public',
  },
  {
    method: 'POST',
    path: '/userInfo/sendMessageCode',
    payload: 'mobilePhone, scene ("register")',
    response: 'null (the code is sent by SMS; 123456 in demo and test modes)',
    errors: 'paramError(mobilePhone); accountRegistered; codeTooOften (within 60 s)',
    roles: 'public',
  },
  {
    method: 'POST',
    path: '/userInfo/registerAccount',
    payload: 'mobilePhone, passWord, nickName, messageCode, inviteCode, appLanguage',
    response: 'null',
    errors:
      'emptyAccount; paramError(field); codeError (wrong, unsent or older than 10 min); accountRegistered; inviteCodeError',
    roles: 'public',
  },
  {
    method: 'GET',
    path: '/userInfo/getUserInfo',
    payload: 'userId',
    response:
      'UserInfoDto: userId, nickname, mobile, avatar, isAdmin, isAgent, canSetAgent, userRole, appLanguage, aigcExpiresTime, unifiedComputingPower, inviteCode, oemCode',
    errors: "noPermission (another user's id)",
    roles: 'signed in',
  },
  {
    method: 'GET',
    path: '/login/clearToken',
    payload: 'userId',
    response: 'null; the token answers 204 afterwards',
    errors: '-',
    roles: 'signed in',
  },
  {
    method: 'GET',
    path: '/userInfo/setAppLanguage',
    payload: 'userId, appLanguage',
    response: 'null',
    errors: 'paramError(appLanguage)',
    roles: 'signed in',
  },
  {
    method: 'GET',
    path: '/userInfo/upNickName',
    payload: 'userId, nickName',
    response: 'null',
    errors: 'paramError(nickName)',
    roles: 'signed in',
  },
  {
    method: 'GET',
    path: '/userInfo/queryInviteUrl',
    payload: 'userId',
    response: 'string: the invite link',
    errors: '-',
    roles: 'signed in',
  },
  {
    method: 'GET',
    path: '/userInvite/getAgentMobile',
    payload: 'userId',
    response: "string: the agent's mobile, or the brand's contact (a link when it contains http)",
    errors: '-',
    roles: 'signed in',
  },
  {
    method: 'GET',
    path: '/packageInfo/getPackageListForSale',
    payload: '-',
    response:
      "PackageDto[]: id, name, priceYuan, period (day, month, quarter, halfYear, year), points, giftPoints; the caller's brand only",
    errors: '-',
    roles: 'signed in',
  },
  {
    method: 'GET',
    path: '/membership/getMembershipInfo',
    payload: '-',
    response:
      'MembershipDto: vipState (none, active, expired), aigcExpiresTime, unifiedComputingPower, serverTime, invitedCount, invitationPoints',
    errors: '-',
    roles: 'signed in',
  },
  {
    method: 'POST',
    path: '/payment/createPayment',
    payload: 'packageId',
    response:
      'PaymentDto: paymentId, orderId, packageName, amountYuan, codeUrl (for the WeChat QR code), state, createdAt, expiresAt, remainingMs, settledAt; a pending payment of the caller is closed',
    errors:
      'paramError(packageId); packageMissing (unknown or another brand); paymentUnavailable (5 unpaid payments within 10 min)',
    roles: 'signed in',
  },
  {
    method: 'GET',
    path: '/payment/getPaymentStatus',
    payload: 'paymentId',
    response: 'PaymentDto; state paying until paid, failed, cancelled or closed, expired 5 min after it started',
    errors: "paramError(paymentId); paymentMissing; noPermission (another user's payment)",
    roles: 'signed in',
  },
  {
    method: 'POST',
    path: '/payment/cancelPayment',
    payload: 'paymentId',
    response: 'PaymentDto with state cancelled',
    errors: "paramError(paymentId); paymentMissing; noPermission (another user's payment); paymentNotPending",
    roles: 'signed in',
  },
  {
    method: 'POST',
    path: '/orderInformation/getOrderListByUserId',
    payload: 'userId (default: the caller), pageNum, pageSize',
    response:
      '{list, total}: OrderDto: orderId, paymentId, packageName, period, points, giftPoints, amountYuan, state, createdAt, paidAt; newest first',
    errors: 'userNotExist; noPermission (someone the caller does not manage); paramError(pageNum, pageSize)',
    roles: 'signed in',
  },
  {
    method: 'POST',
    path: '/powerRecord/getPowerRecordList',
    payload:
      'userId (default: the caller), pageNum, pageSize, type (a record type, gain, consumption or empty), startTime, endTime (epoch ms, inclusive)',
    response:
      '{list, total, gained, spent}: PowerRecordDto: id, type, delta (signed points), balance (after it), note, createdAt, operatorName; newest first',
    errors:
      'userNotExist; noPermission (someone the caller does not manage); paramError(type, startTime, endTime, pageNum, pageSize)',
    roles: 'signed in',
  },
  {
    method: 'POST',
    path: '/dataChangeLog/getDataChangeLog',
    payload: 'userId (default: the caller), pageNum, pageSize',
    response:
      '{list, total}: ChangeLogDto: id, field (nickname, appLanguage, vip, power, ...), before, after, operatorName, createdAt; newest first',
    errors: 'userNotExist; noPermission (someone the caller does not manage); paramError(pageNum, pageSize)',
    roles: 'signed in',
  },
];

/** The catalogue as the Markdown table README.md shows. */
export function catalogueMarkdown(entries: readonly CatalogueEntry[] = CATALOGUE): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  const rows = entries.map((e) =>
    [
      e.method,
      `\`${e.path}\``,
      e.payload,
      e.response,
      e.errors,
      typeof e.roles === 'string' ? e.roles : e.roles.join(', '),
    ]
      .map(esc)
      .join(' | '),
  );
  return [
    '| Method | Path | Payload | Response data | Errors | Who |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}

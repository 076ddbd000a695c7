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
  /** The call changes data (or sends something): the contract run sends it only with --write. */
  writes: boolean;
}

export const CATALOGUE: CatalogueEntry[] = [
  {
    method: 'GET',
    path: '/oemConfig/queryOemConfigByDomain',
    payload: 'domain',
    response:
      'OemConfigDto: logo, oemLoginBackground, words, oemCode, showAgreementDomainName, shareAddressPrefix, unifiedComputingPower, showAudition, hailuoAudioGeneratePower, ossType; optional themeColor, wordsEn, language',
    errors: 'paramError(domain)',
    roles: 'public',
    writes: false,
  },
  {
    method: 'POST',
    path: '/languageDicPc/getLanguageDicJson',
    payload: 'language',
    response: 'flat dictionary { "dotted.key": "text" }, merged over local messages (zh, en)',
    errors: 'paramError(language)',
    roles: 'public',
    writes: false,
  },
  {
    method: 'POST',
    path: '/userInfo/loginByPwd',
    payload: 'mobilePhone, passWord',
    response: 'LoginDto: token, tokenId and the user fields of getUserInfo',
    errors: 'emptyAccount; passwordIncorrect',
    roles: 'public',
    writes: false,
  },
  {
    method: 'POST',
    path: '/userInfo/sendMessageCode',
    payload: 'mobilePhone, scene ("register")',
    response: 'null (the code is sent by SMS; 123456 in demo and test modes)',
    errors: 'paramError(mobilePhone); accountRegistered; codeTooOften (within 60 s)',
    roles: 'public',
    writes: true,
  },
  {
    method: 'POST',
    path: '/userInfo/registerAccount',
    payload: 'mobilePhone, passWord, nickName, messageCode, inviteCode, appLanguage',
    response: 'null',
    errors:
      'emptyAccount; paramError(field); codeError (wrong, unsent or older than 10 min); accountRegistered; inviteCodeError',
    roles: 'public',
    writes: true,
  },
  {
    method: 'GET',
    path: '/userInfo/getUserInfo',
    payload: 'userId',
    response:
      'UserInfoDto: userId, nickname, mobile, avatar, isAdmin, isAgent, canSetAgent, userRole, appLanguage, aigcExpiresTime, unifiedComputingPower, inviteCode, oemCode',
    errors: "noPermission (another user's id)",
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'GET',
    path: '/login/clearToken',
    payload: 'userId',
    response: 'null; the token answers 204 afterwards',
    errors: '-',
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'GET',
    path: '/userInfo/setAppLanguage',
    payload: 'userId, appLanguage',
    response: 'null',
    errors: 'paramError(appLanguage)',
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'GET',
    path: '/userInfo/upNickName',
    payload: 'userId, nickName',
    response: 'null',
    errors: 'paramError(nickName)',
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'GET',
    path: '/userInfo/queryInviteUrl',
    payload: 'userId',
    response: 'string: the invite link',
    errors: '-',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'GET',
    path: '/userInvite/getAgentMobile',
    payload: 'userId',
    response: "string: the agent's mobile, or the brand's contact (a link when it contains http)",
    errors: '-',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'GET',
    path: '/packageInfo/getPackageListForSale',
    payload: '-',
    response:
      "PackageDto[]: id, name, priceYuan, period (day, month, quarter, halfYear, year), points, giftPoints; the caller's brand only",
    errors: '-',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'GET',
    path: '/membership/getMembershipInfo',
    payload: '-',
    response:
      'MembershipDto: vipState (none, active, expired), aigcExpiresTime, unifiedComputingPower, serverTime, invitedCount, invitationPoints',
    errors: '-',
    roles: 'signed in',
    writes: false,
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
    writes: true,
  },
  {
    method: 'GET',
    path: '/payment/getPaymentStatus',
    payload: 'paymentId',
    response: 'PaymentDto; state paying until paid, failed, cancelled or closed, expired 5 min after it started',
    errors: "paramError(paymentId); paymentMissing; noPermission (another user's payment)",
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'POST',
    path: '/payment/cancelPayment',
    payload: 'paymentId',
    response: 'PaymentDto with state cancelled',
    errors: "paramError(paymentId); paymentMissing; noPermission (another user's payment); paymentNotPending",
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/orderInformation/getOrderListByUserId',
    payload: 'userId (default: the caller), pageNum, pageSize',
    response:
      '{list, total}: OrderDto: orderId, paymentId, packageName, period, points, giftPoints, amountYuan, state, createdAt, paidAt; newest first',
    errors: 'userNotExist; noPermission (someone the caller does not manage); paramError(pageNum, pageSize)',
    roles: 'signed in',
    writes: false,
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
    writes: false,
  },
  {
    method: 'POST',
    path: '/dataChangeLog/getDataChangeLog',
    payload: 'userId (default: the caller), pageNum, pageSize',
    response:
      '{list, total}: ChangeLogDto: id, field (nickname, appLanguage, vip, power, ...), before, after, operatorName, createdAt; newest first',
    errors: 'userNotExist; noPermission (someone the caller does not manage); paramError(pageNum, pageSize)',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'POST',
    path: '/usermanage/getMyClientList',
    payload:
      'pageNum, pageSize, keyword (phone or nickname), sortField (createdAt, power, aigcExpiresTime, nickname), sortOrder (asc, desc), parentId (every direct subordinate of one managed person, clients and agents)',
    response:
      'PageDto<PersonRowDto>: list of userId, nickname, mobile, power, cards {day, month, year}, aigcExpiresTime, isAgent, canSetAgent, parentId, parentNickname, createdAt; total. Customers (isAgent 0) the caller manages',
    errors: 'noPermission (parentId not managed); userNotExist',
    roles: ['admin', 'assistant', 'cansetAgent', 'agent'],
    writes: false,
  },
  {
    method: 'POST',
    path: '/usermanage/getProxyUserList',
    payload: 'as getMyClientList',
    response: 'PageDto<PersonRowDto>: the agents (isAgent 1) the caller manages',
    errors: 'noPermission',
    roles: ['admin', 'assistant', 'cansetAgent'],
    writes: false,
  },
  {
    method: 'GET',
    path: '/usermanage/getUserDetail',
    payload: 'userId',
    response: 'PersonDetailDto: PersonRowDto, inviteCode, userRole, parentMobile, subordinateCount',
    errors: 'userNotExist; noPermission (not managed by the caller)',
    roles: ['admin', 'assistant', 'cansetAgent', 'agent'],
    writes: false,
  },
  {
    method: 'GET',
    path: '/usermanage/getMyStock',
    payload: '-',
    response: 'StockDto: cards {day, month, year}, power, unlimited (admin and assistant)',
    errors: 'noPermission',
    roles: ['admin', 'assistant', 'cansetAgent', 'agent'],
    writes: false,
  },
  {
    method: 'POST',
    path: '/usermanage/recharge',
    payload:
      'userId, kind (card, power, package), cardType (day, month, year) and count (1-99), power (entered, units of 10: points = power x 10), packageId',
    response:
      "RechargeResultDto: person (PersonRowDto), stock (the caller's StockDto). Cards extend membership by their days (from now when expired); a package costs its period in cards (quarter 3 month cards, half-year 6) and its points",
    errors:
      'noRechargePermission; cannotOperateSelf; userNotExist; noPermission; powerUnitsOfTen; packageMissing; inventoryDayShort; inventoryMonthShort; inventoryYearShort; inventoryPowerShort',
    roles: ['admin', 'assistant', 'cansetAgent', 'agent'],
    writes: true,
  },
  {
    method: 'GET',
    path: '/usermanage/setAgent',
    payload: 'userId, canSetAgent (1: may set agents too; admin and assistant only)',
    response: 'PersonRowDto',
    errors: 'noPermission; cannotOperateSelf; userNotExist',
    roles: ['admin', 'assistant', 'cansetAgent'],
    writes: true,
  },
  {
    method: 'GET',
    path: '/usermanage/cancelAgent',
    payload: 'userId',
    response: 'PersonRowDto',
    errors: 'noPermission; cannotRevokeOwnAgent; userNotExist',
    roles: ['admin', 'assistant', 'cansetAgent'],
    writes: true,
  },
  {
    method: 'POST',
    path: '/overview/getOverviewData',
    payload:
      "range (week, month, threeMonths: the reader's last 7, 30 or 90 whole days, today on the server's clock the last) or startTime, endTime (epoch ms, at most 366 days apart); tzOffset (the reader's zone in minutes, as getTimezoneOffset; default 0)",
    response:
      'OverviewDto: range {start, end}, totals {invites, registrations, recharges, agents, clients}, series [{start, invites, registrations, recharges, agents, clients}] per day (up to 31 days) or per week; agents and clients at the end of each point',
    errors: 'noPermission; paramError(range); paramError(tzOffset); paramError(startTime)',
    roles: ['admin', 'assistant', 'cansetAgent', 'agent'],
    writes: false,
  },
  {
    method: 'POST',
    path: '/pkgAdmin/getPackageList',
    payload: '-',
    response:
      "PackageDto[]: id, name, priceYuan, period (day, month, quarter, halfYear, year), points; the caller's brand",
    errors: 'noPermission',
    roles: ['admin', 'assistant', 'cansetAgent', 'agent'],
    writes: false,
  },
  {
    method: 'POST',
    path: '/pkgAdmin/addPackage',
    payload: 'name, priceYuan, period, power (entered, units of 10: points = power x 10)',
    response: 'PackageDto',
    errors: 'noPermission; paramError(field); powerUnitsOfTen; packageNameExists',
    roles: ['admin', 'assistant'],
    writes: true,
  },
  {
    method: 'POST',
    path: '/pkgAdmin/updatePackage',
    payload: 'id, name, priceYuan, period, power',
    response: 'PackageDto',
    errors: 'noPermission; packageMissing; paramError(field); powerUnitsOfTen; packageNameExists',
    roles: ['admin', 'assistant'],
    writes: true,
  },
  {
    method: 'GET',
    path: '/pkgAdmin/deletePackage',
    payload: 'id',
    response: 'null',
    errors: 'noPermission; packageMissing',
    roles: ['admin', 'assistant'],
    writes: true,
  },
  {
    method: 'POST',
    path: '/userInfo/createUser',
    payload:
      'mobilePhone, passWord, nickName, isAgent, canSetAgent; the new account is under the caller, in their brand',
    response: '{ userId }',
    errors:
      'noPermission (agent opening an agent; canSetAgent by others than admin and assistant); emptyAccount; paramError(field); accountRegistered',
    roles: ['admin', 'assistant', 'cansetAgent', 'agent'],
    writes: true,
  },
  {
    method: 'POST',
    path: '/userInfo/createOem',
    payload:
      "words, oemCode, logo, oemLoginBackground (URL or data URL; empty: the default brand's), domain, showAgreementDomainName, shareAddressPrefix, unifiedComputingPower, showAudition, hailuoAudioGeneratePower, ossType",
    response: 'OemConfigDto; queryOemConfigByDomain serves it on its domain at once',
    errors: 'noPermission; paramError(field); oemCodeExists; domainExists',
    roles: ['admin'],
    writes: true,
  },
  {
    method: 'GET',
    path: '/userInfo/settingUserRole',
    payload: 'roleName ("zhuli"), userId or mobilePhone',
    response: 'RoleUserDto: userId, nickname, mobile, userRole, createdAt',
    errors: 'noPermission; paramError(roleName); userNotExist (or of another brand); cannotOperateSelf',
    roles: ['admin'],
    writes: true,
  },
  {
    method: 'POST',
    path: '/userInfo/queryRoleList',
    payload: 'roleName ("zhuli"), pageNum, pageSize, keyword',
    response: 'PageDto<RoleUserDto>',
    errors: 'noPermission; paramError(roleName)',
    roles: ['admin'],
    writes: false,
  },
  {
    method: 'GET',
    path: '/userInfo/removeUserRole',
    payload: 'roleName ("zhuli"), userId',
    response: 'RoleUserDto',
    errors: 'noPermission; userNotExist; cannotOperateSelf',
    roles: ['admin'],
    writes: true,
  },
  {
    method: 'GET',
    path: '/scriptInfo/getStsACS',
    payload:
      'kind (scriptAudio, voiceBasic, voiceHifi, image, backgroundImage, video, avatarVideo), fileName, fileSize, contentType',
    response:
      "StsDto: ossType (the brand's storage), key, uploadUrl, method (PUT: the file as body; POST: multipart of fields + file), fields, headers, expireAt (15 min)",
    errors: 'paramError(kind | fileName: wrong type, empty or over 100 MB)',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'POST',
    path: '/ossLocalSourceMapper/saveOssLocalSourceMapper',
    payload: 'key, kind, fileName, fileSize, duration (s), width, height (read by the browser from the file)',
    response: 'SourceDto: sourceId, kind, url, fileName, fileSize, duration, width, height',
    errors:
      "noPermission (another user's key); uploadMissing (bytes not arrived or target expired); paramError(duration | width: the kind's limits of spec.md section 5)",
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/avatar/listAvatar',
    payload: 'pageNum, pageSize',
    response:
      "{list: AvatarDto[], total}, newest first, the caller's own: id, name, orientation, status (processing until the 5-10 s cutout ends, then ready), videoUrl, width, height, createdAt",
    errors: '-',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'POST',
    path: '/avatar/createAvatar',
    payload: 'name, orientation (landscape | vertical), sourceId (an avatarVideo upload)',
    response: 'AvatarDto (status processing)',
    errors: 'paramError(name | orientation | sourceId); noDigitalTime; digitalNonCompliant (flagged by moderation)',
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/avatar/renameAvatar',
    payload: 'id, name',
    response: 'AvatarDto',
    errors: "paramError(name); noPermission (another user's)",
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/avatar/deleteAvatar',
    payload: 'id',
    response: 'null',
    errors: "noPermission (another user's)",
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/voice/listVoice',
    payload: 'pageNum, pageSize',
    response:
      "{list: VoiceDto[], total}, the caller's own: id, name, version (basic | hifi), status (pending | done | failed, by the server clock), purchased, createdAt, trainedAt",
    errors: '-',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'POST',
    path: '/voice/createVoice',
    payload: 'name, version, sourceId (a voiceBasic 3-10 s or voiceHifi 15-60 s upload)',
    response: 'VoiceDto (pending; training takes 20 s basic, 60 s hi-fi)',
    errors:
      'paramError(name | version | sourceId); noCloneTime; insufficientAttempts (5 a day); moderationFailed (flagged sample)',
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/voice/renameVoice',
    payload: 'id, name',
    response: 'VoiceDto',
    errors: "voiceTraining; paramError(name); noPermission (another user's)",
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/voice/deleteVoice',
    payload: 'id',
    response: 'null',
    errors: "voiceTraining; noPermission (another user's)",
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/voice/buyTimbre',
    payload: 'id',
    response: "BuyTimbreDto: voice (purchased), balance; one 'voiceBuyTimbre' record of -3000",
    errors: 'voiceTraining; voiceFailed; timbreOwned; insufficientPower (code 50020)',
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/voice/auditionVoice',
    payload: 'id (a voice or a platform timbre)',
    response: 'AuditionDto: url of a sample to play',
    errors: "auditionOff (brand's showAudition off); voiceTraining; voiceFailed",
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'GET',
    path: '/voice/listTimbre',
    payload: '-',
    response:
      "TimbreDto[]: id, name, tier (free: 15-270 characters | paid: up to 3000), system; the platform's and the caller's trained voices",
    errors: '-',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'POST',
    path: '/audio/generateAudio',
    payload: 'voiceId, text (pauses as <#seconds#>), rate (0 < rate <= 2, one decimal)',
    response:
      "AudioDto (generating): id, voiceId, voiceName, text, rate, status, progress, url, durationS, cost, createdAt, expiresAt; one 'audioGeneration' record of 10 points per started 100 characters (20 on brands with hailuoAudioGeneratePower)",
    errors: 'paramError(voiceId | text | rate); voiceTraining; voiceFailed; insufficientPower (code 50020)',
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/audio/listAudio',
    payload: 'pageNum, pageSize',
    response:
      "{list: AudioDto[], total}, the caller's own; status generating, done, or expired 48 h after creation (no url)",
    errors: '-',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'POST',
    path: '/audio/deleteAudio',
    payload: 'id',
    response: 'null',
    errors: "noPermission (another user's)",
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/task/createTask',
    payload:
      'mode (basic|senior), name, avatarId, voiceId, language, scriptType (text|audio), text, rate, audioSourceId, model (free|youzhi|dingji), agreed; senior: {orientation, background {kind, sourceId} | null, cover {title, fontStyle, fontSize, imageSourceId}, card {name, intro, fontSize, style} | null}',
    response:
      "TaskDto (waiting): id, name, mode, model, status, progress, queuePosition, reason, cost, refunded, durationS, orientation, createdAt, finishedAt, expiresAt, expired, videoUrl, coverUrl; one 'videoOrdinary' / 'videoQuality' / 'videoTop' record of 30 / 150 / 600 points per started 30 s; a banned word or flagged file makes a text / audio / image / video illegal task at no cost",
    errors:
      'vipExpired (50021), insufficientPower (50020), taskAvatarRequired, taskVoiceRequired, taskLanguageRequired, taskAudioRequired, taskAgreementRequired, taskFreeModelTooLong, taskCoverTitleRequired, paramError (name, text, rate, model, cover, card, background, audioSourceId), voiceTraining, voiceFailed',
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/task/listTask',
    payload: 'pageNum, pageSize, status?, name? (part of the name)',
    response:
      "{list: TaskDto[], total, inFlight}, the caller's own, newest first; a failed run's power is refunded (positive record of the same type) when first read after it failed",
    errors: '-',
    roles: 'signed in',
    writes: false,
  },
  {
    method: 'POST',
    path: '/task/renameTask',
    payload: 'id, name',
    response: 'TaskDto',
    errors: "paramError (name), noPermission (another user's)",
    roles: 'signed in',
    writes: true,
  },
  {
    method: 'POST',
    path: '/task/deleteTask',
    payload: 'id',
    response: 'null',
    errors: "deleteOngoingTask (waiting, in queue or editing), noPermission (another user's)",
    roles: 'signed in',
    writes: true,
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

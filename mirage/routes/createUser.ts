import {
  checkDomain,
  checkImage,
  checkOemCode,
  checkOptionalUrl,
  checkWords,
  normalizeDomain,
  normalizeOemCode,
  OSS_TYPES,
} from '../../src/domain/oemLabel';
import { BRAND_NAME_TOO_LONG, brandNameVars } from '../../src/domain/brandName';
import { checkMobile, checkPassword, normalizeMobile } from '../../src/domain/validation';
import { refuseName } from '../names';
import { userCan } from '../access';
import { defaultBrand, toOemDto } from '../brands';
import { logChange } from '../changeLog';
import { type DbBrand, findUserByMobile } from '../db';
import { addAccount } from '../users';
import { fail, ok, paramError, refuseRule, type Handlers } from '../handler';

/** A 0/1 switch of the request: 1 is on, anything else (or nothing) off. */
const flag = (v: number | undefined): 0 | 1 => (v === 1 ? 1 : 0);

export const createUserHandlers = {
  '/userInfo/createUser': (ctx) => {
    const b = ctx.input;
    const mobile = normalizeMobile(b.mobilePhone);
    const password = b.passWord;
    const nickname = b.nickName.trim();
    if (!mobile) return fail(ctx, 'emptyAccount');
    if (checkMobile(mobile)) return paramError(ctx, 'mobilePhone');
    if (checkPassword(password)) return paramError(ctx, 'passWord');
    const badNickname = refuseName(ctx, 'nickname', nickname, 'nickName');
    if (badNickname) return badNickname;
    const isAgent = flag(b.isAgent);
    const canSetAgent = isAgent ? flag(b.canSetAgent) : 0;
    // A plain agent opens customer accounts only; agents who may set agents open agents; the boss anything.
    if (isAgent && !userCan(ctx.user, 'setAgents')) return fail(ctx, 'noPermission');
    if (canSetAgent && !userCan(ctx.user, 'grantAgentSetting')) return fail(ctx, 'noPermission');
    if (findUserByMobile(ctx.db, mobile)) return fail(ctx, 'accountRegistered');
    const now = ctx.clock.now();
    const user = addAccount(ctx.db, ctx.rand, now, {
      mobile,
      password,
      nickname,
      isAgent,
      canSetAgent,
      parentId: ctx.user.id,
      oemCode: ctx.user.oemCode,
      appLanguage: ctx.user.appLanguage,
    });
    logChange(ctx.db, user, 'created', '', `by:${ctx.user.id}`, ctx.user.id, now);
    return ok({ userId: user.id });
  },
  '/userInfo/createOem': (ctx) => {
    const b = ctx.input;
    const words = b.words.trim();
    const code = normalizeOemCode(b.oemCode);
    const domain = normalizeDomain(b.domain);
    const logo = (b.logo ?? '').trim();
    const bg = (b.oemLoginBackground ?? '').trim();
    const agreement = (b.showAgreementDomainName ?? '').trim();
    const share = (b.shareAddressPrefix ?? '').trim();
    const ossType = b.ossType || 'aliyun';
    const wordsRule = checkWords(words);
    if (wordsRule === BRAND_NAME_TOO_LONG) return refuseRule(ctx, wordsRule, brandNameVars);
    if (wordsRule) return paramError(ctx, 'words');
    if (checkOemCode(code)) return paramError(ctx, 'oemCode');
    if (checkDomain(domain)) return paramError(ctx, 'domain');
    if (checkImage(logo)) return paramError(ctx, 'logo');
    if (checkImage(bg)) return paramError(ctx, 'oemLoginBackground');
    if (checkOptionalUrl(agreement)) return paramError(ctx, 'showAgreementDomainName');
    if (checkOptionalUrl(share)) return paramError(ctx, 'shareAddressPrefix');
    if (!(OSS_TYPES as readonly string[]).includes(ossType)) return paramError(ctx, 'ossType');
    if (ctx.db.brands.some((x) => x.oemCode === code)) return fail(ctx, 'oemCodeExists');
    if (ctx.db.brands.some((x) => x.domains.includes(domain))) return fail(ctx, 'domainExists');
    const base = defaultBrand(ctx.db);
    const brand: DbBrand = {
      domains: [domain],
      logo: logo || base.logo,
      oemLoginBackground: bg || base.oemLoginBackground,
      words,
      oemCode: code,
      showAgreementDomainName: agreement,
      shareAddressPrefix: share,
      unifiedComputingPower: flag(b.unifiedComputingPower),
      showAudition: flag(b.showAudition),
      hailuoAudioGeneratePower: flag(b.hailuoAudioGeneratePower),
      ossType,
      agentContact: ctx.user.mobile,
    };
    ctx.db.brands.push(brand);
    logChange(ctx.db, ctx.user, 'oem', '', `${code}@${domain}`, ctx.user.id, ctx.clock.now());
    return ok(toOemDto(brand));
  },
} satisfies Handlers;

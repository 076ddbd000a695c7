import type { LoginDto } from '../../src/api/types';
import { inviteLink } from '../../src/domain/brand';
import { checkMobile, checkPassword, checkSmsCode, normalizeMobile } from '../../src/domain/validation';
import { refuseName } from '../names';
import { brandByCode, brandForDomain } from '../brands';
import { findUser, findUserByMobile } from '../db';
import { giveInvitationGift } from '../invitations';
import { logChange } from '../changeLog';
import { fail, ok, paramError, type Handlers } from '../handler';
import { makeId } from '../random';
import { DEMO_SMS_CODE } from '../seed';
import { addAccount, toUserDto } from '../users';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;

export const authHandlers = {
  '/userInfo/loginByPwd': (ctx) => {
    const mobile = normalizeMobile(ctx.input.mobilePhone);
    const password = ctx.input.passWord;
    if (!mobile) return fail(ctx, 'emptyAccount');
    if (!password) return paramError(ctx, 'passWord');
    const user = findUserByMobile(ctx.db, mobile);
    if (!user || user.password !== password) return fail(ctx, 'passwordIncorrect');
    const session = {
      // The data's random part makes a token of this run or reset unlike any of another (mirage/backend.ts).
      token: `${makeId(ctx.rand, 'tk', 24)}${ctx.db.tokenNonce ?? ''}`,
      tokenId: makeId(ctx.rand, 'ti', 8),
      userId: user.id,
      createdAt: ctx.clock.now(),
      cleared: false,
    };
    ctx.db.sessions.push(session);
    const data: LoginDto = { ...toUserDto(user), token: session.token, tokenId: session.tokenId };
    return ok(data);
  },
  '/userInfo/sendMessageCode': (ctx) => {
    const mobile = normalizeMobile(ctx.input.mobilePhone);
    if (checkMobile(mobile)) return paramError(ctx, 'mobilePhone');
    if (findUserByMobile(ctx.db, mobile)) return fail(ctx, 'accountRegistered');
    const now = ctx.clock.now();
    const last = ctx.db.smsCodes.find((c) => c.mobile === mobile);
    if (last && now - last.sentAt < SMS_RESEND_MS) return fail(ctx, 'codeTooOften');
    ctx.db.smsCodes = ctx.db.smsCodes.filter((c) => c.mobile !== mobile);
    // The demo has no SMS gateway: the code is always the documented demo code.
    ctx.db.smsCodes.push({ mobile, code: DEMO_SMS_CODE, sentAt: now });
    return ok(null);
  },
  '/userInfo/registerAccount': (ctx) => {
    const b = ctx.input;
    const mobile = normalizeMobile(b.mobilePhone);
    const password = b.passWord;
    const nickname = b.nickName.trim();
    const code = b.messageCode.trim();
    const inviteCode = b.inviteCode.trim().toUpperCase();
    if (!mobile) return fail(ctx, 'emptyAccount');
    if (checkMobile(mobile)) return paramError(ctx, 'mobilePhone');
    if (checkPassword(password)) return paramError(ctx, 'passWord');
    const badNickname = refuseName(ctx, 'nickname', nickname, 'nickName');
    if (badNickname) return badNickname;
    if (checkSmsCode(code)) return fail(ctx, 'codeError');
    if (findUserByMobile(ctx.db, mobile)) return fail(ctx, 'accountRegistered');
    const sent = ctx.db.smsCodes.find((c) => c.mobile === mobile);
    if (!sent || sent.code !== code || ctx.clock.now() - sent.sentAt > SMS_CODE_TTL_MS) return fail(ctx, 'codeError');
    const inviter = inviteCode ? ctx.db.users.find((u) => u.inviteCode === inviteCode) : undefined;
    if (inviteCode && !inviter) return fail(ctx, 'inviteCodeError');
    const brand = brandForDomain(ctx.db, ctx.req.host);
    const boss =
      ctx.db.users.find((u) => u.isAdmin === 1 && u.oemCode === brand.oemCode) ??
      ctx.db.users.find((u) => u.isAdmin === 1);
    const invitee = addAccount(ctx.db, ctx.rand, ctx.clock.now(), {
      mobile,
      password,
      nickname,
      parentId: inviter?.id ?? boss?.id ?? null,
      oemCode: inviter?.oemCode ?? brand.oemCode,
      appLanguage: b.appLanguage,
    });
    if (inviter) giveInvitationGift(ctx.db, inviter, invitee, ctx.clock.now());
    ctx.db.smsCodes = ctx.db.smsCodes.filter((c) => c.mobile !== mobile);
    return ok(null);
  },
  '/userInfo/getUserInfo': (ctx) => {
    const id = ctx.input.userId;
    if (!id) return paramError(ctx, 'userId');
    if (id !== ctx.user.id) return fail(ctx, 'noPermission');
    return ok(toUserDto(ctx.user));
  },
  '/login/clearToken': (ctx) => {
    ctx.session.cleared = true;
    return ok(null);
  },
  '/userInfo/setAppLanguage': (ctx) => {
    const lang = ctx.input.appLanguage;
    logChange(ctx.db, ctx.user, 'appLanguage', ctx.user.appLanguage, lang, ctx.user.id, ctx.clock.now());
    ctx.user.appLanguage = lang;
    return ok(null);
  },
  '/userInfo/upNickName': (ctx) => {
    const name = ctx.input.nickName.trim();
    const badNickname = refuseName(ctx, 'nickname', name, 'nickName');
    if (badNickname) return badNickname;
    logChange(ctx.db, ctx.user, 'nickname', ctx.user.nickname, name, ctx.user.id, ctx.clock.now());
    ctx.user.nickname = name;
    return ok(null);
  },
  '/userInfo/queryInviteUrl': (ctx) => {
    // The brand of the host the person uses, whose name and logo they see: a friend who follows the link signs up
    // where they were invited (a member of the default brand invites through Acme's prefix on Acme's host).
    const brand = brandForDomain(ctx.db, ctx.req.host);
    return ok(inviteLink(brand.shareAddressPrefix, ctx.req.origin, ctx.user.inviteCode));
  },
  '/userInvite/getAgentMobile': (ctx) => {
    const parent = ctx.user.parentId ? findUser(ctx.db, ctx.user.parentId) : undefined;
    if (parent && parent.isAgent === 1) return ok(parent.mobile);
    return ok(brandByCode(ctx.db, ctx.user.oemCode).agentContact);
  },
} satisfies Handlers;

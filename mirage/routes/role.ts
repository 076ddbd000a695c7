import { nameMatches } from '../seededNames';
import type { InputOf } from '../../src/api/contract';
import type { RoleUserDto } from '../../src/api/types';
import { ASSISTANT_MARK, hasAssistantMark } from '../../src/domain/roles';
import { normalizeMobile } from '../../src/domain/validation';
import { logChange } from '../changeLog';
import { type DbUser, findUser, findUserByMobile } from '../db';
import { type Ctx, type Failure, fail, isFailure, ok, paramError, type Handlers } from '../handler';
import { paging } from '../paging';
import { pageOf } from '../../src/domain/paging';

/** The roles the admin may grant: only the boss assistant today. */
const GRANTABLE = [ASSISTANT_MARK];

const toRoleUser = (u: DbUser): RoleUserDto => ({
  userId: u.id,
  nickname: u.nickname,
  mobile: u.mobile,
  userRole: u.userRole,
  createdAt: u.createdAt,
});

const marks = (userRole: string): string[] =>
  userRole
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The admin's person to change: by userId or by mobile, of the admin's own brand, never the admin. */
function roleTarget(ctx: Ctx<InputOf<'/userInfo/settingUserRole'>>): DbUser | Failure {
  const roleName = ctx.input.roleName || ASSISTANT_MARK;
  if (!GRANTABLE.includes(roleName)) return paramError(ctx, 'roleName');
  const id = ctx.input.userId ?? '';
  const mobile = normalizeMobile(ctx.input.mobilePhone ?? '');
  if (!id && !mobile) return paramError(ctx, 'userId');
  const target = id ? findUser(ctx.db, id) : findUserByMobile(ctx.db, mobile);
  if (!target || target.oemCode !== ctx.user.oemCode) return fail(ctx, 'userNotExist');
  if (target.id === ctx.user.id) return fail(ctx, 'cannotOperateSelf');
  return target;
}

export const roleHandlers = {
  '/userInfo/settingUserRole': (ctx) => {
    const target = roleTarget(ctx);
    if (isFailure(target)) return target;
    if (!hasAssistantMark(target.userRole)) {
      const next = [...marks(target.userRole), ASSISTANT_MARK].join(',');
      logChange(ctx.db, target, 'userRole', target.userRole, next, ctx.user.id, ctx.clock.now());
      target.userRole = next;
    }
    return ok(toRoleUser(target));
  },
  '/userInfo/removeUserRole': (ctx) => {
    const target = roleTarget(ctx);
    if (isFailure(target)) return target;
    const next = marks(target.userRole)
      .filter((m) => m !== ASSISTANT_MARK)
      .join(',');
    logChange(ctx.db, target, 'userRole', target.userRole, next, ctx.user.id, ctx.clock.now());
    target.userRole = next;
    return ok(toRoleUser(target));
  },
  '/userInfo/queryRoleList': (ctx) => {
    const roleName = ctx.input.roleName || ASSISTANT_MARK;
    if (!GRANTABLE.includes(roleName)) return paramError(ctx, 'roleName');
    const page = paging(ctx);
    if (isFailure(page)) return page;
    const keyword = (ctx.input.keyword ?? '').trim().toLowerCase();
    const found = ctx.db.users.filter(
      (u) =>
        u.oemCode === ctx.user.oemCode &&
        marks(u.userRole).includes(roleName) &&
        (!keyword || u.mobile.includes(keyword) || nameMatches(u.nickname, keyword, ctx.lang)),
    );
    const { list, total } = pageOf(found, page);
    return ok({ list: list.map(toRoleUser), total });
  },
} satisfies Handlers;

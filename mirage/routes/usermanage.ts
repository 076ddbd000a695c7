import { nameMatches } from '../seededNames';
import type {
  PersonListRequest,
  PersonRowDto,
  RechargeRequest,
  RechargeResultDto,
  StockDto,
} from '../../src/api/types';
import {
  cardCost,
  extendMembership,
  hasUnlimitedStock,
  isCardCount,
  packageCost,
  powerCost,
  type RechargeCost,
  SHORTAGE_MESSAGE,
  shortage,
} from '../../src/domain/inventory';
import { CARD_TYPES, isPowerUnit } from '../../src/domain/power';
import { canManage, roleOf, userCan } from '../access';
import { logChange } from '../changeLog';
import { type DbUser, findUser } from '../db';
import type { DataOf, InputOf } from '../../src/api/contract';
import { type Answer, type Ctx, type Failure, fail, isFailure, ok, paramError, type Handlers } from '../handler';
import { changePower } from '../ledger';
import { managedBy, toDetail, toRow } from '../reseller';
import { paging } from '../paging';
import { pageOf } from '../../src/domain/paging';

const COLLATOR = new Intl.Collator('zh');

/** The target of an operation: a parameter error, 'user does not exist', or 'no permission' when not managed. */
function managedTarget(ctx: Ctx, id: string): DbUser | Failure {
  if (!id) return paramError(ctx, 'userId');
  const target = findUser(ctx.db, id);
  if (!target) return fail(ctx, 'userNotExist');
  return canManage(ctx.db, ctx.user, target) ? target : fail(ctx, 'noPermission');
}

/**
 * One list handler for both lists: filter first (on the people in scope, no copy of the table), sort only the
 * matches, map only the page.
 */
function personList(ctx: Ctx<PersonListRequest>, agents: boolean): Answer<DataOf<'/usermanage/getMyClientList'>> {
  const b = ctx.input;
  const page = paging(ctx);
  if (isFailure(page)) return page;
  const sortField = b.sortField ?? 'createdAt';
  const order = b.sortOrder === 'asc' ? 1 : -1;
  const keyword = (b.keyword ?? '').trim().toLowerCase();
  const parentId = b.parentId ?? '';
  if (parentId && parentId !== ctx.user.id) {
    const parent = managedTarget(ctx, parentId);
    if (isFailure(parent)) return parent;
  }
  const matches = managedBy(ctx.db, ctx.user).filter(
    (u) =>
      // One person's direct subordinates are listed whole (clients and agents), for their details page.
      (parentId ? u.parentId === parentId : agents ? u.isAgent === 1 : u.isAgent !== 1) &&
      (!keyword || u.mobile.includes(keyword) || nameMatches(u.nickname, keyword, ctx.lang)),
  );
  // Ties break on the id, so pages never overlap; plain comparisons (no localeCompare) keep 10,000 rows fast.
  const byId = (x: DbUser, y: DbUser) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0) * order;
  if (sortField === 'nickname') matches.sort((x, y) => COLLATOR.compare(x.nickname, y.nickname) * order || byId(x, y));
  else matches.sort((x, y) => (x[sortField] - y[sortField]) * order || byId(x, y));
  const { list, total } = pageOf(matches, page);
  return ok({ list: list.map((u): PersonRowDto => toRow(ctx.db, u, ctx.clock.now())), total });
}

export const stockOf = (u: DbUser): StockDto => ({
  cards: { ...u.cards },
  power: u.power,
  unlimited: hasUnlimitedStock(roleOf(u)),
});

/** Reads what to recharge from the body: the cost, a note for the ledger, or a rejection. */
function rechargeCost(ctx: Ctx<RechargeRequest>): { cost: RechargeCost; note: string } | Failure {
  const b = ctx.input;
  if (b.kind === 'card') {
    const count = b.count ?? 1;
    if (!b.cardType) return paramError(ctx, 'cardType');
    if (!isCardCount(count)) return paramError(ctx, 'count');
    return { cost: cardCost(b.cardType, count), note: `card:${b.cardType}x${count}` };
  }
  if (b.kind === 'power') {
    const entered = b.power ?? Number.NaN;
    if (!isPowerUnit(entered)) return fail(ctx, 'powerUnitsOfTen');
    return { cost: powerCost(entered), note: 'recharge' };
  }
  const pkg = ctx.db.packages.find((p) => p.id === b.packageId && p.oemCode === ctx.user.oemCode);
  if (!pkg) return fail(ctx, 'packageMissing');
  return { cost: packageCost(pkg), note: `package:${pkg.name}` };
}

function recharge(ctx: Ctx<RechargeRequest>): Answer<RechargeResultDto> {
  const id = ctx.input.userId;
  if (id && id === ctx.user.id) return fail(ctx, 'cannotOperateSelf');
  const target = managedTarget(ctx, id);
  if (isFailure(target)) return target;
  const what = rechargeCost(ctx);
  if (isFailure(what)) return what;
  const { cost, note } = what;
  const actor = ctx.user;
  const unlimited = hasUnlimitedStock(roleOf(actor));
  if (!unlimited) {
    const short = shortage(actor.cards, actor.power, cost);
    if (short) return fail(ctx, SHORTAGE_MESSAGE[short]);
  }
  const now = ctx.clock.now();
  // Cards: out of the reseller's stock, into the person's membership.
  if (!unlimited && CARD_TYPES.some((t) => cost.cards[t] > 0)) {
    const before = { ...actor.cards };
    for (const t of CARD_TYPES) actor.cards[t] -= cost.cards[t];
    logChange(ctx.db, actor, 'cards', JSON.stringify(before), JSON.stringify(actor.cards), actor.id, now);
  }
  if (cost.days > 0) {
    const before = target.aigcExpiresTime;
    target.aigcExpiresTime = extendMembership(before, now, cost.days);
    logChange(ctx.db, target, 'vip', before, target.aigcExpiresTime, actor.id, now);
  }
  if (cost.points > 0) {
    if (!unlimited) changePower(ctx.db, actor, -cost.points, 'recharge', now, `to:${target.mobile}`, actor.id);
    changePower(ctx.db, target, cost.points, 'recharge', now, note, actor.id);
  }
  return ok({ person: toRow(ctx.db, target, ctx.clock.now()), stock: stockOf(actor) });
}

function setAgent(ctx: Ctx<InputOf<'/usermanage/setAgent'>>, on: boolean): Answer<PersonRowDto> {
  const id = ctx.input.userId;
  if (id && id === ctx.user.id) return fail(ctx, on ? 'cannotOperateSelf' : 'cannotRevokeOwnAgent');
  const target = managedTarget(ctx, id);
  if (isFailure(target)) return target;
  const canSet = on && ctx.input.canSetAgent === 1 ? 1 : 0;
  // Only the boss (and their assistant) make agents who may make agents.
  if (canSet && !userCan(ctx.user, 'grantAgentSetting')) return fail(ctx, 'noPermission');
  const now = ctx.clock.now();
  logChange(ctx.db, target, 'isAgent', target.isAgent, on ? 1 : 0, ctx.user.id, now);
  logChange(ctx.db, target, 'canSetAgent', target.canSetAgent, canSet, ctx.user.id, now);
  target.isAgent = on ? 1 : 0;
  target.canSetAgent = canSet;
  return ok(toRow(ctx.db, target, ctx.clock.now()));
}

export const usermanageHandlers = {
  '/usermanage/getMyClientList': (ctx) => personList(ctx, false),
  '/usermanage/getProxyUserList': (ctx) => personList(ctx, true),
  '/usermanage/getUserDetail': (ctx) => {
    const target = managedTarget(ctx, ctx.input.userId);
    return isFailure(target) ? target : ok(toDetail(ctx.db, target, ctx.clock.now()));
  },
  '/usermanage/getMyStock': (ctx) => ok(stockOf(ctx.user)),
  '/usermanage/recharge': recharge,
  '/usermanage/setAgent': (ctx) => setAgent(ctx, true),
  '/usermanage/cancelAgent': (ctx) => setAgent(ctx, false),
} satisfies Handlers;

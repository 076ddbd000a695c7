import type { PackageDto } from '../../src/api/types';
import { isPeriod } from '../../src/domain/inventory';
import { membershipGift } from '../../src/domain/membership';
import { checkPackageName, checkPackagePower, checkPrice, sameName } from '../../src/domain/packageRules';
import { pointsFromEntered } from '../../src/domain/power';
import { logChange } from '../changeLog';
import { type DbPackage, nextId } from '../db';
import { type Ctx, fail, ok, paramError, refuseRule, type Reply, type Handlers, str } from '../handler';

export const toPackageDto = ({ id, name, priceYuan, period, points }: DbPackage): PackageDto => ({
  id,
  name,
  priceYuan,
  period,
  points,
  giftPoints: membershipGift(period, points),
});

/** Validates a package body; answers the package fields or the rejection. */
function readPackage(ctx: Ctx, selfId: string): Omit<DbPackage, 'id' | 'oemCode'> | Reply {
  const b = ctx.req.body;
  const name = str(b.name).trim();
  const nameRule = checkPackageName(name);
  if (nameRule === 'reseller.validation.packageNameLong') return refuseRule(ctx, nameRule);
  if (nameRule) return paramError(ctx, 'name');
  if (checkPrice(str(b.priceYuan))) return paramError(ctx, 'priceYuan');
  if (!isPeriod(b.period)) return paramError(ctx, 'period');
  if (checkPackagePower(str(b.power))) return fail(ctx, 'powerUnitsOfTen');
  const taken = ctx.db.packages.some(
    (p) => p.oemCode === ctx.user.oemCode && p.id !== selfId && sameName(p.name, name),
  );
  if (taken) return fail(ctx, 'packageNameExists');
  return { name, priceYuan: Number(b.priceYuan), period: b.period, points: pointsFromEntered(Number(b.power)) };
}
const isReply = (v: object): v is Reply => 'code' in v;

const mine = (ctx: Ctx, id: string) => ctx.db.packages.find((p) => p.id === id && p.oemCode === ctx.user.oemCode);

export const pkgAdminHandlers = {
  '/pkgAdmin/getPackageList': (ctx) => {
    return ok(ctx.db.packages.filter((p) => p.oemCode === ctx.user.oemCode).map(toPackageDto));
  },
  '/pkgAdmin/addPackage': (ctx) => {
    const fields = readPackage(ctx, '');
    if (isReply(fields)) return fields;
    const pkg: DbPackage = { id: nextId(ctx.db, 'p'), oemCode: ctx.user.oemCode, ...fields };
    ctx.db.packages.push(pkg);
    logChange(ctx.db, ctx.user, 'package', '', `${pkg.id}:${pkg.name}`, ctx.user.id, ctx.clock.now());
    return ok(toPackageDto(pkg));
  },
  '/pkgAdmin/updatePackage': (ctx) => {
    const pkg = mine(ctx, str(ctx.req.body.id));
    if (!pkg) return fail(ctx, 'packageMissing');
    const fields = readPackage(ctx, pkg.id);
    if (isReply(fields)) return fields;
    const before = JSON.stringify(toPackageDto(pkg));
    Object.assign(pkg, fields);
    logChange(ctx.db, ctx.user, 'package', before, JSON.stringify(toPackageDto(pkg)), ctx.user.id, ctx.clock.now());
    return ok(toPackageDto(pkg));
  },
  '/pkgAdmin/deletePackage': (ctx) => {
    const pkg = mine(ctx, str(ctx.req.query.id));
    if (!pkg) return fail(ctx, 'packageMissing');
    ctx.db.packages = ctx.db.packages.filter((p) => p !== pkg);
    logChange(ctx.db, ctx.user, 'package', `${pkg.id}:${pkg.name}`, '', ctx.user.id, ctx.clock.now());
    return ok(null);
  },
} satisfies Handlers;

import type { PackageDto, PackageRequest } from '../../src/api/types';
import { membershipGift } from '../../src/domain/membership';
import { checkPackageName, checkPackagePower, checkPrice, sameName } from '../../src/domain/packageRules';
import { pointsFromEntered } from '../../src/domain/power';
import { logChange } from '../changeLog';
import { type DbPackage, nextId } from '../db';
import { type Ctx, type Failure, fail, isFailure, ok, paramError, refuseRule, type Handlers } from '../handler';

export const toPackageDto = ({ id, name, priceYuan, period, points }: DbPackage): PackageDto => ({
  id,
  name,
  priceYuan,
  period,
  points,
  giftPoints: membershipGift(period, points),
});

/** Validates a package body; answers the package fields or the rejection. */
function readPackage(ctx: Ctx<PackageRequest>, selfId: string): Omit<DbPackage, 'id' | 'oemCode'> | Failure {
  const b = ctx.input;
  const name = b.name.trim();
  const nameRule = checkPackageName(name);
  if (nameRule === 'reseller.validation.packageNameLong') return refuseRule(ctx, nameRule);
  if (nameRule) return paramError(ctx, 'name');
  if (checkPrice(String(b.priceYuan))) return paramError(ctx, 'priceYuan');
  if (checkPackagePower(String(b.power))) return fail(ctx, 'powerUnitsOfTen');
  const taken = ctx.db.packages.some(
    (p) => p.oemCode === ctx.user.oemCode && p.id !== selfId && sameName(p.name, name),
  );
  if (taken) return fail(ctx, 'packageNameExists');
  return { name, priceYuan: b.priceYuan, period: b.period, points: pointsFromEntered(b.power) };
}

const mine = (ctx: Ctx, id: string) => ctx.db.packages.find((p) => p.id === id && p.oemCode === ctx.user.oemCode);

export const pkgAdminHandlers = {
  '/pkgAdmin/getPackageList': (ctx) => {
    return ok(ctx.db.packages.filter((p) => p.oemCode === ctx.user.oemCode).map(toPackageDto));
  },
  '/pkgAdmin/addPackage': (ctx) => {
    const fields = readPackage(ctx, '');
    if (isFailure(fields)) return fields;
    const pkg: DbPackage = { id: nextId(ctx.db, 'p'), oemCode: ctx.user.oemCode, ...fields };
    ctx.db.packages.push(pkg);
    logChange(ctx.db, ctx.user, 'package', '', `${pkg.id}:${pkg.name}`, ctx.user.id, ctx.clock.now());
    return ok(toPackageDto(pkg));
  },
  '/pkgAdmin/updatePackage': (ctx) => {
    const pkg = mine(ctx, ctx.input.id ?? '');
    if (!pkg) return fail(ctx, 'packageMissing');
    const fields = readPackage(ctx, pkg.id);
    if (isFailure(fields)) return fields;
    const before = JSON.stringify(toPackageDto(pkg));
    Object.assign(pkg, fields);
    logChange(ctx.db, ctx.user, 'package', before, JSON.stringify(toPackageDto(pkg)), ctx.user.id, ctx.clock.now());
    return ok(toPackageDto(pkg));
  },
  '/pkgAdmin/deletePackage': (ctx) => {
    const pkg = mine(ctx, ctx.input.id);
    if (!pkg) return fail(ctx, 'packageMissing');
    ctx.db.packages = ctx.db.packages.filter((p) => p !== pkg);
    logChange(ctx.db, ctx.user, 'package', `${pkg.id}:${pkg.name}`, '', ctx.user.id, ctx.clock.now());
    return ok(null);
  },
} satisfies Handlers;

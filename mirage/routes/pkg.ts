import type { MembershipDto, PackageDto } from '../../src/api/types';
import { membershipGift, vipStateAt } from '../../src/domain/membership';
import { PACKAGE_PERIODS } from '../../src/domain/power';
import { ok, type Handlers } from '../handler';

export const pkgHandlers = {
  '/packageInfo/getPackageListForSale': (ctx) => {
    const list = ctx.db.packages
      .filter((p) => p.oemCode === ctx.user.oemCode)
      .sort(
        (a, b) => PACKAGE_PERIODS.indexOf(a.period) - PACKAGE_PERIODS.indexOf(b.period) || a.priceYuan - b.priceYuan,
      )
      .map(
        (p): PackageDto => ({
          id: p.id,
          name: p.name,
          priceYuan: p.priceYuan,
          period: p.period,
          points: p.points,
          giftPoints: membershipGift(p.period, p.points),
        }),
      );
    return ok(list);
  },
  '/membership/getMembershipInfo': (ctx) => {
    const now = ctx.clock.now();
    const u = ctx.user;
    const gifts = ctx.db.powerRecords.filter((r) => r.userId === u.id && r.type === 'invitationGift');
    const data: MembershipDto = {
      vipState: vipStateAt(u.aigcExpiresTime, now),
      aigcExpiresTime: u.aigcExpiresTime,
      unifiedComputingPower: u.power,
      serverTime: now,
      invitedCount: gifts.length,
      invitationPoints: gifts.reduce((s, r) => s + r.delta, 0),
    };
    return ok(data);
  },
} satisfies Handlers;

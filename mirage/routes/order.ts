import { ok, type RouteDef } from '../handler';
import { toOrderDto } from '../payments';
import { isReply, newestFirst, pageOf, paging, targetUser } from '../personalQuery';

export const orderRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/orderInformation/getOrderListByUserId',
    auth: true,
    handler: (ctx) => {
      const target = targetUser(ctx);
      if (isReply(target)) return target;
      const p = paging(ctx);
      if (isReply(p)) return p;
      const now = ctx.clock.now();
      const mine = newestFirst(ctx.db.orders.filter((o) => o.userId === target.id));
      return ok({ list: pageOf(mine, p).map((o) => toOrderDto(ctx.db, o, now)), total: mine.length });
    },
  },
];

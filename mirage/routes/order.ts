import { ok, type RouteDef } from '../handler';
import { toOrderDto } from '../payments';
import { isReply, listRequest, newestPage } from '../personalQuery';

export const orderRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/orderInformation/getOrderListByUserId',
    auth: true,
    handler: (ctx) => {
      const q = listRequest(ctx);
      if (isReply(q)) return q;
      const now = ctx.clock.now();
      const mine = ctx.db.orders.filter((o) => o.userId === q.target.id);
      return ok(newestPage(mine, q.page, (o) => toOrderDto(ctx.db, o, now)));
    },
  },
];

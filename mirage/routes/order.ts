import { ok, type Handlers } from '../handler';
import { toOrderDto } from '../payments';
import { isReply, listRequest, newestPage } from '../personalQuery';

export const orderHandlers = {
  '/orderInformation/getOrderListByUserId': (ctx) => {
    const q = listRequest(ctx);
    if (isReply(q)) return q;
    const now = ctx.clock.now();
    const mine = ctx.db.orders.filter((o) => o.userId === q.target.id);
    return ok(newestPage(mine, q.page, (o) => toOrderDto(ctx.db, o, now)));
  },
} satisfies Handlers;

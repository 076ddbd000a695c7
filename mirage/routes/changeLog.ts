import type { ChangeLogDto } from '../../src/api/types';
import { ok, type RouteDef } from '../handler';
import { isReply, newestFirst, operatorName, pageOf, paging, targetUser } from '../personalQuery';

export const changeLogRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/dataChangeLog/getDataChangeLog',
    auth: true,
    handler: (ctx) => {
      const target = targetUser(ctx);
      if (isReply(target)) return target;
      const p = paging(ctx);
      if (isReply(p)) return p;
      const rows = newestFirst(ctx.db.changeLogs.filter((c) => c.userId === target.id));
      const list = pageOf(rows, p).map(
        (c): ChangeLogDto => ({
          id: c.id,
          field: c.field,
          before: c.before,
          after: c.after,
          operatorName: operatorName(ctx.db, c.operatorId),
          createdAt: c.createdAt,
        }),
      );
      return ok({ list, total: rows.length });
    },
  },
];

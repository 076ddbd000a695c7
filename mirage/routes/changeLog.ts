import type { ChangeLogDto } from '../../src/api/types';
import { ok, type RouteDef } from '../handler';
import { isReply, listRequest, newestPage, operatorName } from '../personalQuery';

export const changeLogRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/dataChangeLog/getDataChangeLog',
    auth: true,
    handler: (ctx) => {
      const q = listRequest(ctx);
      if (isReply(q)) return q;
      const rows = ctx.db.changeLogs.filter((c) => c.userId === q.target.id);
      return ok(
        newestPage(
          rows,
          q.page,
          (c): ChangeLogDto => ({
            id: c.id,
            field: c.field,
            before: c.before,
            after: c.after,
            operatorName: operatorName(ctx.db, c.operatorId),
            createdAt: c.createdAt,
          }),
        ),
      );
    },
  },
];

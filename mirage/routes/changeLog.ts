import type { ChangeLogDto } from '../../src/api/types';
import { ok, type Handlers } from '../handler';
import { isReply, listRequest, newestPage, operatorName } from '../personalQuery';

export const changeLogHandlers = {
  '/dataChangeLog/getDataChangeLog': (ctx) => {
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
} satisfies Handlers;

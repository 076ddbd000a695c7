import { brandForDomain, toOemDto } from '../brands';
import { ok, paramError, type Handlers, str } from '../handler';

export const oemHandlers = {
  '/oemConfig/queryOemConfigByDomain': (ctx) => {
    const domain = str(ctx.req.query.domain);
    if (!domain) return paramError(ctx, 'domain');
    return ok(toOemDto(brandForDomain(ctx.db, domain)));
  },
} satisfies Handlers;

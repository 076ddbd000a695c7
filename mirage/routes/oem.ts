import { brandForDomain, toOemDto } from '../brands';
import { ok, paramError, type Handlers } from '../handler';

export const oemHandlers = {
  '/oemConfig/queryOemConfigByDomain': (ctx) => {
    const domain = ctx.input.domain;
    if (!domain) return paramError(ctx, 'domain');
    return ok(toOemDto(brandForDomain(ctx.db, domain)));
  },
} satisfies Handlers;

import { brandForDomain, toOemDto } from '../brands';
import { ok, paramError, type RouteDef, str } from '../handler';

export const oemRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/oemConfig/queryOemConfigByDomain',
    auth: false,
    handler: (ctx) => {
      const domain = str(ctx.req.query.domain);
      if (!domain) return paramError(ctx, 'domain');
      return ok(toOemDto(brandForDomain(ctx.db, domain)));
    },
  },
];

import { routeTrail } from './helpers';
import { APP_ROUTES, type AppRoute, type RouteTitleKey } from './table';

export interface Crumb {
  titleKey: RouteTitleKey;
  /** Set when the crumb is a page one can open (groups are not). */
  path?: string;
}

/** Hidden pages reached from a list: the crumb before them is that list, so a person can go back to it. */
const REACHED_FROM: Record<string, string> = {
  '/usermanage/proxyDetail/:id': '/usermanage/proxyUser',
  '/usermanage/myClientDetail/:id': '/usermanage/myClient',
  '/usermanage/create': '/usermanage/myClient',
};

/** The breadcrumb of a console path: its route trail, with the list a hidden page was reached from. */
export function crumbsFor(pathname: string, routes: readonly AppRoute[] = APP_ROUTES): Crumb[] {
  const trail = routeTrail(routes, pathname);
  const out: Crumb[] = [];
  trail.forEach((r, i) => {
    const leaf = i === trail.length - 1;
    if (leaf && r.meta.hidden) {
      const list = trail[i - 1]?.children?.find((s) => s.path === REACHED_FROM[r.path]);
      if (list) out.push({ titleKey: list.meta.titleKey, path: list.path });
    }
    out.push({ titleKey: r.meta.titleKey, path: r.children ? undefined : leaf ? pathname : r.path });
  });
  return out;
}

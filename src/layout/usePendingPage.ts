import { useLocation, useNavigation } from 'react-router-dom';
import type { Role } from '../domain/roles';
import { accessTo, routeTrail } from '../router/helpers';
import { APP_ROUTES, type AppRoute } from '../router/table';
import { useStores } from '../stores/RootStore';
import type { VisitedView } from '../stores/TagsViewStore';

/** A page being opened: where to, and its tab when it will have one (a console page the role may open). */
export interface PendingPage {
  path: string;
  view: VisitedView | null;
}

/** The tab a page will have once opened, or null when it gets none (not a page, or not one the role may open). */
export function tabFor(routes: readonly AppRoute[], role: Role | null, path: string): VisitedView | null {
  const page = routeTrail(routes, path).at(-1);
  if (!page || !role || accessTo(routes, role, path) !== 'ok') return null;
  return { path, titleKey: page.meta.titleKey, affix: Boolean(page.meta.affix) };
}

/**
 * The page a click is opening while its code and loaders arrive (react-router's navigation state), or null when none
 * is: the tabs and the frame show it at once, so the page being left never passes for the new one.
 */
export function usePendingPage(): PendingPage | null {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const { session } = useStores();
  const to = navigation.state === 'idle' ? undefined : navigation.location?.pathname;
  if (!to || to === pathname) return null;
  return { path: to, view: tabFor(APP_ROUTES, session.role, to) };
}

import { useLocation, useNavigation } from 'react-router-dom';
import { accessTo, routeTrail } from '../router/helpers';
import { APP_ROUTES } from '../router/table';
import { useStores } from '../stores/RootStore';
import type { VisitedView } from '../stores/TagsViewStore';

/** A page being opened: where to, and its tab when it will have one (a console page the role may open). */
export interface PendingPage {
  path: string;
  view: VisitedView | null;
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
  const page = routeTrail(APP_ROUTES, to).at(-1);
  const role = session.role;
  const opens = page && role && accessTo(APP_ROUTES, role, to) === 'ok';
  return {
    path: to,
    view: opens ? { path: to, titleKey: page.meta.titleKey, affix: Boolean(page.meta.affix) } : null,
  };
}

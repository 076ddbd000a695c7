import { observer } from 'mobx-react-lite';
import { Activity, type ReactNode, type RefObject, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useOutlet,
} from 'react-router-dom';
import type { RouteHandle } from '../router';
import { accessTo } from '../router/helpers';
import { APP_ROUTES, HOME_PATH } from '../router/table';
import { useAppNavigate } from '../router/useAppNavigate';
import { useStores } from '../stores/RootStore';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * The pages of the open tabs stay mounted while hidden (React's <Activity>), so going back to a tab shows the page as
 * it was left: filters, page number, half-typed forms. At most MAX_ALIVE pages are kept (least recently used go
 * first), a closed tab's page goes at once, and each page's scroll position is restored.
 *
 * A hidden page sees the router as it was when it was last shown: every link and router hook of every kept page would
 * otherwise draw again on each navigation (with twelve pages kept, ~70 ms a click for nothing anyone sees).
 */
export const KeepAliveOutlet = observer(function KeepAliveOutlet({
  scroller,
}: {
  scroller: RefObject<HTMLElement | null>;
}) {
  const { tagsView, errorLog, session } = useStores();
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const matches = useMatches();
  const kept = useRef(new Map<string, KeptPage>());
  const location = useContext(LocationContext);
  const routerState = useContext(DataRouterStateContext);
  const scrolls = useRef(new Map<string, number>());
  const current = useRef(pathname);

  const meta = (matches.at(-1)?.handle as RouteHandle | undefined)?.meta;
  // Only real pages get a tab (not '/' or /redirect, which only send elsewhere).
  const isPage = Boolean(meta) && !pathname.startsWith('/redirect');

  // A visit adds the page's tab. Another account or role (a sign-in over a session, the demo's quick switch, a role
  // granted or removed on the server) resets the tabs to the pinned ones: the page still shown then gets no tab of
  // its own until it is visited again, and a page the new role may not open leaves for home.
  const role = session.role;
  const account = session.account;
  const forbidden = Boolean(role && isPage && accessTo(APP_ROUTES, role, pathname) === 'forbidden');
  const navigate = useAppNavigate();
  const visitedPath = useRef('');
  // Before the browser paints the new page: its tab, shown while it was being opened, never blinks out.
  useLayoutEffect(() => {
    if (!meta || !isPage || !role || !account) return;
    if (forbidden) {
      navigate(HOME_PATH, { replace: true });
      return;
    }
    if (visitedPath.current === pathname && tagsView.epochOfLastVisit !== tagsView.epoch) return;
    visitedPath.current = pathname;
    tagsView.visit({ path: pathname, titleKey: meta.titleKey, affix: Boolean(meta.affix) });
  }, [pathname, meta, isPage, tagsView, role, account, forbidden, navigate]);

  // The kept pages' elements: the current one is fresh, except while another page is being opened (it is left as it
  // was, so the click draws nothing of it again); the others stay as they were left.
  const alive = new Set(tagsView.alive);
  for (const p of kept.current.keys()) if (!alive.has(p) && p !== pathname) kept.current.delete(p);
  const leaving = routerState?.navigation.state !== 'idle' && kept.current.has(pathname);
  if (isPage && !forbidden) {
    if (!leaving) kept.current.set(pathname, { element: outlet, view: { location, routerState } });
  } else kept.current.delete(pathname);

  useLayoutEffect(() => {
    // The scroller is where the page left it (as its scroll events said): written only when it must move, since
    // writing scrollTop lays the whole page out at once, before the browser would.
    const was = scrolls.current.get(current.current) ?? 0;
    current.current = pathname;
    const want = scrolls.current.get(pathname) ?? 0;
    const el = scroller.current;
    if (el && want !== was) el.scrollTop = want;
  }, [pathname, scroller]);

  // A hidden page must not keep talking: pause its audio and video when another page shows.
  useEffect(() => {
    const el = scroller.current;
    if (!el || !pathname) return;
    for (const m of el.querySelectorAll<HTMLMediaElement>('audio, video')) {
      if (!m.paused && !m.checkVisibility()) m.pause();
    }
  }, [pathname, scroller]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => scrolls.current.set(current.current, el.scrollTop);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [scroller]);

  // Between one account's end and the next one's start (the demo's quick switch), no page: a page drawn then would
  // call the service with no session.
  if (!account) return null;
  // A redirect ('/', /redirect/...) renders beside the kept pages, so passing through one loses none of them.
  return (
    <>
      {[...kept.current].map(([path, { element, view }]) => (
        <Activity key={tagsView.keyOf(path)} mode={isPage && path === pathname ? 'visible' : 'hidden'}>
          <FrozenRouter view={view}>
            <PageErrorBoundary onError={(e) => errorLog.add('render', e, path)}>{element}</PageErrorBoundary>
          </FrozenRouter>
        </Activity>
      ))}
      {!isPage && outlet}
    </>
  );
});

/** The router's location and state as a page last saw them. */
interface RouterView {
  location: React.ContextType<typeof LocationContext>;
  routerState: React.ContextType<typeof DataRouterStateContext>;
}

/** A kept page: its element and the router as it last saw it, both as they were when it was last shown. */
interface KeptPage {
  element: ReactNode;
  view: RouterView;
}

/** Gives the page the router as it last saw it (the same objects, so nothing below draws again). */
function FrozenRouter({ view, children }: { view: RouterView; children: ReactNode }) {
  return (
    <LocationContext value={view.location}>
      <DataRouterStateContext value={view.routerState}>{children}</DataRouterStateContext>
    </LocationContext>
  );
}

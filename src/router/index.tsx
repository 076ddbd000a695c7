import { createHashRouter, Navigate, type RouteObject } from 'react-router-dom';
import { BootSpinner } from '../components/BootSpinner';
import { withWholeStylesheet } from '../firstScreen/wholeStylesheet';
import type { RootStore } from '../stores/RootStore';
import { consolePart, loadConsoleFrame } from './consoleFrame';
import { brandLoader, consoleLoader, errorFrameLoader, loginLoader } from './guard';
import { leafRoutes } from './helpers';
import { PAGES } from './pages';
import { APP_ROUTES, type AppRoute, HOME_PATH, type RouteMeta } from './table';

/** What every matched route carries for the title, breadcrumb and tabs. */
export interface RouteHandle {
  meta: RouteMeta;
}

/** Every group with the path of its first listed page. */
function groupRoutes(routes: readonly AppRoute[]): { path: string; first: string }[] {
  return routes.flatMap((r) => {
    if (!r.children) return [];
    const first = leafRoutes(r.children).find((c) => !c.meta.hidden);
    return [...(first ? [{ path: r.path, first: first.path }] : []), ...groupRoutes(r.children)];
  });
}

const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * A hash router: the demo must run from any static host (and from disk), none of which can be told to send every
 * path to index.html.
 */
export function createAppRouter(stores: RootStore) {
  const consoleRoutes: RouteObject[] = leafRoutes(APP_ROUTES).map((r) => ({
    path: r.path,
    handle: { meta: r.meta } satisfies RouteHandle,
    lazy: r.page ? lazyPage(PAGES[r.page]) : undefined,
  }));

  const routes: RouteObject[] = [
    {
      id: 'root',
      loader: brandLoader(stores),
      // The brand is asked for on every navigation (docs/product.md#white-label-fields).
      shouldRevalidate: () => true,
      lazy: lazyPage(() => import('../app/RootShell')),
      HydrateFallback: BootSpinner,
      children: [
        {
          path: '/login',
          loader: loginLoader(stores),
          handle: { meta: { titleKey: 'route.login' } } satisfies RouteHandle,
          lazy: lazyPage(() => import('../pages/login/LoginPage')),
        },
        {
          path: '/auth-redirect',
          handle: { meta: { titleKey: 'route.authRedirect' } } satisfies RouteHandle,
          lazy: lazyPage(() => withWholeStylesheet(import('../pages/redirect/AuthRedirectPage'))),
        },
        {
          // Signed in, 404 and 401 keep the console's frame (src/layout/ErrorFrame.tsx).
          id: 'errorFrame',
          loader: errorFrameLoader(stores),
          lazy: lazyPage(() => consolePart(import('../layout/ErrorFrame'))),
          children: [
            {
              path: '/404',
              handle: { meta: { titleKey: 'route.notFound' } } satisfies RouteHandle,
              lazy: lazyPage(() => import('../pages/error/NotFoundPage')),
            },
            {
              path: '/401',
              handle: { meta: { titleKey: 'route.unauthorized' } } satisfies RouteHandle,
              lazy: lazyPage(() => import('../pages/error/UnauthorizedPage')),
            },
          ],
        },
        {
          id: 'console',
          loader: consoleLoader(stores),
          shouldRevalidate: () => true,
          lazy: lazyPage(loadConsoleFrame),
          children: [
            { path: '/', element: <Navigate to={HOME_PATH} replace /> },
            {
              path: '/redirect/*',
              handle: { meta: { titleKey: 'route.redirect' } } satisfies RouteHandle,
              lazy: lazyPage(() => import('../pages/redirect/RedirectPage')),
            },
            ...consoleRoutes,
            // A group's own path (/usermanage, /createtask, ...) opens its first page.
            ...groupRoutes(APP_ROUTES).map((g) => ({ path: g.path, element: <Navigate to={g.first} replace /> })),
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
  return createHashRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

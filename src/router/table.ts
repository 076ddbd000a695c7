import type { IconName } from '@blueprintjs/icons';
import type { Capability } from '../domain/permissions';
import type { Messages } from '../i18n';
import { leafRoutes } from './helpers';

export type RouteTitleKey = `route.${keyof Messages['route']}`;
export type PageDescKey = `page.${keyof Messages['page']}`;

/** Which page module renders a route; each is its own lazy chunk (src/router/pages.ts). */
export type PageKey =
  | 'digital'
  | 'voiceclone'
  | 'createtaskBasic'
  | 'createtaskSenior'
  | 'aiaudio'
  | 'tasklist'
  | 'personal'
  | 'overview'
  | 'myClient'
  | 'proxyUser'
  | 'setPackage'
  | 'bossAssistant'
  | 'proxyDetail'
  | 'myClientDetail'
  | 'createUser'
  | 'createTiepai';

export interface RouteMeta {
  titleKey: RouteTitleKey;
  icon?: IconName;
  /** What opening it takes (src/domain/permissions.ts); none means every signed-in user. */
  capability?: Capability;
  /** Never listed in the menu (details pages, forms reached from a list). */
  hidden?: boolean;
  /** A pinned tab that cannot be closed. */
  affix?: boolean;
}

export interface AppRoute {
  /** Absolute path; groups have a path too, for the breadcrumb. */
  path: string;
  meta: RouteMeta;
  page?: PageKey;
  children?: AppRoute[];
}

/** The console's routes (docs/product.md), in menu order. The default route is /digital. */
export const APP_ROUTES: AppRoute[] = [
  { path: '/digital', page: 'digital', meta: { titleKey: 'route.digital', icon: 'person', affix: true } },
  { path: '/voiceclone/index', page: 'voiceclone', meta: { titleKey: 'route.voiceclone', icon: 'microphone' } },
  {
    path: '/createtask',
    meta: { titleKey: 'route.createtask', icon: 'video' },
    children: [
      { path: '/createtask/basic', page: 'createtaskBasic', meta: { titleKey: 'route.createtaskBasic', icon: 'edit' } },
      {
        path: '/createtask/senior',
        page: 'createtaskSenior',
        meta: { titleKey: 'route.createtaskSenior', icon: 'layers' },
      },
    ],
  },
  { path: '/aiaudio/aiaudio', page: 'aiaudio', meta: { titleKey: 'route.aiaudio', icon: 'volume-up' } },
  { path: '/tasklist/tasklist', page: 'tasklist', meta: { titleKey: 'route.tasklist', icon: 'film' } },
  { path: '/personal/personal', page: 'personal', meta: { titleKey: 'route.personal', icon: 'user' } },
  {
    path: '/usermanage',
    meta: { titleKey: 'route.usermanage', icon: 'people' },
    children: [
      {
        path: '/usermanage/usermanage',
        page: 'overview',
        meta: { titleKey: 'route.overview', icon: 'dashboard', capability: 'seeOverview' },
      },
      {
        path: '/usermanage/myClient',
        page: 'myClient',
        meta: { titleKey: 'route.myClient', icon: 'person', capability: 'seeClients' },
      },
      {
        path: '/usermanage/proxyUser',
        page: 'proxyUser',
        meta: { titleKey: 'route.proxyUser', icon: 'new-person', capability: 'setAgents' },
      },
      {
        path: '/usermanage/setPackage',
        page: 'setPackage',
        meta: { titleKey: 'route.setPackage', icon: 'box', capability: 'managePackages' },
      },
      {
        path: '/usermanage/setApplication',
        meta: { titleKey: 'route.setApplication', icon: 'cog', capability: 'manageAssistants' },
        children: [
          {
            path: '/usermanage/setApplication/bossAssistant',
            page: 'bossAssistant',
            meta: { titleKey: 'route.bossAssistant', icon: 'id-number', capability: 'manageAssistants' },
          },
        ],
      },
      {
        path: '/usermanage/proxyDetail/:id',
        page: 'proxyDetail',
        meta: { titleKey: 'route.proxyDetail', capability: 'setAgents', hidden: true },
      },
      {
        path: '/usermanage/myClientDetail/:id',
        page: 'myClientDetail',
        meta: { titleKey: 'route.myClientDetail', capability: 'seeClients', hidden: true },
      },
      {
        path: '/usermanage/create',
        page: 'createUser',
        meta: { titleKey: 'route.createUser', capability: 'createUsers', hidden: true },
      },
      {
        path: '/usermanage/createTiepai',
        page: 'createTiepai',
        meta: { titleKey: 'route.createTiepai', capability: 'createLabels', hidden: true },
      },
    ],
  },
];

export const HOME_PATH = '/digital';

/**
 * A page's header: its route's title and its own line (its own `page.*` message: a page key without one does not
 * compile). The one rule of both the page's PageHeader and the console
 * frame index.html paints before it (src/firstScreen/prerender.tsx), so the page lands on the frame's very text.
 */
export function pageHeadingKeys(page: PageKey): { titleKey: RouteTitleKey; descKey: PageDescKey } {
  const route = leafRoutes(APP_ROUTES).find((r) => r.page === page);
  if (!route) throw new Error(`no route draws the page ${page}`);
  return { titleKey: route.meta.titleKey, descKey: `page.${page}` };
}

import { matchPath } from 'react-router-dom';
import { type Capability, can } from '../domain/permissions';
import type { Role } from '../domain/roles';
import type { AppRoute } from './table';

/**
 * A route with no capability is open to every signed-in user; a gated one to the roles the policy grants it (none
 * before the role is known).
 */
export const mayOpen = (role: Role | null, capability: Capability | undefined): boolean =>
  capability === undefined || can(role, capability);

/**
 * The routes a role may open (the permission policy; the admin holds every capability, so gets all). A group with no
 * permitted child is dropped.
 */
export function filterRoutes(routes: readonly AppRoute[], role: Role | null): AppRoute[] {
  const out: AppRoute[] = [];
  for (const r of routes) {
    if (!mayOpen(role, r.meta.capability)) continue;
    if (r.children) {
      const children = filterRoutes(r.children, role);
      if (children.length === 0) continue;
      out.push({ ...r, children });
    } else out.push(r);
  }
  return out;
}

export interface MenuItem {
  path: string;
  route: AppRoute;
  children?: MenuItem[];
}

/** The menu: permitted routes minus the hidden ones. */
export function routesToMenu(routes: readonly AppRoute[]): MenuItem[] {
  return routes
    .filter((r) => !r.meta.hidden)
    .map((r) => {
      const children = r.children ? routesToMenu(r.children) : undefined;
      return children ? { path: r.path, route: r, children } : { path: r.path, route: r };
    })
    .filter((m) => !m.children || m.children.length > 0);
}

/** The chain of routes from the top to the one matching `pathname` (for the breadcrumb and the guard). */
export function routeTrail(routes: readonly AppRoute[], pathname: string): AppRoute[] {
  for (const r of routes) {
    if (!r.children && matchPath({ path: r.path, end: true }, pathname)) return [r];
    if (r.children) {
      const sub = routeTrail(r.children, pathname);
      if (sub.length) return [r, ...sub];
    }
  }
  return [];
}

/** Every page route, flattened (groups excluded). */
export function leafRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => (r.children ? leafRoutes(r.children) : [r]));
}

/** 'ok' when the role may open the path, 'forbidden' when it exists but is not theirs, 'unknown' otherwise. */
export function accessTo(
  routes: readonly AppRoute[],
  role: Role | null,
  pathname: string,
): 'ok' | 'forbidden' | 'unknown' {
  const trail = routeTrail(routes, pathname);
  if (trail.length === 0) return 'unknown';
  return trail.every((r) => mayOpen(role, r.meta.capability)) ? 'ok' : 'forbidden';
}

/** Where to go after sign-in: the path asked for when it is one of ours (never back to /login), else home. */
export function safeRedirect(to: string | null | undefined, home: string): string {
  return to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : home;
}

import { makeAutoObservable, reaction } from 'mobx';
import type { Role } from '../domain/roles';
import { filterRoutes, leafRoutes } from '../router/helpers';
import { APP_ROUTES, type AppRoute, HOME_PATH, type RouteTitleKey } from '../router/table';

export interface VisitedView {
  /** The path as visited (a details page keeps its id). */
  path: string;
  /** Translated when shown, so tabs follow the language. */
  titleKey: RouteTitleKey;
  /** Pinned: cannot be closed. */
  affix: boolean;
}

/** What the tabs need of the session: its role and its account (observable), and its end. */
export interface SessionEvents {
  readonly role: Role | null;
  /** Who is signed in, with which role (`userId:role`); null when signed out. */
  readonly account: string | null;
  /** 'expired': the server ended the session (204, re-login), and its account's tabs wait for its return. */
  onEnd(fn: (end: { how: string; account: string | null }) => void): unknown;
}

/**
 * At most this many pages are kept alive while hidden; the least recently used goes first. The widest menu (an
 * admin's) has twelve pages: all of them, plus a few detail pages, stay as they were left, so going back to any tab is
 * instant (a page coming back is shown, not built again) and its half-typed forms are kept.
 */
export const MAX_ALIVE = 16;

/** The pinned tabs of a role: the affix routes it may open. */
export function affixViews(routes: readonly AppRoute[], role: Role | null): VisitedView[] {
  if (!role) return [];
  return leafRoutes(filterRoutes(routes, role))
    .filter((r) => r.meta.affix)
    .map((r) => ({ path: r.path, titleKey: r.meta.titleKey, affix: true }));
}

/**
 * The visited-page tabs (docs/product.md) and which pages stay alive while hidden. Tabs are reset when the session
 * ends, the role changes (another role may not open the same pages), or another account signs in with the same role
 * (a page kept alive holds its account's data): whichever way it happens (sign-in, the demo's quick switch, a 204 or
 * re-login, a role granted or removed on the server), it shows here as a change of `account`.
 */
export class TagsViewStore {
  views: VisitedView[] = [];
  /** Paths whose pages are kept alive, least recently used first. */
  alive: string[] = [];
  /** Bumped by "refresh": the page remounts with a fresh state. */
  versions = new Map<string, number>();
  /** Bumped by every reset: every page kept for the last account, the shown one included, is dropped. */
  epoch = 0;

  /**
   * The tabs of an account the server signed out (204, re-login), given back when the same account (with the same
   * role) signs in next; any other sign-in forgets them.
   */
  private parked: { account: string; views: VisitedView[] } | null = null;

  constructor(
    session?: SessionEvents,
    private readonly routes: readonly AppRoute[] = APP_ROUTES,
  ) {
    makeAutoObservable<this, 'routes' | 'parked'>(this, { routes: false, parked: false, onPageDropped: false });
    if (session) {
      reaction(
        () => session.account,
        (account) => {
          const parked = account ? this.parked : null;
          if (account) this.parked = null;
          this.reset(session.role);
          if (parked && parked.account === account) this.restore(parked.views);
        },
        { fireImmediately: true },
      );
      session.onEnd((end) => {
        // A second end of a session already over (a failed page load after the 204) changes nothing kept.
        if (end.account) this.parked = end.how === 'expired' ? { account: end.account, views: [...this.views] } : null;
        this.reset(null);
      });
    }
  }

  /** Tabs given back after the pinned ones (the same account, so the same role). Their pages start afresh. */
  private restore(views: readonly VisitedView[]): void {
    for (const v of views) if (!this.has(v.path)) this.views.push({ ...v });
  }

  /** Back to the pinned tabs of `role`; every kept page is dropped. */
  reset(role: Role | null): void {
    this.views = affixViews(this.routes, role);
    this.alive = [];
    this.versions.clear();
    this.epoch += 1;
  }

  has(path: string): boolean {
    return this.views.some((v) => v.path === path);
  }

  /** The epoch of the last visit: a page shown across a reset has not been visited since. */
  epochOfLastVisit = 0;

  /** A visit: the tab is added once, and the page becomes the most recently used. */
  visit(view: VisitedView): void {
    this.epochOfLastVisit = this.epoch;
    if (!this.has(view.path)) this.views.push(view);
    this.alive = [...this.alive.filter((p) => p !== view.path), view.path].slice(-MAX_ALIVE);
  }

  /**
   * Closes one tab (a pinned one never). When it was the active one, answers where to go: the neighbour to the right,
   * else to the left, else home. Answers null when the page stays.
   */
  close(path: string, activePath: string): string | null {
    const i = this.views.findIndex((v) => v.path === path);
    if (i < 0 || this.views[i].affix) return null;
    this.views.splice(i, 1);
    this.forget(path);
    if (path !== activePath) return null;
    return (this.views[i] ?? this.views[i - 1])?.path ?? HOME_PATH;
  }

  /** Keeps the pinned tabs and `path`; answers where to go (`path`, which may not be the active one). */
  closeOthers(path: string): string {
    const keep = (v: VisitedView) => v.affix || v.path === path;
    for (const v of this.views) if (!keep(v)) this.forget(v.path);
    this.views = this.views.filter(keep);
    return path;
  }

  /** Keeps only the pinned tabs; answers where to go (the last pinned one, or home). */
  closeAll(): string {
    for (const v of this.views) if (!v.affix) this.forget(v.path);
    this.views = this.views.filter((v) => v.affix);
    return this.views.at(-1)?.path ?? HOME_PATH;
  }

  /** The page of `path` starts again from scratch. */
  refresh(path: string): void {
    this.onPageDropped(path);
    this.versions.set(path, (this.versions.get(path) ?? 0) + 1);
  }

  versionOf(path: string): number {
    return this.versions.get(path) ?? 0;
  }

  /** What a kept page's element is keyed by: a new key mounts it afresh (refresh, or another account). */
  keyOf(path: string): string {
    return `${path}#${this.epoch}.${this.versionOf(path)}`;
  }

  private forget(path: string): void {
    this.alive = this.alive.filter((p) => p !== path);
    this.onPageDropped(path);
  }

  /** Told when a page is closed or refreshed on purpose: what was typed there goes with it (RootStore: drafts). */
  onPageDropped: (path: string) => void = () => {};
}

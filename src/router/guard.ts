import { redirect } from 'react-router-dom';
import { isApiError, isCancelled } from '../api/errors';
import { toastError } from '../app/toaster';
import { i18n, i18nReady, loadAllMessages } from '../i18n';
import { afterPaint } from '../lib/afterPaint';
import { yieldToBrowser } from '../lib/yieldToBrowser';
import type { RootStore } from '../stores/RootStore';
import { accessTo, safeRedirect } from './helpers';
import { APP_ROUTES, HOME_PATH } from './table';

/** Public paths for guard purposes (spec.md section 2). */
export const PUBLIC_PATHS = ['/login', '/auth-redirect'];

const pathOf = (request: Request) => {
  const u = new URL(request.url);
  return { pathname: u.pathname, full: `${u.pathname}${u.search}` };
};

/**
 * Runs on every navigation: the brand for this host. Only the first load is awaited; later re-reads start once the
 * new page is drawn, so a page switch never waits for them (in demo mode the fake server computes its answers on
 * the page's own thread).
 */
export const brandLoader = (stores: RootStore, firstLoadAfter?: Promise<void>) => async () => {
  if (stores.brand.loaded) afterPaint(() => void stores.brand.refresh());
  // The prerendered sign-in page is hydrated with the brand the browser held: the first answer is asked for once
  // hydration is done, so it cannot change the page React is comparing with (src/app/start.tsx); in a task of its own,
  // as the HTTP client's first call is: with hydration's commit it was one task a slow phone feels.
  else if (firstLoadAfter) void firstLoadAfter.then(yieldToBrowser).then(() => stores.brand.refresh());
  else await stores.brand.refresh();
  return null;
};

/** /login: a signed-in user goes to / (or where they were going). */
export const loginLoader =
  (stores: RootStore) =>
  ({ request }: { request: Request }) => {
    if (!stores.session.signedIn) return null;
    const to = new URL(request.url).searchParams.get('redirect');
    throw redirect(safeRedirect(to, HOME_PATH));
  };

/**
 * The console: signed-out visitors go to /login (and come back after); the first navigation with a token loads the
 * user and derives the role, then proceeds; a failure clears the token, shows the error and goes to /login; a route
 * the role may not open never renders.
 */
export const consoleLoader =
  (stores: RootStore) =>
  async ({ request }: { request: Request }) => {
    const { pathname, full } = pathOf(request);
    const { session, locale } = stores;
    if (!session.signedIn) throw redirect(`/login?redirect=${encodeURIComponent(full)}`);
    if (!session.rolesLoaded) {
      try {
        await session.ensureUser();
        await locale.followUser();
      } catch (e) {
        // The session this navigation started in has ended meanwhile (a scene, a reset, another account): the
        // navigation starts again in the new one, which it must not sign out.
        if (isCancelled(e)) throw redirect(full);
        session.resetToken();
        await i18nReady; // For the fallback text below.
        if (!isApiError(e) || !e.handled)
          void toastError(e instanceof Error && e.message ? e.message : i18n.t('errors.hasError'));
        throw redirect('/login');
      }
    } else afterPaint(() => session.revalidate()); // As the brand: after the new page is drawn.
    // A signed-out first load fetched the sign-in page's messages only (src/i18n): the console's pages need all.
    await loadAllMessages(locale.language);
    const role = session.role ?? 'user';
    const access = accessTo(APP_ROUTES, role, pathname);
    if (access === 'forbidden') throw redirect('/401');
    return null;
  };

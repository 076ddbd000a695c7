import { redirect } from 'react-router-dom';
import { isApiError, isCancelled } from '../api/errors';
import { toastError } from '../app/toaster';
import { i18n, i18nReady } from '../i18n';
import type { RootStore } from '../stores/RootStore';
import { accessTo, safeRedirect } from './helpers';
import { APP_ROUTES, HOME_PATH } from './table';

/** Public paths for guard purposes (docs/product.md#signing-in-and-the-guard). */
export const PUBLIC_PATHS = ['/login', '/auth-redirect'];

const pathOf = (request: Request) => {
  const u = new URL(request.url);
  return { pathname: u.pathname, full: `${u.pathname}${u.search}` };
};

/**
 * Runs on every navigation: the brand for this host, asked for again and never waited for, so a page switch never
 * waits for it. Until the first answer the console shows the brand the browser kept (the white-label cookie); a
 * sign-in, which needs the brand's code, waits for it (BrandStore.whenLoaded).
 */
export const brandLoader = (stores: RootStore) => () => {
  void stores.brand.refresh();
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
    } else session.revalidate(); // As the brand: never waited for.
    const access = accessTo(APP_ROUTES, session.role, pathname);
    if (access === 'forbidden') throw redirect('/401');
    return null;
  };

/**
 * 404 and 401: a signed-in person's user is loaded first, so the page is drawn inside the console's frame; one that
 * cannot be loaded (a session ended) leaves the plain page, which never signs anyone out.
 */
export const errorFrameLoader = (stores: RootStore) => async () => {
  const { session, locale } = stores;
  if (session.signedIn && !session.rolesLoaded) {
    try {
      await session.ensureUser();
      await locale.followUser();
    } catch {
      // The plain page: its way home leads through the sign-in page if the session has ended.
    }
  }
  return null;
};

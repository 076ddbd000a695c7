import { configureHttp, startNewWorld } from '../api/http';
import { WARNING_TOAST_MS } from '../domain/constants';
import { i18n, i18nReady } from '../i18n';
import type { RootStore } from '../stores/RootStore';
import { toastWarning } from './toaster';

/** Gives the http layer what it needs from the app: auth headers, toasts, the re-login box and navigation. */
export function wireHttp(
  stores: RootStore,
  navigate: (to: string) => void,
  currentPath: () => string,
  transport?: (language: string) => Promise<unknown>,
): void {
  // A session that ends takes its calls with it: none of their answers may act on the next session.
  stores.session.onEnd(startNewWorld);
  configureHttp({
    auth: () => ({
      token: stores.session.token,
      userId: stores.session.userId,
      tokenId: stores.session.tokenId,
      oemCode: stores.brand.oemCode,
      language: stores.locale.language,
    }),
    isOnLoginPage: () => currentPath().startsWith('/login'),
    onTokenMissing: () => {
      const from = currentPath();
      stores.work.keep(stores.session.userId, from);
      stores.session.expire();
      navigate(`/login?redirect=${encodeURIComponent(from)}`);
    },
    onWarning: (m) => void toastWarning(m, WARNING_TOAST_MS),
    confirmRelogin: (m) => stores.ui.askRelogin(m),
    onRelogin: () => {
      // The person is taken back here, with the editors' drafts, when they sign in again as the same account.
      stores.work.keep(stores.session.userId, currentPath());
      stores.session.expire();
      navigate('/login');
    },
    logError: (error, url) => console.error(`[http] ${url}:`, error.message),
    t: (key) => i18n.t(key),
    ready: () => i18nReady,
    transport,
  });
}

import { configureHttp } from '../api/http';
import { WARNING_TOAST_MS } from '../domain/constants';
import { i18n, i18nReady } from '../i18n';
import type { RootStore } from '../stores/RootStore';
import { toastWarning } from './toaster';

/** Gives the http layer what it needs from the app: auth headers, toasts, the re-login box and navigation. */
export function wireHttp(
  stores: RootStore,
  navigate: (to: string) => void,
  currentPath: () => string,
  transport?: () => Promise<unknown>,
): void {
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
      stores.session.resetToken();
      navigate(`/login?redirect=${encodeURIComponent(from)}`);
    },
    onWarning: (m) => void toastWarning(m, WARNING_TOAST_MS),
    confirmRelogin: (m) => stores.ui.askRelogin(m),
    onRelogin: () => {
      stores.session.resetToken();
      navigate('/login');
    },
    logError: (error, url) => console.error(`[http] ${url}:`, error.message),
    t: (key) => i18n.t(key),
    ready: () => i18nReady,
    transport,
  });
}

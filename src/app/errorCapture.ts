import type { ErrorLogStore } from '../stores/ErrorLogStore';

const where = () => window.location.hash.replace(/^#/, '') || '/';

/**
 * Collects uncaught errors and rejected promises into the error log, in every mode (the product keeps the
 * error log in production). The console keeps printing them too. Returns the uninstaller.
 */
export function installErrorCapture(log: ErrorLogStore): () => void {
  const onError = (e: ErrorEvent) => {
    // A resource that failed to load (an <img>) is not a program error; its own component handles it.
    if (!e.error && !e.message) return;
    log.add('error', e.error ?? e.message, where());
  };
  const onRejection = (e: PromiseRejectionEvent) => log.add('rejection', e.reason, where());
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

import type { Intent, Toaster } from '@blueprintjs/core';
import { withWholeStylesheet } from '../firstScreen/wholeStylesheet';

let toaster: Promise<Toaster> | null = null;

/**
 * One toaster for the whole console, created on first use. Loaded on demand: the overlay machinery it needs is not
 * part of the first page load, nor are its rules (a toast on the sign-in page brings the whole stylesheet).
 */
function get(): Promise<Toaster> {
  toaster ??= withWholeStylesheet(import('./toasterImpl')).then((m) => m.createToaster());
  return toaster;
}

export async function showToast(message: string, intent: Intent = 'none', timeout = 3000): Promise<void> {
  (await get()).show({ message, intent, timeout });
}

export const toastSuccess = (m: string) => showToast(m, 'success');
export const toastError = (m: string) => showToast(m, 'danger', 4000);
export const toastWarning = (m: string, timeout = 3000) => showToast(m, 'warning', timeout);

import { type Intent, OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

let toaster: Promise<Toaster> | null = null;

/** One toaster for the whole console, created on first use. */
function get(): Promise<Toaster> {
  toaster ??= OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4 });
  return toaster;
}

export async function showToast(message: string, intent: Intent = 'none', timeout = 3000): Promise<void> {
  (await get()).show({ message, intent, timeout });
}

export const toastSuccess = (m: string) => showToast(m, 'success');
export const toastError = (m: string) => showToast(m, 'danger', 4000);
export const toastWarning = (m: string, timeout = 3000) => showToast(m, 'warning', timeout);

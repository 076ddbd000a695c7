import { ApiError } from '../api/errors';
import { CODE_POWER_SHORT } from '../domain/assets';
import type { DialogStore } from './DialogStore';
import type { AssetRecords } from './Records';
import type { SessionStore } from './SessionStore';

/** What the asset stores (digital humans, voices, AI audio) need from the rest of the console. */
export interface AssetDeps {
  session: SessionStore;
  dialog: DialogStore;
}

/** The stores that show digital humans or voices also share their records (one object per record, Records.ts). */
export interface RecordDeps extends AssetDeps {
  records: AssetRecords;
}

/**
 * 'Insufficient computing power' from the server opens the contact-agent dialog with its message (code 50020)
 * and is then handled; true when it was that.
 */
export function handlePowerShort(e: unknown, dialog: DialogStore): boolean {
  if (e instanceof ApiError && e.code === CODE_POWER_SHORT) {
    void dialog.open({ mode: 'contactAgent', message: e.message });
    return true;
  }
  return false;
}

/** Opens the shared rename dialog for an asset; resolves true when the server took the new name. */
export async function renameInDialog(
  dialog: DialogStore,
  current: string,
  title: string,
  submit: (name: string) => Promise<unknown>,
): Promise<boolean> {
  const r = await dialog.open({ mode: 'rename', title, initial: current, submit });
  return r.confirmed;
}

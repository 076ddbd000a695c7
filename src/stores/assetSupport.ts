import { ApiError } from '../api/errors';
import { CODE_POWER_SHORT } from '../domain/assets';
import type { DialogStore } from './DialogStore';
import type { SessionStore } from './SessionStore';

/** What the asset stores (digital humans, voices, AI audio) need from the rest of the console. */
export interface AssetDeps {
  session: SessionStore;
  dialog: DialogStore;
}

/** How often a screen re-reads while something runs on the server clock (cutout, training, generation). */
export const POLL_MS = 1500;

/**
 * 'Insufficient computing power' from the server opens the contact-agent dialog with its message (spec.md section 8)
 * and is then handled; true when it was that.
 */
export function handlePowerShort(e: unknown, dialog: DialogStore): boolean {
  if (e instanceof ApiError && e.code === CODE_POWER_SHORT) {
    void dialog.open({ mode: 'contactAgent', message: e.message });
    return true;
  }
  return false;
}

/** A poller that runs only while `active()` says something is still moving. */
export class Poller {
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly tick: () => Promise<unknown>,
    private readonly active: () => boolean,
  ) {}

  /** Starts polling if needed, stops when nothing moves any more. */
  update(): void {
    if (this.active() && !this.timer) {
      this.timer = setInterval(() => {
        if (!this.active()) return this.stop();
        void this.tick().catch(() => {});
      }, POLL_MS);
    } else if (!this.active()) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

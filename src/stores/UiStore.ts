import { makeAutoObservable, observableRef } from 'mobx';

export interface ReloginPrompt {
  message: string;
  resolve: (again: boolean) => void;
}

/** A payment whose QR code was closed while it still waits: what the top bar names, and how to show it again. */
export interface WaitingPayment {
  name: string;
  reopen: () => void;
}

/** Cross-page UI state: the re-login box (driven by the http layer), the payment still waiting. */
export class UiStore {
  relogin: ReloginPrompt | null = null;
  /** The package payment still waiting to be paid, findable from the top bar until it ends. */
  paymentWaiting: WaitingPayment | null = null;

  constructor() {
    // Kept as given: the waiting payment is told apart by its own reopen function.
    makeAutoObservable(this, { paymentWaiting: observableRef });
  }

  /** One box at a time: a second 5001x while it is open joins the first. */
  askRelogin(message: string): Promise<boolean> {
    const open = this.relogin;
    if (open) {
      return new Promise((resolve) => {
        const prev = open.resolve;
        open.resolve = (v) => {
          prev(v);
          resolve(v);
        };
      });
    }
    return new Promise((resolve) => {
      this.relogin = { message, resolve };
    });
  }

  answerRelogin(again: boolean): void {
    const r = this.relogin;
    this.relogin = null;
    r?.resolve(again);
  }

  setPaymentWaiting(p: WaitingPayment | null): void {
    this.paymentWaiting = p;
  }

  /** Forgets the waiting payment if it is still `reopen`'s (a newer one stays). */
  clearPaymentWaiting(reopen?: () => void): void {
    if (!reopen || this.paymentWaiting?.reopen === reopen) this.paymentWaiting = null;
  }
}

import type { NameKind } from '../domain/validation';
import type { Intent } from '@blueprintjs/core';
import { makeAutoObservable } from 'mobx';

/**
 * The shared dialog (docs/product.md): one component, one store. A page opens it with a mode and awaits the
 * answer; nothing else about the dialog lives in the page.
 */
export type DialogRequest =
  /** Contact your agent; `message` says why (VIP expired, power short...). The button goes to the personal page. */
  | { mode: 'contactAgent'; message?: string }
  | { mode: 'logout' }
  /**
   * A name input; empty is refused with 'Rename content cannot be empty'. `submit` saves it: a rejection is shown
   * under the input and the dialog stays open with what was typed.
   */
  | {
      mode: 'rename';
      title?: string;
      initial: string;
      /** Which rule the new name follows (src/domain/validation.ts checkName); a name by default. */
      kind?: NameKind;
      submit: (name: string) => Promise<unknown>;
    }
  | { mode: 'confirm'; title: string; message: string; intent?: Intent; confirmText?: string }
  | {
      mode: 'confirmDescription';
      title: string;
      message: string;
      description: string;
      intent?: Intent;
      confirmText?: string;
    }
  /**
   * WeChat-scan top-up: the QR image and amount. The caller updates `status` and `statusIntent` while it is open
   * (the request is observable) and closes it with `dialog.close()`.
   */
  | {
      mode: 'wechatPay';
      title: string;
      qrImage: string;
      amountYuan: number;
      status: string;
      statusIntent: Intent;
      /** The payment has ended (paid, failed, expired...): the button closes instead of cancelling. */
      ended?: boolean;
      /** The person pressed cancel: the caller cancels the payment. */
      onCancel?: () => void;
    };

export type DialogMode = DialogRequest['mode'];

export interface DialogResult {
  confirmed: boolean;
  /** The new name (rename). */
  value?: string;
}

interface Open {
  request: DialogRequest;
  resolve: (r: DialogResult) => void;
}

export class DialogStore {
  current: Open | null = null;

  constructor() {
    makeAutoObservable(this, {}, { deep: true });
  }

  get request(): DialogRequest | null {
    return this.current?.request ?? null;
  }

  /** Opens the dialog; a dialog already open is answered 'not confirmed' first. */
  open<R extends DialogRequest>(request: R): Promise<DialogResult> & { request: R } {
    this.close({ confirmed: false });
    let resolve: (r: DialogResult) => void = () => {};
    const promise = new Promise<DialogResult>((r) => {
      resolve = r;
    });
    this.current = { request, resolve };
    // The observable copy, so the caller's updates (wechatPay status) show at once.
    const live = this.current.request as R;
    return Object.assign(promise, { request: live });
  }

  close(result: DialogResult = { confirmed: false }): void {
    const c = this.current;
    this.current = null;
    c?.resolve(result);
  }

  /** Shorthand: a yes/no question. */
  async confirm(title: string, message: string, intent: Intent = 'primary', confirmText?: string): Promise<boolean> {
    return (await this.open({ mode: 'confirm', title, message, intent, confirmText })).confirmed;
  }
}

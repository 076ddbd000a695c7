import { makeAutoObservable } from 'mobx';

export interface ReloginPrompt {
  message: string;
  resolve: (again: boolean) => void;
}

/** Cross-page UI state driven from outside React (the http layer): the re-login box. */
export class UiStore {
  relogin: ReloginPrompt | null = null;

  constructor() {
    makeAutoObservable(this);
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
}

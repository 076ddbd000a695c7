import { useEffect, useRef } from 'react';

/** The controls focused most recently, the latest last: where the focus goes back to when a dialog closes. */
const recent: HTMLElement[] = [];
const KEPT = 30;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'focusin',
    (e) => {
      const el = e.target;
      if (!(el instanceof HTMLElement) || el === document.body) return;
      const at = recent.indexOf(el);
      if (at >= 0) recent.splice(at, 1);
      recent.push(el);
      if (recent.length > KEPT) recent.shift();
    },
    { capture: true },
  );
}

/** A control a person can still reach: on the page, shown, not disabled, not in an overlay that is closing. */
export function reachable(el: HTMLElement): boolean {
  if (!el.isConnected || el.getClientRects().length === 0) return false;
  if ((el as HTMLButtonElement).disabled || el.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  const overlay = el.closest('.bp6-overlay');
  return overlay === null || overlay.classList.contains('bp6-overlay-open');
}

/** The focus has nowhere to be: on the page's body, or on a control that is gone or in an overlay that closed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !(active instanceof HTMLElement) || active === document.body || !reachable(active);
}

/**
 * The one rule for every dialog and drawer: when it closes, the focus goes back to the control that opened it; where
 * that control is gone (a menu's item, the menu closed), to the control focused before it that is still there (the
 * button that opened the menu), the nearest one standing for it. The controls focused before it opened are taken as
 * it opens, before anything inside it takes the focus. A focus already moved elsewhere on purpose (another dialog
 * opening) is left where it is.
 */
export function useFocusReturn(isOpen: boolean): void {
  listen();
  const before = useRef<HTMLElement[] | null>(null);
  if (isOpen && before.current === null) {
    const active = document.activeElement;
    const chain = [...recent];
    if (active instanceof HTMLElement && active !== document.body && chain[chain.length - 1] !== active) {
      chain.push(active);
    }
    before.current = chain.reverse();
  }
  useEffect(() => {
    if (!isOpen) return;
    return () => {
      const chain = before.current ?? [];
      before.current = null;
      // After the overlay has let go of the focus (its own focus trap is removed in the same commit).
      setTimeout(() => {
        if (!focusLost()) return;
        chain.find(reachable)?.focus();
      }, 0);
    };
  }, [isOpen]);
}

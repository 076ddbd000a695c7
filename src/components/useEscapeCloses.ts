import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';

/**
 * Esc closes an open dialog or drawer wherever the focus is. Blueprint closes an overlay on Esc only when the focus is
 * inside it, and moves the focus there a moment after it opens: Esc pressed in that moment (the button that opened it
 * still has the focus) reached the page behind. A key aimed at an overlay is left to it: this one's own Esc is
 * Blueprint's, and a menu or popover takes the key first.
 */
export function useEscapeCloses(isOpen: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (e.key !== 'Escape' || e.defaultPrevented || target?.closest(`.${Classes.OVERLAY}, .${Classes.PORTAL}`))
        return;
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);
}

import { Classes } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';

/** The open dialogs and drawers that use this hook, the last opened last: one Esc closes only the topmost. */
const openOnes: object[] = [];

/**
 * Esc closes an open dialog or drawer wherever the focus is. Blueprint closes an overlay on Esc only when the focus is
 * inside it, and moves the focus there a moment after it opens: Esc pressed in that moment (the focus still on the
 * button that opened it, or on the item of a menu that is closing) reached the page behind, or the closing menu, which
 * swallows it. The key is looked at before anything else has it: a key aimed at an open overlay (this one, whose Esc
 * is Blueprint's own, or a menu or popover over it) is left to that overlay; any other Esc closes the topmost.
 */
export function useEscapeCloses(isOpen: boolean, close: () => void): void {
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!isOpen) return;
    const me = {};
    openOnes.push(me);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || openOnes[openOnes.length - 1] !== me) return;
      // The overlay the key is aimed at, if any; Blueprint marks an open one (and the page's body) as open.
      const overlay = e.target instanceof Element ? e.target.closest(`.${Classes.OVERLAY}`) : null;
      if (overlay?.classList.contains(Classes.OVERLAY_OPEN)) return;
      latest.current();
    };
    document.addEventListener('keydown', onKey, { capture: true });
    return () => {
      document.removeEventListener('keydown', onKey, { capture: true });
      openOnes.splice(openOnes.indexOf(me), 1);
    };
  }, [isOpen]);
}

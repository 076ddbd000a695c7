import { Classes } from '@blueprintjs/core';
import { type RefObject, useEffect } from 'react';

const FIELD = 'input:not([type="hidden"]), select, textarea';
/**
 * Frames the opening focus is watched for (about half a second): the overlay's content is drawn a render after it
 * opens, and a menu closing under it (the account menu's Log out) hands the focus back to its button, which the
 * dialog's focus trap then pulls to its first control, the close button.
 */
const FRAMES = 30;
const CONTROL = 'button, [href], input, select, textarea';

function usable(el: HTMLElement | null | undefined): el is HTMLElement {
  return !!el && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0;
}

/**
 * Where a dialog or drawer opens with the focus: its first field; with no field, its primary action; Cancel when that
 * action takes something away (a red button), so Enter on a dialog just opened never deletes; with neither, its first
 * control other than the close button.
 */
export function openingTarget(node: HTMLElement): HTMLElement | null {
  const fields = [...node.querySelectorAll<HTMLElement>(FIELD)].filter(usable);
  if (fields.length) return fields[0];
  const footer = [...node.querySelectorAll<HTMLElement>(`.${Classes.DIALOG_FOOTER} button`)].filter(usable);
  const danger = footer.find((b) => b.classList.contains(Classes.INTENT_DANGER));
  if (danger) return footer.find((b) => !b.classList.contains(Classes.INTENT_DANGER)) ?? danger;
  const primary =
    footer.find((b) => b.classList.contains(Classes.INTENT_PRIMARY)) ??
    footer.find((b) => b.getAttribute('type') === 'submit') ??
    footer[footer.length - 1];
  if (primary) return primary;
  const controls = node.querySelectorAll<HTMLElement>('button, [href], [tabindex]:not([tabindex="-1"])');
  return [...controls].find((el) => usable(el) && !el.classList.contains(Classes.DIALOG_CLOSE_BUTTON)) ?? null;
}

/** Puts the focus on the opening target, unless the overlay already put it on one of its fields (autoFocus). */
export function focusOpening(node: HTMLElement): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && node.contains(active) && active.matches(FIELD)) return;
  const target = openingTarget(node);
  if (target && active !== target) target.focus();
}

/**
 * The opening focus of every dialog and drawer: once it is drawn, after Blueprint has moved the focus in (to its first
 * control, the close button), the focus goes where the person starts (openingTarget).
 */
export function useOpeningFocus(isOpen: boolean, container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!isOpen) return;
    let frame = 0;
    let tries = 0;
    const next = () => {
      frame = requestAnimationFrame(() => {
        const node = container.current;
        // Blueprint's own move comes on the first frame after it opens; ours on the later ones, while the focus is
        // outside, on the close button or on no control at all (a focus trap's edge).
        if (node && tries > 0) {
          const active = document.activeElement;
          const astray =
            !(active instanceof HTMLElement) ||
            !node.contains(active) ||
            !active.matches(CONTROL) ||
            active.classList.contains(Classes.DIALOG_CLOSE_BUTTON);
          if (astray) focusOpening(node);
        }
        if (tries++ < FRAMES) next();
      });
    };
    next();
    return () => cancelAnimationFrame(frame);
  }, [isOpen, container]);
}

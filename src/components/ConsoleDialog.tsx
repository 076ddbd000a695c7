import { Dialog, type DialogProps } from '@blueprintjs/core';
import { useRef } from 'react';
import { useEscapeCloses } from './useEscapeCloses';
import { useFocusReturn } from './useFocusReturn';
import { useOpeningFocus } from './useOpeningFocus';

type Props = Omit<DialogProps, 'onClose'> & { onClose: () => void };

/**
 * Blueprint's Dialog as every dialog of the console opens it: Esc closes it even before the focus has reached it
 * (useEscapeCloses); it opens with the focus where the person starts (useOpeningFocus: its first field, else its
 * primary action, Cancel for one that takes something away), and when it closes the focus goes back to what opened it
 * (useFocusReturn), not to the page's body.
 */
export function ConsoleDialog({ isOpen = false, onClose, canEscapeKeyClose = true, ...rest }: Props) {
  useEscapeCloses(isOpen && canEscapeKeyClose, onClose);
  useFocusReturn(isOpen);
  const container = useRef<HTMLDivElement | null>(null);
  useOpeningFocus(isOpen, container);
  return (
    <Dialog
      {...rest}
      isOpen={isOpen}
      onClose={() => onClose()}
      canEscapeKeyClose={canEscapeKeyClose}
      shouldReturnFocusOnClose={false}
      containerRef={container}
    />
  );
}

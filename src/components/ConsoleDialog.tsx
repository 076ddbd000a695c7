import { Dialog, type DialogProps } from '@blueprintjs/core';
import { useEscapeCloses } from './useEscapeCloses';

type Props = Omit<DialogProps, 'onClose'> & { onClose: () => void };

/**
 * Blueprint's Dialog as every dialog of the console opens it: Esc closes it even before the focus has reached it
 * (useEscapeCloses), and once open the focus goes to its first control if Blueprint has not put it inside, so that Esc
 * and Tab reach it when it was opened again from the top bar.
 */
export function ConsoleDialog({ isOpen = false, onClose, canEscapeKeyClose = true, onOpened, ...rest }: Props) {
  useEscapeCloses(isOpen && canEscapeKeyClose, onClose);
  return (
    <Dialog
      {...rest}
      isOpen={isOpen}
      onClose={() => onClose()}
      canEscapeKeyClose={canEscapeKeyClose}
      onOpened={(node) => {
        focusInside(node);
        onOpened?.(node);
      }}
    />
  );
}

function focusInside(node: HTMLElement): void {
  if (node.contains(document.activeElement)) return;
  node.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])')?.focus();
}

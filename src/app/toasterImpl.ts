import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

export const createToaster = (): Promise<Toaster> =>
  OverlayToaster.createAsync({ position: Position.TOP, maxToasts: 4, className: 'console-toasts' });

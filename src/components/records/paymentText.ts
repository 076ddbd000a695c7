import type { Intent } from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import type { PaymentDto } from '../../api/types';
import { formatCountdown, type PaymentState } from '../../domain/payment';

/** How each payment state looks: its colour, and the sentence the pay dialog and the page show. */
export const PAYMENT_INTENT: Record<PaymentState, Intent> = {
  paying: 'primary',
  paid: 'success',
  expired: 'warning',
  cancelled: 'none',
  closed: 'none',
  failed: 'danger',
};

export function paymentStatusText(p: PaymentDto, t: TFunction): string {
  if (p.state === 'paying') return t('personal.pay.status.paying', { time: formatCountdown(p.remainingMs) });
  return t(`personal.pay.status.${p.state}`);
}

import type { TFunction } from 'i18next';
import type { CardType } from '../../domain/power';

/**
 * A ledger record's note as a person reads it. The service writes the notes of its own records in a fixed form, a
 * kind and what it names (`package:<name>`, `to:<mobile>`, `card:<type>x<count>`, `refund:<work>`), so that the page
 * words them in the language shown; an opening balance is worded too, a plain recharge needs no note, and any other
 * note (what a spending was for) is shown as written.
 */
export function ledgerNote(note: string, t: TFunction): string {
  if (note === 'opening balance') return t('personal.ledger.opening');
  if (note === 'recharge') return '';
  if (note.startsWith('package:')) return t('reseller.detail.notePackage', { name: note.slice(8) });
  if (note.startsWith('to:')) return t('reseller.detail.noteTo', { mobile: note.slice(3) });
  if (note.startsWith('refund:')) return t('personal.ledger.noteRefund', { name: note.slice(7) });
  const card = /^card:(day|month|year)x(\d+)$/.exec(note);
  if (card)
    return t('reseller.detail.noteCard', { card: t(`reseller.recharge.${card[1] as CardType}`), count: card[2] });
  return note;
}

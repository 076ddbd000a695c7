import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';
import { dateFormat, dayFormat, numberFormat } from '../../lib/intl';

/** A date as the reader's language writes it (yyyy-mm-dd style, local time). */
export const formatDate = (ms: number): string => dayFormat(i18n.language).format(ms);

export const formatDateTime = (ms: number): string =>
  dateFormat(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);

export const formatNumber = (n: number): string => numberFormat(i18n.language).format(n);

export const formatMonthDay = (ms: number): string =>
  dateFormat(i18n.language, { month: '2-digit', day: '2-digit' }).format(ms);

/** A person's membership as a line of text: never a member, the day it ends, or the day it ended. */
export function expiryText(p: { aigcExpiresTime: number; vipActive: boolean }, t: TFunction): string {
  if (!p.aigcExpiresTime) return t('reseller.list.notMember');
  return p.vipActive
    ? formatDate(p.aigcExpiresTime)
    : t('reseller.list.expired', { date: formatDate(p.aigcExpiresTime) });
}

import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';
import { dateFormat, formatDateTime as dateTimeIn, formatDay, numberFormat } from '../../lib/intl';

/** A date as the reader's language writes it (src/lib/intl.ts, as everywhere in the console). */
export const formatDate = (ms: number): string => formatDay(ms, i18n.language);

export const formatDateTime = (ms: number): string => dateTimeIn(ms, i18n.language);

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

import { i18n } from '../../i18n';
import { dateFormat, formatDateTime as dateTimeIn, formatDay, numberFormat } from '../../lib/intl';

/** A date as the reader's language writes it (src/lib/intl.ts, as everywhere in the console). */
export const formatDate = (ms: number): string => formatDay(ms, i18n.language);

export const formatDateTime = (ms: number): string => dateTimeIn(ms, i18n.language);

export const formatNumber = (n: number): string => numberFormat(i18n.language).format(n);

export const formatMonthDay = (ms: number): string =>
  dateFormat(i18n.language, { month: '2-digit', day: '2-digit' }).format(ms);

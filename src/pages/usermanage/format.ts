import { i18n } from '../../i18n';

/** A date as the reader's language writes it (yyyy-mm-dd style, local time). */
export const formatDate = (ms: number): string =>
  new Intl.DateTimeFormat(i18n.language || 'zh', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

export const formatDateTime = (ms: number): string =>
  new Intl.DateTimeFormat(i18n.language || 'zh', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(ms);

export const formatNumber = (n: number): string => new Intl.NumberFormat(i18n.language || 'zh').format(n);

export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export const formatMonthDay = (ms: number): string =>
  new Intl.DateTimeFormat(i18n.language || 'zh', { month: '2-digit', day: '2-digit' }).format(ms);

import { format, type Locale } from 'date-fns';
import { enUS, es, ja, zhCN } from 'date-fns/locale';
import type { Language } from '../../domain/language';
import { i18n } from '../../i18n';
import { formatDateTime, formatDay, numberFormat } from '../../lib/intl';

/** date-fns 2 locale objects, given directly: Blueprint's own locale loader breaks under Vite. */
export const DATE_LOCALES = { zh: zhCN, en: enUS, es, ja } as const satisfies Record<Language, Locale>;

/** Dates on the personal page, written as everywhere in the console (src/lib/intl.ts) in the language shown. */
export const fmtDateTime = (ms: number): string => formatDateTime(ms, i18n.language);
export const fmtDate = (ms: number): string => formatDay(ms, i18n.language);
/** The date typed into a date field: year-month-day in every language, so it is typed and read back alike. */
export const inputDate = (ms: number): string => format(ms, 'yyyy-MM-dd');

const NUMBER_LOCALE: Record<Language, string> = { zh: 'zh-CN', en: 'en-US', es: 'es-ES', ja: 'ja-JP' };

export const fmtPoints = (n: number, lang: Language): string => numberFormat(NUMBER_LOCALE[lang]).format(n);

/** +1,000 / −3,000 for ledger changes. */
export const fmtDelta = (n: number, lang: Language): string => `${n > 0 ? '+' : '−'}${fmtPoints(Math.abs(n), lang)}`;

export const fmtYuan = (n: number): string => `¥${n.toFixed(2)}`;

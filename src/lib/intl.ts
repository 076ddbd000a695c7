/**
 * Intl formatters, made once per language and options. Building an Intl.DateTimeFormat costs far more than using one
 * (a table of 20 rows with two dates each spent ~100 ms making formatters); `toLocaleString` builds one per call too.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** 'zh' is written the mainland way (zh-CN); other codes are passed through. */
const tag = (lang: string): string => (lang === 'zh' ? 'zh-CN' : lang || 'zh-CN');

function once<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  lang: string,
  options: object,
  make: () => F,
): F {
  const key = `${kind}|${tag(lang)}|${JSON.stringify(options)}`;
  const known = made.get(key) as F | undefined;
  if (known) return known;
  const f = make();
  made.set(key, f);
  return f;
}

export const dateFormat = (lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  once('date', lang, options, () => new Intl.DateTimeFormat(tag(lang), options));

export const numberFormat = (lang: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  once('number', lang, options, () => new Intl.NumberFormat(tag(lang), options));

/** A day as the reader writes it (2026-04-01, 01/04/2026...). */
export const dayFormat = (lang: string): Intl.DateTimeFormat =>
  dateFormat(lang, { year: 'numeric', month: '2-digit', day: '2-digit' });

/** A date and time as the reader writes it: the day as dayFormat, then hours and minutes on a 24-hour clock. */
export const dateTimeFormat = (lang: string): Intl.DateTimeFormat =>
  dateFormat(lang, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/**
 * The console's one way of writing a day and a date-time in each language: every date a person reads goes through these
 * two (2026/04/01 and 2026/04/01 14:05 in Chinese, 04/01/2026 and 04/01/2026, 14:05 in English ...).
 */
export const formatDay = (ms: number, lang: string): string => dayFormat(lang).format(ms);
export const formatDateTime = (ms: number, lang: string): string => dateTimeFormat(lang).format(ms);

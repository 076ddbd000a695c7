/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted and their quotes
 * doubled; lines end in CRLF; a byte-order mark first, so Excel reads Chinese names as UTF-8. A field that starts with
 * = + - @ (a formula to a spreadsheet) is prefixed with a quote mark, so an exported nickname never runs as one.
 */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

const FORMULA = /^[=+\-@\t\r]/;

export function csvField(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const safe = FORMULA.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvHead(columns) + csvRows(rows, columns);
}

/** The file's start: the byte-order mark and the header line. */
export function csvHead<T>(columns: readonly CsvColumn<T>[]): string {
  return `\uFEFF${columns.map((c) => csvField(c.header)).join(',')}\r\n`;
}

/** Some rows as lines, each ended: an export written a page at a time is the head, then each page's rows. */
export function csvRows<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  let out = '';
  for (const r of rows) out += `${columns.map((c) => csvField(c.value(r))).join(',')}\r\n`;
  return out;
}

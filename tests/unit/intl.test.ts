import { describe, expect, it } from 'vitest';
import { dateFormat, numberFormat } from '../../src/lib/intl';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same language and options, another for other ones', () => {
    const a = dateFormat('zh', { year: 'numeric' });
    expect(dateFormat('zh', { year: 'numeric' })).toBe(a);
    expect(dateFormat('en', { year: 'numeric' })).not.toBe(a);
    expect(dateFormat('zh', { month: '2-digit' })).not.toBe(a);
    expect(numberFormat('en')).toBe(numberFormat('en'));
  });
  it('writes zh the mainland way and follows the other languages', () => {
    const day = Date.UTC(2026, 3, 1, 12);
    expect(dateFormat('zh', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(day)).toBe(
      '2026/04/01',
    );
    expect(dateFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(day)).toBe(
      '04/01/2026',
    );
    expect(numberFormat('es-ES').format(1234567)).toBe('1.234.567');
    expect(numberFormat('zh', { notation: 'compact' }).format(50_000)).toBe('5万');
  });
});

describe('the one date format of each language', () => {
  it('writes a day and a date-time the same way everywhere, on a 24-hour clock', async () => {
    const { formatDateTime, formatDay } = await import('../../src/lib/intl');
    const at = new Date(2026, 3, 1, 14, 5).getTime();
    expect(formatDay(at, 'zh')).toBe('2026/04/01');
    expect(formatDateTime(at, 'zh')).toBe('2026/04/01 14:05');
    expect(formatDay(at, 'en')).toBe('04/01/2026');
    expect(formatDateTime(at, 'en')).toBe('04/01/2026, 14:05');
    // The evening stays on the 24-hour clock in English too.
    expect(formatDateTime(new Date(2026, 3, 1, 21, 30).getTime(), 'en')).toBe('04/01/2026, 21:30');
  });
});

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

import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerNote } from '../../src/components/records/ledgerNote';
import type { Language } from '../../src/domain/language';
import { i18n, initI18n, loadConsoleMessages } from '../../src/i18n';

const LANGUAGES: readonly Language[] = ['zh', 'en', 'es', 'ja'];
const note = (text: string, lng: Language) => ledgerNote(text, i18n.getFixedT(lng));

beforeAll(async () => {
  await initI18n('zh');
  for (const lng of LANGUAGES) await loadConsoleMessages(lng);
});

describe("a ledger record's note as the records page words it", () => {
  it("a failed work's refund reads in each language, naming the work as it was named", () => {
    expect(LANGUAGES.map((lng) => note('refund:Demo queuefail', lng))).toEqual([
      '退还：Demo queuefail',
      'Refund: Demo queuefail',
      'Devolución: Demo queuefail',
      '返還：Demo queuefail',
    ]);
    // A name holding the separator is kept whole.
    expect(note('refund:门店宣传: 第2版', 'zh')).toBe('退还：门店宣传: 第2版');
  });

  it('words the other kinds the service writes, and shows any other note as written', () => {
    expect(note('opening balance', 'en')).toBe('Opening balance');
    expect(note('recharge', 'en')).toBe('');
    expect(note('package:Monthly', 'en')).toBe('Package: Monthly');
    expect(note('to:13800000005', 'zh')).toBe('为13800000005充值');
    expect(note('card:monthx3', 'en')).toBe(`3 × ${i18n.getFixedT('en')('reseller.recharge.month')}`);
    expect(note('新品发布会', 'en')).toBe('新品发布会');
    // Written before the refund had its kind: shown as it is, like any note of no known form.
    expect(note('refund · 门店宣传', 'en')).toBe('refund · 门店宣传');
  });
});

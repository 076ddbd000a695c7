import type { TFunction } from 'i18next';
import type { PersonRowDto } from '../../api/types';
import type { CsvColumn } from '../../lib/csv';

/** A day as spreadsheets sort it (yyyy-mm-dd, UTC); '' for never. */
export const csvDay = (ms: number): string => (ms > 0 ? new Date(ms).toISOString().slice(0, 10) : '');

/** The columns of a list of people as a CSV: what the table shows, with plain figures and ISO dates. */
export function personCsvColumns(t: TFunction): CsvColumn<PersonRowDto>[] {
  return [
    { header: t('reseller.list.nickname'), value: (p) => p.nickname },
    { header: t('reseller.list.mobile'), value: (p) => p.mobile },
    { header: t('reseller.list.power'), value: (p) => p.power },
    { header: t('reseller.list.dayCards'), value: (p) => p.cards.day },
    { header: t('reseller.list.monthCards'), value: (p) => p.cards.month },
    { header: t('reseller.list.yearCards'), value: (p) => p.cards.year },
    { header: t('reseller.list.expires'), value: (p) => csvDay(p.aigcExpiresTime) },
    { header: t('reseller.list.memberNow'), value: (p) => t(p.vipActive ? 'reseller.list.yes' : 'reseller.list.no') },
    { header: t('reseller.list.superior'), value: (p) => p.parentNickname },
    { header: t('reseller.list.joined'), value: (p) => csvDay(p.createdAt) },
  ];
}

import type { TFunction } from 'i18next';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Button, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { DateRangeShortcut } from '@blueprintjs/datetime';
import { DateRangeField } from '../../components/DateRangeField';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PowerRecordFilter } from '../../api/types';
import { DAY_MS } from '../../domain/membership';
import { CONSUMPTION_TYPES, GAIN_TYPES } from '../../domain/power';
import type { LedgerStore } from '../../stores/LedgerStore';
import { useStores } from '../../stores/RootStore';
import { DATE_LOCALES, fmtDateTime, fmtDelta, fmtPoints, inputDate } from './format';
import { ledgerNote } from './ledgerNote';
import { RecordsTable } from './RecordsTable';
import './records.css';

const FILTERS: readonly PowerRecordFilter[] = ['', 'gain', ...GAIN_TYPES, 'consumption', ...CONSUMPTION_TYPES];
const isFilter = (v: string): v is PowerRecordFilter => (FILTERS as readonly string[]).includes(v);

/** Quick ranges counted back from the server's today, so they match the records' clock in every mode. */
function shortcuts(now: number, t: TFunction): DateRangeShortcut[] {
  const today = new Date(now);
  const back = (days: number) => new Date(now - days * DAY_MS);
  return [
    { label: t('personal.ledger.range.today'), dateRange: [today, today] },
    { label: t('personal.ledger.range.week'), dateRange: [back(6), today] },
    { label: t('personal.ledger.range.month'), dateRange: [back(29), today] },
    { label: t('personal.ledger.range.quarter'), dateRange: [back(89), today] },
    { label: t('personal.ledger.range.year'), dateRange: [back(364), today] },
  ];
}

/** The computing-power ledger: every gain and spending with the balance after it, filtered by type and days. */
export const LedgerPanel = observer(function LedgerPanel({
  ledger,
  serverTime,
}: {
  ledger: LedgerStore;
  serverTime: number;
}) {
  const { t } = useTranslation();
  const { locale } = useStores();
  const lang = locale.language;
  const list = ledger.records;
  const typeLabel = (f: PowerRecordFilter) =>
    f === '' ? t('personal.ledger.allTypes') : t(`personal.recordType.${f}`);
  return (
    <section aria-label={t('personal.tabs.power')}>
      <div className="records-filters">
        <FormGroup label={t('personal.ledger.type')} labelFor="ledger-type">
          <HTMLSelect
            id="ledger-type"
            value={ledger.type}
            onChange={(e) => {
              const v = e.currentTarget.value;
              if (isFilter(v)) void ledger.setType(v);
            }}
            options={FILTERS.map((f) => ({ value: f, label: typeLabel(f) }))}
          />
        </FormGroup>
        <FormGroup label={t('personal.ledger.dates')}>
          <DateRangeField
            label={t('personal.ledger.dates')}
            locale={DATE_LOCALES[lang]}
            value={ledger.range}
            onChange={(r) => void ledger.setRange(r)}
            formatDate={(d) => inputDate(d.getTime())}
            parseDate={(s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(`${s}T00:00:00`) : null)}
            shortcuts={shortcuts(serverTime, t)}
            initialMonth={new Date(serverTime)}
            maxDate={new Date(serverTime + DAY_MS)}
            allowSingleDayRange
            singleMonthOnly
            startInputProps={{ 'aria-label': t('personal.ledger.from'), placeholder: t('personal.ledger.from') }}
            endInputProps={{ 'aria-label': t('personal.ledger.to'), placeholder: t('personal.ledger.to') }}
            invalidDateMessage={t('personal.ledger.invalidDate')}
            overlappingDatesMessage={t('personal.ledger.overlapping')}
            outOfRangeMessage={t('personal.ledger.outOfRange')}
          />
        </FormGroup>
        {(ledger.range[0] || ledger.range[1]) && (
          <Button
            variant="minimal"
            icon="cross"
            text={t('personal.ledger.clearDates')}
            onClick={() => void ledger.setRange([null, null])}
          />
        )}
      </div>
      {list.answer && (
        <p className="records-sums" data-testid="ledger-sums">
          {t('personal.ledger.sums', {
            gained: fmtPoints(list.answer.gained, lang),
            spent: fmtPoints(list.answer.spent, lang),
            n: list.total,
          })}
        </p>
      )}
      <RecordsTable
        list={list}
        rowKey={(r) => r.id}
        label={t('personal.ledger.table')}
        pagerLabel={t('personal.ledger.pager')}
        searched={Boolean(
          list.shown && (list.shown.filter.type || list.shown.filter.range[0] || list.shown.filter.range[1]),
        )}
        onClear={() => void list.setFilter({ type: '', range: [null, null] })}
        empty={{ icon: 'history', title: t('personal.ledger.none') }}
        columns={[
          { id: 'time', header: t('personal.ledger.time'), cell: (r) => fmtDateTime(r.createdAt) },
          { id: 'type', header: t('personal.ledger.type'), cell: (r) => t(`personal.recordType.${r.type}`) },
          {
            id: 'change',
            header: t('personal.ledger.change'),
            numeric: true,
            cellClass: (r) => (r.delta > 0 ? 'gain' : 'spend'),
            cell: (r) => fmtDelta(r.delta, lang),
          },
          {
            id: 'balance',
            header: t('personal.ledger.balance'),
            numeric: true,
            cell: (r) => fmtPoints(r.balance, lang),
          },
          { id: 'note', header: t('personal.ledger.note'), cell: (r) => ledgerNote(r.note, t) },
          { id: 'operator', header: t('personal.ledger.operator'), cell: (r) => r.operatorName },
        ]}
      />
    </section>
  );
});

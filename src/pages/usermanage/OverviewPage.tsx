import { Button, ButtonGroup, Callout, Card, ProgressBar, Spinner } from '@blueprintjs/core';
import { DateRangeField } from '../../components/DateRangeField';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { enUS, es, ja, zhCN } from 'date-fns/locale';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { DAY_MS } from '../../domain/inventory';
import { bucketSize, QUICK_RANGE_KEYS } from '../../domain/overview';
import { useReseller } from '../../stores/useReseller';
import { formatNumber } from './format';
import './usermanage.css';

const OverviewChart = lazy(() => import('./OverviewChart'));
const DATE_LOCALES = { zh: zhCN, en: enUS, es, ja };
const STATS = ['invites', 'registrations', 'recharges', 'agents', 'clients'] as const;

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/** Invites, registrations, recharges, agents and clients for a quick or custom range, as figures and a chart. */
function OverviewPage() {
  const { t, i18n } = useTranslation();
  const { overview } = useReseller();
  const [range, setRange] = useState<[Date | null, Date | null]>([null, null]);
  const [rangeError, setRangeError] = useState('');

  useEffect(() => {
    void overview.load();
  }, [overview]);
  // The inputs show the range counted (a quick range is resolved on the server's clock).
  useEffect(() => {
    if (overview.data && overview.quick) {
      setRange([new Date(overview.data.range.start), new Date(overview.data.range.end - 1)]);
    }
  }, [overview.data, overview.quick]);

  const onRange = (r: [Date | null, Date | null]) => {
    setRange(r);
    setRangeError('');
    const [from, to] = r;
    if (!from || !to) return;
    // Whole days: from the start of the first to the end of the last.
    const ok = overview.setCustom({ start: startOfDay(from), end: startOfDay(to) + DAY_MS });
    if (!ok) setRangeError(t('reseller.overview.rangeInvalid'));
  };

  const data = overview.data;
  const lang = (i18n.language in DATE_LOCALES ? i18n.language : 'zh') as keyof typeof DATE_LOCALES;
  return (
    <div className="page">
      <PageHeader page="overview" />
      <fieldset className="um-range" aria-label={t('reseller.overview.range')}>
        <ButtonGroup>
          {QUICK_RANGE_KEYS.map((k) => (
            <Button
              key={k}
              active={overview.quick === k}
              aria-pressed={overview.quick === k}
              text={t(`reseller.overview.${k}`)}
              onClick={() => void overview.setQuick(k)}
            />
          ))}
        </ButtonGroup>
        <DateRangeField
          label={t('reseller.overview.range')}
          value={range}
          onChange={onRange}
          locale={DATE_LOCALES[lang]}
          dateFnsFormat="yyyy-MM-dd"
          allowSingleDayRange
          shortcuts={false}
          startInputProps={{ 'aria-label': t('reseller.overview.startDate') }}
          endInputProps={{ 'aria-label': t('reseller.overview.endDate') }}
          maxDate={new Date(2100, 0, 1)}
          minDate={new Date(2000, 0, 1)}
        />
        {overview.quick === null && <span className="bp6-text-muted">{t('reseller.overview.custom')}</span>}
      </fieldset>
      {rangeError && (
        <Callout intent="warning" role="alert">
          {rangeError}
        </Callout>
      )}
      {overview.error && (
        <Callout intent="danger" role="alert">
          {overview.error} <Button size="small" text={t('common.retry')} onClick={() => void overview.load()} />
        </Callout>
      )}
      {!data && overview.loading && <Spinner aria-label={t('common.loading')} />}
      {data && (
        <>
          {overview.loading && <ProgressBar intent="primary" aria-label={t('common.loading')} />}
          <section className="um-stats" aria-busy={overview.loading}>
            {STATS.map((k) => (
              <Card key={k} className="um-stat" role="group" aria-label={t(`reseller.overview.${k}`)}>
                <span className="um-stat-label">{t(`reseller.overview.${k}`)}</span>
                <span className="um-stat-value" data-testid={`stat-${k}`}>
                  {formatNumber(data.totals[k])}
                </span>
              </Card>
            ))}
          </section>
          <Card>
            <h2 className="bp6-heading" style={{ fontSize: 16 }}>
              {t('reseller.overview.chartTitle')}
            </h2>
            <Suspense fallback={<Spinner size={20} />}>
              <OverviewChart data={data} perWeek={bucketSize(data.range) > DAY_MS} />
            </Suspense>
          </Card>
        </>
      )}
    </div>
  );
}

export default observer(OverviewPage);

import { HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { OverviewPoint } from '../../api/types';
import { formatDate, formatNumber } from './format';
import { STAT_KEYS } from './overviewSeries';

interface Props {
  points: readonly OverviewPoint[];
  perWeek: boolean;
  caption: string;
}

/** The chart's figures as a table: one row per day or week, the five statistics as columns. */
export function OverviewTable({ points, perWeek, caption }: Props) {
  const { t } = useTranslation();
  return (
    <div className="um-table-wrap">
      <HTMLTable compact striped className="um-chart-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t(perWeek ? 'reseller.overview.weekColumn' : 'reseller.overview.dayColumn')}</th>
            {STAT_KEYS.map((k) => (
              <th key={k} scope="col" className="um-num">
                {t(`reseller.overview.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.start}>
              <th scope="row">{formatDate(p.start)}</th>
              {STAT_KEYS.map((k) => (
                <td key={k} className="um-num">
                  {formatNumber(p[k])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { OverviewDto } from '../../api/types';
import { formatMonthDay } from './format';

// Colour and dash both tell the lines apart (equal series overlap; some readers do not see colour).
const SERIES = [
  { key: 'registrations', color: '#0f9a9a', dash: '' },
  { key: 'invites', color: '#2d72d2', dash: '6 4' },
  { key: 'recharges', color: '#c87619', dash: '2 3' },
] as const;

const W = 720;
const H = 260;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

/** Invites, registrations and recharges over the range, drawn as plain SVG lines (no chart library). */
export default function OverviewChart({ data, perWeek }: { data: OverviewDto; perWeek: boolean }) {
  const { t } = useTranslation();
  const points = data.series;
  const max = Math.max(1, ...points.flatMap((p) => SERIES.map((s) => p[s.key])));
  // A round, even top for the axis (2, 4, 6, 10 x 10^n), so the middle tick is a whole number too.
  const mag = 10 ** Math.max(0, Math.floor(Math.log10(max)));
  const top = [2, 4, 6, 10, 20].map((m) => m * mag).find((v) => v >= max) ?? max;
  const x = (i: number) => PAD.left + (points.length <= 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (v: number) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - v / top);
  const ticks = [0, top / 2, top];
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  const title = t('reseller.overview.chartLabel', {
    unit: t(perWeek ? 'reseller.overview.perWeek' : 'reseller.overview.perDay'),
  });
  return (
    <figure className="um-chart" style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title}>
        <title>{title}</title>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e5e8eb" />
            <text x={PAD.left - 6} y={y(v) + 4} fontSize="11" textAnchor="end" fill="#5f6b7c">
              {Math.round(v)}
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.start} x={x(i)} y={H - 8} fontSize="11" textAnchor="middle" fill="#5f6b7c">
              {formatMonthDay(p.start)}
            </text>
          ) : null,
        )}
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            stroke={s.color}
            strokeWidth="2"
            strokeDasharray={s.dash || undefined}
            strokeLinejoin="round"
            points={points.map((p, i) => `${x(i)},${y(p[s.key])}`).join(' ')}
          />
        ))}
        {SERIES.map((s) =>
          points.map((p, i) => <circle key={`${s.key}${p.start}`} cx={x(i)} cy={y(p[s.key])} r="2.5" fill={s.color} />),
        )}
      </svg>
      <figcaption className="um-legend">
        {SERIES.map((s) => (
          <span key={s.key}>
            <svg width="22" height="6" aria-hidden="true" style={{ marginRight: 6 }}>
              <line
                x1="0"
                x2="22"
                y1="3"
                y2="3"
                stroke={s.color}
                strokeWidth="2"
                strokeDasharray={s.dash || undefined}
              />
            </svg>
            {t(`reseller.overview.${s.key}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

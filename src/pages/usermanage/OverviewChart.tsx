import { Button } from '@blueprintjs/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './overviewChart.css';
import type { OverviewDto } from '../../api/types';
import { formatMonthDay, formatNumber } from './format';
import { OverviewTable } from './OverviewTable';
import {
  alignedData,
  EVENT_KEYS,
  isWhole,
  STAT_KEYS,
  STAT_STYLE,
  stepIndex,
  type Window,
  zoomWindow,
} from './overviewSeries';

const HEIGHT = 260;
const PHONE_HEIGHT = 220;
/** Whole-number ticks: the figures are counts of people and operations. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

interface Props {
  data: OverviewDto;
  perWeek: boolean;
}

/**
 * A count axis as wide as its longest tick label (uPlot's fixed 50 px let "10,036" reach under the axis title, on a
 * phone's narrower font box most of all): the title then always sits beyond the figures.
 */
function fitTicks(self: uPlot, values: string[] | null, axisIdx: number, cycleNum: number): number {
  const axis = self.axes[axisIdx];
  const known = (axis as { _size?: number })._size;
  if (cycleNum > 1 && known) return known;
  let size = (axis.ticks?.size ?? 10) + (axis.gap ?? 5);
  const longest = (values ?? []).reduce((a, v) => (v && v.length > a.length ? v : a), '');
  if (longest) {
    self.ctx.font = Array.isArray(axis.font) ? String(axis.font[0]) : String(axis.font ?? '');
    size += self.ctx.measureText(longest).width / (window.devicePixelRatio || 1);
  }
  return Math.ceil(size);
}

/**
 * All five statistics over the range, drawn by uPlot (loaded with this page only): a value readout that follows the
 * pointer and the keyboard (arrows, Home/End; + and - zoom, 0 the whole range), drag to zoom, the card's width, and
 * the same figures as a table for screen readers and anyone who prefers one.
 */
export default function OverviewChart({ data, perWeek }: Props) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const points = data.series;
  const last = points.length - 1;
  const [idx, setIdx] = useState<number | null>(null);
  const [win, setWin] = useState<Window>({ min: 0, max: last });
  const [table, setTable] = useState(false);
  const ids = useId();
  const unit = t(perWeek ? 'reseller.overview.perWeek' : 'reseller.overview.perDay');
  const label = t('reseller.overview.chartLabel', { unit });

  // One uPlot per data set; labels are the reader's language, so a language change draws it again.
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const ink = getComputedStyle(el).color;
    const grid = { stroke: 'rgba(128, 128, 128, 0.18)', width: 1 };
    const axisFont = '11px system-ui, sans-serif';
    const u = new uPlot(
      {
        width: Math.max(240, el.clientWidth),
        height: el.clientWidth < 540 ? PHONE_HEIGHT : HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: true, y: false }, points: { size: 7 } },
        // Counts start at zero (a level axis from 10 to 50 would make 12 agents look like none).
        scales: {
          x: { time: false },
          events: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          levels: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          {
            stroke: ink,
            grid,
            font: axisFont,
            // One label per day or week: whole indices only.
            incrs: [1, 2, 3, 5, 7, 10, 14, 21, 30],
            values: (_u, splits) =>
              splits.map((i) => (Number.isInteger(i) && points[i] ? formatMonthDay(points[i].start) : '')),
          },
          {
            scale: 'events',
            stroke: ink,
            grid,
            font: axisFont,
            incrs: COUNT_STEPS,
            size: fitTicks,
            values: (_u, splits) => splits.map((v) => formatNumber(v)),
            label: t('reseller.overview.eventsAxis'),
          },
          {
            scale: 'levels',
            side: 1,
            stroke: ink,
            grid: { show: false },
            font: axisFont,
            incrs: COUNT_STEPS,
            size: fitTicks,
            values: (_u, splits) => splits.map((v) => formatNumber(v)),
            label: t('reseller.overview.levelsAxis'),
          },
        ],
        series: [
          {},
          ...STAT_KEYS.map((k) => ({
            label: t(`reseller.overview.${k}`),
            scale: (EVENT_KEYS as readonly string[]).includes(k) ? 'events' : 'levels',
            stroke: STAT_STYLE[k].color,
            dash: STAT_STYLE[k].dash,
            width: 2,
            points: { show: points.length <= 31, size: 5 },
          })),
        ],
        hooks: {
          setCursor: [(self) => setIdx(self.cursor.idx ?? null)],
          setScale: [
            (self, key) => {
              if (key !== 'x') return;
              const { min = 0, max = last } = self.scales.x;
              setWin({ min: Math.max(0, Math.ceil(min)), max: Math.min(last, Math.floor(max)) });
            },
          ],
        },
      },
      alignedData(points) as uPlot.AlignedData,
      el,
    );
    plot.current = u;
    setWin({ min: 0, max: last });
    setIdx(null);
    const resize = new ResizeObserver(() => {
      // A hidden page (another tab shown) has no width: drawing the chart then would be work nobody sees.
      if (el.clientWidth === 0) return;
      u.setSize({ width: Math.max(240, el.clientWidth), height: el.clientWidth < 540 ? PHONE_HEIGHT : HEIGHT });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [points, last, t]);

  /** Moves uPlot's cursor to a point, as the pointer would (the readout follows through the setCursor hook). */
  const focusPoint = (i: number) => {
    const u = plot.current;
    if (!u) return;
    const p = points[i];
    u.setCursor({ left: u.valToPos(i, 'x'), top: u.valToPos(p.registrations, 'events') });
  };
  const zoom = (w: Window) => plot.current?.setScale('x', w);

  const onKey = (e: React.KeyboardEvent) => {
    const step = stepIndex(e.key, idx, win);
    if (step !== null) {
      e.preventDefault();
      return focusPoint(step);
    }
    const at = idx ?? last;
    if (e.key === '+' || e.key === '=') zoom(zoomWindow('in', at, win, points.length));
    else if (e.key === '-') zoom(zoomWindow('out', at, win, points.length));
    else if (e.key === '0') zoom({ min: 0, max: last });
    else return;
    e.preventDefault();
  };

  // With no pointer or key on the chart, the readout shows the latest point.
  const shown = points[idx ?? last];
  const when =
    shown &&
    (perWeek ? t('reseller.overview.weekOf', { date: formatMonthDay(shown.start) }) : formatMonthDay(shown.start));
  const readout = shown
    ? [when, ...STAT_KEYS.map((k) => `${t(`reseller.overview.${k}`)} ${formatNumber(shown[k])}`)].join(', ')
    : '';
  return (
    <figure className="um-chart" aria-labelledby={`${ids}-label`}>
      <figcaption id={`${ids}-label`} className="bp6-text-muted">
        {label}
      </figcaption>
      {/*
        The canvas is a picture; keyboard and screen-reader users move through its points as a slider whose value text
        is the point's figures (the readout below shows the same, and the table all of them).
      */}
      <div
        ref={host}
        className="um-chart-plot"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={idx ?? last}
        aria-valuetext={readout}
        aria-describedby={`${ids}-hint`}
        onKeyDown={onKey}
        onFocus={() => idx === null && focusPoint(last)}
      />
      <p className="um-chart-readout" data-testid="chart-readout">
        {shown && (
          <>
            <strong>{when}</strong>
            {STAT_KEYS.map((k) => (
              <span key={k}>
                <svg width="22" height="6" aria-hidden="true">
                  <line
                    x1="0"
                    x2="22"
                    y1="3"
                    y2="3"
                    stroke={STAT_STYLE[k].color}
                    strokeWidth="2"
                    strokeDasharray={STAT_STYLE[k].dash.join(' ') || undefined}
                  />
                </svg>
                {t(`reseller.overview.${k}`)} {formatNumber(shown[k])}
              </span>
            ))}
          </>
        )}
      </p>
      <p id={`${ids}-hint`} className="um-chart-hint bp6-text-muted">
        {t('reseller.overview.levelsNote', { unit })} {t('reseller.overview.chartHint')}
      </p>
      <div className="um-chart-actions">
        <Button
          size="small"
          icon="th"
          aria-expanded={table}
          aria-controls={`${ids}-table`}
          text={t(table ? 'reseller.overview.hideTable' : 'reseller.overview.showTable')}
          onClick={() => setTable(!table)}
        />
        {!isWhole(win, points.length) && (
          <Button
            size="small"
            icon="zoom-to-fit"
            text={t('reseller.overview.resetZoom')}
            onClick={() => zoom({ min: 0, max: last })}
          />
        )}
      </div>
      <div id={`${ids}-table`} hidden={!table}>
        {table && (
          <OverviewTable points={points} perWeek={perWeek} caption={t('reseller.overview.tableCaption', { unit })} />
        )}
      </div>
    </figure>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { SatelliteStats } from '@rayyan/contracts';
import { ChartFrame, ChartLegend, useChartCursor, useChartWidth } from '../../app/ui/chart/chart-frame';
import { useFormat } from '../../app/i18n/format';

export const SATELLITE_COLORS = { mean: '#2b8a3e', p10: '#74b816', p90: '#087f5b', flagged: '#868e96' } as const;
const CHART_HEIGHT = 220;

/** The series' values: figures of usable dates; flagged dates apart, as grey points (their mean when they have one). */
export function chartColumns(points: SatelliteStats[]): { xs: number[]; mean: (number | null)[]; p10: (number | null)[]; p90: (number | null)[]; flagged: (number | null)[] } {
  const usable = (p: SatelliteStats, v: number | null) => (p.flag === null ? v : null);
  return {
    xs: points.map((p) => Date.parse(`${p.image_date}T00:00:00Z`) / 1000),
    mean: points.map((p) => usable(p, p.mean)),
    p10: points.map((p) => usable(p, p.p10)),
    p90: points.map((p) => usable(p, p.p90)),
    // A flagged date without a figure is drawn on the axis, so the gap is explained.
    flagged: points.map((p) => (p.flag === null ? null : (p.mean ?? 0))),
  };
}

/**
 * An index over the season (uPlot, as the irrigation history): the mean of every usable image date with its 10th
 * and 90th percentiles, and the flagged dates (cloudy, unreadable…) as grey points, never joined to the line.
 * Focus it and use the arrow keys to read a date in the tooltip. In Arabic the dates run right to left.
 */
export default function SatelliteChart({ points, indexLabel }: { points: SatelliteStats[]; indexLabel: string }) {
  const { t, i18n } = useTranslation('satellite');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const width = useChartWidth(boxRef);
  const columns = useMemo(() => chartColumns(points), [points]);
  const nf = useMemo(() => format.number({ maximumFractionDigits: 2, minimumFractionDigits: 2 }), [format]);
  const day = useMemo(() => format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' }), [format]);
  const cursor = useChartCursor({ xs: columns.xs, rtl, height: CHART_HEIGHT, plot: () => plot.current ?? undefined });
  const { onSetCursor } = cursor;

  useEffect(() => {
    if (!width || !plotRef.current) return;
    const axisFont = '12px system-ui, sans-serif';
    const every = Math.max(1, Math.ceil(columns.xs.length / Math.max(2, Math.floor(width / 70))));
    const ticks = columns.xs.filter((_x, i) => i % every === 0);
    const u = new uPlot(
      {
        width,
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        hooks: { setCursor: [(p) => onSetCursor(p)] },
        scales: { x: { time: false, dir: rtl ? -1 : 1 }, v: { range: (_u, min, max) => [Math.min(0, Math.floor((min ?? 0) * 10) / 10), Math.max(0.2, Math.ceil((max ?? 1) * 10) / 10)] } },
        axes: [
          { font: axisFont, splits: () => ticks, values: (_u, splits) => splits.map((s) => day.format(new Date(s * 1000))) },
          { scale: 'v', side: rtl ? 1 : 3, font: axisFont, values: (_u, splits) => splits.map((s) => nf.format(s)), size: 48 },
        ],
        series: [
          {},
          { label: t('series.p10'), scale: 'v', stroke: SATELLITE_COLORS.p10, width: 1, dash: [4, 4], spanGaps: true, points: { show: false } },
          { label: t('series.p90'), scale: 'v', stroke: SATELLITE_COLORS.p90, width: 1, dash: [4, 4], spanGaps: true, points: { show: false } },
          { label: t('series.mean'), scale: 'v', stroke: SATELLITE_COLORS.mean, width: 2, spanGaps: true, points: { show: true, size: 6 } },
          { label: t('series.flagged'), scale: 'v', stroke: SATELLITE_COLORS.flagged, width: 0, paths: () => null, points: { show: true, size: 8, fill: '#fff' } },
        ],
      },
      [columns.xs, columns.p10, columns.p90, columns.mean, columns.flagged],
      plotRef.current,
    );
    plot.current = u;
    return () => {
      u.destroy();
      plot.current = null;
    };
    // onSetCursor only sets state: a new one each render need not rebuild the plot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, columns, rtl, nf, day, t]);

  const point = cursor.idx != null ? points[cursor.idx] : undefined;
  const figure = (v: number | null) => (v === null ? '—' : nf.format(v));
  const lines = point
    ? [
        day.format(new Date(`${point.image_date}T00:00:00Z`)),
        ...(point.flag
          ? [t('flagged_note', { reason: t(`flags.${point.flag}`) })]
          : [`${t('series.mean')}: ${figure(point.mean)}`, `${t('series.p10')}: ${figure(point.p10)}`, `${t('series.p90')}: ${figure(point.p90)}`]),
      ]
    : [];
  return (
    <div>
      <ChartLegend
        items={(['mean', 'p10', 'p90', 'flagged'] as const).map((k) => ({ key: k, label: t(`series.${k}`), color: SATELLITE_COLORS[k] }))}
        testId="satellite-chart-legend"
      />
      <ChartFrame
        boxRef={boxRef}
        label={t('chart_label', { index: indexLabel })}
        width={width}
        rtl={rtl}
        cursor={cursor}
        lines={lines}
        testId="satellite-chart"
        data={{ 'data-points': points.length, 'data-flagged': points.filter((p) => p.flag).length }}
      >
        <div ref={plotRef} />
      </ChartFrame>
    </div>
  );
}

import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SatelliteStats } from '@rayyan/contracts';
import DatedLinesChart from '../../app/ui/chart/dated-lines-chart';
import { daySeconds, shortDay } from '../../app/ui/chart/chart-days';
import { useFormat } from '../../app/i18n/format';

export const SATELLITE_COLORS = { mean: '#2b8a3e', p10: '#74b816', p90: '#087f5b', flagged: '#868e96' } as const;

/** The series' values: figures of usable dates; flagged dates apart, as grey points (their mean when they have one). */
export function chartColumns(points: SatelliteStats[]): { xs: number[]; mean: (number | null)[]; p10: (number | null)[]; p90: (number | null)[]; flagged: (number | null)[] } {
  const usable = (p: SatelliteStats, v: number | null) => (p.flag === null ? v : null);
  return {
    xs: points.map((p) => daySeconds(p.image_date)),
    mean: points.map((p) => usable(p, p.mean)),
    p10: points.map((p) => usable(p, p.p10)),
    p90: points.map((p) => usable(p, p.p90)),
    // A flagged date without a figure is drawn on the axis, so the gap is explained.
    flagged: points.map((p) => (p.flag === null ? null : (p.mean ?? 0))),
  };
}

/** The index axis: from 0 or below, to 0.2 or above, in tenths. */
const tenths = (min: number, max: number): [number, number] => [Math.min(0, Math.floor((min ?? 0) * 10) / 10), Math.max(0.2, Math.ceil((max ?? 1) * 10) / 10)];

/**
 * An index over the season (the shared dated-lines chart): the mean of every usable image date with its 10th
 * and 90th percentiles, and the flagged dates (cloudy, unreadable…) as grey points, never joined to the line.
 * Focus it and use the arrow keys to read a date in the tooltip. In Arabic the dates run right to left.
 */
export default function SatelliteChart({ points, indexLabel }: { points: SatelliteStats[]; indexLabel: string }) {
  const { t } = useTranslation('satellite');
  const format = useFormat();
  const columns = useMemo(() => chartColumns(points), [points]);
  const nf = useMemo(() => format.number({ maximumFractionDigits: 2, minimumFractionDigits: 2 }), [format]);
  const day = useMemo(() => shortDay(format), [format]);
  const series = useMemo(() => {
    const line = (key: 'mean' | 'p10' | 'p90' | 'flagged', values: (number | null)[]) => ({ key, label: t(`series.${key}`), color: SATELLITE_COLORS[key], values });
    const percentile = { width: 1, dash: [4, 4], spanGaps: true, points: { show: false } };
    return [
      { ...line('p10', columns.p10), style: percentile },
      { ...line('p90', columns.p90), style: percentile },
      { ...line('mean', columns.mean), style: { width: 2, spanGaps: true, points: { show: true, size: 6 } } },
      { ...line('flagged', columns.flagged), style: { width: 0, paths: () => null, points: { show: true, size: 8, fill: '#fff' } } },
    ];
  }, [columns, t]);
  const legend = useMemo(() => (['mean', 'p10', 'p90', 'flagged'] as const).map((k) => ({ key: k, label: t(`series.${k}`), color: SATELLITE_COLORS[k] })), [t]);
  const dateAxis = useCallback(
    (w: number) => {
      const every = Math.max(1, Math.ceil(columns.xs.length / Math.max(2, Math.floor(w / 70))));
      const ticks = columns.xs.filter((_x, i) => i % every === 0);
      return { splits: () => ticks };
    },
    [columns],
  );
  const figure = (v: number | null) => (v === null ? '—' : nf.format(v));
  const tooltip = (i: number) => {
    const point = points[i]!;
    return [
      day(point.image_date),
      ...(point.flag
        ? [t('flagged_note', { reason: t(`flags.${point.flag}`) })]
        : [`${t('series.mean')}: ${figure(point.mean)}`, `${t('series.p10')}: ${figure(point.p10)}`, `${t('series.p90')}: ${figure(point.p90)}`]),
    ];
  };
  return (
    <DatedLinesChart
      xs={columns.xs}
      series={series}
      legend={legend}
      label={t('chart_label', { index: indexLabel })}
      testId="satellite-chart"
      digits={2}
      minDigits={2}
      range={tenths}
      dateAxis={dateAxis}
      tooltip={tooltip}
      data={{ 'data-points': points.length, 'data-flagged': points.filter((p) => p.flag).length }}
    />
  );
}

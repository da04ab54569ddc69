import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import type { IrrigationHistoryDay } from '@rayyan/contracts';
import { irrigationBars } from './irrigation-logic';
import DatedLinesChart from '../../app/ui/chart/dated-lines-chart';
import { daySeconds, shortDay } from '../../app/ui/chart/chart-days';
import { useFormat } from '../../app/i18n/format';

export const HISTORY_COLORS = {
  et0: '#e8590c',
  etc: '#0ca678',
  depletion: '#c2255c',
  raw: '#495057',
  irrigation: '#1c7ed6',
  assumed: '#a5d8ff',
} as const;
const SERIES = ['et0', 'etc', 'depletion', 'raw', 'irrigation'] as const;

const bars = () => uPlot.paths.bars!({ size: [0.6, 30] });
const fromZero = (_min: number, max: number): [number, number] => [0, Math.max(5, max * 1.1)];

/**
 * The water balance of the last days (the shared dated-lines chart): ET0 and ETc, depletion against
 * the RAW line, the logged irrigations as bars, and apart, pale and outlined, the refills the balance assumed on days
 * nothing was logged (the advice taken as followed); all in mm on one axis. Focus it and use the arrow keys (Home, End) to
 * read a day in the tooltip, which a live region also announces. In Arabic the days run right to left.
 */
export default function HistoryChart({ days }: { days: IrrigationHistoryDay[] }) {
  const { t } = useTranslation('irrigation');
  const format = useFormat();
  const xs = useMemo(() => days.map((d) => daySeconds(d.date)), [days]);
  const nf = useMemo(() => format.number({ maximumFractionDigits: 1 }), [format]);
  const dayLabel = useMemo(() => shortDay(format), [format]);
  const series = useMemo(() => {
    const { logged, assumed } = irrigationBars(days);
    const line = (key: 'et0' | 'etc' | 'depletion' | 'raw', values: number[]) => ({ key, label: t(`history.series.${key}`), color: HISTORY_COLORS[key], values, style: { width: 2, points: {}, spanGaps: false } });
    return [
      { key: 'irrigation', label: t('history.series.irrigation'), color: HISTORY_COLORS.irrigation, values: logged, style: { fill: `${HISTORY_COLORS.irrigation}99`, width: 1, paths: bars(), points: { show: false } } },
      { key: 'assumed', label: t('history.series.assumed'), color: HISTORY_COLORS.irrigation, values: assumed, style: { fill: `${HISTORY_COLORS.assumed}55`, width: 1, dash: [3, 3], paths: bars(), points: { show: false } } },
      line('et0', days.map((d) => d.et0_mm)),
      line('etc', days.map((d) => d.etc_mm)),
      line('depletion', days.map((d) => d.depletion_mm)),
      { ...line('raw', days.map((d) => d.raw_mm)), style: { width: 2, dash: [6, 4], points: { show: false }, spanGaps: false } },
    ];
  }, [days, t]);
  const anyAssumed = series[1]!.values.some((v) => v !== null);
  const legend = [
    ...SERIES.map((k) => ({ key: k, label: t(`history.series.${k}`), color: HISTORY_COLORS[k], bar: k === 'irrigation' })),
    ...(anyAssumed ? [{ key: 'assumed', label: t('history.series.assumed'), color: HISTORY_COLORS.assumed, bar: true }] : []),
  ];
  const dateAxis = useCallback((w: number) => {
    const step = w < 420 ? 7 : w < 640 ? 5 : 3;
    const ticks = xs.filter((_x, i) => i % step === 0);
    return { splits: () => ticks };
  }, [xs]);
  const tooltip = (i: number) => {
    const day = days[i]!;
    return [
      dayLabel(day.date),
      `${t('history.series.et0')}: ${nf.format(day.et0_mm)}`,
      `${t('history.series.etc')}: ${nf.format(day.etc_mm)}`,
      `${t('history.series.depletion')}: ${nf.format(day.depletion_mm)}`,
      `${t('history.series.raw')}: ${nf.format(day.raw_mm)}`,
      day.irrigation_assumed ? `${t('history.series.assumed')}: ${nf.format(day.irrigation_mm)}` : `${t('history.series.irrigation')}: ${nf.format(day.irrigation_mm)}`,
    ];
  };
  return (
    <DatedLinesChart
      xs={xs}
      series={series}
      legend={legend}
      label={t('history.chart_label')}
      testId="irrigation-chart"
      digits={1}
      range={fromZero}
      unit={t('history.axis_unit')}
      dateAxis={dateAxis}
      tooltip={tooltip}
      data={{ 'data-days': days.length }}
    />
  );
}

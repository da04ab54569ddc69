import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { IrrigationHistoryDay } from '@rayyan/contracts';
import { irrigationBars, numberFormat, shortDay } from './irrigation-logic';
import { ChartFrame, ChartLegend, useChartCursor, useChartWidth } from '../../app/ui/chart/chart-frame';
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

const CHART_HEIGHT = 220;

/**
 * The water balance of the last days (uPlot, as the weather chart): ET0 and ETc, depletion against
 * the RAW line, the logged irrigations as bars, and apart, pale and outlined, the refills the balance assumed on days
 * nothing was logged (the advice taken as followed); all in mm on one axis. Focus it and use the arrow keys (Home, End) to
 * read a day in the tooltip, which a live region also announces. In Arabic the days run right to left.
 */
export default function HistoryChart({ days }: { days: IrrigationHistoryDay[] }) {
  const { t, i18n } = useTranslation('irrigation');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const locale = useFormat().locale;
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const width = useChartWidth(boxRef);

  const xs = useMemo(() => days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000), [days]);
  const nf = useMemo(() => numberFormat(locale), [locale]);
  const bars = useMemo(() => irrigationBars(days), [days]);
  const anyAssumed = bars.assumed.some((v) => v !== null);
  const cursor = useChartCursor({ xs, rtl, height: CHART_HEIGHT, plot: () => plot.current ?? undefined });
  const { onSetCursor } = cursor;

  useEffect(() => {
    if (!width || !plotRef.current) return;
    const axisFont = '12px system-ui, sans-serif';
    const step = width < 420 ? 7 : width < 640 ? 5 : 3;
    const ticks = xs.filter((_x, i) => i % step === 0);
    const xAxis: uPlot.Axis = {
      font: axisFont,
      splits: () => ticks,
      values: (_u, splits) => splits.map((s) => shortDay(new Date(s * 1000).toISOString().slice(0, 10), locale)),
    };
    const u = new uPlot(
      {
        width,
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        hooks: { setCursor: [(p) => onSetCursor(p)] },
        scales: { x: { time: false, dir: rtl ? -1 : 1 }, mm: { range: (_u, _min, max) => [0, Math.max(5, max * 1.1)] } },
        axes: [
          xAxis,
          { scale: 'mm', side: rtl ? 1 : 3, font: axisFont, values: (_u, splits) => splits.map((s) => nf.format(s)), label: t('history.axis_unit'), labelFont: axisFont, size: 48 },
        ],
        series: [
          {},
          { label: t('history.series.irrigation'), scale: 'mm', stroke: HISTORY_COLORS.irrigation, fill: `${HISTORY_COLORS.irrigation}99`, width: 1, paths: uPlot.paths.bars!({ size: [0.6, 30] }), points: { show: false } },
          { label: t('history.series.assumed'), scale: 'mm', stroke: HISTORY_COLORS.irrigation, fill: `${HISTORY_COLORS.assumed}55`, width: 1, dash: [3, 3], paths: uPlot.paths.bars!({ size: [0.6, 30] }), points: { show: false } },
          { label: t('history.series.et0'), scale: 'mm', stroke: HISTORY_COLORS.et0, width: 2 },
          { label: t('history.series.etc'), scale: 'mm', stroke: HISTORY_COLORS.etc, width: 2 },
          { label: t('history.series.depletion'), scale: 'mm', stroke: HISTORY_COLORS.depletion, width: 2 },
          { label: t('history.series.raw'), scale: 'mm', stroke: HISTORY_COLORS.raw, width: 2, dash: [6, 4], points: { show: false } },
        ],
      },
      [xs, bars.logged, bars.assumed, days.map((d) => d.et0_mm), days.map((d) => d.etc_mm), days.map((d) => d.depletion_mm), days.map((d) => d.raw_mm)],
      plotRef.current,
    );
    plot.current = u;
    return () => {
      u.destroy();
      plot.current = null;
    };
    // onSetCursor only sets state: a new one each render need not rebuild the plot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, xs, days, bars, rtl, locale, nf, t]);

  const day = cursor.idx != null ? days[cursor.idx] : undefined;
  const tipText = day
    ? [
        shortDay(day.date, locale),
        `${t('history.series.et0')}: ${nf.format(day.et0_mm)}`,
        `${t('history.series.etc')}: ${nf.format(day.etc_mm)}`,
        `${t('history.series.depletion')}: ${nf.format(day.depletion_mm)}`,
        `${t('history.series.raw')}: ${nf.format(day.raw_mm)}`,
        day.irrigation_assumed ? `${t('history.series.assumed')}: ${nf.format(day.irrigation_mm)}` : `${t('history.series.irrigation')}: ${nf.format(day.irrigation_mm)}`,
      ]
    : [];
  return (
    <div>
      <ChartLegend
        items={[
          ...SERIES.map((k) => ({ key: k, label: t(`history.series.${k}`), color: HISTORY_COLORS[k], bar: k === 'irrigation' })),
          ...(anyAssumed ? [{ key: 'assumed', label: t('history.series.assumed'), color: HISTORY_COLORS.assumed, bar: true }] : []),
        ]}
        testId="irrigation-chart-legend"
      />
      <ChartFrame boxRef={boxRef} label={t('history.chart_label')} width={width} rtl={rtl} cursor={cursor} lines={tipText} testId="irrigation-chart" data={{ 'data-days': days.length }}>
        <div ref={plotRef} />
      </ChartFrame>
    </div>
  );
}

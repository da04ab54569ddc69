import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { TrapWeekly } from '@rayyan/contracts';
import { ChartFrame, ChartLegend, useChartCursor, useChartWidth } from '../../app/ui/chart/chart-frame';
import { useUplot, weekTicks } from '../../app/ui/chart/use-uplot';
import { useFormat } from '../../app/i18n/format';

const CHART_HEIGHT = 240;
/** One colour per region (in the order of the answer), then again. */
const REGION_COLORS = ['#2f9e44', '#1971c2', '#e8590c', '#9c36b5', '#0c8599', '#c2255c'];
const THRESHOLD_COLOR = '#e03131';

/**
 * The mean catch per trap per week of each region (uPlot in the shared chart frame), weeks oldest first (right to left
 * in Arabic), with the organisation's RPW threshold as a dashed line. Focus it and use the arrow keys to read a week.
 */
export default function TrapTrendsChart({ weekly }: { weekly: TrapWeekly }) {
  const { t, i18n } = useTranslation('pests');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useChartWidth(boxRef);
  const xs = useMemo(() => weekly.weeks.map((w) => Date.parse(`${w}T00:00:00Z`) / 1000), [weekly]);
  const nf = useMemo(() => format.number({ maximumFractionDigits: 1 }), [format]);
  const dayFormat = useMemo(() => format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' }), [format]);
  const cursor = useChartCursor({ xs, rtl, height: CHART_HEIGHT, plot: () => plot.current ?? undefined });
  const { onSetCursor } = cursor;
  const color = (i: number) => REGION_COLORS[i % REGION_COLORS.length]!;

  const plot = useUplot(
    plotRef,
    width,
    (w, element) => {
      const font = '12px system-ui, sans-serif';
      const ticks = weekTicks(xs, w);
      return new uPlot(
        {
          width: w,
          height: CHART_HEIGHT,
          legend: { show: false },
          cursor: { drag: { x: false, y: false }, points: { size: 7 } },
          hooks: { setCursor: [(p) => onSetCursor(p)] },
          scales: { x: { time: false, dir: rtl ? -1 : 1 }, n: { range: (_u, _min, max) => [0, Math.max(weekly.threshold * 1.3, Math.ceil(max * 1.15))] } },
          axes: [
            { font, splits: () => ticks, values: (_u, splits) => splits.map((s) => dayFormat.format(new Date(s * 1000))) },
            { scale: 'n', side: rtl ? 1 : 3, font, size: 44, values: (_u, splits) => splits.map((s) => nf.format(s)) },
          ],
          series: [
            {},
            ...weekly.regions.map((r, n) => ({ label: r.region_name, scale: 'n', stroke: color(n), width: 2, points: { size: 5 }, spanGaps: true })),
            { label: t('trends.threshold'), scale: 'n', stroke: THRESHOLD_COLOR, width: 1.5, dash: [6, 4], points: { show: false } },
          ],
        },
        [xs, ...weekly.regions.map((r) => r.mean_per_trap), weekly.weeks.map(() => weekly.threshold)],
        element,
      );
    },
    [xs, weekly, rtl, nf, dayFormat, t],
  );

  const i = cursor.idx;
  const lines =
    i != null
      ? [
          dayFormat.format(new Date(`${weekly.weeks[i]}T00:00:00Z`)),
          ...weekly.regions.map((r) => t('trends.mean', { region: r.region_name, value: r.mean_per_trap[i] === null ? '—' : nf.format(r.mean_per_trap[i]!) })),
        ]
      : [];
  return (
    <div>
      <ChartLegend
        items={[...weekly.regions.map((r, n) => ({ key: r.region_id, label: r.region_name, color: color(n) })), { key: 'threshold', label: t('trends.threshold'), color: THRESHOLD_COLOR }]}
        testId="trap-trends-legend"
      />
      <ChartFrame boxRef={boxRef} label={t('trends.chart')} width={width} rtl={rtl} cursor={cursor} lines={lines} testId="trap-trends-chart" data={{ 'data-regions': weekly.regions.length }}>
        <div ref={plotRef} />
      </ChartFrame>
    </div>
  );
}

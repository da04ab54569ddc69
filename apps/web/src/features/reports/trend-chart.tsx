import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { ChartFrame, ChartLegend, useChartCursor, useChartWidth } from '../../app/ui/chart/chart-frame';
import { useUplot, weekTicks } from '../../app/ui/chart/use-uplot';
import { useFormat } from '../../app/i18n/format';

const CHART_HEIGHT = 220;

/**
 * One dated series of the executive report (the fields' NDVI, the traps' weekly catches) as a uPlot line in the shared
 * chart frame: dates oldest first (right to left in Arabic); focus it and use the arrow keys to read a point.
 */
export default function TrendChart({ points, label, color, digits, testId }: { points: { date: string; value: number }[]; label: string; color: string; digits: number; testId: string }) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useChartWidth(boxRef);
  const xs = useMemo(() => points.map((p) => Date.parse(`${p.date}T00:00:00Z`) / 1000), [points]);
  const nf = useMemo(() => format.number({ maximumFractionDigits: digits }), [format, digits]);
  const dayFormat = useMemo(() => format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' }), [format]);
  const cursor = useChartCursor({ xs, rtl, height: CHART_HEIGHT, plot: () => plot.current ?? undefined });
  const { onSetCursor } = cursor;
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
          scales: { x: { time: false, dir: rtl ? -1 : 1 } },
          axes: [
            { font, splits: () => ticks, values: (_u, splits) => splits.map((s) => dayFormat.format(new Date(s * 1000))) },
            { side: rtl ? 1 : 3, font, size: 48, values: (_u, splits) => splits.map((s) => nf.format(s)) },
          ],
          series: [{}, { label, stroke: color, width: 2, points: { size: 5 } }],
        },
        [xs, points.map((p) => p.value)],
        element,
      );
    },
    [xs, points, rtl, nf, dayFormat, label, color],
  );
  const i = cursor.idx;
  const lines = i != null && points[i] ? [dayFormat.format(new Date(`${points[i].date}T00:00:00Z`)), nf.format(points[i].value)] : [];
  return (
    <div>
      <ChartLegend items={[{ key: testId, label, color }]} testId={`${testId}-legend`} />
      <ChartFrame boxRef={boxRef} label={label} width={width} rtl={rtl} cursor={cursor} lines={lines} testId={testId} data={{ 'data-points': points.length }}>
        <div ref={plotRef} />
      </ChartFrame>
    </div>
  );
}

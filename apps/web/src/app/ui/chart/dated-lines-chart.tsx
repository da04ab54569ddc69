import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useFormat } from '../../i18n/format';
import { ChartFrame, ChartLegend, useChartCursor, useChartWidth } from './chart-frame';
import { useUplot, weekTicks } from './use-uplot';

const CHART_HEIGHT = 220;
const FONT = '12px system-ui, sans-serif';

export interface DatedSeries {
  key: string;
  label: string;
  color: string;
  values: readonly (number | null)[];
  /** A dashed line without points (a threshold). */
  dashed?: boolean;
  /** uPlot options over the line's defaults (width, points, bars, fill). */
  style?: Partial<uPlot.Series>;
}

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  bar?: boolean;
}

export interface DatedLinesChartProps {
  /** The dates, oldest first, as Unix seconds (one label per week when there is room). */
  xs: readonly number[];
  series: readonly DatedSeries[];
  /** The chart's accessible name. */
  label: string;
  /** The chart's test id; its legend's is `{testId}-legend`. */
  testId: string;
  /** Fraction digits of the values axis. */
  digits: number;
  /** Fraction digits the values keep at least (default 0). */
  minDigits?: number;
  /** The values axis starts at 0 and reaches at least this (with room above the highest value). */
  fromZeroTo?: number;
  /** The values axis' range from the lowest and highest values (instead of `fromZeroTo`). */
  range?: (min: number, max: number) => [number, number];
  /** The unit written along the values axis. */
  unit?: string;
  /** The dates axis over its defaults (a label a week in UTC): other ticks, labels or spacing at width `w`. */
  dateAxis?: (w: number) => Partial<uPlot.Axis>;
  /** The legend when it is not one line a series in their order. */
  legend?: readonly LegendItem[];
  /** The size of the points the cursor marks. */
  cursorPoints?: number;
  /** Counts: the values axis labels whole numbers only. */
  wholeNumbers?: boolean;
  height?: number;
  /** What the tooltip says of the point under the cursor (or chosen with the arrow keys). */
  tooltip: (index: number) => string[];
  data?: Record<`data-${string}`, string | number>;
}

/**
 * Dated lines (uPlot in the shared chart frame): dates oldest first, right to left in Arabic; a legend above; focus
 * the chart and use the arrow keys to read a date in the tooltip. Callers memoise `xs`, `series`, `range` and `dateAxis`: the plot is
 * built again only when they, the language, the width or the axis change.
 */
export default function DatedLinesChart({
  xs,
  series,
  label,
  testId,
  digits,
  minDigits = 0,
  fromZeroTo,
  range,
  unit,
  dateAxis,
  legend,
  cursorPoints = 7,
  wholeNumbers = false,
  height = CHART_HEIGHT,
  tooltip,
  data,
}: DatedLinesChartProps) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useChartWidth(boxRef);
  const cursor = useChartCursor({ xs, rtl, height, plot: () => plot.current ?? undefined });
  const { onSetCursor } = cursor;
  const plot = useUplot(
    plotRef,
    width,
    (w, element) => {
      const nf = format.number({ maximumFractionDigits: digits, minimumFractionDigits: minDigits });
      const dayFormat = format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' });
      const ticks = weekTicks(xs, w);
      const yRange: uPlot.Range.Function | undefined = range
        ? (_u, min, max) => range(min, max)
        : fromZeroTo !== undefined
          ? (_u, _min, max) => [0, Math.max(fromZeroTo, Math.ceil(max * 1.15))]
          : undefined;
      return new uPlot(
        {
          width: w,
          height,
          legend: { show: false },
          cursor: { drag: { x: false, y: false }, points: { size: cursorPoints } },
          hooks: { setCursor: [(p) => onSetCursor(p)] },
          scales: { x: { time: false, dir: rtl ? -1 : 1 }, ...(yRange ? { y: { range: yRange } } : {}) },
          axes: [
            { font: FONT, splits: () => ticks, values: (_u, splits) => splits.map((s) => dayFormat.format(new Date(s * 1000))), ...dateAxis?.(w) },
            {
              side: rtl ? 1 : 3,
              font: FONT,
              size: 48,
              values: (_u, splits) => splits.map((s) => (wholeNumbers && !Number.isInteger(s) ? '' : nf.format(s))),
              ...(unit ? { label: unit, labelFont: FONT } : {}),
            },
          ],
          series: [
            {},
            ...series.map((s) => ({
              ...(s.dashed ? { label: s.label, stroke: s.color, width: 1.5, dash: [6, 4], points: { show: false } } : { label: s.label, stroke: s.color, width: 2, points: { size: 5 }, spanGaps: true }),
              ...s.style,
            })),
          ],
        },
        [xs as number[], ...series.map((s) => s.values as (number | null)[])],
        element,
      );
    },
    [xs, series, rtl, format, digits, minDigits, fromZeroTo, range, unit, dateAxis, cursorPoints, wholeNumbers, height],
  );
  const lines = cursor.idx != null && cursor.idx < xs.length ? tooltip(cursor.idx) : [];
  return (
    <div>
      <ChartLegend items={[...(legend ?? series.map((s) => ({ key: s.key, label: s.label, color: s.color })))]} testId={`${testId}-legend`} />
      <ChartFrame boxRef={boxRef} label={label} width={width} rtl={rtl} cursor={cursor} lines={lines} testId={testId} data={data}>
        <div ref={plotRef} />
      </ChartFrame>
    </div>
  );
}

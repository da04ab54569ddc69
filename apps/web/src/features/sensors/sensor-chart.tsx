import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { ChartFrame, ChartLegend, useChartCursor, useChartWidth } from '../../app/ui/chart/chart-frame';
import { useUplot } from '../../app/ui/chart/use-uplot';
import { useFormat } from '../../app/i18n/format';

const CHART_HEIGHT = 260;
const DAY_S = 86_400;
/** One colour per depth or series, shallow to deep. */
const COLORS = ['#1971c2', '#2f9e44', '#e8590c', '#9c36b5', '#0c8599', '#c2255c', '#5c940d', '#862e9c'];

export interface ChartSeries {
  key: string;
  label: string;
  /** Epoch seconds and values, in time order. */
  times: number[];
  values: number[];
}

/** A level drawn across the chart (field capacity, refill point). */
export interface ChartLevel {
  key: string;
  label: string;
  value: number;
  color: string;
}

/** The union of the series' times, and each series' values on it (null where it has none). */
export function alignSeries(series: ChartSeries[]): { xs: number[]; ys: (number | null)[][] } {
  const xs = [...new Set(series.flatMap((s) => s.times))].sort((a, b) => a - b);
  const index = new Map(xs.map((x, i) => [x, i]));
  const ys = series.map((s) => {
    const row: (number | null)[] = xs.map(() => null);
    s.times.forEach((time, i) => (row[index.get(time)!] = s.values[i]!));
    return row;
  });
  return { xs, ys };
}

/** Axis ticks at local midnights, every few days so that they stay about 80 px apart (none for a range under 2 days). */
export function dayTicks(min: number, max: number, width: number): number[] | null {
  const days = (max - min) / DAY_S;
  if (!(days >= 2)) return null;
  const step = Math.max(1, Math.ceil(days / Math.max(2, Math.floor(width / 80))));
  const day = new Date(min * 1000);
  day.setHours(0, 0, 0, 0);
  if (day.getTime() / 1000 < min) day.setDate(day.getDate() + 1);
  const ticks: number[] = [];
  for (; day.getTime() / 1000 <= max; day.setDate(day.getDate() + step)) ticks.push(day.getTime() / 1000);
  return ticks;
}

/**
 * Lines of a sensor's readings over time (uPlot in the shared chart frame): one per series (a probe's depths), with
 * optional dashed levels, oldest first (right to left in Arabic). Focus it and use the arrow keys to read a time.
 */
export default function SensorChart({
  series,
  levels = [],
  unit,
  label,
  testId,
  height = CHART_HEIGHT,
}: {
  series: ChartSeries[];
  levels?: ChartLevel[];
  unit: string;
  label: string;
  testId: string;
  height?: number;
}) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const width = useChartWidth(boxRef);
  const { xs, ys } = useMemo(() => alignSeries(series), [series]);
  const nf = useMemo(() => format.number({ maximumFractionDigits: 1 }), [format]);
  const tickFormat = useMemo(() => format.dateTime({ day: 'numeric', month: 'short' }), [format]);
  const pointFormat = useMemo(() => format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }), [format]);
  const cursor = useChartCursor({ xs, rtl, height, plot: () => plot.current ?? undefined });
  const { onSetCursor } = cursor;
  const color = (i: number) => COLORS[i % COLORS.length]!;

  const plot = useUplot(
    plotRef,
    width,
    (w, element) => {
      const font = '12px system-ui, sans-serif';
      return new uPlot(
        {
          width: w,
          height,
          legend: { show: false },
          cursor: { drag: { x: false, y: false }, points: { size: 6 } },
          hooks: { setCursor: [(p) => onSetCursor(p)] },
          scales: { x: { time: false, dir: rtl ? -1 : 1 } },
          axes: [
            {
              font,
              space: w < 420 ? 90 : 70,
              ...(dayTicks(xs[0] ?? 0, xs.at(-1) ?? 0, w) ? { splits: (u: uPlot) => dayTicks(u.scales.x!.min!, u.scales.x!.max!, w)! } : {}),
              values: (_u, splits) => splits.map((s) => tickFormat.format(new Date(s * 1000))),
            },
            { font, side: rtl ? 1 : 3, size: 48, values: (_u, splits) => splits.map((s) => nf.format(s)) },
          ],
          series: [
            {},
            ...series.map((s, n) => ({ label: s.label, stroke: color(n), width: 1.6, points: { show: false }, spanGaps: false })),
            ...levels.map((level) => ({ label: level.label, stroke: level.color, width: 1.2, dash: [6, 4], points: { show: false } })),
          ],
        },
        [xs, ...ys, ...levels.map((level) => xs.map(() => level.value))] as uPlot.AlignedData,
        element,
      );
    },
    [xs, ys, levels, rtl, nf, tickFormat, height],
  );

  const i = cursor.idx;
  const lines =
    i != null && xs[i] !== undefined
      ? [pointFormat.format(new Date(xs[i]! * 1000)), ...series.map((s, n) => `${s.label}: ${ys[n]![i] === null ? '—' : `${nf.format(ys[n]![i]!)} ${unit}`}`)]
      : [];
  return (
    <div>
      <ChartLegend
        items={[...series.map((s, n) => ({ key: s.key, label: s.label, color: color(n) })), ...levels.map((level) => ({ key: level.key, label: `${level.label} (${nf.format(level.value)} ${unit})`, color: level.color }))]}
        testId={`${testId}-legend`}
      />
      <ChartFrame boxRef={boxRef} label={label} width={width} rtl={rtl} cursor={cursor} lines={lines} testId={testId} data={{ 'data-series': series.length, 'data-points': xs.length }}>
        <div ref={plotRef} />
      </ChartFrame>
    </div>
  );
}

import { useCallback, useMemo } from 'react';
import type uPlot from 'uplot';
import DatedLinesChart from '../../app/ui/chart/dated-lines-chart';
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
 * Lines of a sensor's readings over time (the shared dated-lines chart): one per series (a probe's depths), with
 * optional dashed levels, oldest first (right to left in Arabic), the axis ticked at local midnights. Focus it and use
 * the arrow keys to read a time.
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
  const format = useFormat();
  const { xs, ys } = useMemo(() => alignSeries(series), [series]);
  const nf = useMemo(() => format.number({ maximumFractionDigits: 1 }), [format]);
  const pointFormat = useMemo(() => format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }), [format]);
  const lines = useMemo(
    () => [
      ...series.map((s, n) => ({ key: s.key, label: s.label, color: COLORS[n % COLORS.length]!, values: ys[n]!, style: { width: 1.6, points: { show: false }, spanGaps: false } })),
      ...levels.map((level) => ({ key: level.key, label: level.label, color: level.color, values: xs.map(() => level.value), dashed: true, style: { width: 1.2 } })),
    ],
    [series, levels, xs, ys],
  );
  const legend = useMemo(
    () => lines.map((line, n) => (n < series.length ? line : { ...line, label: `${line.label} (${nf.format(levels[n - series.length]!.value)} ${unit})` })),
    [lines, series.length, levels, nf, unit],
  );
  const dateAxis = useCallback(
    (w: number): Partial<uPlot.Axis> => {
      const tickFormat = format.dateTime({ day: 'numeric', month: 'short' });
      return {
        space: w < 420 ? 90 : 70,
        splits: dayTicks(xs[0] ?? 0, xs.at(-1) ?? 0, w) ? (u: uPlot) => dayTicks(u.scales.x!.min!, u.scales.x!.max!, w)! : undefined,
        values: (_u: uPlot, splits: number[]) => splits.map((s) => tickFormat.format(new Date(s * 1000))),
      };
    },
    [xs, format],
  );
  const tooltip = (i: number) => [pointFormat.format(new Date(xs[i]! * 1000)), ...series.map((s, n) => `${s.label}: ${ys[n]![i] === null ? '—' : `${nf.format(ys[n]![i]!)} ${unit}`}`)];
  return (
    <DatedLinesChart
      xs={xs}
      series={lines}
      legend={legend}
      label={label}
      testId={testId}
      digits={1}
      dateAxis={dateAxis}
      cursorPoints={6}
      height={height}
      tooltip={tooltip}
      data={{ 'data-series': series.length, 'data-points': xs.length }}
    />
  );
}

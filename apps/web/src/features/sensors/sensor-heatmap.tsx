import { useEffect, useMemo, useRef } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChartWidth } from '../../app/ui/chart/chart-frame';
import { useFormat } from '../../app/i18n/format';
import { alignSeries, dayTicks, type ChartSeries } from './sensor-chart';

const ROW_HEIGHT = 22;
const LABEL_WIDTH = 52;
const AXIS_HEIGHT = 22;
/** Dry (at or below the refill point) to wet (at or above field capacity): brown, sand, teal, blue. */
const STOPS: [number, [number, number, number]][] = [
  [0, [166, 97, 26]],
  [0.35, [223, 194, 125]],
  [0.7, [128, 205, 193]],
  [1, [1, 102, 148]],
];

/** The colour of `share` (0 dry … 1 wet) on the scale, as rgb(). */
export function heatColor(share: number): string {
  const s = Math.min(1, Math.max(0, share));
  const upper = STOPS.findIndex(([at]) => at >= s);
  const [a, ca] = STOPS[Math.max(0, upper - 1)]!;
  const [b, cb] = STOPS[Math.max(0, upper)]!;
  const f = b === a ? 0 : (s - a) / (b - a);
  const mix = ca.map((v, i) => Math.round(v + (cb[i]! - v) * f));
  return `rgb(${mix.join(', ')})`;
}

/**
 * Soil moisture as a depth × time heat map: one row per depth (shallow at the top), one column per time bucket, the
 * colour from the refill point (dry) to field capacity (wet), or the series' own range without the soil's levels.
 * Time runs right to left in Arabic. A picture for the eye; the line chart above it reads out the values.
 */
export default function SensorHeatmap({ series, dry, wet, testId }: { series: ChartSeries[]; dry: number | null; wet: number | null; testId: string }) {
  const { t, i18n } = useTranslation('sensors');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const width = useChartWidth(boxRef);
  const { xs, ys } = useMemo(() => alignSeries(series), [series]);
  const values = ys.flat().filter((v): v is number => v !== null);
  const low = dry ?? Math.min(...values);
  const high = wet ?? Math.max(...values);
  const nf = format.number({ maximumFractionDigits: 1 });
  const tickFormat = format.dateTime({ day: 'numeric', month: 'short' });
  const plotWidth = Math.max(0, width - LABEL_WIDTH);
  const height = series.length * ROW_HEIGHT + AXIS_HEIGHT;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !plotWidth || xs.length === 0) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const first = xs[0]!;
    const span = Math.max(1, xs.at(-1)! - first);
    const step = xs.length > 1 ? span / (xs.length - 1) : span;
    const plotLeft = rtl ? 0 : LABEL_WIDTH;
    const xOf = (x: number) => {
      const at = ((x - first) / (span + step)) * plotWidth;
      return rtl ? plotLeft + plotWidth - at : plotLeft + at;
    };
    const cell = Math.max(1, (step / (span + step)) * plotWidth + 0.5);
    ys.forEach((row, r) => {
      row.forEach((value, i) => {
        if (value === null) return;
        context.fillStyle = heatColor(high > low ? (value - low) / (high - low) : 0.5);
        context.fillRect(rtl ? xOf(xs[i]!) - cell : xOf(xs[i]!), r * ROW_HEIGHT, cell, ROW_HEIGHT - 1);
      });
    });
    context.fillStyle = getComputedStyle(canvas).color;
    context.font = '12px system-ui, sans-serif';
    context.textBaseline = 'middle';
    context.textAlign = rtl ? 'left' : 'right';
    series.forEach((s, r) => context.fillText(s.label, rtl ? plotWidth + 6 : LABEL_WIDTH - 6, r * ROW_HEIGHT + ROW_HEIGHT / 2));
    context.textAlign = 'center';
    context.textBaseline = 'top';
    // Day labels under their midnight, kept inside the plot (the last one would be cut at the edge).
    for (const tick of dayTicks(first, xs.at(-1)!, plotWidth) ?? []) {
      const text = tickFormat.format(new Date(tick * 1000));
      const half = context.measureText(text).width / 2;
      const x = Math.min(plotLeft + plotWidth - half, Math.max(plotLeft + half, xOf(tick)));
      context.fillText(text, x, series.length * ROW_HEIGHT + 6);
    }
  }, [xs, ys, series, width, plotWidth, height, rtl, low, high, tickFormat]);

  const label = t('chart.heatmap_aria', { low: nf.format(low), high: nf.format(high) });
  return (
    <div>
      <Box ref={boxRef} w="100%" c="dimmed" data-testid={testId} data-rows={series.length} data-columns={xs.length}>
        <canvas ref={canvasRef} role="img" aria-label={label} style={{ width: '100%', height, display: 'block' }} />
      </Box>
      <Group gap="xs" mt={6} wrap="nowrap" justify="flex-start">
        <Text size="xs">{t('chart.dry', { value: nf.format(low) })}</Text>
        <Box w={160} h={10} style={{ background: `linear-gradient(${rtl ? 'to left' : 'to right'}, ${STOPS.map(([at]) => heatColor(at)).join(', ')})`, borderRadius: 2 }} />
        <Text size="xs">{t('chart.wet', { value: nf.format(high) })}</Text>
      </Group>
    </div>
  );
}

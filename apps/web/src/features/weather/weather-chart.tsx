import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { WeatherHour } from '@rayyan/contracts';
import { hourLabel, localHourOf, numberFormat } from './weather-format';
import { ChartFrame, ChartLegend, useChartCursor, useChartWidth } from '../../app/ui/chart/chart-frame';
import { useFormat } from '../../app/i18n/format';

export const SERIES_COLORS = {
  temperature: '#e8590c',
  humidity: '#1c7ed6',
  wind: '#0ca678',
  precipitation: '#5c7cfa',
} as const;

const CHART_HEIGHT = 170;

/**
 * The 48-hour chart (uPlot, loaded with this chunk only): temperature and humidity above, wind speed and
 * precipitation bars below, sharing one cursor. Hover or focus it and use the arrow keys (Home, End)
 * to read an hour in the tooltip, which a live region also announces. In Arabic the time axis runs
 * from right to left and the temperature axis sits on the right, the reading direction of the page.
 */
export default function WeatherChart({ hours, timeZone }: { hours: WeatherHour[]; timeZone?: string }) {
  const { t, i18n } = useTranslation('weather');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();
  const locale = format.locale;
  const boxRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const bottomRef = useRef<HTMLDivElement>(null);
  const plots = useRef<uPlot[]>([]);
  const width = useChartWidth(boxRef);

  const xs = useMemo(() => hours.map((h) => Date.parse(h.time) / 1000), [hours]);
  const nf = useMemo(() => numberFormat(locale), [locale]);
  const cursor = useChartCursor({ xs, rtl, height: CHART_HEIGHT, plot: () => plots.current[0] });
  const { onSetCursor } = cursor;

  useEffect(() => {
    if (!width || !topRef.current || !bottomRef.current) return;
    const syncKey = `weather-${Math.random()}`;
    const near = rtl ? 1 : 3; // the y axis at the start of the reading direction
    const far = rtl ? 3 : 1;
    const axisFont = '12px system-ui, sans-serif';
    // Ticks on whole local hours (every 6 h; 12 h or 24 h on narrow screens), labelled "Mon 6 AM" in the user's language.
    const step = width < 420 ? 24 : width < 640 ? 12 : 6;
    const hourOf = localHourOf(timeZone);
    const ticks = xs.filter((x) => hourOf(new Date(x * 1000)) % step === 0);
    const tickFormat = format.dateTime({ weekday: 'short', hour: 'numeric', timeZone });
    const xAxis: uPlot.Axis = {
      font: axisFont,
      splits: () => ticks,
      values: (_u, splits) => splits.map((s) => tickFormat.format(new Date(s * 1000))),
    };
    const yValues = (_u: uPlot, splits: number[]) => splits.map((s) => nf.format(s));
    const base = (height: number): Omit<uPlot.Options, 'series' | 'axes' | 'scales'> => ({
      width,
      height,
      legend: { show: false },
      cursor: {
        sync: { key: syncKey },
        drag: { x: false, y: false },
        points: { size: 7 },
      },
      hooks: { setCursor: [(u) => onSetCursor(u)] },
    });
    const top = new uPlot(
      {
        ...base(CHART_HEIGHT),
        scales: { x: { time: false, dir: rtl ? -1 : 1 }, c: { auto: true }, pct: { range: [0, 100] } },
        axes: [
          xAxis,
          { scale: 'c', side: near, font: axisFont, values: yValues, label: t('series.temperature'), labelFont: axisFont, size: 48 },
          { scale: 'pct', side: far, font: axisFont, values: yValues, label: t('series.humidity'), labelFont: axisFont, size: 48, grid: { show: false } },
        ],
        series: [
          {},
          { label: t('series.temperature'), scale: 'c', stroke: SERIES_COLORS.temperature, width: 2 },
          { label: t('series.humidity'), scale: 'pct', stroke: SERIES_COLORS.humidity, width: 2, dash: [6, 4] },
        ],
      },
      [xs, hours.map((h) => h.temperature_c), hours.map((h) => h.relative_humidity_pct)],
      topRef.current,
    );
    const bottom = new uPlot(
      {
        ...base(CHART_HEIGHT),
        scales: { x: { time: false, dir: rtl ? -1 : 1 }, kmh: { range: (_u, _min, max) => [0, Math.max(10, max * 1.1)] }, mm: { range: (_u, _min, max) => [0, Math.max(2, max * 1.2)] } },
        axes: [
          xAxis,
          { scale: 'kmh', side: near, font: axisFont, values: yValues, label: t('series.wind'), labelFont: axisFont, size: 48 },
          { scale: 'mm', side: far, font: axisFont, values: yValues, label: t('series.precipitation'), labelFont: axisFont, size: 48, grid: { show: false } },
        ],
        series: [
          {},
          { label: t('series.precipitation'), scale: 'mm', stroke: SERIES_COLORS.precipitation, fill: `${SERIES_COLORS.precipitation}99`, width: 1, paths: uPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } },
          { label: t('series.wind'), scale: 'kmh', stroke: SERIES_COLORS.wind, width: 2 },
        ],
      },
      [xs, hours.map((h) => h.precipitation_mm), hours.map((h) => h.wind_speed_kmh)],
      bottomRef.current,
    );
    plots.current = [top, bottom];
    return () => {
      top.destroy();
      bottom.destroy();
      plots.current = [];
    };
    // onSetCursor only sets state: a new one each render need not rebuild the plots.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, xs, hours, rtl, format, timeZone, nf, t]);

  const hour = cursor.idx != null ? hours[cursor.idx] : undefined;
  const tipText = hour
    ? [
        hourLabel(hour.time, locale, timeZone),
        `${t('series.temperature')}: ${nf.format(hour.temperature_c)}`,
        `${t('series.humidity')}: ${nf.format(hour.relative_humidity_pct)}`,
        `${t('series.wind')}: ${nf.format(hour.wind_speed_kmh)}`,
        `${t('series.precipitation')}: ${nf.format(hour.precipitation_mm)}`,
      ]
    : [];
  return (
    <div>
      <ChartLegend
        items={(['temperature', 'humidity', 'wind', 'precipitation'] as const).map((k) => ({ key: k, label: t(`series.${k}`), color: SERIES_COLORS[k], bar: k === 'precipitation' }))}
        testId="weather-chart-legend"
      />
      <ChartFrame boxRef={boxRef} label={t('chart_label')} width={width} rtl={rtl} cursor={cursor} lines={tipText} testId="weather-chart" data={{ 'data-hours': hours.length }}>
        <div ref={topRef} />
        <div ref={bottomRef} />
      </ChartFrame>
    </div>
  );
}

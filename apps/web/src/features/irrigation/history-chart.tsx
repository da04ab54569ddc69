import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { IrrigationHistoryDay } from '@rayyan/contracts';
import { numberFormat, shortDay } from './irrigation-logic';
import classes from './irrigation.module.css';

export const HISTORY_COLORS = {
  et0: '#e8590c',
  etc: '#0ca678',
  depletion: '#c2255c',
  raw: '#495057',
  irrigation: '#1c7ed6',
} as const;
const SERIES = ['et0', 'etc', 'depletion', 'raw', 'irrigation'] as const;

const CHART_HEIGHT = 220;

/**
 * The water balance of the last days (uPlot, as the weather chart): ET0 and ETc, depletion against
 * the RAW line, irrigation bars; all in mm on one axis. Focus it and use the arrow keys (Home, End) to
 * read a day in the tooltip, which a live region also announces. In Arabic the days run right to left.
 */
export default function HistoryChart({ days }: { days: IrrigationHistoryDay[] }) {
  const { t, i18n } = useTranslation('irrigation');
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const [idx, setIdx] = useState<number | null>(null);
  const [tipLeft, setTipLeft] = useState(0);
  const [width, setWidth] = useState(0);

  const xs = useMemo(() => days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000), [days]);
  const nf = useMemo(() => numberFormat(language), [language]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setWidth(Math.max(240, Math.floor(box.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!width || !plotRef.current) return;
    const axisFont = '12px system-ui, sans-serif';
    const step = width < 420 ? 7 : width < 640 ? 5 : 3;
    const ticks = xs.filter((_x, i) => i % step === 0);
    const xAxis: uPlot.Axis = {
      font: axisFont,
      splits: () => ticks,
      values: (_u, splits) => splits.map((s) => shortDay(new Date(s * 1000).toISOString().slice(0, 10), language)),
    };
    const u = new uPlot(
      {
        width,
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        hooks: {
          setCursor: [
            (p) => {
              const i = p.cursor.idx;
              setIdx(i ?? null);
              if (i != null) setTipLeft(p.valToPos(xs[i]!, 'x') + p.over.offsetLeft);
            },
          ],
        },
        scales: { x: { time: false, dir: rtl ? -1 : 1 }, mm: { range: (_u, _min, max) => [0, Math.max(5, max * 1.1)] } },
        axes: [
          xAxis,
          { scale: 'mm', side: rtl ? 1 : 3, font: axisFont, values: (_u, splits) => splits.map((s) => nf.format(s)), label: 'mm', labelFont: axisFont, size: 48 },
        ],
        series: [
          {},
          { label: t('history.series.irrigation'), scale: 'mm', stroke: HISTORY_COLORS.irrigation, fill: `${HISTORY_COLORS.irrigation}99`, width: 1, paths: uPlot.paths.bars!({ size: [0.6, 30] }), points: { show: false } },
          { label: t('history.series.et0'), scale: 'mm', stroke: HISTORY_COLORS.et0, width: 2 },
          { label: t('history.series.etc'), scale: 'mm', stroke: HISTORY_COLORS.etc, width: 2 },
          { label: t('history.series.depletion'), scale: 'mm', stroke: HISTORY_COLORS.depletion, width: 2 },
          { label: t('history.series.raw'), scale: 'mm', stroke: HISTORY_COLORS.raw, width: 2, dash: [6, 4], points: { show: false } },
        ],
      },
      [xs, days.map((d) => d.irrigation_mm), days.map((d) => d.et0_mm), days.map((d) => d.etc_mm), days.map((d) => d.depletion_mm), days.map((d) => d.raw_mm)],
      plotRef.current,
    );
    plot.current = u;
    return () => {
      u.destroy();
      plot.current = null;
    };
  }, [width, xs, days, rtl, language, nf, t]);

  const showIndex = (i: number) => {
    const next = Math.max(0, Math.min(days.length - 1, i));
    const u = plot.current;
    if (!u) return;
    u.setCursor({ left: u.valToPos(xs[next]!, 'x'), top: CHART_HEIGHT / 3 });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const current = idx ?? -1;
    if (e.key === forward) showIndex(current + 1);
    else if (e.key === back) showIndex(current < 0 ? 0 : current - 1);
    else if (e.key === 'Home') showIndex(0);
    else if (e.key === 'End') showIndex(days.length - 1);
    else return;
    e.preventDefault();
  };

  const day = idx != null ? days[idx] : undefined;
  const tipText = day
    ? [
        shortDay(day.date, language),
        `${t('history.series.et0')}: ${nf.format(day.et0_mm)}`,
        `${t('history.series.etc')}: ${nf.format(day.etc_mm)}`,
        `${t('history.series.depletion')}: ${nf.format(day.depletion_mm)}`,
        `${t('history.series.raw')}: ${nf.format(day.raw_mm)}`,
        `${t('history.series.irrigation')}: ${nf.format(day.irrigation_mm)}`,
      ]
    : [];
  const flip = rtl ? tipLeft < width / 2 : tipLeft > width / 2;

  return (
    <div>
      <Group gap="md" mb={4} aria-hidden data-testid="irrigation-chart-legend">
        {SERIES.map((k) => (
          <Group key={k} gap={6} wrap="nowrap">
            <Box w={16} h={k === 'irrigation' ? 10 : 3} style={{ background: HISTORY_COLORS[k] }} />
            <Text size="xs">{t(`history.series.${k}`)}</Text>
          </Group>
        ))}
      </Group>
      <div
        ref={boxRef}
        className={classes.chartBox}
        tabIndex={0}
        role="group"
        aria-label={t('history.chart_label')}
        onKeyDown={onKeyDown}
        onFocus={() => idx == null && showIndex(0)}
        data-testid="irrigation-chart"
        data-days={days.length}
        dir="ltr"
      >
        <div ref={plotRef} />
        {day && (
          <div
            className={classes.tooltip}
            style={{ left: tipLeft, transform: flip ? 'translateX(calc(-100% - 10px))' : 'translateX(10px)' }}
            dir={rtl ? 'rtl' : 'ltr'}
            data-testid="irrigation-chart-tooltip"
          >
            {tipText.map((line, i) => (
              <div key={line} style={i === 0 ? { fontWeight: 700 } : undefined}>{line}</div>
            ))}
          </div>
        )}
        <VisuallyHidden aria-live="polite">{tipText.join(rtl ? '، ' : '; ')}</VisuallyHidden>
      </div>
    </div>
  );
}

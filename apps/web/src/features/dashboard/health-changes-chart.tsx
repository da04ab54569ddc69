import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { TREE_HEALTH_STATES, type TreeSummary } from '@rayyan/contracts';
import { ChartFrame, ChartLegend, useChartCursor, useChartWidth } from '../../app/ui/chart/chart-frame';
import { useFormat } from '../../app/i18n/format';
import { CATEGORY_COLORS } from '../trees/tree-colors';

const CHART_HEIGHT = 220;

/**
 * Health state changes per week (uPlot in the shared chart frame): one line per state the trees changed to, weeks
 * oldest first (right to left in Arabic). Focus it and use the arrow keys to read a week in the tooltip.
 */
export default function HealthChangesChart({ weeks }: { weeks: TreeSummary['health_changes'] }) {
  const { t, i18n } = useTranslation('trees');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const format = useFormat();
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const width = useChartWidth(boxRef);
  const xs = useMemo(() => weeks.map((w) => Date.parse(`${w.week}T00:00:00Z`) / 1000), [weeks]);
  const nf = useMemo(() => format.number(), [format]);
  const dayFormat = useMemo(() => format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' }), [format]);
  const cursor = useChartCursor({ xs, rtl, height: CHART_HEIGHT, plot: () => plot.current ?? undefined });
  const { onSetCursor } = cursor;

  useEffect(() => {
    if (!width || !plotRef.current) return;
    const font = '12px system-ui, sans-serif';
    // A label every week when there is room, every second or fourth week on narrow screens.
    const step = width < 420 ? 4 : width < 640 ? 2 : 1;
    const ticks = xs.filter((_x, i) => (xs.length - 1 - i) % step === 0);
    const u = new uPlot(
      {
        width,
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { size: 7 } },
        hooks: { setCursor: [(p) => onSetCursor(p)] },
        scales: { x: { time: false, dir: rtl ? -1 : 1 }, n: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
        axes: [
          { font, splits: () => ticks, values: (_u, splits) => splits.map((s) => dayFormat.format(new Date(s * 1000))) },
          { scale: 'n', side: rtl ? 1 : 3, font, size: 44, values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? nf.format(s) : '')) },
        ],
        series: [{}, ...TREE_HEALTH_STATES.map((state) => ({ label: t(`health_states.${state}`), scale: 'n', stroke: CATEGORY_COLORS.health[state], width: 2, points: { size: 5 } }))],
      },
      [xs, ...TREE_HEALTH_STATES.map((state) => weeks.map((w) => w.changes[state]))],
      plotRef.current,
    );
    plot.current = u;
    return () => {
      u.destroy();
      plot.current = null;
    };
    // onSetCursor only sets state: a new one each render need not rebuild the plot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [width, xs, weeks, rtl, nf, dayFormat, t]);

  const week = cursor.idx != null ? weeks[cursor.idx] : undefined;
  const lines = week
    ? [t('dashboard.week_of', { day: dayFormat.format(new Date(`${week.week}T00:00:00Z`)) }), ...TREE_HEALTH_STATES.map((state) => `${t(`health_states.${state}`)}: ${nf.format(week.changes[state])}`)]
    : [];
  return (
    <div>
      <ChartLegend items={TREE_HEALTH_STATES.map((state) => ({ key: state, label: t(`health_states.${state}`), color: CATEGORY_COLORS.health[state] }))} testId="health-changes-legend" />
      <ChartFrame boxRef={boxRef} label={t('dashboard.health_changes_chart')} width={width} rtl={rtl} cursor={cursor} lines={lines} testId="health-changes-chart" data={{ 'data-weeks': weeks.length }}>
        <div ref={plotRef} />
      </ChartFrame>
    </div>
  );
}

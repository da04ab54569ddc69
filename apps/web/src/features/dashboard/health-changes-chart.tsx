import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TREE_HEALTH_STATES, type TreeSummary } from '@rayyan/contracts';
import DatedLinesChart from '../../app/ui/chart/dated-lines-chart';
import { daySeconds, shortDay } from '../../app/ui/chart/chart-days';
import { useFormat } from '../../app/i18n/format';
import { CATEGORY_COLORS } from '../trees/tree-colors';

/**
 * Health state changes per week: one line per state the trees changed to, weeks oldest first (right to left in
 * Arabic). Focus it and use the arrow keys to read a week in the tooltip.
 */
export default function HealthChangesChart({ weeks }: { weeks: TreeSummary['health_changes'] }) {
  const { t } = useTranslation('trees');
  const format = useFormat();
  const xs = useMemo(() => weeks.map((w) => daySeconds(w.week)), [weeks]);
  const series = useMemo(
    () => TREE_HEALTH_STATES.map((state) => ({ key: state, label: t(`health_states.${state}`), color: CATEGORY_COLORS.health[state], values: weeks.map((w) => w.changes[state]) })),
    [weeks, t],
  );
  const nf = format.number();
  const day = shortDay(format);
  const tooltip = (i: number) => {
    const week = weeks[i]!;
    return [
      t('dashboard.week_of', { day: day(week.week) }),
      ...TREE_HEALTH_STATES.map((state) => `${t(`health_states.${state}`)}: ${nf.format(week.changes[state])}`),
    ];
  };
  return (
    <DatedLinesChart
      xs={xs}
      series={series}
      label={t('dashboard.health_changes_chart')}
      testId="health-changes-chart"
      digits={0}
      fromZeroTo={4}
      wholeNumbers
      tooltip={tooltip}
      data={{ 'data-weeks': weeks.length }}
    />
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrapWeekly } from '@rayyan/contracts';
import DatedLinesChart from '../../app/ui/chart/dated-lines-chart';
import { daySeconds, shortDay } from '../../app/ui/chart/chart-days';
import { useFormat } from '../../app/i18n/format';

/** One colour per region (in the order of the answer), then again. */
const REGION_COLORS = ['#2f9e44', '#1971c2', '#e8590c', '#9c36b5', '#0c8599', '#c2255c'];
const THRESHOLD_COLOR = '#e03131';

/**
 * The mean catch per trap per week of each region, weeks oldest first (right to left in Arabic), with the
 * organisation's RPW threshold as a dashed line. Focus it and use the arrow keys to read a week.
 */
export default function TrapTrendsChart({ weekly }: { weekly: TrapWeekly }) {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const xs = useMemo(() => weekly.weeks.map(daySeconds), [weekly]);
  const series = useMemo(
    () => [
      ...weekly.regions.map((r, n) => ({ key: r.region_id, label: r.region_name, color: REGION_COLORS[n % REGION_COLORS.length]!, values: r.mean_per_trap })),
      { key: 'threshold', label: t('trends.threshold'), color: THRESHOLD_COLOR, values: weekly.weeks.map(() => weekly.threshold), dashed: true },
    ],
    [weekly, t],
  );
  const nf = format.number({ maximumFractionDigits: 1 });
  const day = shortDay(format);
  const tooltip = (i: number) => [
    day(weekly.weeks[i]!),
    ...weekly.regions.map((r) => t('trends.mean', { region: r.region_name, value: r.mean_per_trap[i] == null ? '—' : nf.format(r.mean_per_trap[i]!) })),
  ];
  return (
    <DatedLinesChart
      xs={xs}
      series={series}
      label={t('trends.chart')}
      testId="trap-trends-chart"
      digits={1}
      fromZeroTo={weekly.threshold * 1.3}
      height={240}
      tooltip={tooltip}
      data={{ 'data-regions': weekly.regions.length }}
    />
  );
}

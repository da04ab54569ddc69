import { useMemo } from 'react';
import DatedLinesChart from '../../app/ui/chart/dated-lines-chart';
import { daySeconds, shortDay } from '../../app/ui/chart/chart-days';
import { useFormat } from '../../app/i18n/format';

/**
 * One dated series of the executive report (the fields' NDVI, the traps' weekly catches) as a line in the shared
 * chart frame: dates oldest first (right to left in Arabic); focus it and use the arrow keys to read a point.
 */
export default function TrendChart({ points, label, color, digits, testId }: { points: { date: string; value: number }[]; label: string; color: string; digits: number; testId: string }) {
  const format = useFormat();
  const xs = useMemo(() => points.map((p) => daySeconds(p.date)), [points]);
  const series = useMemo(() => [{ key: testId, label, color, values: points.map((p) => p.value) }], [points, label, color, testId]);
  const nf = format.number({ maximumFractionDigits: digits });
  const day = shortDay(format);
  return (
    <DatedLinesChart
      xs={xs}
      series={series}
      label={label}
      testId={testId}
      digits={digits}
      tooltip={(i) => [day(points[i]!.date), nf.format(points[i]!.value)]}
      data={{ 'data-points': points.length }}
    />
  );
}

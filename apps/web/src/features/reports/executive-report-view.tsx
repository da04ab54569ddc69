import { lazy, Suspense } from 'react';
import { Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXECUTIVE_REPORT_SECTIONS, reportTables, type ExecutiveReport, type ReportCell } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';

const TrendChart = lazy(() => import('./trend-chart'));

/**
 * The executive report on screen: the farm's facts, then each section with its chart and table (the same tables as
 * the workbook and the PDF, `reportTables` of the contracts), or "No data for this period." when it has none.
 */
export function ExecutiveReportView({ report }: { report: ExecutiveReport }) {
  const { t, i18n } = useTranslation('reports');
  const format = useFormat();
  const day = format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' });
  const date = (iso: string | null) => (iso ? day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '—');
  const tables = new Map(reportTables(report, { t: (key) => t(key), date, rtl: i18n.dir(i18n.language) === 'rtl' }).map((table) => [table.key, table]));
  const cell = (v: ReportCell) => (v === null ? '—' : typeof v === 'number' ? format.number({ maximumFractionDigits: 2 }).format(v) : v);
  const chartOf = (key: string) => {
    if (key === 'vegetation' && report.vegetation) {
      return <TrendChart points={report.vegetation.points.map((p) => ({ date: p.date, value: p.mean }))} label={t('sections.vegetation')} color="#2f9e44" digits={3} testId="report-vegetation-chart" />;
    }
    if (key === 'traps' && report.traps && report.traps.weeks.length > 1) {
      return <TrendChart points={report.traps.weeks.map((w) => ({ date: w.week, value: w.catches }))} label={t('figures.catches')} color="#e8590c" digits={0} testId="report-traps-chart" />;
    }
    return null;
  };
  const facts: [string, string][] = [
    [t('farm'), `${report.farm.name} (${report.farm.code})`],
    [t('figures.region'), report.farm.region ?? '—'],
    [t('figures.farm_area'), format.number({ maximumFractionDigits: 2 }).format(report.farm.area_feddan)],
    [t('period'), `${date(report.from)} – ${date(report.to)}`],
  ];
  return (
    <Stack gap="md" data-testid="executive-report">
      <Card withBorder>
        <Text fw={700}>{t(`farming_type.${report.farm.farming_type}`)}</Text>
        {facts.map(([k, v]) => (
          <Text key={k} size="sm">
            <Text span c="dimmed">{k}: </Text>
            <bdi>{v}</bdi>
          </Text>
        ))}
      </Card>
      {EXECUTIVE_REPORT_SECTIONS.map((key) => {
        const table = tables.get(key);
        return (
          <Card key={key} withBorder data-testid={`report-section-${key}`}>
            <Title order={2} size="h4" mb="xs">{t(`sections.${key}`)}</Title>
            {!table || table.rows.length === 0 ? (
              <Text c="dimmed" size="sm">{t('no_data')}</Text>
            ) : (
              <>
                <Suspense fallback={<Loader size="sm" />}>{chartOf(key)}</Suspense>
                <Table.ScrollContainer minWidth={table.columns.length > 4 ? 720 : 320}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        {table.columns.map((c, i) => <Table.Th key={c} ta={table.numeric[i] ? 'end' : 'start'}>{c}</Table.Th>)}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {table.rows.map((row, r) => (
                        <Table.Tr key={r}>
                          {row.map((v, i) => <Table.Td key={i} ta={table.numeric[i] ? 'end' : 'start'}><bdi>{cell(v)}</bdi></Table.Td>)}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}

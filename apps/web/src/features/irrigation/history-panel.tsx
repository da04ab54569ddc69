import { lazy, Suspense, useState } from 'react';
import { Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from '../../app/ui/error-line';
import { useApi } from '../../app/services';
import { getIrrigationHistory, irrigationKey, type FieldRef } from './irrigation-api';
import { dayLabel, numberFormat } from './irrigation-logic';
import { useFormat } from '../../app/i18n/format';
import { TableHead } from '../../app/ui/table-head';

const HistoryChart = lazy(() => import('./history-chart'));

/** The last 30 days of the water balance as a chart, with a table alternative. */
export function HistoryPanel({ target }: { target: FieldRef }) {
  const { t } = useTranslation('irrigation');
  const locale = useFormat().locale;
  const api = useApi();
  const [table, setTable] = useState(false);
  const history = useQuery({ queryKey: [...irrigationKey(target), 'history', 30], queryFn: ({ signal }) => getIrrigationHistory(api, target, 30, signal) });
  const nf = numberFormat(locale, 1);
  const days = history.data ?? [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="irrigation-history-title" data-testid="irrigation-history">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id="irrigation-history-title">{t('history.title')}</Title>
          {days.length > 0 && (
            <Button variant="subtle" size="xs" onClick={() => setTable((v) => !v)} aria-expanded={table} aria-controls="irrigation-history-table" data-testid="irrigation-table-toggle">
              {table ? t('history.hide_table') : t('history.show_table')}
            </Button>
          )}
        </Group>
        {history.isPending ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : history.isError ? (
          <ErrorLine error={history.error} size="sm" />
        ) : days.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="irrigation-history-empty">{t('history.empty')}</Text>
        ) : (
          <>
            <Suspense fallback={<Loader size="sm" />}>
              <HistoryChart days={days} />
            </Suspense>
            {table && (
              <Table.ScrollContainer minWidth={560}>
                <Table striped id="irrigation-history-table" data-testid="irrigation-history-table">
                  <Table.Caption>{t('history.caption')}</Table.Caption>
                  <TableHead headings={[t('history.date'), ...(['et0', 'etc', 'depletion', 'raw', 'taw', 'irrigation'] as const).map((k) => t(`history.series.${k}`))]} />
                  <Table.Tbody>
                    {days.map((d) => (
                      <Table.Tr key={d.date}>
                        <Table.Th scope="row">{dayLabel(d.date, locale)}</Table.Th>
                        <Table.Td>{nf.format(d.et0_mm)}</Table.Td>
                        <Table.Td>{nf.format(d.etc_mm)}</Table.Td>
                        <Table.Td>{nf.format(d.depletion_mm)}</Table.Td>
                        <Table.Td>{nf.format(d.raw_mm)}</Table.Td>
                        <Table.Td>{nf.format(d.taw_mm)}</Table.Td>
                        <Table.Td>{d.irrigation_assumed ? t('history.assumed_value', { value: nf.format(d.irrigation_mm) }) : nf.format(d.irrigation_mm)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

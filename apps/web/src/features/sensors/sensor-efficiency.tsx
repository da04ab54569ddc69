import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SENSOR_EFFICIENCY_TOLERANCE, sensorsEndpoints, type SensorRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { SENSORS_QUERY_KEY } from './sensors-api';
import { TableHead } from '../../app/ui/table-head';

const FLAG_COLORS = { over: 'orange', under: 'red', ok: 'green' } as const;

/**
 * A flow meter's field, 10-day windows of the last 60 days: the metered water spread over the field, the crop's ETc,
 * the advised water, the efficiency (ETc over applied) and whether the field was over- or under-irrigated.
 */
export function SensorEfficiency({ sensor }: { sensor: SensorRecord }) {
  const { t } = useTranslation('sensors');
  const format = useFormat();
  const api = useApi();
  const efficiency = useQuery({
    queryKey: [...SENSORS_QUERY_KEY, sensor.id, 'efficiency'],
    queryFn: ({ signal }) => callEndpoint(api, sensorsEndpoints.efficiency, { params: { id: sensor.id }, query: { days: 60 }, signal }),
  });
  const mm = (v: number) => t('efficiency.mm', { value: format.number({ maximumFractionDigits: 0 }).format(v) });
  const day = (d: string) => format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const data = efficiency.data;
  return (
    <Stack gap="xs" data-testid="sensor-efficiency">
      <Title order={3} size="h5">
        {t('efficiency.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('efficiency.intro', { tolerance: format.number({ style: 'percent' }).format(SENSOR_EFFICIENCY_TOLERANCE) })}
      </Text>
      {efficiency.isPending ? (
        <Text size="sm" c="dimmed">
          {t('chart.loading')}
        </Text>
      ) : !data || data.windows.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="sensor-efficiency-empty">
          {t(`efficiency.none_${data?.reason ?? 'no_data'}`)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped withTableBorder fz="sm">
            <TableHead headings={[t('efficiency.period'), t('efficiency.applied'), t('efficiency.etc'), t('efficiency.advised'), t('efficiency.efficiency'), t('efficiency.state')]} />
            <Table.Tbody>
              {data.windows.map((w) => (
                <Table.Tr key={w.from} data-testid={`sensor-efficiency-${w.from}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('efficiency.range', { from: day(w.from), to: day(w.to) })}</Table.Td>
                  <Table.Td>{mm(w.applied_mm)}</Table.Td>
                  <Table.Td>{mm(w.etc_mm)}</Table.Td>
                  <Table.Td>{mm(w.advised_mm)}</Table.Td>
                  <Table.Td>{w.efficiency_pct === null ? '—' : format.number({ style: 'percent' }).format(w.efficiency_pct / 100)}</Table.Td>
                  <Table.Td>{w.flag ? <Badge variant="light" color={FLAG_COLORS[w.flag]}>{t(`efficiency.flags.${w.flag}`)}</Badge> : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

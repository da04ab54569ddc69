import { Alert, Badge, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetsEndpoints } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { dayText } from '../../app/i18n/day-text';
import { ASSETS_QUERY_KEY } from './assets-api';
import { TableHead } from '../../app/ui/table-head';

const STATUS_COLORS = { overdue: 'red', due_soon: 'orange', scheduled: 'gray' } as const;

/** The due list: each scheduled asset's last service and next one (by date and/or running hours), overdue first. */
export function MaintenanceDueList() {
  const { t } = useTranslation('assets');
  const api = useApi();
  const format = useFormat();
  const nf = format.number({ maximumFractionDigits: 0 });
  const day = (iso: string | null) => (iso ? dayText(format, iso) : null);
  const due = useQuery({ queryKey: [...ASSETS_QUERY_KEY, 'maintenance-due'], queryFn: ({ signal }) => callEndpoint(api, assetsEndpoints.maintenanceDue, { query: {}, signal }) });
  if (due.isPending) return <Loader size="sm" aria-label={t('network.loading')} />;
  if (!due.data || due.data.length === 0) return <Alert variant="light" data-testid="maintenance-due-empty">{t('maintenance.due_empty')}</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{t('maintenance.due_intro')}</Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped data-testid="maintenance-due">
          <TableHead headings={[t('fields.code'), t('fields.name'), t('fields.farm'), t('maintenance.last'), t('maintenance.next'), t('fields.state')]} />
          <Table.Tbody>
            {due.data.map((d) => (
              <Table.Tr key={d.asset_id} data-testid={`maintenance-due-${d.code}`}>
                <Table.Td fw={600}><bdi>{d.code}</bdi></Table.Td>
                <Table.Td><bdi>{d.name}</bdi><Text size="xs" c="dimmed">{t(`types.${d.type}`)}</Text></Table.Td>
                <Table.Td><bdi>{d.farm_name}</bdi></Table.Td>
                <Table.Td>
                  {day(d.last_date) ?? '—'}
                  {d.last_hours !== null && <Text size="xs" c="dimmed">{t('maintenance.at_hours', { hours: nf.format(d.last_hours) })}</Text>}
                </Table.Td>
                <Table.Td>
                  {d.next_due_date && <Text size="sm">{day(d.next_due_date)}</Text>}
                  {d.next_due_hours !== null && (
                    <Text size="sm">
                      {t('maintenance.at_hours', { hours: nf.format(d.next_due_hours) })}
                      {d.current_hours !== null && <Text span size="xs" c="dimmed"> · {t('maintenance.reads', { hours: nf.format(d.current_hours) })}</Text>}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td><Badge variant="light" color={STATUS_COLORS[d.status]}>{t(`maintenance.status.${d.status}`)}</Badge></Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

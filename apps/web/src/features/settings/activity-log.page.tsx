import { Badge, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activityLogEndpoints } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { PageTitle } from '../../app/ui/page-title';
import { useListParams } from '../../app/ui/list/use-list-params';
import { ListPagination, ListTable } from '../../app/ui/list/list-parts';
import { SettingsBackLink } from './settings-back-link';
import { useFormat } from '../../app/i18n/format';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `/settings/activity-log`: who changed what and when, with each changed field from → to. */
export function Component() {
  const { t, i18n } = useTranslation('settings');
  const api = useApi();
  const list = useListParams(['entity']);
  const log = useQuery({
    queryKey: ['activity-log', list.query],
    queryFn: () => callEndpoint(api, activityLogEndpoints.list, { query: new URLSearchParams(list.query) }),
    placeholderData: keepPreviousData,
  });
  const when = useFormat().dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const rows = log.data?.results ?? [];
  return (
    <Stack gap="md">
      <SettingsBackLink />
      <PageTitle>{t('sections.activity_log')}</PageTitle>
      <ListTable
        caption={t('sections.activity_log')}
        headers={[t('log.when'), t('log.who'), t('log.action'), t('log.record'), t('log.changes')]}
        loading={log.isPending}
        error={log.error}
        empty={rows.length === 0}
        testId="activity-table"
        minWidth={820}
      >
        {rows.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{when.format(new Date(entry.created_at))}</Table.Td>
            <Table.Td><span dir="auto">{entry.user_name ?? '—'}</span></Table.Td>
            <Table.Td>
              <Badge variant="light" color={entry.action === 'delete' ? 'red' : entry.action === 'create' ? 'green' : 'blue'}>
                {t(`log.actions.${entry.action}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {t(`log.entities.${entry.entity}`, { defaultValue: entry.entity })}
              <Text size="xs" c="dimmed" dir="ltr">{entry.entity_id}</Text>
            </Table.Td>
            <Table.Td>
              <Stack gap={2}>
                {Object.entries(entry.changes).map(([field, change]) => (
                  <Text key={field} size="xs">
                    <Text span fw={600} size="xs">{field}</Text>: <bdi>{show(change.from)}</bdi> {i18n.dir() === 'rtl' ? '←' : '→'} <bdi>{show(change.to)}</bdi>
                  </Text>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {log.data && log.data.count > 0 && (
        <ListPagination count={log.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId="activity-pagination" />
      )}
    </Stack>
  );
}

import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, contactsEndpoints, type ContactStatus } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { downloadEndpoint } from '../../app/api/endpoint-download';
import { PageTitle } from '../../app/ui/page-title';
import { PageLoader } from '../../app/router/page-loader';
import { isoDay } from '../../app/ui/form-errors';
import { useContentNamespaces } from '../../shared/use-content-namespaces';
import { useFormat } from '../../app/i18n/format';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<ContactStatus, string> = { new: 'blue', contacted: 'yellow', closed: 'gray' };

/** `/settings/contact-requests` (super admins): the public contact form's requests, with follow-up status and Excel export. */
export function Component() {
  const ready = useContentNamespaces(['contact']);
  return ready ? <ContactRequests /> : <PageLoader />;
}

function ContactRequests() {
  const { t } = useTranslation('contact');
  const api = useApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ContactStatus | ''>('');
  const [search, setSearch] = useState('');
  const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
  if (status) params.set('status', status);
  if (search.trim()) params.set('search', search.trim());
  const query = params.toString();
  const list = useQuery({
    queryKey: ['contact-requests', query],
    queryFn: () => callEndpoint(api, contactsEndpoints.list, { query: new URLSearchParams(query) }),
    placeholderData: keepPreviousData,
  });
  const update = useMutation({
    mutationFn: ({ id, next }: { id: string; next: ContactStatus }) => callEndpoint(api, contactsEndpoints.setStatus, { params: { id }, body: { status: next } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contact-requests'] }),
  });
  const exportXlsx = async () => {
    const exportParams = new URLSearchParams(params);
    exportParams.delete('page');
    exportParams.delete('page_size');
    exportParams.set('format', 'xlsx');
    // The list's own endpoint answers a workbook of every match when asked for `format=xlsx`.
    await downloadEndpoint(api, contactsEndpoints.list, `contact-requests-${isoDay()}.xlsx`, { query: exportParams });
  };
  const format = useFormat();
  const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const rows = list.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  const statusLabel = (value: ContactStatus) => t(`admin.status_${value}`);
  return (
    <Stack gap="md">
      <PageTitle>{t('admin.title')}</PageTitle>
      <Text c="dimmed">{t('admin.lead')}</Text>
      <Group align="end" wrap="wrap">
        <TextInput
          label={t('admin.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
          data-testid="contacts-search"
        />
        <NativeSelect
          label={t('admin.status_filter')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as ContactStatus | '');
            setPage(1);
          }}
          data={[{ value: '', label: t('admin.all') }, ...CONTACT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))]}
        />
        <Button variant="light" onClick={() => void exportXlsx()} data-testid="contacts-export">
          {t('admin.export')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped data-testid="contacts-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.received')}</Table.Th>
              <Table.Th>{t('name')}</Table.Th>
              <Table.Th>{t('company')}</Table.Th>
              <Table.Th>{t('email')} · {t('phone')}</Table.Th>
              <Table.Th>{t('farm_type')} · {t('farm_area')}</Table.Th>
              <Table.Th>{t('message')}</Table.Th>
              <Table.Th>{t('admin.status_filter')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid="contact-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when.format(new Date(row.created_at))}</Table.Td>
                <Table.Td><span dir="auto">{row.name}</span></Table.Td>
                <Table.Td>
                  <span dir="auto">{row.company}</span>
                  {row.country ? <Text size="xs" c="dimmed" dir="auto">{row.country}</Text> : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" dir="ltr">{row.email}</Text>
                  <Text size="sm" dir="ltr">{row.phone}</Text>
                </Table.Td>
                <Table.Td>
                  {row.farm_type ? t(`farm_type_${row.farm_type}`) : '—'}
                  {row.farm_area_feddan !== null ? <Text size="xs">{format.number().format(row.farm_area_feddan)}</Text> : null}
                </Table.Td>
                <Table.Td maw={320}>
                  <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[row.status]} variant="light" mb={4}>{statusLabel(row.status)}</Badge>
                  <NativeSelect
                    size="xs"
                    aria-label={t('admin.status_filter')}
                    value={row.status}
                    onChange={(event) => update.mutate({ id: row.id, next: event.currentTarget.value as ContactStatus })}
                    data={CONTACT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!list.isPending && rows.length === 0 ? <Text c="dimmed" data-testid="contacts-empty">{t('admin.empty')}</Text> : null}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}

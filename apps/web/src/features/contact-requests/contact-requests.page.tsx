import { Badge, Button, NativeSelect, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTACT_STATUSES, contactsEndpoints, type ContactRecord, type ContactStatus } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { downloadEndpoint } from '../../app/api/endpoint-download';
import { PageLoader } from '../../app/router/page-loader';
import { isoDay } from '../../app/ui/form-errors';
import { ResourceListPage, type ListEndpoints } from '../../app/ui/list/resource-list-page';
import { useContentNamespaces } from '../../shared/use-content-namespaces';
import { useFormat } from '../../app/i18n/format';

const STATUS_COLORS: Record<ContactStatus, string> = { new: 'blue', contacted: 'yellow', closed: 'gray' };
const QUERY_KEY = ['contact-requests'] as const;

/** `/settings/contact-requests` (super admins): the public contact form's requests, with follow-up status and Excel export. */
export function Component() {
  const ready = useContentNamespaces(['contact']);
  return ready ? <ContactRequests /> : <PageLoader />;
}

function ContactRequests() {
  const { t } = useTranslation('contact');
  const api = useApi();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: ({ id, next }: { id: string; next: ContactStatus }) => callEndpoint(api, contactsEndpoints.setStatus, { params: { id }, body: { status: next } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
  // The list's own endpoint answers a workbook of every match when asked for `format=xlsx`.
  const exportXlsx = (filterQuery: string) => {
    const query = new URLSearchParams(filterQuery);
    query.set('format', 'xlsx');
    return downloadEndpoint(api, contactsEndpoints.list, `contact-requests-${isoDay()}.xlsx`, { query });
  };
  const format = useFormat();
  const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const statusLabel = (value: ContactStatus) => t(`admin.status_${value}`);
  const statusOptions = CONTACT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
  return (
    <ResourceListPage<ContactRecord>
      endpoints={{ list: contactsEndpoints.list } as unknown as ListEndpoints<ContactRecord>}
      queryKey={QUERY_KEY}
      title={t('admin.title')}
      intro={t('admin.lead')}
      testId="contacts"
      rowTestKey={() => null}
      searchLabel={t('admin.search')}
      filters={[{ name: 'status', label: t('admin.status_filter'), placeholder: t('admin.all'), options: statusOptions }]}
      actions={(list) => (
        <Button variant="light" onClick={() => void exportXlsx(list.filterQuery)} data-testid="contacts-export">
          {t('admin.export')}
        </Button>
      )}
      emptyText={t('admin.empty')}
      minWidth={900}
      columns={[
        { header: t('admin.received'), style: { whiteSpace: 'nowrap' }, cell: (row) => when.format(new Date(row.created_at)) },
        { header: t('name'), cell: (row) => <span dir="auto">{row.name}</span> },
        {
          header: t('company'),
          cell: (row) => (
            <>
              <span dir="auto">{row.company}</span>
              {row.country ? <Text size="xs" c="dimmed" dir="auto">{row.country}</Text> : null}
            </>
          ),
        },
        {
          header: `${t('email')} · ${t('phone')}`,
          cell: (row) => (
            <>
              <Text size="sm" dir="ltr">{row.email}</Text>
              <Text size="sm" dir="ltr">{row.phone}</Text>
            </>
          ),
        },
        {
          header: `${t('farm_type')} · ${t('farm_area')}`,
          cell: (row) => (
            <>
              {row.farm_type ? t(`farm_type_${row.farm_type}`) : '—'}
              {row.farm_area_feddan !== null ? <Text size="xs">{format.number().format(row.farm_area_feddan)}</Text> : null}
            </>
          ),
        },
        { header: t('message'), style: { maxWidth: 320 }, cell: (row) => <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>{row.message}</Text> },
        {
          header: t('admin.status_filter'),
          cell: (row) => (
            <>
              <Badge color={STATUS_COLORS[row.status]} variant="light" mb={4}>{statusLabel(row.status)}</Badge>
              <NativeSelect
                size="xs"
                aria-label={`${t('admin.status_filter')}: ${row.name}`}
                value={row.status}
                onChange={(event) => update.mutate({ id: row.id, next: event.currentTarget.value as ContactStatus })}
                data={statusOptions}
              />
            </>
          ),
        },
      ]}
      rowName={(row) => row.name}
    />
  );
}

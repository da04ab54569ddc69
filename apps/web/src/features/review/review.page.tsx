import { useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TREE_RECORD_KINDS, TREE_RECORD_STATES, canOpenAppPath, treeRecordsEndpoints, type TreeObservation } from '@rayyan/contracts';
import { useSession } from '../../app/session/use-session';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { useFormat } from '../../app/i18n/format';
import { PermissionButton } from '../../app/permissions/permission-button';
import { ConfirmDialog } from '../../app/ui/list/list-parts';
import { ResourceListPage } from '../../app/ui/list/resource-list-page';
import type { ListParams } from '../../app/ui/list/use-list-params';
import { useTreeFieldOptions } from '../trees/trees-api';
import { withTreesI18n } from '../trees/trees-i18n';
import { TREE_RECORDS_KEY } from './tree-record-form';
import { choiceOptions } from '../../app/ui/choice-options';

const STATE_COLORS = { pending: 'yellow', approved: 'teal', rejected: 'red' } as const;

/** `/review`: records from the field, approved one by one or a page at a time, or rejected with the reason. */
function ReviewPage() {
  const { t } = useTranslation('trees');
  const format = useFormat();
  const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const nf = format.number();
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const errorText = useErrorText();
  const { fields } = useTreeFieldOptions();
  const [rejecting, setRejecting] = useState<TreeObservation | null>(null);
  const [reason, setReason] = useState('');
  const [approvingPage, setApprovingPage] = useState<ListParams | null>(null);
  // The agriculture engineer's menu has no fields: the tree's code is then text, not a link to its grid.
  const { user } = useSession();
  const gridLinks = Boolean(user && canOpenAppPath(user, '/fields'));
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: TREE_RECORDS_KEY });
    await queryClient.invalidateQueries({ queryKey: ['trees'] });
  };
  const approve = useMutation({
    mutationFn: (row: TreeObservation) => callEndpoint(api, treeRecordsEndpoints.approve, { params: { id: row.id } }),
    onSuccess: async () => {
      add({ message: t('records.approved') });
      await refresh();
    },
    onError: (error) => add({ message: errorText(error), status: 'error' }),
  });
  const reject = useMutation({
    mutationFn: (row: TreeObservation) => callEndpoint(api, treeRecordsEndpoints.reject, { params: { id: row.id }, body: { reason } }),
    onSuccess: async () => {
      add({ message: t('records.rejected') });
      setRejecting(null);
      await refresh();
    },
  });
  const approvePage = useMutation({
    mutationFn: async (list: ListParams) => {
      const page = await callEndpoint(api, treeRecordsEndpoints.list, { query: { ...list.filters, page: list.page, page_size: list.pageSize, state: 'pending' } as never });
      const ids = page.results.map((row) => row.id);
      return ids.length === 0 ? { approved: 0 } : callEndpoint(api, treeRecordsEndpoints.approveMany, { body: { ids } });
    },
    onSuccess: async ({ approved }) => {
      add({ message: approved === 0 ? t('records.nothing_waiting') : t('records.approved_many', { count: approved }) });
      setApprovingPage(null);
      await refresh();
    },
  });

  const what = (row: TreeObservation) => {
    const c = row.changes;
    if (row.kind === 'health') return `${t('records.kinds.health')}: ${t(`health_states.${c.health_state}`)}`;
    if (row.kind === 'spot') return `${t('records.kinds.spot')}: ${t(`spot_states.${c.spot_state}`)}`;
    if (row.kind === 'treatment') return `${t('records.kinds.treatment')}: ${t(`records.treatments.${c.treatment}`)}`;
    return `${t('records.kinds.drips')}: ${t('records.drips_summary', { working: nf.format(c.drips_working ?? 0), broken: nf.format(c.drips_broken ?? 0), blocked: nf.format(c.drips_blocked ?? 0) })}`;
  };

  return (
    <>
      <ResourceListPage<TreeObservation>
        endpoints={{ list: treeRecordsEndpoints.list }}
        queryKey={TREE_RECORDS_KEY}
        title={t('records.title')}
        intro={<Text c="dimmed" size="sm">{t('records.intro')}</Text>}
        emptyText={t('records.empty')}
        testId="tree-records"
        rowTestKey={(row) => row.tree_code}
        filters={[
          { name: 'state', label: t('records.state_filter'), options: choiceOptions(t, TREE_RECORD_STATES, 'records.states'), width: 190 },
          { name: 'kind', label: t('records.kind_filter'), options: choiceOptions(t, TREE_RECORD_KINDS, 'records.kinds'), width: 150 },
          { name: 'field_id', label: t('records.field_filter'), options: fields, width: 220, searchable: true },
        ]}
        minWidth={960}
        // The tree's code first: on a phone it stays in view beside the kept actions column.
        columns={[
          {
            header: t('records.columns.tree'),
            style: { whiteSpace: 'nowrap' },
            cell: (row) =>
              gridLinks ? (
                <Anchor component={Link} to={`/fields/${row.field_id}/grid?row=${row.row}&column=${row.column}`} size="sm" dir="ltr">
                  {row.tree_code}
                </Anchor>
              ) : (
                <span dir="ltr">{row.tree_code}</span>
              ),
          },
          { header: t('records.columns.recorded'), cell: (row) => when.format(new Date(row.recorded_at)), style: { whiteSpace: 'nowrap' } },
          { header: t('records.columns.what'), cell: (row) => <Text size="sm">{what(row)}</Text> },
          { header: t('records.columns.note'), cell: (row) => <Text size="sm" dir="auto" lineClamp={3}>{row.note ?? '—'}</Text> },
          { header: t('records.columns.by'), cell: (row) => <span dir="auto">{row.recorded_by_name ?? '—'}</span> },
          {
            header: t('records.columns.state'),
            style: { minWidth: 190 },
            cellTestId: (row) => `tree-record-state-${row.tree_code}`,
            cell: (row) => (
              <Stack gap={2}>
                <Badge variant="light" color={STATE_COLORS[row.state]} style={{ maxWidth: 'none' }}>{t(`records.states.${row.state}`)}</Badge>
                {row.reject_reason && <Text size="xs" c="dimmed" dir="auto">{t('records.reason', { reason: row.reject_reason })}</Text>}
              </Stack>
            ),
          },
        ]}
        rowName={(row) => row.tree_code}
        rowActions={(row) =>
          row.state === 'pending' && (
            <>
              <PermissionButton permission={treeRecordsEndpoints.approve.access} size="compact-sm" variant="light" color="teal" onClick={() => approve.mutate(row)} loading={approve.isPending && approve.variables?.id === row.id} aria-label={t('records.approve_named', { name: row.tree_code })} data-testid={`tree-records-approve-${row.tree_code}`}>
                {t('records.approve')}
              </PermissionButton>
              <PermissionButton permission={treeRecordsEndpoints.reject.access} size="compact-sm" variant="light" color="red" onClick={() => { setReason(''); reject.reset(); setRejecting(row); }} aria-label={t('records.reject_named', { name: row.tree_code })} data-testid={`tree-records-reject-${row.tree_code}`}>
                {t('records.reject')}
              </PermissionButton>
            </>
          )
        }
        actions={(list) => (
          <PermissionButton permission={treeRecordsEndpoints.approveMany.access} variant="light" color="teal" onClick={() => setApprovingPage(list)} data-testid="tree-records-approve-page">
            {t('records.approve_page')}
          </PermissionButton>
        )}
      />
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={t('records.reject_title')} data-testid="tree-record-reject-dialog">
        <Stack gap="md">
          <Text size="sm" dir="ltr">{rejecting ? `${rejecting.tree_code} · ${what(rejecting)}` : ''}</Text>
          <Textarea label={t('records.reject_reason')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} autosize minRows={2} error={reject.isError ? errorText(reject.error) : undefined} data-testid="tree-record-reject-reason" />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>{t('lists:cancel')}</Button>
            <Button color="red" loading={reject.isPending} disabled={reason.trim() === ''} onClick={() => rejecting && reject.mutate(rejecting)} data-testid="tree-record-reject-confirm">
              {t('records.reject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={approvingPage !== null}
        title={t('records.approve_page_title')}
        message={t('records.approve_page_confirm')}
        confirmLabel={t('records.approve')}
        onConfirm={() => approvingPage && approvePage.mutate(approvingPage)}
        onClose={() => setApprovingPage(null)}
        loading={approvePage.isPending}
        error={approvePage.error}
        testId="tree-records-approve-page"
        color="teal"
      />
    </>
  );
}

export const Component = withTreesI18n(ReviewPage);

import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QR_EXPORT_JOB, QR_EXPORT_STATES, qrLabelsEndpoints, type QrExportRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { downloadEndpoint } from '../../app/api/endpoint-download';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useErrorText } from '../../app/api/use-error-text';
import { useFormat } from '../../app/i18n/format';
import { PermissionButton } from '../../app/permissions/permission-button';
import { JobProgress } from '../../app/ui/job-progress';
import { ConfirmDialog } from '../../app/ui/list/list-parts';
import { ResourceListPage } from '../../app/ui/list/resource-list-page';
import { withTreesI18n } from '../trees/trees-i18n';
import { QR_EXPORTS_KEY, QrExportForm } from './qr-export-form';
import { choiceOptions } from '../../app/ui/choice-options';

const STATE_COLORS: Record<QrExportRecord['state'], string> = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red', cancelled: 'gray' };

/** `/qr-export`: the QR files list (state, progress, download, cancel, delete) and the form that asks for a new export. */
function QrExportPage() {
  const { t } = useTranslation('trees');
  const format = useFormat();
  const nf = format.number();
  const bytes = format.number({ style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const errorText = useErrorText();
  const [cancelling, setCancelling] = useState<QrExportRecord | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: QR_EXPORTS_KEY });
  const cancel = useMutation({
    mutationFn: (row: QrExportRecord) => callEndpoint(api, qrLabelsEndpoints.cancel, { params: { id: row.id } }),
    onSuccess: () => {
      add({ message: t('qr.cancelled') });
      setCancelling(null);
      refresh();
    },
  });
  const download = useMutation({
    mutationFn: (row: QrExportRecord) => downloadEndpoint(api, qrLabelsEndpoints.download, `qr-labels-${row.created_at.slice(0, 10)}.pdf`, { params: { id: row.id } }),
    onError: (error) => add({ message: errorText(error), status: 'error' }),
  });
  const target = (row: QrExportRecord) => {
    const name = row.target_name ?? (row.code_count ? t('qr.codes_target', { count: row.code_count }) : '—');
    return row.from_row !== null || row.to_row !== null ? `${name} · ${t('qr.rows_target', { from: row.from_row ?? 1, to: row.to_row ?? '…' })}` : name;
  };
  const active = (row: QrExportRecord) => row.state === 'queued' || row.state === 'running';

  return (
    <>
      <ResourceListPage<QrExportRecord>
        endpoints={{ list: qrLabelsEndpoints.list, create: qrLabelsEndpoints.create, remove: qrLabelsEndpoints.remove }}
        queryKey={QR_EXPORTS_KEY}
        title={t('qr.title')}
        intro={<Text c="dimmed" size="sm">{t('qr.intro')}</Text>}
        testId="qr-exports"
        filters={[{ name: 'state', label: t('qr.state_filter'), options: choiceOptions(t, QR_EXPORT_STATES, 'qr.states'), width: 170 }]}
        minWidth={880}
        columns={[
          { header: t('qr.columns.created'), cell: (row) => when.format(new Date(row.created_at)), style: { whiteSpace: 'nowrap' } },
          { header: t('qr.columns.target'), cell: (row) => <Text size="sm" dir="auto">{target(row)}</Text> },
          { header: t('qr.columns.size'), cell: (row) => t(`qr.sizes.${row.label_size}`) },
          { header: t('qr.columns.labels'), cell: (row) => nf.format(row.label_count) },
          {
            header: t('qr.columns.state'),
            style: { minWidth: 170 },
            cellTestId: (row) => `qr-export-state-${row.id}`,
            cell: (row) =>
              active(row) ? (
                <JobProgress job={QR_EXPORT_JOB} subject={row.id} expectRun onEnd={refresh} testId={`qr-export-progress-${row.id}`} />
              ) : (
                <Badge variant="light" color={STATE_COLORS[row.state]}>{t(`qr.states.${row.state}`)}</Badge>
              ),
          },
          { header: t('qr.columns.file'), cell: (row) => (row.file_size === null ? '—' : bytes.format(row.file_size / 1000)) },
          { header: t('qr.columns.by'), cell: (row) => <span dir="auto">{row.created_by_name ?? '—'}</span> },
        ]}
        rowName={target}
        rowActions={(row) =>
          row.state === 'done' ? (
            <Button size="compact-sm" variant="light" onClick={() => download.mutate(row)} loading={download.isPending && download.variables?.id === row.id} aria-label={t('qr.download_named', { name: target(row) })} data-testid={`qr-exports-download-${row.id}`}>
              {t('qr.download')}
            </Button>
          ) : active(row) ? (
            <PermissionButton permission={qrLabelsEndpoints.cancel.access} size="compact-sm" variant="light" color="orange" onClick={() => setCancelling(row)} aria-label={t('qr.cancel_named', { name: target(row) })} data-testid={`qr-exports-cancel-${row.id}`}>
              {t('qr.cancel')}
            </PermissionButton>
          ) : null
        }
        text={{
          add: t('qr.add'),
          edit: t('qr.edit'),
          deleteTitle: t('qr.delete_title'),
          deleteConfirm: (name) => t('qr.delete_confirm', { name }),
          deleted: t('qr.deleted'),
          deleteNamed: (name) => t('qr.delete_named', { name }),
        }}
        form={(_record, onDone) => <QrExportForm onDone={onDone} />}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('qr.cancel_title')}
        message={t('qr.cancel_confirm', { name: cancelling ? target(cancelling) : '' })}
        confirmLabel={t('qr.cancel_yes')}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        onClose={() => setCancelling(null)}
        loading={cancel.isPending}
        error={cancel.error}
        testId="qr-export-cancel"
        color="orange"
      />
    </>
  );
}

export const Component = withTreesI18n(QrExportPage);

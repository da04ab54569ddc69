import { NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { geographyEndpoints, QR_LABEL_SIZE_KEYS, QR_LABEL_SIZES, qrLabelsEndpoints, type CreateQrExport, type QrLabelSize } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { useTreeFarmOptions } from '../trees/trees-api';
import { LabelledSegments } from '../../app/ui/labelled-segments';
import { choiceOptions } from '../../app/ui/choice-options';

export const QR_EXPORTS_KEY = ['qr-exports'] as const;

interface QrDraft {
  farm_id: string | null;
  field_id: string | null;
  from_row: number | '';
  to_row: number | '';
  codes: string;
  label_size: QrLabelSize;
}

/** The draft as the API takes it: blanks left out, the codes split on lines and commas. */
export function qrExportBody(draft: QrDraft): Partial<CreateQrExport> {
  const codes = draft.codes.split(/[\n,;]+/).map((c) => c.trim()).filter(Boolean);
  return {
    ...(draft.farm_id ? { farm_id: draft.farm_id } : {}),
    ...(draft.field_id ? { field_id: draft.field_id } : {}),
    ...(draft.from_row === '' ? {} : { from_row: draft.from_row }),
    ...(draft.to_row === '' ? {} : { to_row: draft.to_row }),
    ...(codes.length ? { tree_codes: codes } : {}),
    label_size: draft.label_size,
  };
}

/** The tree fields of a farm (the first 100, by code), for the field choice. */
function useFarmFields(farmId: string | null) {
  const api = useApi();
  const fields = useQuery({
    queryKey: ['tree-fields', 'of-farm', farmId],
    queryFn: ({ signal }) => callEndpoint(api, geographyEndpoints.treeFields.list, { query: { page: 1, page_size: 100, farm_id: farmId! }, signal }),
    enabled: farmId !== null,
    staleTime: 60_000,
  });
  return (fields.data?.results ?? []).map((field) => ({ value: field.id, label: `${field.code} · ${field.name}`, rows: field.rows }));
}

const blankDraft = (): QrDraft => ({ farm_id: null, field_id: null, from_row: '', to_row: '', codes: '', label_size: 'medium' });
const QR_EXPORT_FORM = resourceForm({ name: 'qr-export', endpoints: { create: qrLabelsEndpoints.create }, queryKey: QR_EXPORTS_KEY, ns: 'trees', saved: { id: 'qr-export-created', message: 'qr.created' }, draft: blankDraft, body: qrExportBody });

/** What to print and on which labels: a farm, a field and some of its rows, or typed tree codes. */
export function QrExportForm({ onDone }: { onDone: () => void }) {
  const form = useRecordForm(QR_EXPORT_FORM, null, onDone);
  const { draft, set, errors, t } = form;
  const nf = useFormat().number();
  const farms = useTreeFarmOptions();
  const fields = useFarmFields(draft.farm_id);
  const maxRow = fields.find((f) => f.value === draft.field_id)?.rows;
  return (
    <ResourceForm {...form.frame} submitLabel={t('qr.print')}>
      <Select
        label={t('qr.farm')}
        data={farms}
        value={draft.farm_id}
        onChange={(value) => form.setDraft((d) => ({ ...d, farm_id: value, field_id: null, from_row: '', to_row: '' }))}
        error={errors.farm_id}
        clearable
        searchable
        data-testid="qr-export-farm"
      />
      <Select
        label={t('qr.field')}
        data={fields}
        value={draft.field_id}
        onChange={(value) => form.setDraft((d) => ({ ...d, field_id: value }))}
        error={errors.field_id}
        disabled={draft.farm_id === null}
        clearable
        searchable
        data-testid="qr-export-field"
      />
      <SimpleGrid cols={2}>
        <NumberInput label={t('qr.from_row')} value={draft.from_row} onChange={(v) => set('from_row')(typeof v === 'number' ? v : '')} min={1} max={maxRow} disabled={!draft.field_id} error={errors.from_row} data-testid="qr-export-from-row" />
        <NumberInput label={t('qr.to_row')} value={draft.to_row} onChange={(v) => set('to_row')(typeof v === 'number' ? v : '')} min={1} max={maxRow} disabled={!draft.field_id} error={errors.to_row} data-testid="qr-export-to-row" />
      </SimpleGrid>
      <Textarea label={t('qr.codes')} description={t('qr.codes_hint')} value={draft.codes} onChange={(e) => set('codes')(e.currentTarget.value)} autosize minRows={2} maxRows={6} error={errors.tree_codes} dir="ltr" data-testid="qr-export-codes" />
      <LabelledSegments
        label={t('qr.label_size')}
        value={draft.label_size}
        onChange={(value) => set('label_size')(value as QrLabelSize)}
        data={choiceOptions(t, QR_LABEL_SIZE_KEYS, 'qr.sizes')}
        description={t('qr.size_detail', {
          width: nf.format(QR_LABEL_SIZES[draft.label_size].widthMm),
          height: nf.format(QR_LABEL_SIZES[draft.label_size].heightMm),
          count: nf.format(QR_LABEL_SIZES[draft.label_size].columns * QR_LABEL_SIZES[draft.label_size].rows),
        })}
        data-testid="qr-export-size"
      />
    </ResourceForm>
  );
}

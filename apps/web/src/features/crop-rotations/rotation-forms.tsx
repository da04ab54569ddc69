import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLANTATION_TYPES, ROTATION_STATUSES, createCropRotationSchema, type CreateCropRotation } from '@rayyan/contracts';
import { ApiRequestError } from '../../app/api/api-client';
import { useApi } from '../../app/services';
import { apiFieldErrors, isoDay, zodFieldErrors } from '../../app/ui/form-errors';
import { SaveError } from '../farms/form-parts';
import { createRotation, createRotations, rotationsKey } from './rotations-api';
import { choiceOptions } from '../../app/ui/choice-options';
import { useSave } from '../../app/ui/use-save';

/** A rotation being typed: text inputs, choices, a date. */
export interface RotationDraft {
  crop: string;
  variety: string;
  plantation_type: string | null;
  planting_date: string;
  status: string;
  notes: string;
}
export const emptyDraft = (): RotationDraft => ({ crop: '', variety: '', plantation_type: null, planting_date: isoDay(), status: 'active', notes: '' });
export const bodyOf = (fieldId: string, d: RotationDraft) => ({
  crop_field_id: fieldId,
  crop: d.crop,
  variety: d.variety || null,
  plantation_type: d.plantation_type ?? undefined,
  planting_date: d.planting_date,
  status: d.status,
  notes: d.notes || null,
});

export function useRotationChoices() {
  const { t } = useTranslation('rotations');
  return {
    plantation: choiceOptions(t, PLANTATION_TYPES, 'plantation_types'),
    status: choiceOptions(t, ROTATION_STATUSES, 'statuses'),
  };
}

/** Translated per-row messages of a rows_invalid answer, by each field's stable code (else the server's text). */
export function rowErrorsOf(error: unknown, t: (key: string) => string, exists: (key: string) => boolean): Record<number, Record<string, string>> {
  if (!(error instanceof ApiRequestError) || !error.rows) return {};
  const text = (code: string | undefined, message: string) => (code && exists(`validation:${code}`) ? t(`validation:${code}`) : message);
  return Object.fromEntries(error.rows.map((r) => [r.index, Object.fromEntries(Object.entries(r.fields).map(([k, m]) => [k, text(r.codes?.[k], m)]))]));
}

/** "Add": one rotation of the field → POST /api/crop-rotations/. */
export function AddRotationForm({ fieldId, onDone }: { fieldId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('rotations');
  const api = useApi();
  const choices = useRotationChoices();
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof RotationDraft) => (value: string | null) => setDraft((d) => ({ ...d, [key]: value ?? '' }));
  const save = useSave({
    mutationFn: (body: CreateCropRotation) => createRotation(api, body),
    refresh: [rotationsKey(fieldId)],
    saved: { id: 'rotation-added', message: t('added') },
    onSaved: () => {
      setDraft(emptyDraft());
      onDone();
    },
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createCropRotationSchema.safeParse(bodyOf(fieldId, draft));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="rotation-form">
      <Stack>
        <SaveError error={save.error} testId="rotation-form-save" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('field.crop')} value={draft.crop} onChange={(e) => set('crop')(e.currentTarget.value)} required error={errors.crop} dir="auto" data-testid="rotation-form-crop" />
          <TextInput label={t('field.variety')} value={draft.variety} onChange={(e) => set('variety')(e.currentTarget.value)} error={errors.variety} dir="auto" data-testid="rotation-form-variety" />
          <Select label={t('field.plantation_type')} data={choices.plantation} value={draft.plantation_type} onChange={(v) => setDraft((d) => ({ ...d, plantation_type: v }))} required error={errors.plantation_type} data-testid="rotation-form-plantation_type" />
          <TextInput type="date" dir="ltr" label={t('field.planting_date')} value={draft.planting_date} onChange={(e) => set('planting_date')(e.currentTarget.value)} required error={errors.planting_date} data-testid="rotation-form-planting_date" />
          <Select label={t('field.status')} data={choices.status} value={draft.status} onChange={(v) => set('status')(v ?? 'active')} allowDeselect={false} error={errors.status} data-testid="rotation-form-status" />
        </SimpleGrid>
        <Textarea label={t('field.notes')} value={draft.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={errors.notes} dir="auto" autosize minRows={2} data-testid="rotation-form-notes" />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="rotation-form-submit">{t('add')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Add multiple": an editable table of rows, saved together (all or nothing) → POST /api/crop-rotations/bulk/. */
export function AddManyRotations({ fieldId, onDone }: { fieldId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('rotations');
  const api = useApi();
  const choices = useRotationChoices();
  const [rows, setRows] = useState<RotationDraft[]>(() => [emptyDraft(), emptyDraft(), emptyDraft()]);
  const [errors, setErrors] = useState<Record<number, Record<string, string>>>({});
  const setCell = (index: number, key: keyof RotationDraft, value: string | null) => setRows((all) => all.map((r, i) => (i === index ? { ...r, [key]: value ?? '' } : r)));
  const save = useSave({
    mutationFn: (bodies: CreateCropRotation[]) => createRotations(api, bodies),
    refresh: [rotationsKey(fieldId)],
    saved: (result) => ({ id: 'rotations-added', message: t('added_many', { count: result.results.length }) }),
    onSaved: () => {
      setRows([emptyDraft()]);
      onDone();
    },
    onError: (error) => setErrors(rowErrorsOf(error, t, (k) => i18n.exists(k))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<number, Record<string, string>> = {};
    const bodies: CreateCropRotation[] = [];
    rows.forEach((row, i) => {
      const parsed = createCropRotationSchema.safeParse(bodyOf(fieldId, row));
      if (parsed.success) bodies.push(parsed.data);
      else found[i] = zodFieldErrors(parsed.error, t, i18n);
    });
    setErrors(found);
    if (Object.keys(found).length === 0 && bodies.length) save.mutate(bodies);
  };
  const failed = Object.keys(errors).length > 0;
  return (
    <form onSubmit={submit} noValidate data-testid="rotations-many">
      <Stack>
        {failed && <Text c="red" size="sm" role="alert" data-testid="rotations-many-invalid">{t('rows_invalid')}</Text>}
        {!failed && <SaveError error={save.error} testId="rotations-many-save" />}
        <Table.ScrollContainer minWidth={820}>
          <Table withTableBorder verticalSpacing={4} data-testid="rotations-many-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                {(['crop', 'variety', 'plantation_type', 'planting_date', 'status'] as const).map((k) => <Table.Th key={k}>{t(`field.${k}`)}</Table.Th>)}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => {
                const e = errors[i] ?? {};
                const label = (k: string) => `${t(`field.${k}`)} — ${t('row_n', { n: i + 1 })}`;
                return (
                  <Table.Tr key={i} data-testid={`rotations-many-row-${i}`} bg={errors[i] ? 'var(--mantine-color-red-light)' : undefined}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td><TextInput aria-label={label('crop')} value={row.crop} onChange={(ev) => setCell(i, 'crop', ev.currentTarget.value)} error={e.crop} dir="auto" size="xs" data-testid={`rotations-many-${i}-crop`} /></Table.Td>
                    <Table.Td><TextInput aria-label={label('variety')} value={row.variety} onChange={(ev) => setCell(i, 'variety', ev.currentTarget.value)} error={e.variety} dir="auto" size="xs" data-testid={`rotations-many-${i}-variety`} /></Table.Td>
                    <Table.Td><Select aria-label={label('plantation_type')} data={choices.plantation} value={row.plantation_type} onChange={(v) => setRows((all) => all.map((r, j) => (j === i ? { ...r, plantation_type: v } : r)))} error={e.plantation_type} size="xs" data-testid={`rotations-many-${i}-plantation_type`} /></Table.Td>
                    <Table.Td><TextInput type="date" dir="ltr" aria-label={label('planting_date')} value={row.planting_date} onChange={(ev) => setCell(i, 'planting_date', ev.currentTarget.value)} error={e.planting_date} size="xs" data-testid={`rotations-many-${i}-planting_date`} /></Table.Td>
                    <Table.Td><Select aria-label={label('status')} data={choices.status} value={row.status} onChange={(v) => setCell(i, 'status', v ?? 'active')} allowDeselect={false} error={e.status} size="xs" data-testid={`rotations-many-${i}-status`} /></Table.Td>
                    <Table.Td>
                      <ActionIcon variant="subtle" color="red" aria-label={t('remove_row', { n: i + 1 })} disabled={rows.length === 1} onClick={() => { setRows((all) => all.filter((_, j) => j !== i)); setErrors({}); }} data-testid={`rotations-many-remove-${i}`}>
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Button variant="default" onClick={() => setRows((all) => [...all, emptyDraft()])} disabled={rows.length >= 500} data-testid="rotations-many-add-row">{t('add_row')}</Button>
          <Button type="submit" loading={save.isPending} data-testid="rotations-many-submit">{t('save_all')}</Button>
        </Group>
      </Stack>
    </form>
  );
}


import { useState } from 'react';
import { Alert, Badge, Button, Group, Select, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { updateCropRotationSchema, type CropFieldListItem, type CropRotationRecord, type UpdateCropRotation } from '@rayyan/contracts';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useCan } from '../../app/permissions/use-can';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useApi } from '../../app/services';
import { isoDay, zodFieldErrors } from '../../app/ui/form-errors';
import { ConfirmDialog } from '../../app/ui/list/list-parts';
import { SideDrawer } from '../../app/ui/side-drawer';
import { ImportPanel, type SheetImporter } from '../../app/ui/sheet-import/import-panel';
import { AddManyRotations, AddRotationForm, rowErrorsOf, useRotationChoices } from './rotation-forms';
import { commitImport, deleteRotation, downloadRotations, downloadRotationTemplate, listRotations, previewImport, rotationsKey, updateRotation, updateRotations } from './rotations-api';
import { useFormat } from '../../app/i18n/format';

type Editable = Pick<CropRotationRecord, 'crop' | 'plantation_type' | 'planting_date' | 'status'> & { variety: string; notes: string };
const editableOf = (r: CropRotationRecord): Editable => ({ crop: r.crop, variety: r.variety ?? '', plantation_type: r.plantation_type, planting_date: r.planting_date, status: r.status, notes: r.notes ?? '' });

/** The changed columns of an edited row (empty texts become null). */
function changesOf(before: CropRotationRecord, after: Editable): UpdateCropRotation {
  const changes: Record<string, unknown> = {};
  const b = editableOf(before);
  for (const key of Object.keys(after) as (keyof Editable)[]) if (after[key] !== b[key]) changes[key] = after[key];
  return changes as UpdateCropRotation;
}

/** The rotations of a field with "Edit several" (inline edit, one save), end with confirm, delete. */
function RotationList({ field }: { field: CropFieldListItem }) {
  const { t, i18n } = useTranslation('rotations');
  const format = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const errorText = useErrorText();
  const choices = useRotationChoices();
  const canEdit = useCan('farm_and_fields:edit');
  const rotations = useQuery({ queryKey: rotationsKey(field.id), queryFn: () => listRotations(api, field.id) });
  const [editing, setEditing] = useState<Record<string, Editable> | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, Record<string, string>>>({});
  const [ending, setEnding] = useState<CropRotationRecord | null>(null);
  const [removing, setRemoving] = useState<CropRotationRecord | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: rotationsKey(field.id) });
  const rows = rotations.data ?? [];
  const dateFormat = format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' });
  const day = (iso: string) => dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

  const saveMany = useMutation({
    mutationFn: (changes: (UpdateCropRotation & { id: string })[]) => updateRotations(api, changes),
    onSuccess: async (result) => {
      await refresh();
      add({ id: 'rotations-updated', message: t('updated_many', { count: result.results.length }) });
      setEditing(null);
      setRowErrors({});
    },
    onError: (error, changes) => {
      const byIndex = rowErrorsOf(error, t, (k) => i18n.exists(k));
      setRowErrors(Object.fromEntries(Object.entries(byIndex).map(([i, e]) => [changes[Number(i)]!.id, e])));
    },
  });
  const end = useMutation({
    mutationFn: (r: CropRotationRecord) => updateRotation(api, r.id, { status: 'ended' }),
    onSuccess: async () => {
      await refresh();
      add({ id: 'rotation-ended', message: t('ended') });
      setEnding(null);
    },
  });
  const remove = useMutation({
    mutationFn: (r: CropRotationRecord) => deleteRotation(api, r.id),
    onSuccess: async () => {
      await refresh();
      add({ id: 'rotation-deleted', message: t('deleted') });
      setRemoving(null);
    },
  });

  const saveEdits = () => {
    if (!editing) return;
    const errors: Record<string, Record<string, string>> = {};
    const changes: (UpdateCropRotation & { id: string })[] = [];
    for (const r of rows) {
      const edited = editing[r.id];
      if (!edited) continue;
      const patch = changesOf(r, edited);
      if (Object.keys(patch).length === 0) continue;
      const parsed = updateCropRotationSchema.safeParse(patch);
      if (!parsed.success) errors[r.id] = zodFieldErrors(parsed.error, t, i18n);
      else changes.push({ id: r.id, ...parsed.data });
    }
    setRowErrors(errors);
    if (Object.keys(errors).length) return;
    if (!changes.length) {
      add({ id: 'rotations-unchanged', message: t('nothing_changed') });
      setEditing(null);
      return;
    }
    saveMany.mutate(changes);
  };
  const setCell = (id: string, key: keyof Editable, value: string) => setEditing((all) => all && { ...all, [id]: { ...all[id]!, [key]: value } });

  return (
    <Stack>
      <Group justify="flex-end" gap="xs">
        {editing ? (
          <>
            <Button variant="default" onClick={() => { setEditing(null); setRowErrors({}); }} data-testid="rotations-edit-cancel">{t('cancel')}</Button>
            <Button onClick={saveEdits} loading={saveMany.isPending} data-testid="rotations-edit-save">{t('save_changes')}</Button>
          </>
        ) : (
          canEdit && rows.length > 0 && <Button variant="light" onClick={() => setEditing(Object.fromEntries(rows.map((r) => [r.id, editableOf(r)])))} data-testid="rotations-edit-many">{t('edit_many')}</Button>
        )}
      </Group>
      {Object.keys(rowErrors).length > 0 && <Alert color="red" role="alert" data-testid="rotations-edit-invalid">{t('rows_invalid')}</Alert>}
      {saveMany.isError && Object.keys(rowErrors).length === 0 && <Alert color="red" role="alert">{errorText(saveMany.error)}</Alert>}
      {rotations.isError && <Alert color="red" role="alert">{errorText(rotations.error)}</Alert>}
      {rotations.isSuccess && rows.length === 0 && <Text c="dimmed" data-testid="rotations-empty">{t('empty')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={editing ? 980 : 760}>
          <Table striped highlightOnHover verticalSpacing={editing ? 4 : 'xs'} data-testid="rotations-table">
            <Table.Thead>
              <Table.Tr>
                {(['crop', 'variety', 'plantation_type', 'planting_date', 'status', 'notes'] as const).map((k) => <Table.Th key={k}>{t(`field.${k}`)}</Table.Th>)}
                {!editing && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => {
                const e = editing?.[r.id];
                const errors = rowErrors[r.id] ?? {};
                const label = (k: string) => `${t(`field.${k}`)} — ${r.crop} ${r.planting_date}`;
                if (e) {
                  return (
                    <Table.Tr key={r.id} data-testid={`rotations-row-${r.id}`} bg={rowErrors[r.id] ? 'var(--mantine-color-red-light)' : undefined}>
                      <Table.Td><TextInput size="xs" aria-label={label('crop')} value={e.crop} onChange={(ev) => setCell(r.id, 'crop', ev.currentTarget.value)} error={errors.crop} dir="auto" data-testid={`rotations-edit-${r.id}-crop`} /></Table.Td>
                      <Table.Td><TextInput size="xs" aria-label={label('variety')} value={e.variety} onChange={(ev) => setCell(r.id, 'variety', ev.currentTarget.value)} error={errors.variety} dir="auto" data-testid={`rotations-edit-${r.id}-variety`} /></Table.Td>
                      <Table.Td><Select size="xs" aria-label={label('plantation_type')} data={choices.plantation} value={e.plantation_type} allowDeselect={false} onChange={(v) => v && setCell(r.id, 'plantation_type', v)} error={errors.plantation_type} data-testid={`rotations-edit-${r.id}-plantation_type`} /></Table.Td>
                      <Table.Td><TextInput size="xs" type="date" dir="ltr" aria-label={label('planting_date')} value={e.planting_date} onChange={(ev) => setCell(r.id, 'planting_date', ev.currentTarget.value)} error={errors.planting_date} data-testid={`rotations-edit-${r.id}-planting_date`} /></Table.Td>
                      <Table.Td><Select size="xs" aria-label={label('status')} data={choices.status} value={e.status} allowDeselect={false} onChange={(v) => v && setCell(r.id, 'status', v)} error={errors.status} data-testid={`rotations-edit-${r.id}-status`} /></Table.Td>
                      <Table.Td><TextInput size="xs" aria-label={label('notes')} value={e.notes} onChange={(ev) => setCell(r.id, 'notes', ev.currentTarget.value)} error={errors.notes} dir="auto" data-testid={`rotations-edit-${r.id}-notes`} /></Table.Td>
                    </Table.Tr>
                  );
                }
                return (
                  <Table.Tr key={r.id} data-testid={`rotations-row-${r.id}`}>
                    <Table.Td><Text size="sm" fw={500} dir="auto">{r.crop}</Text></Table.Td>
                    <Table.Td><span dir="auto">{r.variety ?? '—'}</span></Table.Td>
                    <Table.Td>{t(`plantation_types.${r.plantation_type}`)}</Table.Td>
                    <Table.Td>{day(r.planting_date)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={r.status === 'active' ? 'green' : 'gray'}>{t(`statuses.${r.status}`)}</Badge>
                      {r.ended_at && <Text size="xs" c="dimmed">{t('field.ended_at')}: {day(r.ended_at)}</Text>}
                    </Table.Td>
                    <Table.Td><Text size="xs" dir="auto" lineClamp={2}>{r.notes ?? ''}</Text></Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {r.status === 'active' && (
                          <PermissionButton permission="farm_and_fields:edit" size="xs" variant="light" color="orange" onClick={() => { end.reset(); setEnding(r); }} data-testid={`rotations-end-${r.id}`}>{t('end')}</PermissionButton>
                        )}
                        <PermissionButton permission="farm_and_fields:delete" size="xs" variant="subtle" color="red" onClick={() => { remove.reset(); setRemoving(r); }} data-testid={`rotations-delete-${r.id}`}>{t('delete')}</PermissionButton>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog opened={ending !== null} title={t('end')} message={t('end_confirm', { crop: ending?.crop ?? '', date: ending ? day(ending.planting_date) : '' })} confirmLabel={t('end')} color="orange" onConfirm={() => ending && end.mutate(ending)} onClose={() => setEnding(null)} loading={end.isPending} error={end.error} testId="rotation-end-confirm" />
      <ConfirmDialog opened={removing !== null} title={t('delete')} message={t('delete_confirm', { crop: removing?.crop ?? '', date: removing ? day(removing.planting_date) : '' })} confirmLabel={t('delete')} onConfirm={() => removing && remove.mutate(removing)} onClose={() => setRemoving(null)} loading={remove.isPending} error={remove.error} testId="rotation-delete-confirm" />
    </Stack>
  );
}

/** The "Rotations" drawer of a crop field: list, add, add multiple, import from Excel, export and template. */
export function RotationsDrawer({ field, onClose }: { field: CropFieldListItem | null; onClose: () => void }) {
  const { t } = useTranslation('rotations');
  const importer: SheetImporter = {
    preview: previewImport,
    commit: commitImport,
    ns: 'rotations',
    queryKey: ['crop-rotations'],
    testId: 'rotations-import',
    importedMessage: (result) => t('import.imported', { count: (result as { created: number }).created }),
  };
  const api = useApi();
  const errorText = useErrorText();
  const canCreate = useCan('farm_and_fields:create');
  const [tab, setTab] = useState<string | null>('list');
  const download = useMutation({ mutationFn: (which: 'export' | 'template') => (which === 'export' ? downloadRotations(api, field!.id, `crop-rotations-${field!.code}-${isoDay()}.xlsx`) : downloadRotationTemplate(api)) });
  return (
    <SideDrawer opened={field !== null} onClose={() => { setTab('list'); onClose(); }} title={field ? t('title', { code: field.code }) : ''} testId="rotations-drawer" size="xl">
      {field && (
        <Stack>
          <Group gap="xs" justify="flex-end">
            <Button variant="default" size="xs" onClick={() => download.mutate('export')} loading={download.isPending && download.variables === 'export'} data-testid="rotations-export">{t('export')}</Button>
            <Button variant="default" size="xs" onClick={() => download.mutate('template')} loading={download.isPending && download.variables === 'template'} data-testid="rotations-template">{t('template')}</Button>
          </Group>
          {download.isError && <Text size="xs" c="red" role="alert">{errorText(download.error)}</Text>}
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="list" data-testid="rotations-tab-list">{t('tabs.list')}</Tabs.Tab>
              {canCreate && <Tabs.Tab value="add" data-testid="rotations-tab-add">{t('tabs.add')}</Tabs.Tab>}
              {canCreate && <Tabs.Tab value="add_many" data-testid="rotations-tab-add_many">{t('tabs.add_many')}</Tabs.Tab>}
              {canCreate && <Tabs.Tab value="import" data-testid="rotations-tab-import">{t('tabs.import')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="list" pt="md"><RotationList field={field} /></Tabs.Panel>
            <Tabs.Panel value="add" pt="md"><AddRotationForm fieldId={field.id} onDone={() => setTab('list')} /></Tabs.Panel>
            <Tabs.Panel value="add_many" pt="md"><AddManyRotations fieldId={field.id} onDone={() => setTab('list')} /></Tabs.Panel>
            <Tabs.Panel value="import" pt="md"><ImportPanel importer={importer} onImported={() => setTab('list')} /></Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </SideDrawer>
  );
}

import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { completeTaskSchema, inventoriesEndpoints, laborsEndpoints, tasksEndpoints, type TaskRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useApi } from '../../app/services';
import { apiFieldErrors, zodFieldErrors } from '../../app/ui/form-errors';
import { ResourceForm } from '../../app/ui/resource-form';
import { useErrorText } from '../../app/api/use-error-text';
import { INVENTORIES_QUERY_KEY, useAllItems, useItemName } from '../inventories/inventories-api';
import { useLocalTitle } from './programs-api';
import { useSave } from '../../app/ui/use-save';

interface MaterialDraft {
  inventory_id: string | null;
  item_id: string | null;
  quantity: number | null;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** Marks a task done: its actual date, hours worked, and the materials used, each withdrawn from the chosen store in the same transaction. */
export function TaskDoneForm({ task, onDone }: { task: TaskRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation('programs');
  const api = useApi();
  const errorText = useErrorText();
  const items = useAllItems();
  const nameOf = useItemName();
  const title = useLocalTitle();
  const stores = useQuery({
    queryKey: [...INVENTORIES_QUERY_KEY, 'all'],
    queryFn: ({ signal }) => callEndpoint(api, inventoriesEndpoints.list, { query: { page: 1, page_size: 100 }, signal }),
  });
  const [actualDate, setActualDate] = useState(todayIso);
  const [hours, setHours] = useState<number | null>(null);
  const [materials, setMaterials] = useState<MaterialDraft[]>(() => task.planned_materials.map((m) => ({ inventory_id: null, item_id: m.item_id, quantity: m.quantity })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [labour, setLabour] = useState<{ labor_id: string | null; hours: number | null }[]>([]);
  const labors = useQuery({
    queryKey: ['labors', 'all'],
    queryFn: ({ signal }) => callEndpoint(api, laborsEndpoints.list, { query: { page: 1, page_size: 100, status: 'active' }, signal }),
  });
  const save = useSave({
    mutationFn: (body: unknown) => callEndpoint(api, tasksEndpoints.complete, { params: { id: task.id }, body } as never),
    refresh: [['tasks'], INVENTORIES_QUERY_KEY],
    saved: { id: 'task-done', message: t('saved') },
    onSaved: () => onDone(),
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });
  const setRow = (index: number, patch: Partial<MaterialDraft>) => {
    setMaterials((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      actual_date: actualDate,
      hours_worked: hours,
      materials: materials.map((m) => ({ inventory_id: m.inventory_id ?? '', item_id: m.item_id ?? '', quantity: m.quantity ?? 0 })),
      labor_hours: labour.map((l) => ({ labor_id: l.labor_id ?? '', hours: l.hours ?? 0 })),
    };
    const parsed = completeTaskSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    save.mutate(parsed.data);
  };
  const formError = save.error && Object.keys(errors).length === 0 ? errorText(save.error) : null;

  return (
    <ResourceForm testId="task-done-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={t('save_done')}>
      <Text fw={600} dir="auto">{title.task(task)}{task.target_name ? ` · ${task.target_name}` : ''}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label={t('actual_date')} value={actualDate} onChange={(e) => setActualDate(e.currentTarget.value)} error={errors.actual_date} required dir="ltr" data-testid="task-done-actual_date" />
        <NumberInput label={t('hours_worked')} value={hours ?? ''} onChange={(v) => setHours(typeof v === 'number' ? v : null)} min={0} error={errors.hours_worked} data-testid="task-done-hours" />
      </SimpleGrid>
      <Stack gap="xs">
        <Text size="sm" fw={500}>{t('used')}</Text>
        {materials.map((row, index) => (
          <Group key={index} align="flex-start" wrap="wrap" gap="xs" data-testid="task-done-material">
            <Select
              label={t('store')}
              data={(stores.data?.results ?? []).map((s) => ({ value: s.id, label: s.name }))}
              value={row.inventory_id}
              onChange={(v) => setRow(index, { inventory_id: v })}
              error={errors[`materials.${index}.inventory_id`]}
              w={200}
              data-testid={`task-done-store-${index}`}
            />
            <Select
              label={t('item')}
              data={(items.data?.results ?? []).map((i) => ({ value: i.id, label: nameOf(i) }))}
              value={row.item_id}
              onChange={(v) => setRow(index, { item_id: v })}
              searchable
              error={errors[`materials.${index}.item_id`]}
              w={200}
              data-testid={`task-done-item-${index}`}
            />
            <NumberInput
              label={t('quantity')}
              value={row.quantity ?? ''}
              onChange={(v) => setRow(index, { quantity: typeof v === 'number' ? v : null })}
              min={0}
              decimalScale={3}
              error={errors[`materials.${index}.quantity`]}
              w={160}
              data-testid={`task-done-quantity-${index}`}
            />
            <ActionIcon variant="subtle" color="red" mt={28} onClick={() => setMaterials((rows) => rows.filter((_, i) => i !== index))} aria-label={t('remove_material')}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => setMaterials((rows) => [...rows, { inventory_id: null, item_id: null, quantity: null }])} data-testid="task-done-add-material">
          {t('add_material')}
        </Button>
      </Stack>
      <Stack gap="xs">
        <Text size="sm" fw={500}>{t('labour')}</Text>
        {labour.map((row, index) => (
          <Group key={index} align="flex-start" gap="xs" data-testid="task-done-labour">
            <Select
              label={t('labor')}
              data={(labors.data?.results ?? []).map((l) => ({ value: l.id, label: l.name }))}
              value={row.labor_id}
              onChange={(v) => [setLabour((rows) => rows.map((r, i) => (i === index ? { ...r, labor_id: v } : r))), setErrors({})]}
              searchable
              error={errors[`labor_hours.${index}.labor_id`] ?? (index === 0 ? errors.labor_hours : undefined)}
              w={240}
              data-testid={`task-done-labor-${index}`}
            />
            <NumberInput
              label={t('hours')}
              value={row.hours ?? ''}
              onChange={(v) => [setLabour((rows) => rows.map((r, i) => (i === index ? { ...r, hours: typeof v === 'number' ? v : null } : r))), setErrors({})]}
              min={0}
              error={errors[`labor_hours.${index}.hours`]}
              w={120}
              data-testid={`task-done-labor-hours-${index}`}
            />
            <ActionIcon variant="subtle" color="red" mt={28} onClick={() => setLabour((rows) => rows.filter((_, i) => i !== index))} aria-label={t('remove_material')}>
              ×
            </ActionIcon>
          </Group>
        ))}
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => setLabour((rows) => [...rows, { labor_id: null, hours: null }])} data-testid="task-done-add-labour">
          {t('add_labour')}
        </Button>
      </Stack>
    </ResourceForm>
  );
}

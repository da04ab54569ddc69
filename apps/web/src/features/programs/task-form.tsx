import { ActionIcon, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { BUILT_IN_ACTIVITIES, FARM_ROLES, tasksEndpoints } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { useAllItems, useItemName } from '../inventories/inventories-api';
import { TASKS_QUERY_KEY, targetOf, useTaskTargets, useTaskUsers } from './programs-api';
import { choiceOptions } from '../../app/ui/choice-options';

interface TaskDraft {
  title: string;
  title_ar: string;
  activity: string | null;
  target: string | null;
  due_date: string;
  duration_days: number | null;
  assignee_roles: string[];
  assignee_user_ids: string[];
  materials: { item_id: string | null; quantity: number | null }[];
}

const bodyFrom = (d: TaskDraft) => ({
  title: d.title,
  title_ar: d.title_ar,
  activity: d.activity,
  target: d.target ? targetOf(d.target) : undefined,
  due_date: d.due_date,
  duration_days: d.duration_days ?? undefined,
  assignee_roles: d.assignee_roles,
  assignee_user_ids: d.assignee_user_ids,
  materials: d.materials.map((m) => ({ item_id: m.item_id ?? '', quantity: m.quantity ?? 0 })),
});

const blankTask = (day: string): TaskDraft => ({ title: '', title_ar: '', activity: null, target: null, due_date: day, duration_days: 1, assignee_roles: [], assignee_user_ids: [], materials: [] });

/** A single task outside any programme: what, where, when, how long, who and the materials it needs. */
export function TaskForm({ day, onDone }: { day: string; onDone: () => void }) {
  const targets = useTaskTargets(true);
  const people = useTaskUsers();
  const items = useAllItems();
  const nameOf = useItemName();
  const { draft, set, errors, input, frame, t } = useRecordForm(
    resourceForm({ name: 'task', labels: 'builder', saved: { id: 'task-created', message: 'task_created' }, endpoints: { create: tasksEndpoints.create }, queryKey: TASKS_QUERY_KEY, ns: 'programs', draft: () => blankTask(day), body: bodyFrom }),
    null,
    onDone,
  );
  const setMaterial = (index: number, patch: Partial<TaskDraft['materials'][number]>) => set('materials')(draft.materials.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  return (
    <ResourceForm {...frame} submitLabel={t('create_task')}>
      {input.text('title', { required: true })}
      {input.text('title_ar')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.choice('activity', BUILT_IN_ACTIVITIES, 'activities', { label: t('activity'), required: true, searchable: true })}
        {input.select('target', targets.data ?? [], { label: t('target'), error: errors['target.id'] ?? errors.target, required: true, searchable: true })}
        {input.text('due_date', { type: 'date', label: t('start_date'), required: true, dir: 'ltr' })}
        {input.number('duration_days', { min: 1, max: 365 })}
      </SimpleGrid>
      {input.multiselect('assignee_roles', choiceOptions(t, FARM_ROLES, 'profile:farm_roles'), { label: t('assignees'), searchable: true, testId: 'task-form-roles' })}
      {input.multiselect('assignee_user_ids', people.data ?? [], { label: t('assigned_users'), searchable: true, testId: 'task-form-users' })}
      <Stack gap="xs">
        <Text size="sm" fw={500}>{t('materials')}</Text>
        {draft.materials.map((row, index) => (
          <Group key={index} align="flex-start" gap="xs" data-testid="task-form-material">
            <Select
              label={t('item')}
              data={(items.data?.results ?? []).map((i) => ({ value: i.id, label: nameOf(i) }))}
              value={row.item_id}
              onChange={(v) => setMaterial(index, { item_id: v })}
              searchable
              error={errors[`materials.${index}.item_id`] ?? (index === 0 ? errors.materials : undefined)}
              w={220}
              data-testid={`task-form-item-${index}`}
            />
            <NumberInput label={t('quantity')} value={row.quantity ?? ''} onChange={(v) => setMaterial(index, { quantity: typeof v === 'number' ? v : null })} min={0} decimalScale={3} error={errors[`materials.${index}.quantity`]} w={140} data-testid={`task-form-quantity-${index}`} />
            <ActionIcon variant="subtle" color="red" mt={28} onClick={() => set('materials')(draft.materials.filter((_, i) => i !== index))} aria-label={t('remove_material')}>×</ActionIcon>
          </Group>
        ))}
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => set('materials')([...draft.materials, { item_id: null, quantity: null }])} data-testid="task-form-add-material">
          {t('add_material')}
        </Button>
      </Stack>
    </ResourceForm>
  );
}

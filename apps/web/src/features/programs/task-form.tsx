import { ActionIcon, Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BUILT_IN_ACTIVITIES, FARM_ROLES, tasksEndpoints } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
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

/** A single task outside any programme: what, where, when, how long, who and the materials it needs. */
export function TaskForm({ day, onDone }: { day: string; onDone: () => void }) {
  const targets = useTaskTargets(true);
  const people = useTaskUsers();
  const items = useAllItems();
  const nameOf = useItemName();
  const { draft, set, errors, submit, save, formError, t } = useResourceForm<TaskDraft, ReturnType<typeof bodyFrom>>({
    endpoints: { create: tasksEndpoints.create },
    record: null,
    initial: () => ({ title: '', title_ar: '', activity: null, target: null, due_date: day, duration_days: 1, assignee_roles: [], assignee_user_ids: [], materials: [] }),
    toBody: bodyFrom,
    queryKey: TASKS_QUERY_KEY,
    ns: 'programs',
    saved: { id: 'task-created', message: 'task_created' },
    onDone,
  });
  const setMaterial = (index: number, patch: Partial<TaskDraft['materials'][number]>) => set('materials')(draft.materials.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  return (
    <ResourceForm testId="task-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={t('create_task')}>
      <TextInput label={t('builder.title')} value={draft.title} onChange={(e) => set('title')(e.currentTarget.value)} error={errors.title} required dir="auto" data-testid="task-form-title" />
      <TextInput label={t('builder.title_ar')} value={draft.title_ar} onChange={(e) => set('title_ar')(e.currentTarget.value)} error={errors.title_ar} dir="rtl" lang="ar" data-testid="task-form-title_ar" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('activity')}
          data={choiceOptions(t, BUILT_IN_ACTIVITIES, 'activities')}
          value={draft.activity}
          onChange={(v) => set('activity')(v)}
          error={errors.activity}
          required
          searchable
          data-testid="task-form-activity"
        />
        <Select label={t('target')} data={targets.data ?? []} value={draft.target} onChange={(v) => set('target')(v)} error={errors['target.id'] ?? errors.target} required searchable data-testid="task-form-target" />
        <TextInput type="date" label={t('start_date')} value={draft.due_date} onChange={(e) => set('due_date')(e.currentTarget.value)} error={errors.due_date} required dir="ltr" data-testid="task-form-due_date" />
        <NumberInput label={t('builder.duration_days')} value={draft.duration_days ?? ''} onChange={(v) => set('duration_days')(typeof v === 'number' ? v : null)} min={1} max={365} error={errors.duration_days} data-testid="task-form-duration_days" />
      </SimpleGrid>
      <MultiSelect
        label={t('assignees')}
        data={choiceOptions(t, FARM_ROLES, 'profile:farm_roles')}
        value={draft.assignee_roles}
        onChange={(v) => set('assignee_roles')(v)}
        error={errors.assignee_roles}
        searchable
        data-testid="task-form-roles"
      />
      <MultiSelect
        label={t('assigned_users')}
        data={people.data ?? []}
        value={draft.assignee_user_ids}
        onChange={(v) => set('assignee_user_ids')(v)}
        error={errors.assignee_user_ids}
        searchable
        data-testid="task-form-users"
      />
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

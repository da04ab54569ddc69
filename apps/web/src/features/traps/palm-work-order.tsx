import { Loader, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_ACTIVITIES, FARM_ROLES, tasksEndpoints, type CreateTask, type TreeRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { isoDay } from '../../app/ui/form-errors';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { useContentNamespaces } from '../../shared/use-content-namespaces';
import { TASKS_QUERY_KEY } from '../programs/programs-api';
import { choiceOptions } from '../../app/ui/choice-options';

interface OrderDraft {
  title: string;
  activity: string | null;
  due_date: string;
  assignee_roles: string[];
}

/**
 * A work order for the team that treats or follows up a palm (issue #16): a task of the operations module on the
 * palm's field (POST /api/tasks/), named after the palm, with its activity, day and the roles that do it.
 */
export function PalmWorkOrder({ tree, onDone }: { tree: TreeRecord; onDone: () => void }) {
  return useContentNamespaces(['programs']) ? <PalmWorkOrderForm tree={tree} onDone={onDone} /> : <Loader size="sm" />;
}

function PalmWorkOrderForm({ tree, onDone }: { tree: TreeRecord; onDone: () => void }) {
  const { t: tp } = useTranslation('pests');
  const { draft, set, errors, submit, save, formError, t } = useResourceForm<OrderDraft, Partial<CreateTask>>({
    endpoints: { create: tasksEndpoints.create },
    record: null,
    initial: () => ({ title: tp('palms.order_title', { code: tree.code }), activity: null, due_date: isoDay(), assignee_roles: [] }),
    toBody: (d) => ({ title: d.title, activity: (d.activity ?? undefined) as CreateTask['activity'], target: { type: 'tree_field', id: tree.field_id }, due_date: d.due_date, assignee_roles: d.assignee_roles as CreateTask['assignee_roles'] }),
    queryKey: TASKS_QUERY_KEY,
    ns: 'programs',
    saved: { id: 'palm-order-created', message: 'task_created' },
    onDone,
  });
  return (
    <ResourceForm testId="palm-order-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={t('create_task')}>
      <TextInput label={t('builder.title')} value={draft.title} onChange={(e) => set('title')(e.currentTarget.value)} error={errors.title} required dir="auto" data-testid="palm-order-title" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('activity')}
          data={choiceOptions(t, BUILT_IN_ACTIVITIES, 'activities')}
          value={draft.activity}
          onChange={set('activity')}
          error={errors.activity}
          required
          searchable
          data-testid="palm-order-activity"
        />
        <TextInput type="date" label={t('start_date')} value={draft.due_date} onChange={(e) => set('due_date')(e.currentTarget.value)} error={errors.due_date} required dir="ltr" data-testid="palm-order-due_date" />
      </SimpleGrid>
      <MultiSelect
        label={t('assignees')}
        data={choiceOptions(t, FARM_ROLES, 'profile:farm_roles')}
        value={draft.assignee_roles}
        onChange={set('assignee_roles')}
        error={errors.assignee_roles}
        searchable
        data-testid="palm-order-roles"
      />
    </ResourceForm>
  );
}

import { Loader, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_ACTIVITIES, FARM_ROLES, tasksEndpoints, type CreateTask, type TreeRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { isoDay } from '../../app/ui/form-errors';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
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
  const draft = (): OrderDraft => ({ title: tp('palms.order_title', { code: tree.code }), activity: null, due_date: isoDay(), assignee_roles: [] });
  const body = (d: OrderDraft): Partial<CreateTask> => ({ title: d.title, activity: (d.activity ?? undefined) as CreateTask['activity'], target: { type: 'tree_field', id: tree.field_id }, due_date: d.due_date, assignee_roles: d.assignee_roles as CreateTask['assignee_roles'] });
  const { input, frame, t } = useRecordForm(
    resourceForm({ name: 'palm-order', testId: 'palm-order', labels: 'builder', saved: { id: 'palm-order-created', message: 'task_created' }, endpoints: { create: tasksEndpoints.create }, queryKey: TASKS_QUERY_KEY, ns: 'programs', draft, body }),
    null,
    onDone,
  );
  return (
    <ResourceForm {...frame} testId="palm-order-form" submitLabel={t('create_task')}>
      {input.text('title', { required: true })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.choice('activity', BUILT_IN_ACTIVITIES, 'activities', { label: t('activity'), required: true, searchable: true })}
        {input.text('due_date', { type: 'date', label: t('start_date'), required: true, dir: 'ltr' })}
      </SimpleGrid>
      {input.multiselect('assignee_roles', choiceOptions(t, FARM_ROLES, 'profile:farm_roles'), { label: t('assignees'), searchable: true, testId: 'palm-order-roles' })}
    </ResourceForm>
  );
}

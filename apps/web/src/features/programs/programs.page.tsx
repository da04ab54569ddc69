import { useState } from 'react';
import { Anchor, Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_ACTIVITIES, FARM_ROLES, TASK_STATES, tasksEndpoints, type TaskRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { dayText } from '../../app/i18n/day-text';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useApi } from '../../app/services';
import { ConfirmDialog } from '../../app/ui/list/list-parts';
import { useSave } from '../../app/ui/use-save';
import { ResourceListPage } from '../../app/ui/list/resource-list-page';
import { SideDrawer } from '../../app/ui/side-drawer';
import { useAllItems, useItemName } from '../inventories/inventories-api';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';
import { PageTitle } from '../../app/ui/page-title';
import { TASKS_QUERY_KEY, targetOf, useLocalTitle, useTaskTargets } from './programs-api';
import { TaskCalendar } from './task-calendar';
import { TaskDetails } from './task-detail';
import { TaskDoneForm } from './task-done-form';
import { TaskForm } from './task-form';
import { choiceOptions } from '../../app/ui/choice-options';

type View = 'list' | 'week' | 'month';
const STATE_COLOR = { pending: 'gray', in_progress: 'blue', done: 'green', cancelled: 'red' } as const;

/** `/programs` (work orders): the tasks of activated programmes by date, filtered by state and activity; mark one done with the materials used, or cancel it after confirmation. */
function ProgramsPage() {
  const { t } = useTranslation('programs');
  const format = useFormat();
  const api = useApi();
  const items = useAllItems();
  const nameOf = useItemName();
  const [finishing, setFinishing] = useState<TaskRecord | null>(null);
  const [cancelling, setCancelling] = useState<TaskRecord | null>(null);
  const [view, setView] = useState<View>('list');
  const title = useLocalTitle();
  const targets = useTaskTargets(true);
  const [viewing, setViewing] = useState<TaskRecord | null>(null);
  const [creating, setCreating] = useState(false);
  const cancel = useSave({
    mutationFn: (task: TaskRecord) => callEndpoint(api, tasksEndpoints.cancel, { params: { id: task.id } }),
    refresh: [TASKS_QUERY_KEY],
    saved: { id: 'task-cancelled', message: t('cancelled') },
    onSaved: () => {
      setCancelling(null);
      setViewing(null);
    },
  });
  const day = (iso: string) => dayText(format, iso);
  const itemsById = new Map((items.data?.results ?? []).map((i) => [i.id, i]));
  const materials = (task: TaskRecord) =>
    task.planned_materials
      .map((m) => {
        const item = itemsById.get(m.item_id);
        return item ? `${nameOf(item)} ${format.number({ maximumFractionDigits: 3 }).format(m.quantity)} ${t(`inventories:units.${item.unit}`)}` : null;
      })
      .filter(Boolean)
      .join(' · ');
  const open = (task: TaskRecord) => task.status === 'pending' || task.status === 'in_progress';

  const newTask = (
    <PermissionButton permission={tasksEndpoints.create.access} onClick={() => setCreating(true)} data-testid="tasks-create">
      {t('new_task')}
    </PermissionButton>
  );
  const views = (
    <SegmentedControl
      value={view}
      onChange={(v) => setView(v as View)}
      data={[
        { value: 'list', label: t('view_list') },
        { value: 'week', label: t('view_week') },
        { value: 'month', label: t('view_month') },
      ]}
      data-testid="tasks-view"
    />
  );

  return (
    <>
      {view !== 'list' ? (
        <Stack gap="md">
          <Group justify="space-between">
            <PageTitle>{t('title')}</PageTitle>
            <Group gap="xs">
              {views}
              {newTask}
            </Group>
          </Group>
          <TaskCalendar mode={view} onOpen={setViewing} />
        </Stack>
      ) : (
        <ResourceListPage<TaskRecord>
          endpoints={{ list: tasksEndpoints.list }}
          queryKey={TASKS_QUERY_KEY}
          title={t('title')}
          intro={t('intro')}
          testId="tasks"
          searchLabel={t('search')}
          rowTestKey={() => null}
          actions={() => (
            <>
              {views}
              {newTask}
              <Button component={Link} to="/programs/templates" variant="default" data-testid="tasks-templates">
                {t('templates_link')}
              </Button>
            </>
          )}
          filters={[
            { name: 'status', label: t('status'), options: choiceOptions(t, TASK_STATES, 'states'), width: 160 },
            { name: 'activity', label: t('activity'), options: choiceOptions(t, BUILT_IN_ACTIVITIES, 'activities'), width: 200 },
            { name: 'target_id', label: t('target'), options: (targets.data ?? []).map((o) => ({ value: targetOf(o.value).id, label: o.label })), width: 200, searchable: true },
            { name: 'assignee_role', label: t('assignees'), options: choiceOptions(t, FARM_ROLES, 'profile:farm_roles'), testId: 'tasks-filter-assignee', width: 220, searchable: true },
          ]}
          minWidth={960}
          columns={[
            {
              header: t('task'),
              cell: (task) => (
                <>
                  <Anchor component="button" type="button" size="sm" fw={500} dir="auto" ta="start" onClick={() => setViewing(task)} data-testid="task-open">{title.task(task)}</Anchor>
                  <Text size="xs" c="dimmed">{task.activity ? t(`activities.${task.activity}`) : t('custom_activity')}</Text>
                </>
              ),
            },
            { header: t('dates'), style: { whiteSpace: 'nowrap' }, cell: (task) => (task.due_date === task.end_date ? day(task.due_date) : `${day(task.due_date)} – ${day(task.end_date)}`) },
            { header: t('target'), cell: (task) => <span dir="auto">{task.target_name ?? '—'}</span> },
            { header: t('materials'), cell: (task) => <Text size="xs" dir="auto">{materials(task) || '—'}</Text> },
            {
              header: t('status'),
              style: { whiteSpace: 'nowrap' },
              cell: (task) => (
                <>
                  <Badge color={STATE_COLOR[task.status]} variant="light" style={{ textTransform: 'none' }} data-testid="task-status">{t(`states.${task.status}`)}</Badge>
                  {task.actual_date && <Text size="xs" c="dimmed">{t('done_on', { date: day(task.actual_date) })}</Text>}
                {task.labor.map((l) => (
                  <Text key={l.labor_id} size="xs" c="dimmed" dir="auto" data-testid="task-labour">
                    {t('labour_line', { name: l.labor_name, hours: format.number().format(l.hours), cost: format.number({ style: 'currency', currency: l.currency }).format(l.cost) })}
                  </Text>
                ))}
                </>
              ),
            },
          ]}
          rowName={(task) => title.task(task)}
          rowActions={(task) =>
            open(task) ? (
              <>
                <PermissionButton permission={tasksEndpoints.complete.access} size="xs" variant="light" onClick={() => setFinishing(task)} aria-label={t('mark_done_named', { name: task.title })} data-testid="task-done">
                  {t('mark_done')}
                </PermissionButton>
                <PermissionButton permission={tasksEndpoints.cancel.access} size="xs" variant="subtle" color="red" onClick={() => setCancelling(task)} aria-label={t('cancel_named', { name: task.title })} data-testid="task-cancel">
                  {t('cancel_task')}
                </PermissionButton>
              </>
            ) : null
          }
        />
      )}
      <SideDrawer opened={!!viewing} onClose={() => setViewing(null)} title={t('task_details')} testId="task-details-drawer">
        {viewing && <TaskDetails task={viewing} onDone={(task) => [setViewing(null), setFinishing(task)]} onCancel={setCancelling} />}
      </SideDrawer>
      <SideDrawer opened={creating} onClose={() => setCreating(false)} title={t('new_task')} testId="task-form-drawer">
        {creating && <TaskForm day={new Date().toISOString().slice(0, 10)} onDone={() => setCreating(false)} />}
      </SideDrawer>
      <SideDrawer opened={!!finishing} onClose={() => setFinishing(null)} title={t('done_title')} testId="task-done-drawer">
        {finishing && <TaskDoneForm task={finishing} onDone={() => setFinishing(null)} />}
      </SideDrawer>
      <ConfirmDialog
        opened={!!cancelling}
        title={t('cancel_task')}
        message={t('cancel_confirm')}
        confirmLabel={t('cancel_task')}
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        onClose={() => [setCancelling(null), cancel.reset()]}
        loading={cancel.isPending}
        error={cancel.error}
        testId="task-cancel-confirm"
      />
    </>
  );
}

export const Component = withLazyNamespaces(['programs', 'inventories'], ProgramsPage);

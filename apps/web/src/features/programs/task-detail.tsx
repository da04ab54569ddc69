import { useState } from 'react';
import { Badge, Group, List, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tasksEndpoints, type TaskDetail, type TaskRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useFormat } from '../../app/i18n/format';
import { dayText } from '../../app/i18n/day-text';
import { PermissionButton } from '../../app/permissions/permission-button';
import { useApi } from '../../app/services';
import { useAllItems, useItemName } from '../inventories/inventories-api';
import { TASKS_QUERY_KEY, useLocalTitle } from './programs-api';
import { useSave } from '../../app/ui/use-save';

const STATE_COLOR = { pending: 'gray', in_progress: 'blue', done: 'green', cancelled: 'red' } as const;

/** What one history entry changed, in words: "Due date: 29 Apr 2027 → 30 May 2027". */
function useChangeText() {
  const { t } = useTranslation('programs');
  const format = useFormat();
  const day = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? dayText(format, v) : null);
  const value = (field: string, v: unknown): string => {
    if (v == null) return '—';
    if (field === 'status') return t(`states.${String(v)}`);
    if (field === 'assignees' && Array.isArray(v)) return v.map(String).join(t('list_separator')) || '—';
    if (field === 'assignee_roles' && Array.isArray(v)) return v.map((r) => t(`profile:farm_roles.${String(r)}`)).join(t('list_separator')) || '—';
    return day(v) ?? String(v);
  };
  return (entry: TaskDetail['history'][number]) =>
    entry.action === 'create'
      ? t('history_created')
      : Object.entries(entry.changes)
          .map(([field, { from, to }]) => `${t(`history_fields.${field}`, { defaultValue: field })}: ${value(field, from)} → ${value(field, to)}`)
          .join(' · ');
}

/**
 * One task: its dates, target, assignees, planned materials, labour and history; an open task can be moved to another day
 * (the keyboard way of dragging it on the calendar), marked done or cancelled.
 */
export function TaskDetails({ task, onDone, onCancel }: { task: TaskRecord; onDone: (task: TaskRecord) => void; onCancel: (task: TaskRecord) => void }) {
  const { t } = useTranslation('programs');
  const api = useApi();
  const format = useFormat();
  const errorText = useErrorText();
  const items = useAllItems();
  const nameOf = useItemName();
  const changeText = useChangeText();
  const title = useLocalTitle();
  const detail = useQuery({ queryKey: [...TASKS_QUERY_KEY, 'one', task.id], queryFn: ({ signal }) => callEndpoint(api, tasksEndpoints.get, { params: { id: task.id }, signal }) });
  const [due, setDue] = useState(task.due_date);
  const move = useSave({
    mutationFn: () => callEndpoint(api, tasksEndpoints.update, { params: { id: task.id }, body: { due_date: due } }),
    refresh: [TASKS_QUERY_KEY],
    saved: { id: 'task-moved', message: t('rescheduled') },
  });
  const current = detail.data ?? { ...task, history: [] };
  const day = (iso: string) => dayText(format, iso);
  const itemsById = new Map((items.data?.results ?? []).map((i) => [i.id, i]));
  const isOpen = current.status === 'pending' || current.status === 'in_progress';

  return (
    <Stack gap="sm" data-testid="task-details">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={600} dir="auto">{title.task(current)}</Text>
          <Text size="sm" c="dimmed">{current.activity ? t(`activities.${current.activity}`) : t('custom_activity')}</Text>
        </div>
        <Badge color={STATE_COLOR[current.status]} variant="light" style={{ textTransform: 'none', flexShrink: 0 }} data-testid="task-details-status">{t(`states.${current.status}`)}</Badge>
      </Group>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr><Table.Th w={140}>{t('dates')}</Table.Th><Table.Td data-testid="task-details-dates">{current.due_date === current.end_date ? day(current.due_date) : `${day(current.due_date)} – ${day(current.end_date)}`}</Table.Td></Table.Tr>
          <Table.Tr><Table.Th>{t('target')}</Table.Th><Table.Td dir="auto">{current.target_name ?? '—'}</Table.Td></Table.Tr>
          <Table.Tr><Table.Th>{t('assignees')}</Table.Th><Table.Td>{current.assignee_roles.map((r) => t(`profile:farm_roles.${r}`)).join(t('list_separator')) || '—'}</Table.Td></Table.Tr>
          <Table.Tr><Table.Th>{t('assigned_users')}</Table.Th><Table.Td dir="auto" data-testid="task-details-users">{current.assignees.map((u) => u.name).join(t('list_separator')) || '—'}</Table.Td></Table.Tr>
          <Table.Tr>
            <Table.Th>{t('materials')}</Table.Th>
            <Table.Td dir="auto">
              {current.planned_materials.length === 0
                ? '—'
                : current.planned_materials.map((m) => {
                    const item = itemsById.get(m.item_id);
                    return <div key={m.item_id}>{item ? `${nameOf(item)} ${format.number({ maximumFractionDigits: 3 }).format(m.quantity)} ${t(`inventories:units.${item.unit}`)}` : '…'}</div>;
                  })}
            </Table.Td>
          </Table.Tr>
          {current.actual_date && <Table.Tr><Table.Th>{t('actual_date')}</Table.Th><Table.Td>{day(current.actual_date)}</Table.Td></Table.Tr>}
          {current.labor.length > 0 && (
            <Table.Tr>
              <Table.Th>{t('labour')}</Table.Th>
              <Table.Td dir="auto">{current.labor.map((l) => <div key={l.labor_id}>{t('labour_line', { name: l.labor_name, hours: format.number().format(l.hours), cost: format.number({ style: 'currency', currency: l.currency }).format(l.cost) })}</div>)}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {isOpen && (
        <Stack gap="xs">
          <Group align="flex-end" gap="xs">
            <TextInput type="date" label={t('move_to')} value={due} onChange={(e) => [setDue(e.currentTarget.value), move.reset()]} dir="ltr" w={180} error={move.error ? errorText(move.error) : undefined} data-testid="task-details-due" />
            <PermissionButton permission={tasksEndpoints.update.access} variant="default" onClick={() => move.mutate()} loading={move.isPending} disabled={!due || due === current.due_date} data-testid="task-details-move">
              {t('reschedule')}
            </PermissionButton>
          </Group>
          <Group gap="xs">
            <PermissionButton permission={tasksEndpoints.complete.access} onClick={() => onDone(current)} data-testid="task-details-done">{t('mark_done')}</PermissionButton>
            <PermissionButton permission={tasksEndpoints.cancel.access} variant="subtle" color="red" onClick={() => onCancel(current)} data-testid="task-details-cancel">{t('cancel_task')}</PermissionButton>
          </Group>
        </Stack>
      )}
      <Title order={3} size="h5">{t('history')}</Title>
      {detail.isPending ? (
        <Loader size="sm" />
      ) : current.history.length === 0 ? (
        <Text size="sm" c="dimmed">{t('history_none')}</Text>
      ) : (
        <List spacing={4} size="sm" data-testid="task-history">
          {current.history.map((entry) => (
            <List.Item key={entry.id} data-testid="task-history-entry">
              <Text size="sm" dir="auto">{changeText(entry)}</Text>
              <Text size="xs" c="dimmed">{`${entry.user_name ?? '—'} · ${format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.created_at))}`}</Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

import { useState, type DragEvent } from 'react';
import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tasksEndpoints, type TaskRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useFormat } from '../../app/i18n/format';
import { useApi } from '../../app/services';
import { TASKS_QUERY_KEY, tasksBetween, useLocalTitle } from './programs-api';

const STATE_COLOR = { pending: 'gray', in_progress: 'blue', done: 'green', cancelled: 'red' } as const;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
/** Days back from a date to the Saturday on or before it (the work week of Egypt and KSA starts on Saturday). */
const backToSaturday = (d: Date) => (d.getUTCDay() + 1) % 7;

/** The days of a month's grid, from the Saturday on or before its first day, six weeks. */
export function monthGrid(year: number, month: number): Date[] {
  const first = new Date(Date.UTC(year, month, 1));
  const back = backToSaturday(first);
  return Array.from({ length: 42 }, (_, i) => new Date(Date.UTC(year, month, 1 - back + i)));
}

/** The seven days of the work week (Saturday to Friday) holding a day. */
export function weekOf(day: Date): Date[] {
  const start = day.getTime() - backToSaturday(day) * DAY_MS;
  return Array.from({ length: 7 }, (_, i) => new Date(start + i * DAY_MS));
}

const open = (task: TaskRecord) => task.status === 'pending' || task.status === 'in_progress';
const todayUtc = () => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));

/**
 * Work orders as a month or a week: each task on the days it spans, coloured by state. A task opens its details; an
 * open task dragged onto another day is rescheduled there (keeping its duration), as the details' date field does by keyboard.
 */
export function TaskCalendar({ mode, onOpen }: { mode: 'month' | 'week'; onOpen: (task: TaskRecord) => void }) {
  const { t, i18n } = useTranslation('programs');
  // The arrows point the way the days run: leftwards is later in Arabic.
  const [back, on] = i18n.dir() === 'rtl' ? ['›', '‹'] : ['‹', '›'];
  const api = useApi();
  const format = useFormat();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [anchor, setAnchor] = useState(todayUtc);
  const [dropDay, setDropDay] = useState<string | null>(null);
  const title = useLocalTitle();
  const days = mode === 'month' ? monthGrid(anchor.getUTCFullYear(), anchor.getUTCMonth()) : weekOf(anchor);
  const from = iso(days[0]!);
  const to = iso(days[days.length - 1]!);
  const query = useQuery({ queryKey: [...TASKS_QUERY_KEY, 'calendar', from, to], queryFn: ({ signal }) => tasksBetween(api, from, to, signal) });
  const move = useMutation({
    mutationFn: ({ task, day }: { task: TaskRecord; day: string }) => callEndpoint(api, tasksEndpoints.update, { params: { id: task.id }, body: { due_date: day } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
      add({ id: 'task-moved', message: t('rescheduled') });
    },
    onError: (error) => add({ id: 'task-moved', message: errorText(error), status: 'error' }),
  });
  const shift = (by: number) =>
    setAnchor((d) => (mode === 'month' ? new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + by, 1)) : new Date(d.getTime() + by * 7 * DAY_MS)));
  const tasksOn = (day: string) => (query.data ?? []).filter((task) => task.due_date <= day && task.end_date >= day);
  const weekday = format.dateTime({ weekday: 'short', timeZone: 'UTC' });
  const heading =
    mode === 'month'
      ? format.dateTime({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(anchor)
      : `${format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(days[0]!)} – ${format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' }).format(days[6]!)}`;
  const onDrop = (event: DragEvent, day: string) => {
    event.preventDefault();
    setDropDay(null);
    const task = (query.data ?? []).find((x) => x.id === event.dataTransfer.getData('text/task-id'));
    if (task && task.due_date !== day) move.mutate({ task, day });
  };
  const perDay = mode === 'month' ? 3 : 12;

  return (
    <Stack gap="xs" data-testid="tasks-calendar">
      <Group justify="space-between">
        <ActionIcon variant="default" onClick={() => shift(-1)} aria-label={t(mode === 'month' ? 'previous_month' : 'previous_week')}>{back}</ActionIcon>
        <Text fw={600} data-testid="tasks-calendar-month" aria-live="polite">{heading}</Text>
        <ActionIcon variant="default" onClick={() => shift(1)} aria-label={t(mode === 'month' ? 'next_month' : 'next_week')}>{on}</ActionIcon>
      </Group>
      <Text size="xs" c="dimmed">{t('drag_hint')}</Text>
      <div style={{ overflowX: 'auto' }}>
        <SimpleGrid cols={7} spacing={4} miw={700}>
          {days.slice(0, 7).map((d) => (
            <Text key={iso(d)} size="xs" c="dimmed" ta="center">{weekday.format(d)}</Text>
          ))}
          {days.map((d) => {
            const day = iso(d);
            const list = tasksOn(day);
            const outside = mode === 'month' && d.getUTCMonth() !== anchor.getUTCMonth();
            return (
              <Paper
                key={day}
                withBorder
                p={4}
                mih={mode === 'month' ? 92 : 240}
                bg={dropDay === day ? 'var(--mantine-color-green-0)' : outside ? 'var(--mantine-color-gray-0)' : undefined}
                onDragOver={(event) => [event.preventDefault(), setDropDay(day)]}
                onDragLeave={() => setDropDay((current) => (current === day ? null : current))}
                onDrop={(event) => onDrop(event, day)}
                data-testid={`tasks-calendar-day-${day}`}
              >
                <Text size="xs" c="dimmed">{format.number().format(d.getUTCDate())}</Text>
                <Stack gap={2}>
                  {list.slice(0, perDay).map((task) => (
                    <UnstyledButton
                      key={task.id}
                      onClick={() => onOpen(task)}
                      title={`${title.task(task)} · ${task.target_name ?? ''}`}
                      draggable={open(task) && task.due_date === day}
                      onDragStart={(event) => event.dataTransfer.setData('text/task-id', task.id)}
                      data-testid="tasks-calendar-task"
                      data-name={title.task(task)}
                    >
                      <Badge size="xs" fullWidth color={STATE_COLOR[task.status]} variant="light" style={{ textTransform: 'none', justifyContent: 'flex-start' }}>{title.task(task)}</Badge>
                      {mode === 'week' && <Text size="xs" c="dimmed" dir="auto" truncate>{task.target_name}</Text>}
                    </UnstyledButton>
                  ))}
                  {list.length > perDay && <Text size="xs" c="dimmed">{t('more', { count: list.length - perDay })}</Text>}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </div>
    </Stack>
  );
}

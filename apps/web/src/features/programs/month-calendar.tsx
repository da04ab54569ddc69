import { useState } from 'react';
import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { tasksEndpoints, type TaskRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { useApi } from '../../app/services';

const STATE_COLOR = { pending: 'gray', in_progress: 'blue', done: 'green', cancelled: 'red' } as const;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The days of a month's grid, from the Saturday on or before its first day (the work week of Egypt and KSA starts on Saturday) to six weeks. */
export function monthGrid(year: number, month: number): Date[] {
  const first = new Date(Date.UTC(year, month, 1));
  const back = (first.getUTCDay() + 1) % 7;
  return Array.from({ length: 42 }, (_, i) => new Date(Date.UTC(year, month, 1 - back + i)));
}

/** Work orders as a month calendar: each task on the days it spans, coloured by state; a pending task opens its done form. */
export function MonthCalendar({ onOpen }: { onOpen: (task: TaskRecord) => void }) {
  const { t } = useTranslation('programs');
  const api = useApi();
  const format = useFormat();
  const [month, setMonth] = useState(() => ({ year: new Date().getUTCFullYear(), month: new Date().getUTCMonth() }));
  const days = monthGrid(month.year, month.month);
  const from = iso(days[0]!);
  const to = iso(days[41]!);
  const query = useQuery({
    queryKey: ['tasks', 'calendar', from, to],
    queryFn: ({ signal }) => callEndpoint(api, tasksEndpoints.list, { query: { page: 1, page_size: 100, from, to }, signal }),
  });
  const shift = (by: number) => setMonth(({ year, month: m }) => ({ year: year + Math.floor((m + by) / 12), month: (((m + by) % 12) + 12) % 12 }));
  const tasksOn = (day: string) => (query.data?.results ?? []).filter((task) => task.due_date <= day && task.end_date >= day);
  const weekday = format.dateTime({ weekday: 'short', timeZone: 'UTC' });
  return (
    <Stack gap="xs" data-testid="tasks-calendar">
      <Group justify="space-between">
        <ActionIcon variant="default" onClick={() => shift(-1)} aria-label={t('previous_month')}>‹</ActionIcon>
        <Text fw={600} data-testid="tasks-calendar-month">{format.dateTime({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(month.year, month.month, 1)))}</Text>
        <ActionIcon variant="default" onClick={() => shift(1)} aria-label={t('next_month')}>›</ActionIcon>
      </Group>
      <div style={{ overflowX: 'auto' }}>
        <SimpleGrid cols={7} spacing={4} miw={700}>
          {days.slice(0, 7).map((d) => (
            <Text key={iso(d)} size="xs" c="dimmed" ta="center">{weekday.format(d)}</Text>
          ))}
          {days.map((d) => {
            const day = iso(d);
            const list = tasksOn(day);
            return (
              <Paper key={day} withBorder p={4} mih={92} bg={d.getUTCMonth() === month.month ? undefined : 'var(--mantine-color-gray-0)'} data-testid={`tasks-calendar-day-${day}`}>
                <Text size="xs" c="dimmed">{format.number().format(d.getUTCDate())}</Text>
                <Stack gap={2}>
                  {list.slice(0, 3).map((task) => (
                    <UnstyledButton key={task.id} onClick={() => onOpen(task)} title={`${task.title} · ${task.target_name ?? ''}`}>
                      <Badge size="xs" fullWidth color={STATE_COLOR[task.status]} variant="light" style={{ textTransform: 'none', justifyContent: 'flex-start' }}>{task.title}</Badge>
                    </UnstyledButton>
                  ))}
                  {list.length > 3 && <Text size="xs" c="dimmed">{t('more', { count: list.length - 3 })}</Text>}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </div>
    </Stack>
  );
}

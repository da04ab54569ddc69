import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format';
import type { OutboxView } from './use-outbox';

/** What waits on the phone to be sent: how many, each record's tree and kind, and a refused record's message. */
export function OutboxPanel({ view, online }: { view: OutboxView; online: boolean }) {
  const { t } = useTranslation('field');
  const { t: tt } = useTranslation('trees');
  const format = useFormat();
  const time = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card withBorder padding="md" data-testid="field-outbox">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {t('outbox.title')}
          </Title>
          <Badge color={view.waiting ? 'orange' : 'gray'} data-testid="field-outbox-count" data-count={view.waiting}>
            {format.number().format(view.waiting)}
          </Badge>
        </Group>
        <Text size="sm">{view.entries.length ? t('outbox.count', { count: view.waiting }) : t('outbox.empty')}</Text>
        {view.entries.map((entry) => (
          <Card key={entry.key} withBorder padding="xs" data-testid={`field-outbox-${entry.tree_code}`} data-refused={entry.refused ? 'true' : undefined}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} dir="ltr" style={{ textAlign: 'start' }}>
                  {entry.tree_code}
                </Text>
                <Text size="sm">
                  {tt(`records.kinds.${entry.body.kind}`)} · {t('outbox.recorded', { when: time.format(new Date(entry.body.recorded_at ?? entry.created_at)) })}
                </Text>
                {entry.refused && (
                  <Text size="sm" c="red" role="alert">
                    {t('outbox.refused', { message: entry.refused.message })}
                  </Text>
                )}
              </Stack>
              {entry.refused ? (
                <Button size="xs" variant="default" style={{ flexShrink: 0 }} onClick={() => void view.remove(entry.key)}>
                  {t('outbox.remove')}
                </Button>
              ) : (
                <Badge variant="light" color="orange" style={{ flexShrink: 0, overflow: 'visible' }}>
                  {t('outbox.waiting')}
                </Badge>
              )}
            </Group>
          </Card>
        ))}
        {view.waiting > 0 && (
          <Button variant="light" onClick={view.sendNow} loading={view.sending} disabled={!online} data-testid="field-outbox-send">
            {t('outbox.send_now')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

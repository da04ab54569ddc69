import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IrrigationStatus } from '@rayyan/contracts';
import { ConfirmDialog } from '../../app/ui/list/list-parts';
import { useErrorText } from '../../app/api/use-error-text';
import { dayLabel, holdDateError, localDay, statusActions } from './irrigation-logic';
import { useFormat } from '../../app/i18n/format';
import { isolatedValue } from './isolated-text';

/**
 * Active, or on hold until a day: an active field is held until a chosen day (today or later); a held
 * field is resumed after a confirmation.
 */
export function StatusPanel({
  data,
  fieldName,
  onHold,
  onResume,
  holding = false,
  resuming = false,
  error,
  today = localDay(),
  canEdit = true,
}: {
  data: Pick<IrrigationStatus, 'status' | 'hold_till'>;
  fieldName: string;
  onHold: (until: string) => void;
  onResume: () => void;
  holding?: boolean;
  resuming?: boolean;
  error?: unknown;
  today?: string;
  /** Hold and resume need `farm_and_fields:edit`; without it the status is only shown. */
  canEdit?: boolean;
}) {
  const { t } = useTranslation('irrigation');
  const locale = useFormat().locale;
  const errorText = useErrorText();
  const [until, setUntil] = useState(today);
  const [dateError, setDateError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { held, canHold, canResume } = statusActions(data.status, data.hold_till, today);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = holdDateError(until, today);
    setDateError(key ? t(key) : null);
    if (!key) onHold(until);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="irrigation-status-title" data-testid="irrigation-status">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id="irrigation-status-title">{t('status.title')}</Title>
          <Badge color={held ? 'orange' : 'green'} variant="light" data-testid="irrigation-status-badge" data-status={held ? 'on_hold' : 'active'}>
            {held ? (data.hold_till ? t('status.on_hold_until', { date: dayLabel(data.hold_till, locale) }) : t('status.on_hold')) : t('status.active')}
          </Badge>
        </Group>
        {canEdit && canHold && (
          <form onSubmit={submit} noValidate data-testid="irrigation-hold-form">
            <Group align="flex-end" gap="sm">
              <TextInput
                type="date"
                dir="ltr"
                label={t('status.hold_until')}
                value={until}
                min={today}
                onChange={(e) => setUntil(e.currentTarget.value)}
                error={dateError}
                required
                data-testid="irrigation-hold-until"
              />
              <Button type="submit" color="orange" variant="light" loading={holding} data-testid="irrigation-hold">{t('status.hold')}</Button>
            </Group>
          </form>
        )}
        {canEdit && canResume && (
          <Group>
            <Button onClick={() => setConfirming(true)} loading={resuming} data-testid="irrigation-resume">{t('status.resume')}</Button>
          </Group>
        )}
        {!!error && !confirming && <Text size="sm" c="red" role="alert" data-testid="irrigation-status-error">{errorText(error)}</Text>}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('status.resume')}
        message={t('status.resume_confirm', { name: isolatedValue(fieldName) })}
        confirmLabel={t('status.resume')}
        color="blue"
        onConfirm={() => {
          onResume();
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
        loading={resuming}
        testId="irrigation-resume-confirm"
      />
    </Paper>
  );
}

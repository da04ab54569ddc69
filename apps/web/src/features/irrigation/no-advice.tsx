import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayLabel } from './irrigation-logic';
import { useFormat } from '../../app/i18n/format';

/**
 * Why a field has no advice, and what to do: start a season (a crop field without an active season), wait for the
 * planting day, fix the crop or trees, or calculate.
 */
export function NoAdvice({ reason, plantingDate }: { reason: string | null; plantingDate: string | null }) {
  const { t } = useTranslation('irrigation');
  const locale = useFormat().locale;
  if (reason === 'no_active_season') {
    return (
      <Alert color="yellow" variant="light" data-testid="irrigation-no-advice" data-reason={reason}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('no_active_season')}</Text>
          <Button component={Link} to="/crop-fields" size="xs" variant="light" data-testid="irrigation-start-season-link">{t('go_to_crop_fields')}</Button>
        </Stack>
      </Alert>
    );
  }
  const text =
    reason === 'before_planting'
      ? t('before_planting', { date: plantingDate ? dayLabel(plantingDate, locale) : '—' })
      : reason?.startsWith('unknown_crop')
        ? t('unknown_crop')
        : reason === 'no_trees'
          ? t('no_trees')
          : t('no_advice');
  return <Alert color="gray" variant="light" data-testid="irrigation-no-advice" data-reason={reason ?? ''}>{text}</Alert>;
}

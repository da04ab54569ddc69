import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PestRecord } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';
import { monthRuns, pestText } from './pest-text';

/** The season of an entry in the reader's language: "Mar–May, Oct–Nov", or all year. */
export function useSeasonText() {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const month = format.dateTime({ month: 'short', timeZone: 'UTC' });
  const name = (m: number) => month.format(new Date(Date.UTC(2026, m - 1, 1)));
  return (months: readonly number[]) => {
    if (months.length === 0) return '—';
    const runs = monthRuns(months);
    if (runs.length === 0) return t('pd.all_year');
    return format.list({ type: 'unit' }).format(runs.map(([a, b]) => (a === b ? name(a) : `${name(a)}–${name(b)}`)));
  };
}

/** An entry's name in the reader's language over its scientific name (always left to right, in italics). */
export function PestName({ pest, large = false }: { pest: PestRecord; large?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <>
      <Text fw={large ? 700 : 600} size={large ? 'lg' : 'sm'} dir="auto">
        {pestText(pest, 'name', i18n.language)}
      </Text>
      {pest.scientific_name && (
        <Text size={large ? 'sm' : 'xs'} c="dimmed" fs="italic" dir="ltr" ta="start">
          {pest.scientific_name}
        </Text>
      )}
    </>
  );
}

/** An entry of the catalogue as a reader wants it in the field: symptoms, season, action threshold, treatments. */
export function PestDetails({ pest }: { pest: PestRecord }) {
  const { t, i18n } = useTranslation('pests');
  const season = useSeasonText();
  const section = (field: 'symptoms' | 'threshold' | 'treatments') => (
    <div key={field}>
      <Title order={3} size="h5" mb={4}>
        {t(`pd.fields.${field}`)}
      </Title>
      <Text size="sm" dir="auto" data-testid={`pest-details-${field}`}>
        {pestText(pest, field, i18n.language) || '—'}
      </Text>
    </div>
  );
  return (
    <Stack gap="md" data-testid="pest-details">
      <div>
        <PestName pest={pest} large />
      </div>
      <Group gap={6}>
        <Badge variant="light">{t(`pd.kinds.${pest.kind}`)}</Badge>
        {pest.hosts.map((host) => (
          <Badge key={host} variant="outline" color="green">
            {t(`pd.hosts.${host}`)}
          </Badge>
        ))}
      </Group>
      <Text size="sm">
        <b>{t('pd.fields.active_months')}:</b> {season(pest.active_months)}
      </Text>
      {(['symptoms', 'threshold', 'treatments'] as const).map(section)}
    </Stack>
  );
}

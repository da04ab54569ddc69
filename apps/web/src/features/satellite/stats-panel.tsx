import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SatelliteImage, SatelliteStats } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';

const FIGURES = ['mean', 'p50', 'min', 'max', 'p10', 'p90', 'std'] as const;

/** One date's statistics of the index over the field; a flagged date says why it is not used, and shows no made-up figure. */
export function StatsPanel({ stats, image, indexLabel }: { stats: SatelliteStats; image: SatelliteImage | undefined; indexLabel: string }) {
  const { t } = useTranslation('satellite');
  const format = useFormat();
  const figure = format.number({ maximumFractionDigits: 3, minimumFractionDigits: 3 });
  const count = format.number({ maximumFractionDigits: 0 });
  const percent = format.number({ style: 'percent', maximumFractionDigits: 0 });
  const date = format.dateTime({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${stats.image_date}T00:00:00Z`));
  const fact = (key: string, label: string, value: string) => (
    <Stack gap={0} key={key} data-testid={`satellite-stat-${key}`}>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
  return (
    <Card withBorder padding="md" data-testid="satellite-stats">
      <Stack gap="sm">
        <Title order={3} size="h5">{t('stats_title', { index: indexLabel, date })}</Title>
        {stats.flag && (
          <Alert color="gray" variant="light" data-testid="satellite-flag-note">{t('flagged_note', { reason: t(`flags.${stats.flag}`) })}</Alert>
        )}
        {stats.mean === null ? (
          <Text size="sm" data-testid="satellite-no-figures">{t('no_figures')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
            {FIGURES.map((key) => fact(key, t(`stats.${key}`), figure.format(stats[key] ?? 0)))}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {fact('pixels', t('stats.pixels'), count.format(stats.pixels))}
          {fact('valid_pixels', t('stats.valid_pixels'), count.format(stats.valid_pixels))}
          {fact('clear_fraction', t('stats.clear_fraction'), percent.format(stats.clear_fraction))}
          {image?.resolution_m != null && fact('resolution', t('stats.resolution'), t('metres', { value: count.format(image.resolution_m) }))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

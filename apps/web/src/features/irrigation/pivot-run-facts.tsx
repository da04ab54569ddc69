import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PivotRunRecord } from '@rayyan/contracts';
import { numberFormat } from './irrigation-logic';
import { useFormat } from '../../app/i18n/format';
import { Fact } from './fact';

/**
 * How to run a center pivot for the advice: the speed setting (percent timer), hours per revolution at that speed,
 * passes, hours per sector and the system capacity; without the pivot's capacity and revolution time, what to enter.
 */
export function PivotRunFacts({ run }: { run: PivotRunRecord | null }) {
  const { t } = useTranslation('irrigation');
  const locale = useFormat().locale;
  const nf = numberFormat(locale, 1);
  const nf0 = numberFormat(locale, 0);
  if (!run) return <Alert color="yellow" variant="light" data-testid="irrigation-pivot-not-configured">{t('pivot.not_configured')}</Alert>;
  return (
    <Stack gap="xs" component="section" aria-labelledby="irrigation-pivot-title" data-testid="irrigation-pivot-run">
      <Title order={4} size="h5" id="irrigation-pivot-title">{t('pivot.title')}</Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Fact label={t('pivot.speed')} value={t('pivot.speed_value', { value: nf0.format(run.speed_pct) })} testId="irrigation-pivot-speed" nowrap />
        <Fact label={t('pivot.hours_per_revolution')} value={t('pivot.hours_value', { value: nf.format(run.hours_per_revolution) })} testId="irrigation-pivot-hours" nowrap />
        <Fact label={t('pivot.passes')} value={t('pivot.passes_value', { count: run.passes, depth: nf.format(run.depth_per_pass_mm) })} testId="irrigation-pivot-passes" />
        {run.hours_per_sector !== null && (
          <Fact label={t('pivot.hours_per_sector')} value={t('pivot.sector_value', { hours: nf.format(run.hours_per_sector), count: run.sectors })} testId="irrigation-pivot-sector" />
        )}
        <Fact
          label={t('pivot.capacity')}
          value={t('units.m3_h', { value: nf0.format(run.capacity_m3_h) })}
          note={t('pivot.capacity_mm_day', { value: nf.format(run.capacity_mm_day) })}
          testId="irrigation-pivot-capacity"
          nowrap
        />
      </SimpleGrid>
    </Stack>
  );
}

import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IrrigationAdviceRecord, IrrigationExplanation, IrrigationStatus } from '@rayyan/contracts';
import { dayLabel, numberFormat } from './irrigation-logic';
import { useFormat } from '../../app/i18n/format';
import { Fact } from './fact';
import { PivotRunFacts } from './pivot-run-facts';

const QUALITY_COLORS = { excellent: 'green', fair_60: 'yellow', poor_40: 'orange', poor_20: 'red' } as const;
const ROOT_ZONE_COLORS = { adequate: 'green', stressed: 'orange', dry: 'red', over_wetted: 'blue' } as const;

/**
 * Today's advice: next irrigation day, irrigate-today badge, gross water, duration, enough-till day and data quality;
 * a center pivot's speed setting, hours per revolution, passes and hours per sector (`system` pivot).
 */
export function AdviceCard({
  advice,
  held,
  rootZone = null,
  system,
  efficiency,
}: {
  advice: IrrigationAdviceRecord;
  held: boolean;
  rootZone?: IrrigationExplanation['root_zone_status'];
  system?: IrrigationStatus['system'];
  /** Application efficiency (0.5-1) the gross depth was worked out with. */
  efficiency?: number;
}) {
  const { t } = useTranslation('irrigation');
  const format = useFormat();
  const language = format.locale;
  const nf = numberFormat(language, 1);
  const nf0 = numberFormat(language, 0);
  const quality = advice.data_quality;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="irrigation-advice-title" data-testid="irrigation-advice">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id="irrigation-advice-title">{t('advice_title')}</Title>
          <Group gap="xs">
            {advice.simulated_weather && (
              <Badge color="orange" variant="filled" data-testid="irrigation-simulated-badge">{t('simulated_badge')}</Badge>
            )}
            {!held && (
              <Badge color={advice.irrigate_today ? 'blue' : 'gray'} variant={advice.irrigate_today ? 'filled' : 'light'} data-testid="irrigation-today-badge" data-today={advice.irrigate_today}>
                {advice.irrigate_today ? t('irrigate_today') : t('no_irrigation_today')}
              </Badge>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={t('next_irrigation')} value={dayLabel(advice.target_irrigation_date, language)} testId="irrigation-next-date" />
          <Fact
            label={t('required_water')}
            value={t('units.mm', { value: nf.format(advice.required_water_mm) })}
            testId="irrigation-water-mm"
            note={efficiency === undefined ? undefined : t('gross_note', { pct: nf0.format(efficiency * 100) })}
          />
          <Fact label={t('required_water_m3')} value={t('units.m3_feddan', { value: nf0.format(advice.required_water_m3_per_feddan) })} testId="irrigation-water-m3" />
          {advice.duration_hhmm !== null && <Fact label={t('duration')} value={advice.duration_hhmm} testId="irrigation-duration" dir="ltr" />}
          <Fact label={t('enough_till')} value={dayLabel(advice.enough_till_date, language)} testId="irrigation-enough-till" />
          {advice.water_per_tree_litres !== null && (
            <Fact label={t('water_per_tree')} value={t('units.litres', { value: nf0.format(advice.water_per_tree_litres) })} testId="irrigation-water-per-tree" />
          )}
          {advice.system_flow_m3_h !== null && system !== 'pivot' && (
            <Fact label={t('system_flow')} value={t('units.m3_h', { value: nf.format(advice.system_flow_m3_h) })} testId="irrigation-system-flow" />
          )}
          {(advice.valve_name || advice.valve_code) && (
            <Fact label={t('valve')} value={[advice.valve_name, advice.valve_code].filter(Boolean).join(' · ')} testId="irrigation-valve" />
          )}
          {rootZone && (
            <div>
              <Text size="xs" c="dimmed">{t('root_zone.label')}</Text>
              <Badge color={ROOT_ZONE_COLORS[rootZone]} variant="light" data-testid="irrigation-root-zone" data-status={rootZone}>{t(`root_zone.${rootZone}`)}</Badge>
              <Text size="xs" mt={4} data-testid="irrigation-root-zone-help">{t(`root_zone.help_${rootZone}`)}</Text>
            </div>
          )}
          <div>
            <Text size="xs" c="dimmed">{t('data_quality')}</Text>
            <Badge color={QUALITY_COLORS[quality]} variant="light" data-testid="irrigation-quality" data-quality={quality}>{t(`quality.${quality}`)}</Badge>
            <Text size="xs" mt={4} data-testid="irrigation-quality-cover" data-source={advice.vegetation_cover_source}>
              {advice.vegetation_cover_source === 'satellite' && advice.vegetation_cover_date
                ? t('quality_cover.satellite', { pct: nf0.format(advice.vegetation_cover_pct ?? 0), date: dayLabel(advice.vegetation_cover_date, language) })
                : advice.vegetation_cover_pct !== null
                  ? t('quality_cover.crop_stage', { pct: nf0.format(advice.vegetation_cover_pct) })
                  : t('quality_cover.crop_stage_unknown')}
            </Text>
            <Text size="xs" mt={4} data-testid="irrigation-quality-help">{t(`quality_help.${quality}`)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">{t('weather_source.label')}</Text>
            <Badge color={advice.simulated_weather ? 'orange' : 'teal'} variant="light" data-testid="irrigation-weather-source">
              {t(advice.simulated_weather ? 'weather_source.simulated' : 'weather_source.forecast')}
            </Badge>
            <Text size="xs" mt={4}>{t(advice.simulated_weather ? 'weather_source.simulated_help' : 'weather_source.forecast_help')}</Text>
          </div>
        </SimpleGrid>
        {system === 'pivot' && <PivotRunFacts run={advice.pivot_run} />}
        {advice.simulated_weather && <Text size="xs" c="dimmed">{t('simulated_note')}</Text>}
        <Text size="xs" c="dimmed">
          {t('computed_at', { time: format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(advice.computed_at)) })}
        </Text>
      </Stack>
    </Paper>
  );
}

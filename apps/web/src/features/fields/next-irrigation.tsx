import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { irrigationEndpoints, type IrrigationOverviewItem } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';

/** Query key of the stored-advice overview (invalidated by the advisory page's writes). */
export const IRRIGATION_OVERVIEW_KEY = ['irrigation', 'overview'] as const;

/** The stored advice of the organisation's fields (or one farm's), by field id, for the field lists. */
export function useIrrigationOverview(farmId?: string): Map<string, IrrigationOverviewItem> | undefined {
  const api = useApi();
  const overview = useQuery({
    queryKey: [...IRRIGATION_OVERVIEW_KEY, farmId ?? 'all'],
    queryFn: ({ signal }) => callEndpoint(api, irrigationEndpoints.overview, { query: { farm_id: farmId }, signal }),
  });
  return overview.data ? new Map(overview.data.results.map((item) => [item.field_id, item])) : undefined;
}

const ROOT_ZONE_COLORS = { adequate: 'green', stressed: 'orange', dry: 'red', over_wetted: 'blue' } as const;

/** `YYYY-MM-DD` of the browser's day. */
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * A field's next irrigation in a list cell: "Irrigate today · 29 mm", the day and mm, on hold until a day, or why
 * there is none (a crop field without an active season: start one; before its planting day); a dot coloured by the
 * root zone today (its name in the tooltip and for screen readers). `season` is a crop field's own season.
 */
export function NextIrrigation({
  item,
  enabled,
  testId,
  season,
}: {
  item: IrrigationOverviewItem | undefined;
  enabled: boolean;
  testId: string;
  season?: { season_state: 'active' | 'ended' | null; planting_date: string | null };
}) {
  const { t } = useTranslation('geo');
  const format = useFormat();
  const day = (iso: string) => format.dateTime({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  if (!enabled) return <Badge variant="dot" color="gray" data-testid={testId}>{t('off')}</Badge>;
  if ((season && season.season_state !== 'active') || item?.reason === 'no_active_season') {
    return (
      <div data-testid={testId} data-reason="no_active_season">
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{t('next_irrigation.no_season')}</Text>
        <Text size="xs" c="dimmed">{t('next_irrigation.start_season_hint')}</Text>
      </div>
    );
  }
  const planting = season?.planting_date;
  if (planting && (planting > localToday() || item?.reason === 'before_planting')) {
    return <Text size="sm" c="dimmed" data-testid={testId} data-reason="before_planting" style={{ whiteSpace: 'nowrap' }}>{t('next_irrigation.before_planting', { date: day(planting) })}</Text>;
  }
  if (!item) return <Text size="xs" c="dimmed" data-testid={testId}>{t('next_irrigation.none')}</Text>;
  const advice = item.advice;
  const today = advice?.irrigate_today ?? false;
  const mm = advice ? ` · ${t('next_irrigation.mm', { value: format.number({ maximumFractionDigits: 1 }).format(advice.required_water_mm) })}` : '';
  const text =
    item.status === 'on_hold' && item.hold_till
      ? t('next_irrigation.on_hold', { date: day(item.hold_till) })
      : !advice
        ? t('next_irrigation.none')
        : today
          ? `${t('next_irrigation.today')}${mm}`
          : `${day(advice.target_irrigation_date)}${mm}`;
  const zone = item.root_zone_status;
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId} data-status={item.status} data-root-zone={zone ?? ''}>
      {zone && (
        <Tooltip label={t(`next_irrigation.root_zone.${zone}`)}>
          <Badge size="xs" circle color={ROOT_ZONE_COLORS[zone]} aria-label={t(`next_irrigation.root_zone.${zone}`)}> </Badge>
        </Tooltip>
      )}
      <Text size="sm" c={item.status === 'on_hold' ? 'dimmed' : today ? 'blue' : undefined} fw={today ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {text}
      </Text>
    </Group>
  );
}

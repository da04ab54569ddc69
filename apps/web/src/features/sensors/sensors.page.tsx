import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SENSOR_CATEGORIES, SENSOR_OFFLINE_AFTER_MINUTES, sensorsEndpoints, type SensorRecord } from '@rayyan/contracts';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { SensorForm } from './sensor-form';
import { SENSORS_QUERY_KEY, sensorStatus } from './sensors-api';
import { withSensorsI18n } from './sensors-i18n';
import { choiceOptions } from '../../app/ui/choice-options';

const STATUS_COLORS = { online: 'green', offline: 'red', never: 'gray' } as const;

/** Battery as a coloured percentage: red under 20 %, orange under 40 %. */
function Battery({ pct }: { pct: number | null }) {
  const format = useFormat();
  if (pct === null) return <>—</>;
  const color = pct < 20 ? 'red' : pct < 40 ? 'orange' : undefined;
  return (
    <Text size="sm" c={color} span>
      {format.number({ style: 'percent', maximumFractionDigits: 0 }).format(pct / 100)}
    </Text>
  );
}

/** `/sensors` (issue #15): the organisation's sensors with battery, signal, last seen and whether they are online. */
function SensorsPage() {
  const { t } = useTranslation('sensors');
  const format = useFormat();
  const seen = (at: string | null) => (at ? format.dateTime({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)) : t('never'));
  const dbm = (v: number | null) => (v === null ? '—' : `${format.number({ maximumFractionDigits: 0 }).format(v)} dBm`);
  return (
    <ResourceListPage<SensorRecord>
      endpoints={sensorsEndpoints}
      queryKey={SENSORS_QUERY_KEY}
      intro={`${t('intro')} ${t('offline_hint', { hours: format.number().format(SENSOR_OFFLINE_AFTER_MINUTES / 60) })}`}
      testId="sensors"
      names={listNames(t, sectionKeys(''))}
      rowTestKey={(s) => s.code}
      filters={[
        { name: 'category', label: t('fields.category'), options: choiceOptions(t, SENSOR_CATEGORIES, 'categories') },
        { name: 'status', label: t('fields.status'), options: (['online', 'offline'] as const).map((v) => ({ value: v, label: t(`status.${v}`) })), width: 160 },
      ]}
      minWidth={980}
      columns={[
        {
          header: t('fields.code'),
          style: { whiteSpace: 'nowrap' },
          // The status rides under the code, so a phone sees it without scrolling the table sideways.
          cell: (s) => {
            const status = sensorStatus(s);
            return (
              <Stack gap={4} align="flex-start">
                <Anchor component={Link} to={`/sensors/${s.id}`} fw={600} size="sm" data-testid={`sensor-open-${s.code}`}>
                  <bdi>{s.code}</bdi>
                </Anchor>
                <Badge variant="light" color={STATUS_COLORS[status]} data-testid={`sensor-status-${s.code}`}>
                  {t(`status.${status}`)}
                </Badge>
              </Stack>
            );
          },
        },
        {
          header: t('fields.category'),
          cell: (s) => (
            <>
              <Text size="sm">{t(`categories.${s.category}`)}</Text>
              {s.depths_cm.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('chart.depth', { depth: format.list({ type: 'unit', style: 'short' }).format(s.depths_cm.map((d) => format.number().format(d))) })}
                </Text>
              )}
            </>
          ),
        },
        { header: t('fields.technology'), cell: (s) => t(`technologies.${s.technology}`) },
        { header: t('fields.field'), cell: (s) => <span dir="auto">{s.field_name ?? '—'}</span> },
        { header: t('fields.battery'), cell: (s) => <Battery pct={s.battery_pct} /> },
        { header: t('fields.signal'), style: { whiteSpace: 'nowrap' }, cell: (s) => <bdi>{dbm(s.signal_dbm)}</bdi> },
        {
          header: t('fields.last_seen'),
          cell: (s) => <Text size="sm">{seen(s.last_seen_at)}</Text>,
        },
      ]}
      rowName={(s) => s.code}
      form={(sensor, onDone) => <SensorForm sensor={sensor} onDone={onDone} />}
    />
  );
}

export const Component = withSensorsI18n(SensorsPage);

import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activityLogEndpoints, type ActivityEntry } from '@rayyan/contracts';
import { ResourceListPage, type ListEndpoints } from '../../app/ui/list/resource-list-page';
import { SettingsBackLink } from './settings-back-link';
import { useFormat } from '../../app/i18n/format';

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The record types the log names (its entity filter). */
const ENTITIES = ['user', 'labor', 'farm_owner', 'policy', 'organization', 'farm', 'region', 'tree_field', 'crop_field', 'crop_rotation', 'growth_profile', 'kc_profile', 'plant_variety', 'irrigation_settings', 'irrigation_log', 'tree', 'tree_grid'] as const;

/** `/settings/activity-log`: who changed what and when, with each changed field from → to; by record type, in pages. */
export function Component() {
  const { t, i18n } = useTranslation('settings');
  const when = useFormat().dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const entityName = (entity: string) => t(`log.entities.${entity}`, { defaultValue: entity });
  return (
    <Stack gap="md">
      <SettingsBackLink />
      <ResourceListPage<ActivityEntry>
        endpoints={activityLogEndpoints as unknown as ListEndpoints<ActivityEntry>}
        queryKey={['activity-log']}
        title={t('sections.activity_log')}
        testId="activity"
        rowTestKey={() => null}
        filters={[{ name: 'entity', label: t('log.record'), options: ENTITIES.map((e) => ({ value: e, label: entityName(e) })), width: 220 }]}
        minWidth={820}
        columns={[
          { header: t('log.when'), style: { whiteSpace: 'nowrap' }, cell: (entry) => when.format(new Date(entry.created_at)) },
          { header: t('log.who'), cell: (entry) => <span dir="auto">{entry.user_name ?? '—'}</span> },
          {
            header: t('log.action'),
            cell: (entry) => (
              <Badge variant="light" color={entry.action === 'delete' ? 'red' : entry.action === 'create' ? 'green' : 'blue'}>
                {t(`log.actions.${entry.action}`)}
              </Badge>
            ),
          },
          {
            header: t('log.record'),
            cell: (entry) => (
              <>
                {entityName(entry.entity)}
                <Text size="xs" c="dimmed" dir="ltr">{entry.entity_id}</Text>
              </>
            ),
          },
          {
            header: t('log.changes'),
            cell: (entry) => (
              <Stack gap={2}>
                {Object.entries(entry.changes).map(([field, change]) => (
                  <Text key={field} size="xs">
                    <Text span fw={600} size="xs">{field}</Text>: <bdi>{show(change.from)}</bdi> {i18n.dir() === 'rtl' ? '←' : '→'} <bdi>{show(change.to)}</bdi>
                  </Text>
                ))}
              </Stack>
            ),
          },
        ]}
        rowName={(entry) => entry.entity_id}
      />
    </Stack>
  );
}

import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_ACTIVITIES, customActivitiesEndpoints, type ActivityRecord } from '@rayyan/contracts';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, nounKeys } from '../../app/ui/list/resource-list-page';
import { SettingsBackLink } from '../settings/settings-back-link';
import { withLazyNamespaces } from '../../shared/lazy-namespaces';
import { CustomActivityForm } from './custom-activity-form';
import { CUSTOM_ACTIVITIES_QUERY_KEY } from './programs-api';

/** `/settings/custom-activities`: the organisation's own activities beside the built-in ones (issue #14). */
function CustomActivitiesPage() {
  const { t, i18n } = useTranslation('programs');
  const nameOf = (a: ActivityRecord) => (i18n.language === 'ar' ? a.name_ar : a.name_en);
  return (
    <>
      <SettingsBackLink />
      <ResourceListPage<ActivityRecord>
        endpoints={customActivitiesEndpoints}
        queryKey={CUSTOM_ACTIVITIES_QUERY_KEY}
        intro={
          <Stack gap={6}>
            <Text size="sm" c="dimmed">{t('activities_intro')}</Text>
            <Group gap={6} data-testid="built-in-activities">
              {BUILT_IN_ACTIVITIES.map((a) => (
                <Badge key={a} variant="light" color="teal" style={{ textTransform: 'none' }}>{t(`activities.${a}`)}</Badge>
              ))}
            </Group>
          </Stack>
        }
        testId="custom-activities"
        names={listNames(t, nounKeys('activity', { items: 'activities' }))}
        exportPrefix="activities"
        rowTestKey={() => null}
        columns={[
          { header: t('activity_fields.name'), cell: (a) => <NameCell name={nameOf(a)} /> },
          { header: t('activity_fields.other_name'), cell: (a) => <Text size="sm" dir="auto">{i18n.language === 'ar' ? a.name_en : a.name_ar}</Text> },
          { header: t('activity_fields.icon'), cell: (a) => <code>{a.icon}</code> },
        ]}
        rowName={(a) => a.name_en}
        form={(activity, onDone) => <CustomActivityForm activity={activity} onDone={onDone} />}
      />
    </>
  );
}

export const Component = withLazyNamespaces(['programs'], CustomActivitiesPage);

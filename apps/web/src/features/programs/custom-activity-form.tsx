import { SimpleGrid } from '@mantine/core';
import { customActivitiesEndpoints, type ActivityRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { CUSTOM_ACTIVITIES_QUERY_KEY } from './programs-api';

const ICONS = ['checklist', 'tractor', 'truck', 'droplet', 'leaf', 'tool', 'bug', 'scissors', 'basket', 'shovel'];

/** Create or edit a custom activity: its name in both languages and its icon. */
export function CustomActivityForm({ activity, onDone }: { activity: ActivityRecord | null; onDone: () => void }) {
  const { input, frame, t } = useResourceForm({
    endpoints: customActivitiesEndpoints,
    record: activity,
    initial: () => ({ name_en: activity?.name_en ?? '', name_ar: activity?.name_ar ?? '', icon: activity?.icon ?? 'checklist' }),
    toBody: (d) => d,
    queryKey: CUSTOM_ACTIVITIES_QUERY_KEY,
    ns: 'programs',
    saved: { id: 'custom-activity-saved', message: 'common:updated_successfully' },
    codeFields: { name_exists: 'name_en' },
    inputs: { labels: 'activity_fields', testId: 'custom-activity-form' },
    onDone,
  });
  return (
    <ResourceForm {...frame} submitLabel={activity ? undefined : t('add_activity')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('name_en', { required: true })}
        {input.text('name_ar', { required: true })}
        {input.select('icon', ICONS, { allowDeselect: false })}
      </SimpleGrid>
    </ResourceForm>
  );
}

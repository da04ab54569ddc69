import { SimpleGrid } from '@mantine/core';
import { customActivitiesEndpoints, type ActivityRecord } from '@rayyan/contracts';
import { draftOf } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { CUSTOM_ACTIVITIES_QUERY_KEY } from './programs-api';

const ICONS = ['checklist', 'tractor', 'truck', 'droplet', 'leaf', 'tool', 'bug', 'scissors', 'basket', 'shovel'];

const draftFrom = (a: ActivityRecord | null) => draftOf(a, { name_en: '', name_ar: '', icon: 'checklist' });
const ACTIVITY_FORM = resourceForm({ name: 'custom-activity', endpoints: customActivitiesEndpoints, queryKey: CUSTOM_ACTIVITIES_QUERY_KEY, ns: 'programs', labels: 'activity_fields', codeFields: { name_exists: 'name_en' }, draft: draftFrom, body: (d) => d });

/** Create or edit a custom activity: its name in both languages and its icon. */
export function CustomActivityForm({ activity, onDone }: { activity: ActivityRecord | null; onDone: () => void }) {
  const { input, frame, t } = useRecordForm(ACTIVITY_FORM, activity, onDone);
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

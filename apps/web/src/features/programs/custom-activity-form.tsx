import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { customActivitiesEndpoints, type ActivityRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { CUSTOM_ACTIVITIES_QUERY_KEY } from './programs-api';

const ICONS = ['checklist', 'tractor', 'truck', 'droplet', 'leaf', 'tool', 'bug', 'scissors', 'basket', 'shovel'];

/** Create or edit a custom activity: its name in both languages and its icon. */
export function CustomActivityForm({ activity, onDone }: { activity: ActivityRecord | null; onDone: () => void }) {
  const { draft, set, errors, submit, save, formError, t } = useResourceForm({
    endpoints: customActivitiesEndpoints,
    record: activity,
    initial: () => ({ name_en: activity?.name_en ?? '', name_ar: activity?.name_ar ?? '', icon: activity?.icon ?? 'checklist' }),
    toBody: (d) => d,
    queryKey: CUSTOM_ACTIVITIES_QUERY_KEY,
    ns: 'programs',
    saved: { id: 'custom-activity-saved', message: 'common:updated_successfully' },
    codeFields: { name_exists: 'name_en' },
    onDone,
  });
  return (
    <ResourceForm testId="custom-activity-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={activity ? undefined : t('add_activity')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('activity_fields.name_en')} value={draft.name_en} onChange={(e) => set('name_en')(e.currentTarget.value)} error={errors.name_en} required dir="ltr" data-testid="custom-activity-form-name_en" />
        <TextInput label={t('activity_fields.name_ar')} value={draft.name_ar} onChange={(e) => set('name_ar')(e.currentTarget.value)} error={errors.name_ar} required dir="rtl" lang="ar" data-testid="custom-activity-form-name_ar" />
        <Select label={t('activity_fields.icon')} data={ICONS} value={draft.icon} onChange={(v) => set('icon')(v ?? 'checklist')} allowDeselect={false} error={errors.icon} data-testid="custom-activity-form-icon" />
      </SimpleGrid>
    </ResourceForm>
  );
}

import { Select, SimpleGrid, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { createPlantVarietySchema, updatePlantVarietySchema, type PlantVarietyRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { cropSettingsKey, listCropSettings } from './crop-profiles-api';
import { useFormDraft } from '../../app/ui/use-form-draft';
import { CropSettingForm, useCropSettingSave } from './crop-setting-form';
import { useSeededName } from '../../shared/seeded-names';

interface Draft {
  name: string;
  crop: string | null;
  growth_profile_id: string | null;
  kc_profile_id: string | null;
  notes: string;
}

/** The organisation's profiles of one kind for `crop`, as options (a crop has a handful). */
function useProfileOptions(kind: 'growth' | 'kc', crop: string | null) {
  const api = useApi();
  const query = `crop=${crop}&page_size=100`;
  const profiles = useQuery({ queryKey: cropSettingsKey(kind, query), queryFn: () => listCropSettings(api, kind, query), enabled: !!crop });
  const seeded = useSeededName();
  return (profiles.data?.results ?? []).map((p) => ({ value: p.id, label: seeded(p.name) }));
}

/** Create or edit a plant variety: its crop and, optionally, its own growth and KC profiles of that crop. */
export function PlantVarietyForm({ record, onDone }: { record: PlantVarietyRecord | null; onDone: () => void }) {
  const { t } = useTranslation('crops');
  const { draft, setDraft, set } = useFormDraft<Draft>(() => ({
    name: record?.name ?? '',
    crop: record?.crop ?? null,
    growth_profile_id: record?.growth_profile_id ?? null,
    kc_profile_id: record?.kc_profile_id ?? null,
    notes: record?.notes ?? '',
  }));
  const save = useCropSettingSave('varieties', record?.id ?? null, record ? updatePlantVarietySchema : createPlantVarietySchema, onDone);
  const { errors } = save;
  // Profiles belong to one crop: another crop clears them.
  const onCrop = (crop: string | null) => setDraft((d) => (d.crop === crop ? d : { ...d, crop, growth_profile_id: null, kc_profile_id: null }));
  const growthOptions = useProfileOptions('growth', draft.crop);
  const kcOptions = useProfileOptions('kc', draft.crop);
  const profileSelect = (key: 'growth_profile_id' | 'kc_profile_id', label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={draft[key]}
      onChange={set(key)}
      placeholder={draft.crop ? t('varieties.crop_default') : t('varieties.choose_crop_first')}
      disabled={!draft.crop}
      clearable
      searchable
      error={errors[key]}
      data-testid={`varieties-form-${key}`}
    />
  );

  return (
    <CropSettingForm kind="varieties" save={save} draft={draft} onName={set('name')} onCrop={onCrop} body={() => ({ ...draft, crop: draft.crop ?? undefined })} isNew={!record} onCancel={onDone}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {profileSelect('growth_profile_id', t('varieties.growth_profile'), growthOptions)}
        {profileSelect('kc_profile_id', t('varieties.kc_profile'), kcOptions)}
      </SimpleGrid>
      <Textarea label={t('varieties.notes')} value={draft.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={errors.notes} dir="auto" autosize minRows={2} data-testid="varieties-form-notes" />
    </CropSettingForm>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlantVarietyRecord } from '@rayyan/contracts';
import { CropSettingsList } from './crop-settings-list';
import type { ListColumn } from '../../app/ui/list/resource-list-page';
import { withCropsI18n } from './crops-i18n';
import { PlantVarietyForm } from './plant-variety-form';
import { useSeededName } from '../../shared/seeded-names';

/** `/settings/plant-varieties`: the organisation's plant varieties and the profiles each uses (spec 2 settings). */
function PlantVarietiesPage() {
  const { t } = useTranslation('crops');
  const seeded = useSeededName();
  const profile = (name: string | null) =>
    name ? (
      <Text dir="auto" size="sm">
        {seeded(name)}
      </Text>
    ) : (
      <Text size="sm" c="dimmed">
        {t('varieties.crop_default')}
      </Text>
    );
  const columns: ListColumn<PlantVarietyRecord>[] = [
    { header: t('varieties.growth_profile'), cell: (v) => profile(v.growth_profile_name) },
    { header: t('varieties.kc_profile'), cell: (v) => profile(v.kc_profile_name) },
    {
      header: t('varieties.notes'),
      cell: (v) => (
        <Text dir="auto" size="sm" lineClamp={2}>
          {v.notes ?? '—'}
        </Text>
      ),
    },
  ];
  return <CropSettingsList kind="varieties" testId="plant-varieties" columns={columns} Form={PlantVarietyForm} minWidth={900} />;
}

export const Component = withCropsI18n(PlantVarietiesPage);

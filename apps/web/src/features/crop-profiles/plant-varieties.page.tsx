import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlantVarietyRecord } from '@rayyan/contracts';
import { CropSettingsList, NameAndCropCells } from './crop-settings-list';
import { withCropsI18n } from './crops-i18n';
import { PlantVarietyForm } from './plant-variety-form';

/** `/settings/plant-varieties`: the organisation's plant varieties and the profiles each uses (spec 2 settings). */
function PlantVarietiesPage() {
  const { t } = useTranslation('crops');
  const profile = (name: string | null) =>
    name ? (
      <Text dir="auto" size="sm">
        {name}
      </Text>
    ) : (
      <Text size="sm" c="dimmed">
        {t('varieties.crop_default')}
      </Text>
    );
  const cells = (v: PlantVarietyRecord) => (
    <>
      <NameAndCropCells name={v.name} crop={v.crop} />
      <Table.Td>{profile(v.growth_profile_name)}</Table.Td>
      <Table.Td>{profile(v.kc_profile_name)}</Table.Td>
      <Table.Td>
        <Text dir="auto" size="sm" lineClamp={2}>
          {v.notes ?? '—'}
        </Text>
      </Table.Td>
    </>
  );
  const headers = [t('name'), t('crop'), t('varieties.growth_profile'), t('varieties.kc_profile'), t('varieties.notes')];
  return <CropSettingsList kind="varieties" testId="plant-varieties" headers={headers} cells={cells} Form={PlantVarietyForm} minWidth={900} />;
}

export const Component = withCropsI18n(PlantVarietiesPage);

import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GROWTH_STAGES, type GrowthProfileRecord } from '@rayyan/contracts';
import { CropSettingsList, NameAndCropCells } from './crop-settings-list';
import { withCropsI18n } from './crops-i18n';
import { GrowthProfileForm } from './growth-profile-form';
import { useFormat } from '../../app/i18n/format';

/** `/settings/growth-profiles`: growth profiles with their stages, per crop (spec 2 settings). */
function GrowthProfilesPage() {
  const { t } = useTranslation('crops');
  const nf = useFormat().number({ maximumFractionDigits: 2 });
  const cells = (p: GrowthProfileRecord) => (
    <>
      <NameAndCropCells name={p.name} crop={p.crop} />
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('growth.root_depth_range', { min: nf.format(p.root_depth_min_m), max: nf.format(p.root_depth_max_m) })}</Table.Td>
      <Table.Td>{nf.format(p.depletion_p)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="growth-profiles-stages">
        {p.stages ? (
          <span title={GROWTH_STAGES.map((s) => t(`growth.stage.${s}`)).join(' / ')}>
            {GROWTH_STAGES.map((s) => nf.format(p.stages![s])).join(' / ')}
          </span>
        ) : (
          <Badge variant="light" color="green">
            {t('growth.evergreen_badge')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.season_length_days === null ? '—' : t('days', { count: p.season_length_days })}</Table.Td>
      <Table.Td>{nf.format(p.varieties_count)}</Table.Td>
    </>
  );
  const headers = [t('name'), t('crop'), t('growth.root_depth'), t('growth.depletion_p'), t('growth.stages'), t('growth.season_length'), t('growth.varieties_count')];
  return <CropSettingsList kind="growth" testId="growth-profiles" headers={headers} cells={cells} Form={GrowthProfileForm} minWidth={1000} />;
}

export const Component = withCropsI18n(GrowthProfilesPage);

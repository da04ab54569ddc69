import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GROWTH_STAGES, type GrowthProfileRecord } from '@rayyan/contracts';
import { CropSettingsList } from './crop-settings-list';
import type { ListColumn } from '../../app/ui/list/resource-list-page';
import { withCropsI18n } from './crops-i18n';
import { GrowthProfileForm } from './growth-profile-form';
import { useFormat } from '../../app/i18n/format';

/** `/settings/growth-profiles`: growth profiles with their stages, per crop (spec 2 settings). */
function GrowthProfilesPage() {
  const { t } = useTranslation('crops');
  const nf = useFormat().number({ maximumFractionDigits: 2 });
  const columns: ListColumn<GrowthProfileRecord>[] = [
    { header: t('growth.root_depth'), style: { whiteSpace: 'nowrap' }, cell: (p) => t('growth.root_depth_range', { min: nf.format(p.root_depth_min_m), max: nf.format(p.root_depth_max_m) }) },
    { header: t('growth.depletion_p'), cell: (p) => nf.format(p.depletion_p) },
    {
      header: t('growth.stages'),
      style: { whiteSpace: 'nowrap' },
      cell: (p) =>
        p.stages ? (
          <span title={GROWTH_STAGES.map((s) => t(`growth.stage.${s}`)).join(' / ')} data-testid="growth-profiles-stages">
            {GROWTH_STAGES.map((s) => nf.format(p.stages![s])).join(' / ')}
          </span>
        ) : (
          <Badge variant="light" color="green" data-testid="growth-profiles-stages">
            {t('growth.evergreen_badge')}
          </Badge>
        ),
    },
    { header: t('growth.season_length'), style: { whiteSpace: 'nowrap' }, cell: (p) => (p.season_length_days === null ? '—' : t('days', { count: p.season_length_days })) },
    { header: t('growth.varieties_count'), cell: (p) => nf.format(p.varieties_count) },
  ];
  return <CropSettingsList kind="growth" testId="growth-profiles" columns={columns} Form={GrowthProfileForm} minWidth={1000} />;
}

export const Component = withCropsI18n(GrowthProfilesPage);

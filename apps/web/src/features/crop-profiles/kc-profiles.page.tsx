import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KcProfileRecord } from '@rayyan/contracts';
import { CropSettingsList } from './crop-settings-list';
import type { ListColumn } from '../../app/ui/list/resource-list-page';
import { withCropsI18n } from './crops-i18n';
import { KcProfileForm } from './kc-profile-form';
import { useFormat } from '../../app/i18n/format';

/** `/settings/kc-profiles`: crop coefficient profiles per crop (spec 2 settings). */
function KcProfilesPage() {
  const { t } = useTranslation('crops');
  const format = useFormat();
  const nf = format.number({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const columns: ListColumn<KcProfileRecord>[] = [
    { header: t('kc.kc_ini'), cell: (p) => nf.format(p.kc_ini) },
    { header: t('kc.kc_mid'), cell: (p) => nf.format(p.kc_mid) },
    { header: t('kc.kc_end'), cell: (p) => nf.format(p.kc_end) },
    {
      header: t('kc.kcb_header'),
      cell: (p) =>
        p.kcb_ini !== null && p.kcb_mid !== null && p.kcb_end !== null ? (
          <span style={{ whiteSpace: 'nowrap' }} data-testid="kc-profiles-kcb">
            {[p.kcb_ini, p.kcb_mid, p.kcb_end].map((v) => nf.format(v)).join(' · ')}
          </span>
        ) : (
          <Text size="sm" c="dimmed" span data-testid="kc-profiles-kcb-none">
            {t('kc.kcb_none')}
          </Text>
        ),
    },
    {
      header: t('kc.climate_header'),
      cell: (p) =>
        p.climate_adjustment ? (
          <Badge variant="light" color="blue" style={{ textTransform: 'none' }}>
            {t('kc.climate_on')}
          </Badge>
        ) : (
          '—'
        ),
    },
    { header: t('growth.varieties_count'), cell: (p) => format.number().format(p.varieties_count) },
  ];
  return <CropSettingsList kind="kc" testId="kc-profiles" columns={columns} Form={KcProfileForm} minWidth={1100} />;
}

export const Component = withCropsI18n(KcProfilesPage);

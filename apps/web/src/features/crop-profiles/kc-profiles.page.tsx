import { Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KcProfileRecord } from '@rayyan/contracts';
import { CropSettingsList, NameAndCropCells } from './crop-settings-list';
import { withCropsI18n } from './crops-i18n';
import { KcProfileForm } from './kc-profile-form';
import { useFormat } from '../../app/i18n/format';

/** `/settings/kc-profiles`: crop coefficient profiles per crop (spec 2 settings). */
function KcProfilesPage() {
  const { t } = useTranslation('crops');
  const format = useFormat();
  const nf = format.number({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const cells = (p: KcProfileRecord) => (
    <>
      <NameAndCropCells name={p.name} crop={p.crop} />
      <Table.Td>{nf.format(p.kc_ini)}</Table.Td>
      <Table.Td>{nf.format(p.kc_mid)}</Table.Td>
      <Table.Td>{nf.format(p.kc_end)}</Table.Td>
      <Table.Td>
        {p.climate_adjustment ? (
          <Badge variant="light" color="blue" style={{ textTransform: 'none' }}>
            {t('kc.climate_on')}
          </Badge>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>{format.number().format(p.varieties_count)}</Table.Td>
    </>
  );
  const headers = [t('name'), t('crop'), t('kc.kc_ini'), t('kc.kc_mid'), t('kc.kc_end'), t('kc.climate_header'), t('growth.varieties_count')];
  return <CropSettingsList kind="kc" testId="kc-profiles" headers={headers} cells={cells} Form={KcProfileForm} minWidth={960} />;
}

export const Component = withCropsI18n(KcProfilesPage);

import { Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { geographyEndpoints, menuFor, type RegionRecord } from '@rayyan/contracts';
import { useSession } from '../../app/session/use-session';
import { ResourceListPage } from '../../app/ui/list/resource-list-page';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { useFormat } from '../../app/i18n/format';
import { REGIONS_KEY } from '../map/geo-api';

/** Create or edit a region: name, code, address. */
function RegionForm({ region, onDone }: { region: RegionRecord | null; onDone: () => void }) {
  const codeFields = { duplicate_code: 'code' };
  const { draft, set, errors, frame, t } = useResourceForm({
    endpoints: geographyEndpoints.regions,
    record: region,
    initial: () => ({ name: region?.name ?? '', code: region?.code ?? '', address: region?.address ?? '' }),
    toBody: (draft) => draft,
    queryKey: REGIONS_KEY,
    ns: 'geo',
    saved: { id: 'region-saved', message: 'region_saved' },
    codeFields,
    onDone,
  });
  return (
    <ResourceForm {...frame} testId="region-form">
      {(['name', 'code', 'address'] as const).map((key) => (
        <TextInput
          key={key}
          label={t(`region.${key}`)}
          value={draft[key]}
          onChange={(e) => set(key)(e.currentTarget.value)}
          error={errors[key]}
          required={key !== 'address'}
          dir="auto"
          data-testid={`region-form-${key}`}
        />
      ))}
    </ResourceForm>
  );
}

/** `/farms` (menu "regions" / "region"): regions with farms and traps counts; search, export, create, edit, delete. */
export function Component() {
  const { t } = useTranslation('geo');
  const { user } = useSession();
  const nf = useFormat().number();
  const menuItem = user ? menuFor(user).find((m) => m.path === '/farms') : undefined;
  const title = menuItem ? t(`menu:${menuItem.key}`) : t('regions_title');
  return (
    <ResourceListPage<RegionRecord>
      endpoints={geographyEndpoints.regions}
      queryKey={REGIONS_KEY}
      title={title}
      testId="regions"
      itemTestId="region"
      searchLabel={t('search_regions')}
      columns={[
        { header: t('region.name'), cell: (r) => <Text size="sm" fw={500} dir="auto">{r.name}</Text> },
        { header: t('region.code'), cell: (r) => <span dir="auto">{r.code}</span> },
        { header: t('region.address'), cell: (r) => <Text size="sm" dir="auto">{r.address ?? '—'}</Text> },
        { header: t('region.farms_count'), cell: (r) => nf.format(r.farms_count) },
        { header: t('region.traps_count'), cell: (r) => nf.format(r.traps_count) },
      ]}
      rowName={(r) => r.name}
      text={{
        add: t('add_region'),
        edit: t('edit_region'),
        deleteTitle: t('delete_region'),
        deleteConfirm: (name) => t('delete_confirm', { name }),
        deleted: t('deleted'),
        editNamed: (name) => `${t('edit_region')}: ${name}`,
        deleteNamed: (name) => `${t('delete_region')}: ${name}`,
      }}
      form={(region, onDone) => <RegionForm region={region} onDone={onDone} />}
    />
  );
}

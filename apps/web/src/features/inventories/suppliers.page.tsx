import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { suppliersEndpoints, type SupplierRecord } from '@rayyan/contracts';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, nounKeys } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { SettingsBackLink } from '../settings/settings-back-link';
import { SUPPLIERS_QUERY_KEY, useAllItems, useItemName } from './inventories-api';
import { withInventoriesI18n } from './inventories-i18n';
import { SupplierForm } from './supplier-form';

/** `/settings/suppliers`: suppliers with what they supply, their lead time and their purchases (issue #14). */
function SuppliersPage() {
  const { t, i18n } = useTranslation('inventories');
  const format = useFormat();
  const items = useAllItems();
  const nameOf = useItemName();
  const itemNames = new Map((items.data?.results ?? []).map((i) => [i.id, nameOf(i)]));
  const country = (code: string | null) => (code ? (format.displayNames({ type: 'region' }).of(code) ?? code) : '—');
  return (
    <>
      <SettingsBackLink />
      <ResourceListPage<SupplierRecord>
        endpoints={suppliersEndpoints}
        queryKey={SUPPLIERS_QUERY_KEY}
        testId="suppliers"
        names={listNames(t, nounKeys('supplier', { intro: true }))}
        minWidth={900}
        columns={[
          { header: t('supplier.name'), cell: (s) => <NameCell name={s.name} /> },
          {
            header: t('supplier.contact_name'),
            cell: (s) => (
              <>
                <Text size="sm" dir="auto">{s.contact_name ?? '—'}</Text>
                {s.phone && <Text size="xs" c="dimmed" dir="ltr" ta={i18n.dir() === 'rtl' ? 'right' : 'left'}>{s.phone}</Text>}
              </>
            ),
          },
          { header: t('supplier.country_short'), cell: (s) => country(s.country) },
          { header: t('supplier.lead_time_days'), cell: (s) => (s.lead_time_days === null ? '—' : t('supplier.lead_time', { count: s.lead_time_days })) },
          { header: t('supplier.item_ids'), cell: (s) => <Text size="sm" dir="auto">{format.list({ type: 'conjunction' }).format(s.item_ids.map((id) => itemNames.get(id) ?? '…'))}</Text> },
          {
            header: t('supplier.purchases'),
            cell: (s) => (
              <span data-testid="suppliers-purchases">
                {t('supplier.purchases_value', { count: s.purchases_count, value: format.number({ maximumFractionDigits: 2 }).format(s.purchases_value) })}
              </span>
            ),
          },
        ]}
        rowName={(s) => s.name}
        rowTestKey={() => null}
        form={(supplier, onDone) => <SupplierForm supplier={supplier} onDone={onDone} />}
      />
    </>
  );
}

export const Component = withInventoriesI18n(SuppliersPage);

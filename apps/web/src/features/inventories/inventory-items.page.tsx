import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVENTORY_ITEM_CATEGORIES, inventoryItemsEndpoints, type InventoryItemRecord } from '@rayyan/contracts';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, nounKeys } from '../../app/ui/list/resource-list-page';
import { useFormat } from '../../app/i18n/format';
import { SettingsBackLink } from '../settings/settings-back-link';
import { INVENTORY_ITEMS_QUERY_KEY, useItemName } from './inventories-api';
import { withInventoriesI18n } from './inventories-i18n';
import { InventoryItemForm } from './inventory-item-form';
import { choiceOptions } from '../../app/ui/choice-options';

/** `/settings/inventory-items`: the organisation's global inventory items (issue #14), in both languages with their units. */
function InventoryItemsPage() {
  const { t } = useTranslation('inventories');
  const format = useFormat();
  const nameOf = useItemName();
  const qty = (n: number, unit: InventoryItemRecord['unit']) => `${format.number({ maximumFractionDigits: 3 }).format(n)} ${t(`units.${unit}`)}`;
  return (
    <>
      <SettingsBackLink />
      <ResourceListPage<InventoryItemRecord>
        endpoints={inventoryItemsEndpoints}
        queryKey={INVENTORY_ITEMS_QUERY_KEY}
        testId="inventory-items"
        names={listNames(t, nounKeys('item', { intro: true }))}
        filters={[{ name: 'category', label: t('item.category'), options: choiceOptions(t, INVENTORY_ITEM_CATEGORIES, 'categories') }]}
        minWidth={860}
        columns={[
          {
            header: t('item.name'),
            cell: (i) => <NameCell name={nameOf(i)} detail={nameOf({ name_en: i.name_ar, name_ar: i.name_en })} />,
          },
          { header: t('item.category'), cell: (i) => <Badge variant="light" color={i.category === 'pesticide' ? 'orange' : 'teal'} style={{ textTransform: 'none' }}>{t(`categories.${i.category}`)}</Badge> },
          { header: t('item.unit'), cell: (i) => t(`units.${i.unit}`) },
          { header: t('item.low_stock_threshold'), cell: (i) => qty(i.low_stock_threshold, i.unit) },
          { header: t('item.total_quantity'), cell: (i) => <span data-testid="inventory-items-total">{qty(i.total_quantity, i.unit)}</span> },
          {
            header: t('item.active_ingredient'),
            cell: (i) =>
              i.category === 'pesticide' ? (
                <>
                  <Text size="sm" dir="auto">{i.active_ingredient ?? '—'}</Text>
                  {i.pre_harvest_interval_days !== null && <Text size="xs" c="dimmed">{t('item.phi_days', { count: i.pre_harvest_interval_days })}</Text>}
                </>
              ) : (
                '—'
              ),
          },
        ]}
        rowName={(i) => nameOf(i)}
        rowTestKey={() => null}
        form={(item, onDone) => <InventoryItemForm item={item} onDone={onDone} />}
      />
    </>
  );
}

export const Component = withInventoriesI18n(InventoryItemsPage);

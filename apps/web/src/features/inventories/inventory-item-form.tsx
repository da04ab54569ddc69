import { SimpleGrid } from '@mantine/core';
import { INVENTORY_ITEM_CATEGORIES, QUANTITY_UNITS, inventoryItemsEndpoints, type InventoryItemRecord } from '@rayyan/contracts';
import { bodyOf, draftOf, nullable } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { INVENTORY_ITEMS_QUERY_KEY } from './inventories-api';

/** A new item's draft (the form's draft type): a low-stock threshold of 0. */
const blank = () => ({
  name_en: '',
  name_ar: '',
  category: nullable<string>(),
  unit: nullable<string>(),
  low_stock_threshold: nullable<number>(0),
  active_ingredient: '',
  pre_harvest_interval_days: nullable<number>(),
  notes: '',
});
type ItemDraft = ReturnType<typeof blank>;

const draftFrom = (i: InventoryItemRecord | null) => draftOf(i, blank());

/** Pesticide fields are sent only for pesticides (cleared otherwise). */
const bodyFrom = (d: ItemDraft) => {
  const pesticide = d.category === 'pesticide';
  return {
    ...bodyOf(d, { unset: ['category', 'unit'] }),
    low_stock_threshold: d.low_stock_threshold ?? 0,
    active_ingredient: pesticide ? d.active_ingredient : null,
    pre_harvest_interval_days: pesticide ? d.pre_harvest_interval_days : null,
  };
};

const ITEM_FORM = resourceForm({ name: 'inventory-item', endpoints: inventoryItemsEndpoints, queryKey: INVENTORY_ITEMS_QUERY_KEY, ns: 'inventories', labels: 'item', codeFields: { name_exists: 'name_en' }, draft: draftFrom, body: bodyFrom });

/** Create or edit a global inventory item: names in both languages, category, unit (spec 9), threshold, pesticide facts. */
export function InventoryItemForm({ item, onDone }: { item: InventoryItemRecord | null; onDone: () => void }) {
  const { draft, input, frame, t } = useRecordForm(ITEM_FORM, item, onDone);
  return (
    <ResourceForm {...frame} submitLabel={item ? undefined : t('add_item')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('name_en', { required: true })}
        {input.text('name_ar', { required: true })}
        {input.choice('category', INVENTORY_ITEM_CATEGORIES, 'categories', { required: true })}
        {input.choice('unit', QUANTITY_UNITS, 'units', { required: true })}
        {input.number('low_stock_threshold', { min: 0 })}
      </SimpleGrid>
      {draft.category === 'pesticide' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input.text('active_ingredient')}
          {input.number('pre_harvest_interval_days', { min: 0, max: 365, allowDecimal: false, testId: 'inventory-item-form-phi' })}
        </SimpleGrid>
      )}
      {input.textarea('notes')}
    </ResourceForm>
  );
}

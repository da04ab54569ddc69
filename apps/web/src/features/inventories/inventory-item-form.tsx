import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { INVENTORY_ITEM_CATEGORIES, QUANTITY_UNITS, inventoryItemsEndpoints, type InventoryItemRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { INVENTORY_ITEMS_QUERY_KEY } from './inventories-api';

interface ItemDraft {
  name_en: string;
  name_ar: string;
  category: string | null;
  unit: string | null;
  low_stock_threshold: number | null;
  active_ingredient: string;
  pre_harvest_interval_days: number | null;
  notes: string;
}

const draftFrom = (i: InventoryItemRecord | null): ItemDraft => ({
  name_en: i?.name_en ?? '',
  name_ar: i?.name_ar ?? '',
  category: i?.category ?? null,
  unit: i?.unit ?? null,
  low_stock_threshold: i?.low_stock_threshold ?? 0,
  active_ingredient: i?.active_ingredient ?? '',
  pre_harvest_interval_days: i?.pre_harvest_interval_days ?? null,
  notes: i?.notes ?? '',
});

/** Pesticide fields are sent only for pesticides (cleared otherwise). */
const bodyFrom = (d: ItemDraft) => {
  const pesticide = d.category === 'pesticide';
  return {
    ...d,
    category: d.category ?? undefined,
    unit: d.unit ?? undefined,
    low_stock_threshold: d.low_stock_threshold ?? 0,
    active_ingredient: pesticide ? d.active_ingredient : null,
    pre_harvest_interval_days: pesticide ? d.pre_harvest_interval_days : null,
  };
};

/** Create or edit a global inventory item: names in both languages, category, unit (spec 9), threshold, pesticide facts. */
export function InventoryItemForm({ item, onDone }: { item: InventoryItemRecord | null; onDone: () => void }) {
  const { draft, set, errors, submit, save, formError, t } = useResourceForm({
    endpoints: inventoryItemsEndpoints,
    record: item,
    initial: () => draftFrom(item),
    toBody: bodyFrom,
    queryKey: INVENTORY_ITEMS_QUERY_KEY,
    ns: 'inventories',
    saved: { id: 'inventory-item-saved', message: 'common:updated_successfully' },
    codeFields: { name_exists: 'name_en' },
    onDone,
  });
  return (
    <ResourceForm testId="inventory-item-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={item ? undefined : t('add_item')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('item.name_en')} value={draft.name_en} onChange={(e) => set('name_en')(e.currentTarget.value)} error={errors.name_en} required dir="ltr" data-testid="inventory-item-form-name_en" />
        <TextInput label={t('item.name_ar')} value={draft.name_ar} onChange={(e) => set('name_ar')(e.currentTarget.value)} error={errors.name_ar} required dir="rtl" lang="ar" data-testid="inventory-item-form-name_ar" />
        <Select
          label={t('item.category')}
          data={INVENTORY_ITEM_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          value={draft.category}
          onChange={set('category')}
          required
          error={errors.category}
          data-testid="inventory-item-form-category"
        />
        <Select
          label={t('item.unit')}
          data={QUANTITY_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
          value={draft.unit}
          onChange={set('unit')}
          required
          error={errors.unit}
          data-testid="inventory-item-form-unit"
        />
        <NumberInput
          label={t('item.low_stock_threshold')}
          value={draft.low_stock_threshold ?? ''}
          onChange={(v) => set('low_stock_threshold')(typeof v === 'number' ? v : null)}
          min={0}
          error={errors.low_stock_threshold}
          data-testid="inventory-item-form-low_stock_threshold"
        />
      </SimpleGrid>
      {draft.category === 'pesticide' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('item.active_ingredient')} value={draft.active_ingredient} onChange={(e) => set('active_ingredient')(e.currentTarget.value)} error={errors.active_ingredient} dir="auto" data-testid="inventory-item-form-active_ingredient" />
          <NumberInput
            label={t('item.pre_harvest_interval_days')}
            value={draft.pre_harvest_interval_days ?? ''}
            onChange={(v) => set('pre_harvest_interval_days')(typeof v === 'number' ? v : null)}
            min={0}
            max={365}
            allowDecimal={false}
            error={errors.pre_harvest_interval_days}
            data-testid="inventory-item-form-phi"
          />
        </SimpleGrid>
      )}
      <Textarea label={t('item.notes')} value={draft.notes} onChange={(e) => set('notes')(e.currentTarget.value)} error={errors.notes} dir="auto" autosize minRows={2} />
    </ResourceForm>
  );
}

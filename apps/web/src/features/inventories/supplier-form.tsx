import { SimpleGrid } from '@mantine/core';
import { suppliersEndpoints, type SupplierRecord } from '@rayyan/contracts';
import { bodyOf, draftOf, nullable, trimmedOrNull } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { SUPPLIERS_QUERY_KEY, useAllItems, useItemName } from './inventories-api';

/** A new supplier's draft (the form's draft type). */
const blank = () => ({
  name: '',
  contact_name: '',
  phone: '',
  email: '',
  country: '',
  lead_time_days: nullable<number>(),
  item_ids: [] as string[],
  notes: '',
});
type SupplierDraft = ReturnType<typeof blank>;

const draftFrom = (s: SupplierRecord | null) => draftOf(s, blank());

const bodyFrom = (d: SupplierDraft) => ({ ...bodyOf(d, { trimmed: ['phone', 'email'] }), country: trimmedOrNull(d.country.toUpperCase()) });

const SUPPLIER_FORM = resourceForm({ name: 'supplier', endpoints: suppliersEndpoints, queryKey: SUPPLIERS_QUERY_KEY, ns: 'inventories', labels: 'supplier', codeFields: { name_exists: 'name' }, draft: draftFrom, body: bodyFrom });

/** Create or edit a supplier: contact, country, lead time and the items supplied. */
export function SupplierForm({ supplier, onDone }: { supplier: SupplierRecord | null; onDone: () => void }) {
  const items = useAllItems();
  const nameOf = useItemName();
  const { input, frame, t } = useRecordForm(SUPPLIER_FORM, supplier, onDone);
  return (
    <ResourceForm {...frame} submitLabel={supplier ? undefined : t('add_supplier')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('name', { required: true })}
        {input.text('contact_name')}
        {input.text('phone', { dir: 'ltr', type: 'tel' })}
        {input.text('email', { dir: 'ltr', type: 'email' })}
        {input.text('country', { dir: 'ltr' })}
        {input.number('lead_time_days', { min: 0, max: 365, allowDecimal: false })}
      </SimpleGrid>
      {input.multiselect('item_ids', (items.data?.results ?? []).map((i) => ({ value: i.id, label: nameOf(i) })), { searchable: true })}
      {input.textarea('notes')}
    </ResourceForm>
  );
}

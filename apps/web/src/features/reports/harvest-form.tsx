import { SimpleGrid } from '@mantine/core';
import { HARVEST_GRADES, harvestsEndpoints, type ExecutiveReport } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';

interface HarvestDraft {
  field_id: string | null;
  harvest_date: string;
  quantity_kg: number | null;
  grade: string | null;
  buyer: string;
  supplier: string;
}

/**
 * Records a harvest of one of the report's fields (issue #17): date, quantity in kg, grade, buyer and supplier. The
 * server refuses a date before the season's planting with the field's message; saved, the report is read again.
 */
export function HarvestForm({ fields, onDone }: { fields: ExecutiveReport['fields']; onDone: () => void }) {
  const { input, frame, t } = useResourceForm({
    endpoints: harvestsEndpoints,
    record: null,
    initial: (): HarvestDraft => ({ field_id: fields[0]?.id ?? null, harvest_date: new Date().toISOString().slice(0, 10), quantity_kg: null, grade: 'a', buyer: '', supplier: '' }),
    toBody: (d: HarvestDraft) => ({
      field_kind: fields.find((f) => f.id === d.field_id)?.kind ?? 'crop',
      field_id: d.field_id ?? '',
      harvest_date: d.harvest_date,
      quantity_kg: d.quantity_kg ?? undefined,
      grade: d.grade ?? undefined,
      buyer: d.buyer,
      supplier: d.supplier,
    }),
    queryKey: ['reports'],
    ns: 'reports',
    saved: { id: 'harvest-saved', message: 'harvests.saved' },
    inputs: { labels: 'harvests', testId: 'harvest-form' },
    onDone,
  });
  return (
    <ResourceForm {...frame} submitLabel={t('harvests.save')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.select('field_id', fields.map((f) => ({ value: f.id, label: `${f.code} · ${f.name}` })), { label: t('harvests.field'), required: true, testId: 'harvest-form-field' })}
        {input.text('harvest_date', { type: 'date', label: t('harvests.date'), required: true, dir: 'ltr', testId: 'harvest-form-date' })}
        {input.number('quantity_kg', { required: true, min: 0, testId: 'harvest-form-quantity' })}
        {input.choice('grade', HARVEST_GRADES, 'grades', { required: true, allowDeselect: false })}
        {input.text('buyer')}
        {input.text('supplier')}
      </SimpleGrid>
    </ResourceForm>
  );
}

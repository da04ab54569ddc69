import { SimpleGrid } from '@mantine/core';
import { HARVEST_GRADES, harvestsEndpoints, type ExecutiveReport } from '@rayyan/contracts';
import { bodyOf } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';

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
  const draft = (): HarvestDraft => ({ field_id: fields[0]?.id ?? null, harvest_date: new Date().toISOString().slice(0, 10), quantity_kg: null, grade: 'a', buyer: '', supplier: '' });
  const body = (d: HarvestDraft) => ({ ...bodyOf(d, { unset: ['quantity_kg', 'grade'] }), field_kind: fields.find((f) => f.id === d.field_id)?.kind ?? 'crop', field_id: d.field_id ?? '' });
  const { input, frame, t } = useRecordForm(resourceForm({ name: 'harvest', endpoints: harvestsEndpoints, queryKey: ['reports'], ns: 'reports', labels: 'harvests', saved: 'harvests.saved', draft, body }), null, onDone);
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

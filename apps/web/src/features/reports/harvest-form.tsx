import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
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
  const { draft, set, errors, submit, save, formError, t } = useResourceForm({
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
    onDone,
  });
  return (
    <ResourceForm testId="harvest-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={t('harvests.save')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('harvests.field')}
          data={fields.map((f) => ({ value: f.id, label: `${f.code} · ${f.name}` }))}
          value={draft.field_id}
          onChange={set('field_id')}
          error={errors.field_id}
          required
          data-testid="harvest-form-field"
        />
        <TextInput type="date" label={t('harvests.date')} value={draft.harvest_date} onChange={(e) => set('harvest_date')(e.currentTarget.value)} error={errors.harvest_date} required dir="ltr" data-testid="harvest-form-date" />
        <NumberInput label={t('harvests.quantity_kg')} value={draft.quantity_kg ?? ''} onChange={(v) => set('quantity_kg')(typeof v === 'number' ? v : null)} error={errors.quantity_kg} required min={0} data-testid="harvest-form-quantity" />
        <Select
          label={t('harvests.grade')}
          data={HARVEST_GRADES.map((g) => ({ value: g, label: t(`grades.${g}`) }))}
          value={draft.grade}
          onChange={set('grade')}
          error={errors.grade}
          required
          allowDeselect={false}
          data-testid="harvest-form-grade"
        />
        <TextInput label={t('harvests.buyer')} value={draft.buyer} onChange={(e) => set('buyer')(e.currentTarget.value)} error={errors.buyer} dir="auto" data-testid="harvest-form-buyer" />
        <TextInput label={t('harvests.supplier')} value={draft.supplier} onChange={(e) => set('supplier')(e.currentTarget.value)} error={errors.supplier} dir="auto" data-testid="harvest-form-supplier" />
      </SimpleGrid>
    </ResourceForm>
  );
}

import { MultiSelect, SimpleGrid } from '@mantine/core';
import { PEST_HOSTS, PEST_KINDS, pestsEndpoints, type PestRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { useFormat } from '../../app/i18n/format';
import { choiceOptions } from '../../app/ui/choice-options';

export const PESTS_QUERY_KEY = ['pests'] as const;

const TEXTS = ['name_en', 'name_ar', 'scientific_name', 'symptoms_en', 'symptoms_ar', 'threshold_en', 'threshold_ar', 'treatments_en', 'treatments_ar'] as const;
type TextKey = (typeof TEXTS)[number];
type PestDraft = Record<TextKey, string> & { code: string; kind: string | null; hosts: string[]; active_months: string[] };

const draftFrom = (p: PestRecord | null): PestDraft => ({
  ...(Object.fromEntries(TEXTS.map((key) => [key, p?.[key] ?? ''])) as Record<TextKey, string>),
  code: p?.code ?? '',
  kind: p?.kind ?? 'insect',
  hosts: p?.hosts ?? [],
  active_months: (p?.active_months ?? []).map(String),
});

const bodyFrom = (d: PestDraft) => ({ ...d, active_months: d.active_months.map(Number).sort((a, b) => a - b) });

const PEST_FORM = resourceForm({ name: 'pest', endpoints: pestsEndpoints.catalogue, queryKey: PESTS_QUERY_KEY, ns: 'pests', labels: 'pd.fields', codeFields: { duplicate_code: 'code' }, draft: draftFrom, body: bodyFrom });

/** Create or edit a catalogue entry: code, kind, names and texts in English and Arabic, host crops and season. */
export function PestForm({ pest, onDone }: { pest: PestRecord | null; onDone: () => void }) {
  const format = useFormat();
  const { draft, set, errors, input, frame, t } = useRecordForm(PEST_FORM, pest, onDone);
  const monthName = format.dateTime({ month: 'long', timeZone: 'UTC' });
  const text = (key: TextKey | 'code', long = false) => {
    // Codes and Latin names read left to right; each language's texts in its own direction (formInputs).
    const options = key === 'code' || key === 'scientific_name' ? ({ dir: 'ltr', required: key === 'code' } as const) : {};
    return long ? input.textarea(key, options) : input.text(key, options);
  };
  return (
    <ResourceForm {...frame} submitLabel={pest ? undefined : t('pd.add_pest')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('code')}
        {input.choice('kind', PEST_KINDS, 'pd.kinds', { allowDeselect: false, required: true })}
        {text('scientific_name')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('name_en')}
        {text('name_ar')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MultiSelect label={t('pd.fields.hosts')} data={choiceOptions(t, PEST_HOSTS, 'pd.hosts')} value={draft.hosts} onChange={set('hosts')} error={errors.hosts} data-testid="pest-form-hosts" />
        <MultiSelect
          label={t('pd.fields.active_months')}
          data={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: monthName.format(new Date(Date.UTC(2026, i, 1))) }))}
          value={draft.active_months}
          onChange={set('active_months')}
          error={errors.active_months}
          data-testid="pest-form-active_months"
        />
      </SimpleGrid>
      {(['symptoms', 'threshold', 'treatments'] as const).map((field) => (
        <SimpleGrid key={field} cols={{ base: 1, sm: 2 }}>
          {text(`${field}_en`, true)}
          {text(`${field}_ar`, true)}
        </SimpleGrid>
      ))}
    </ResourceForm>
  );
}

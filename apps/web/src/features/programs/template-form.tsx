import { ActionIcon, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { BUILT_IN_ACTIVITIES, MATERIAL_BASES, planOccurrences, programTemplatesEndpoints, type TemplateRecord } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { useAllItems, useItemName } from '../inventories/inventories-api';
import { TEMPLATES_QUERY_KEY } from './programs-api';

interface StepDraft {
  title: string;
  title_ar: string;
  activity: string | null;
  offset_days: number | null;
  duration_days: number | null;
  repeat_every_days: number | null;
  repeat_until_offset_days: number | null;
  item_id: string | null;
  quantity: number | null;
  basis: string | null;
}
interface TemplateDraft {
  name: string;
  name_ar: string;
  crop: string;
  description: string;
  tasks: StepDraft[];
}

const emptyStep = (): StepDraft => ({ title: '', title_ar: '', activity: null, offset_days: 0, duration_days: 1, repeat_every_days: null, repeat_until_offset_days: null, item_id: null, quantity: null, basis: 'task' });
const draftFrom = (p: TemplateRecord | null): TemplateDraft => ({
  name: p?.name ?? '',
  name_ar: p?.name_ar ?? '',
  crop: p?.crop ?? '',
  description: p?.description ?? '',
  tasks: p
    ? p.tasks.map((t) => ({ ...t, title_ar: t.title_ar ?? '', item_id: t.materials[0]?.item_id ?? null, quantity: t.materials[0]?.quantity ?? null, basis: t.materials[0]?.basis ?? 'task' }))
    : [emptyStep()],
});
const bodyFrom = (d: TemplateDraft) => ({
  name: d.name,
  name_ar: d.name_ar,
  crop: d.crop,
  description: d.description,
  tasks: d.tasks.map((s) => ({
    title: s.title,
    title_ar: s.title_ar,
    activity: s.activity,
    offset_days: s.offset_days ?? undefined,
    duration_days: s.duration_days ?? undefined,
    repeat_every_days: s.repeat_every_days,
    repeat_until_offset_days: s.repeat_until_offset_days,
    materials: s.item_id ? [{ item_id: s.item_id, quantity: s.quantity ?? 0, basis: s.basis ?? 'task' }] : [],
  })),
});

/**
 * The task builder: a template's name and crop, then its tasks in order (move up or down), each with its activity, offset
 * from the activation date, duration, repeat rule and one material; the season they make from today is shown before saving.
 */
export function TemplateForm({ template, onDone }: { template: TemplateRecord | null; onDone: () => void }) {
  const format = useFormat();
  const items = useAllItems();
  const nameOf = useItemName();
  const { draft, set, errors, submit, save, formError, t } = useResourceForm({
    endpoints: programTemplatesEndpoints,
    record: template,
    initial: () => draftFrom(template),
    toBody: bodyFrom,
    queryKey: TEMPLATES_QUERY_KEY,
    ns: 'programs',
    saved: { id: 'template-saved', message: 'common:updated_successfully' },
    codeFields: { template_name_exists: 'name' },
    onDone,
  });
  const steps = draft.tasks;
  const setStep = (index: number, patch: Partial<StepDraft>) => set('tasks')(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    next.splice(index + by, 0, step!);
    set('tasks')(next);
  };
  const number = (index: number, key: 'offset_days' | 'duration_days' | 'repeat_every_days' | 'repeat_until_offset_days') => (
    <NumberInput
      label={t(`builder.${key}`)}
      value={steps[index]![key] ?? ''}
      onChange={(v) => setStep(index, { [key]: typeof v === 'number' ? v : null })}
      min={0}
      allowDecimal={false}
      error={errors[`tasks.${index}.${key}`]}
      data-testid={`template-step-${index}-${key}`}
    />
  );
  const valid = steps.filter((s) => s.offset_days !== null && (s.repeat_every_days === null) === (s.repeat_until_offset_days === null));
  const season = planOccurrences(
    valid.map((s) => ({ offset_days: s.offset_days!, duration_days: s.duration_days ?? 1, repeat_every_days: s.repeat_every_days, repeat_until_offset_days: s.repeat_until_offset_days })),
    new Date().toISOString().slice(0, 10),
  );
  const day = (iso: string) => format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

  return (
    <ResourceForm testId="template-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={template ? undefined : t('builder.add')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('builder.name')} value={draft.name} onChange={(e) => set('name')(e.currentTarget.value)} error={errors.name} required dir="auto" data-testid="template-form-name" />
        <TextInput label={t('builder.name_ar')} value={draft.name_ar} onChange={(e) => set('name_ar')(e.currentTarget.value)} error={errors.name_ar} dir="rtl" lang="ar" data-testid="template-form-name_ar" />
        <TextInput label={t('builder.crop')} value={draft.crop} onChange={(e) => set('crop')(e.currentTarget.value)} error={errors.crop} required dir="auto" data-testid="template-form-crop" />
      </SimpleGrid>
      {errors.tasks && <Text c="red" size="sm">{errors.tasks}</Text>}
      {steps.map((step, index) => (
        <Paper key={index} withBorder p="sm" radius="md" data-testid="template-step">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={600}>{t('builder.step', { n: index + 1 })}</Text>
              <Group gap={4}>
                <ActionIcon variant="subtle" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('builder.up')}>↑</ActionIcon>
                <ActionIcon variant="subtle" disabled={index === steps.length - 1} onClick={() => move(index, 1)} aria-label={t('builder.down')}>↓</ActionIcon>
                <ActionIcon variant="subtle" color="red" disabled={steps.length === 1} onClick={() => set('tasks')(steps.filter((_, i) => i !== index))} aria-label={t('builder.remove')}>×</ActionIcon>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label={t('builder.title')} value={step.title} onChange={(e) => setStep(index, { title: e.currentTarget.value })} error={errors[`tasks.${index}.title`]} required dir="auto" data-testid={`template-step-${index}-title`} />
              <TextInput label={t('builder.title_ar')} value={step.title_ar} onChange={(e) => setStep(index, { title_ar: e.currentTarget.value })} error={errors[`tasks.${index}.title_ar`]} dir="rtl" lang="ar" data-testid={`template-step-${index}-title_ar`} />
              <Select
                label={t('activity')}
                data={BUILT_IN_ACTIVITIES.map((a) => ({ value: a, label: t(`activities.${a}`) }))}
                value={step.activity}
                onChange={(v) => setStep(index, { activity: v })}
                error={errors[`tasks.${index}.activity`]}
                required
                data-testid={`template-step-${index}-activity`}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {number(index, 'offset_days')}
              {number(index, 'duration_days')}
              {number(index, 'repeat_every_days')}
              {number(index, 'repeat_until_offset_days')}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select label={t('item')} data={(items.data?.results ?? []).map((i) => ({ value: i.id, label: nameOf(i) }))} value={step.item_id} onChange={(v) => setStep(index, { item_id: v })} clearable searchable error={errors[`tasks.${index}.materials`]} data-testid={`template-step-${index}-item`} />
              <NumberInput label={t('quantity')} value={step.quantity ?? ''} onChange={(v) => setStep(index, { quantity: typeof v === 'number' ? v : null })} min={0} decimalScale={3} disabled={!step.item_id} error={errors[`tasks.${index}.materials.0.quantity`]} data-testid={`template-step-${index}-quantity`} />
              <Select label={t('builder.basis')} data={MATERIAL_BASES.map((b) => ({ value: b, label: t(`builder.bases.${b}`) }))} value={step.basis} onChange={(v) => setStep(index, { basis: v })} disabled={!step.item_id} allowDeselect={false} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      <Button variant="light" w="fit-content" onClick={() => set('tasks')([...steps, emptyStep()])} data-testid="template-add-step">{t('builder.add_step')}</Button>
      <Text size="sm" c="dimmed" data-testid="template-season">
        {season.length > 0
          ? t('builder.season', { count: season.length, from: day(season.reduce((a, o) => (o.dueDate < a ? o.dueDate : a), season[0]!.dueDate)), to: day(season.reduce((a, o) => (o.endDate > a ? o.endDate : a), season[0]!.endDate)) })
          : '—'}
      </Text>
    </ResourceForm>
  );
}

import { Fragment } from 'react';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { BUILT_IN_ACTIVITIES, MATERIAL_BASES, planOccurrences, programTemplatesEndpoints, type TemplateRecord } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';
import { dayText } from '../../app/i18n/day-text';
import { formInputs } from '../../app/ui/form-inputs';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { useAllItems, useItemName } from '../inventories/inventories-api';
import { TEMPLATES_QUERY_KEY } from './programs-api';
import { choiceOptions } from '../../app/ui/choice-options';

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

const STEP_NUMBERS = ['offset_days', 'duration_days', 'repeat_every_days', 'repeat_until_offset_days'] as const;

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

const TEMPLATE_FORM = resourceForm({ name: 'template', endpoints: programTemplatesEndpoints, queryKey: TEMPLATES_QUERY_KEY, ns: 'programs', labels: 'builder', codeFields: { template_name_exists: 'name' }, draft: draftFrom, body: bodyFrom });

/**
 * The task builder: a template's name and crop, then its tasks in order (move up or down), each with its activity, offset
 * from the activation date, duration, repeat rule and one material; the season they make from today is shown before saving.
 */
export function TemplateForm({ template, onDone }: { template: TemplateRecord | null; onDone: () => void }) {
  const format = useFormat();
  const items = useAllItems();
  const nameOf = useItemName();
  const { draft, set, errors, input, frame, t } = useRecordForm(TEMPLATE_FORM, template, onDone);
  const steps = draft.tasks;
  const setStep = (index: number, patch: Partial<StepDraft>) => set('tasks')(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [step] = next.splice(index, 1);
    next.splice(index + by, 0, step!);
    set('tasks')(next);
  };
  /** The inputs of one step, bound to it, with the server's messages of `tasks.<index>.…`. */
  const stepInputs = (index: number) => {
    const prefix = `tasks.${index}.`;
    const stepErrors = Object.fromEntries(Object.entries(errors).flatMap(([key, message]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), message]] : [])));
    return { errors: stepErrors, input: formInputs<StepDraft>({ draft: steps[index]!, set: (key) => (value) => setStep(index, { [key]: value }), errors: stepErrors, t }, { labels: 'builder', testId: `template-step-${index}` }) };
  };
  const activities = choiceOptions(t, BUILT_IN_ACTIVITIES, 'activities');
  const itemOptions = (items.data?.results ?? []).map((i) => ({ value: i.id, label: nameOf(i) }));
  const bases = choiceOptions(t, MATERIAL_BASES, 'builder.bases');
  const valid = steps.filter((s) => s.offset_days !== null && (s.repeat_every_days === null) === (s.repeat_until_offset_days === null));
  const season = planOccurrences(
    valid.map((s) => ({ offset_days: s.offset_days!, duration_days: s.duration_days ?? 1, repeat_every_days: s.repeat_every_days, repeat_until_offset_days: s.repeat_until_offset_days })),
    new Date().toISOString().slice(0, 10),
  );
  const day = (iso: string) => dayText(format, iso);

  return (
    <ResourceForm {...frame} submitLabel={template ? undefined : t('builder.add')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input.text('name', { required: true })}
        {input.text('name_ar')}
        {input.text('crop', { required: true })}
      </SimpleGrid>
      {errors.tasks && <Text c="red" size="sm">{errors.tasks}</Text>}
      {steps.map((step, index) => {
        const { input: stepInput, errors: stepErrors } = stepInputs(index);
        return (
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
                {stepInput.text('title', { required: true })}
                {stepInput.text('title_ar', { dir: 'rtl', lang: 'ar' })}
                {stepInput.select('activity', activities, { label: t('activity'), required: true })}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {STEP_NUMBERS.map((key) => (
                  <Fragment key={key}>{stepInput.number(key, { min: 0, allowDecimal: false })}</Fragment>
                ))}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {stepInput.select('item_id', itemOptions, { label: t('item'), clearable: true, searchable: true, error: stepErrors.materials, testId: `template-step-${index}-item` })}
                {stepInput.number('quantity', { label: t('quantity'), min: 0, decimalScale: 3, disabled: !step.item_id, error: stepErrors['materials.0.quantity'] })}
                {stepInput.select('basis', bases, { disabled: !step.item_id, allowDeselect: false })}
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      <Button variant="light" w="fit-content" onClick={() => set('tasks')([...steps, emptyStep()])} data-testid="template-add-step">{t('builder.add_step')}</Button>
      <Text size="sm" c="dimmed" data-testid="template-season">
        {season.length > 0
          ? t('builder.season', { count: season.length, from: day(season.reduce((a, o) => (o.dueDate < a ? o.dueDate : a), season[0]!.dueDate)), to: day(season.reduce((a, o) => (o.endDate > a ? o.endDate : a), season[0]!.endDate)) })
          : '—'}
      </Text>
    </ResourceForm>
  );
}

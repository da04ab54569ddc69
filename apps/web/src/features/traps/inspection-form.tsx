import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FORM_COUNT_UNITS, FORM_TYPES, inspectionsEndpoints, totalEvaluation, type InspectionFormRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { TRAPS_QUERY_KEY } from './traps-api';
import { choiceOptions } from '../../app/ui/choice-options';

interface LineDraft {
  item: string;
  applicable: boolean;
  achievement_pct: number | null;
  deliverable: string;
  notes: string;
}
interface FormDraft {
  form_type: string | null;
  project_id: string | null;
  region_id: string | null;
  inspected_at: string;
  team_leader: string;
  project_manager: string;
  vehicle_plate: string;
  lines: LineDraft[];
  planned: number | null;
  completed: number | null;
  count_unit: string | null;
  bag_number: string;
  notes: string;
}

/** `YYYY-MM-DDTHH:MM` of a moment in the device's time (the datetime-local input's value). */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const emptyLine = (): LineDraft => ({ item: '', applicable: true, achievement_pct: null, deliverable: '', notes: '' });

const draftFrom = (f: InspectionFormRecord | null): FormDraft => ({
  form_type: f?.form_type ?? 'project_checklist',
  project_id: f?.project_id ?? null,
  region_id: f?.region_id ?? null,
  inspected_at: localInput(f ? new Date(f.inspected_at) : new Date()),
  team_leader: f?.team_leader ?? '',
  project_manager: f?.project_manager ?? '',
  vehicle_plate: f?.vehicle_plate ?? '',
  lines: f ? f.lines.map((l) => ({ ...l, deliverable: l.deliverable ?? '', notes: l.notes ?? '' })) : [emptyLine()],
  planned: f?.planned ?? null,
  completed: f?.completed ?? null,
  count_unit: f?.count_unit ?? null,
  bag_number: f?.bag_number ?? '',
  notes: f?.notes ?? '',
});

const bodyFrom = (d: FormDraft, record: InspectionFormRecord | null) => {
  const orNull = (v: string) => (v.trim() === '' ? null : v);
  const body = {
    ...d,
    inspected_at: d.inspected_at ? new Date(d.inspected_at).toISOString() : '',
    lines: d.lines.map((l) => ({ ...l, achievement_pct: l.applicable ? l.achievement_pct : null, deliverable: orNull(l.deliverable), notes: orNull(l.notes) })),
    bag_number: orNull(d.bag_number),
    notes: orNull(d.notes),
  };
  if (!record) return body;
  // A draft keeps its project, region and type.
  const { form_type: _type, project_id: _project, region_id: _region, ...patch } = body;
  return patch;
};

const INSPECTION_FORM = resourceForm({ name: 'inspection', endpoints: inspectionsEndpoints.forms, queryKey: TRAPS_QUERY_KEY, ns: 'pests', saved: 'inspections.saved', draft: draftFrom, body: bodyFrom });

/**
 * An inspection form as a team fills it on a phone: type, project (its region, team leader, manager and plate come
 * with it), date and time, the checklist lines (applies or not, achievement, deliverable, notes) with the total
 * evaluation as they go, and for compost and pruning the planned and completed count and the bag number. Saved as a
 * draft; a submitted form shows read only.
 */
export function InspectionForm({ form, onDone }: { form: InspectionFormRecord | null; onDone: () => void }) {
  const api = useApi();
  const format = useFormat();
  const { draft, set, setDraft, errors, frame, t } = useRecordForm(INSPECTION_FORM, form, onDone);
  const projects = useQuery({
    queryKey: [...TRAPS_QUERY_KEY, 'projects'],
    queryFn: ({ signal }) => callEndpoint(api, inspectionsEndpoints.projects.list, { query: { page: 1, page_size: 100 }, signal }),
    staleTime: 60_000,
  });
  const f = (key: string) => t(`inspections.fields.${key}`);
  const submitted = form?.status === 'submitted';
  const setLine = (i: number, patch: Partial<LineDraft>) => setDraft((d) => ({ ...d, lines: d.lines.map((l, n) => (n === i ? { ...l, ...patch } : l)) }));
  const chooseProject = (id: string | null) => {
    const project = projects.data?.results.find((p) => p.id === id);
    setDraft((d) => ({
      ...d,
      project_id: id,
      region_id: project?.region_id ?? null,
      team_leader: d.team_leader || (project?.team_leader ?? ''),
      project_manager: d.project_manager || (project?.project_manager ?? ''),
      vehicle_plate: d.vehicle_plate || (project?.vehicle_plate ?? ''),
    }));
  };
  const evaluation = totalEvaluation({ lines: draft.lines, planned: draft.planned, completed: draft.completed });
  const counted = draft.form_type === 'compost' || draft.form_type === 'pruning';
  const text = (key: 'team_leader' | 'project_manager' | 'vehicle_plate' | 'bag_number') => (
    <TextInput label={f(key)} value={draft[key]} onChange={(e) => set(key)(e.currentTarget.value)} error={errors[key]} dir="auto" data-testid={`inspection-form-${key}`} />
  );

  return (
    <ResourceForm {...frame} submitLabel={submitted ? undefined : t('inspections.save_draft')}>
      {submitted && (
        <Alert color="blue" variant="light" data-testid="inspection-form-final">
          {t('inspections.final', { date: format.dateTime({ dateStyle: 'medium' }).format(new Date(form.submitted_at!)) })}
        </Alert>
      )}
      <fieldset disabled={submitted} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={f('form_type')}
              data={choiceOptions(t, FORM_TYPES, 'inspections.form_types')}
              value={draft.form_type}
              onChange={set('form_type')}
              allowDeselect={false}
              required
              disabled={Boolean(form)}
              error={errors.form_type}
              data-testid="inspection-form-form_type"
            />
            <Select
              label={f('project')}
              data={(projects.data?.results ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.region_name}` }))}
              value={draft.project_id}
              onChange={chooseProject}
              required
              searchable
              disabled={Boolean(form)}
              error={errors.project_id ?? errors.region_id}
              data-testid="inspection-form-project_id"
            />
          </SimpleGrid>
          <TextInput label={f('inspected_at')} type="datetime-local" value={draft.inspected_at} onChange={(e) => set('inspected_at')(e.currentTarget.value)} required dir="ltr" error={errors.inspected_at} data-testid="inspection-form-inspected_at" />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {text('team_leader')}
            {text('project_manager')}
            {text('vehicle_plate')}
          </SimpleGrid>
          <Text fw={600}>{f('lines')}</Text>
          {draft.lines.map((line, i) => (
            <Paper key={i} withBorder p="sm" data-testid={`inspection-line-${i}`}>
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-end">
                  <TextInput
                    label={t('inspections.line.number', { n: format.number().format(i + 1) })}
                    placeholder={t('inspections.line.item')}
                    value={line.item}
                    onChange={(e) => setLine(i, { item: e.currentTarget.value })}
                    error={errors[`lines.${i}.item`]}
                    dir="auto"
                    style={{ flex: 1 }}
                    data-testid={`inspection-line-${i}-item`}
                  />
                  <ActionIcon variant="subtle" color="red" onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((_l, n) => n !== i) }))} aria-label={t('inspections.line.remove', { n: i + 1 })} mb={4}>
                    ×
                  </ActionIcon>
                </Group>
                <Group align="flex-end" gap="md">
                  <Checkbox label={t('inspections.line.applicable')} checked={line.applicable} onChange={(e) => setLine(i, { applicable: e.currentTarget.checked })} data-testid={`inspection-line-${i}-applicable`} mb={8} />
                  <NumberInput
                    label={t('inspections.line.achievement')}
                    value={line.achievement_pct ?? ''}
                    onChange={(v) => setLine(i, { achievement_pct: typeof v === 'number' ? v : null })}
                    disabled={!line.applicable}
                    min={0}
                    max={100}
                    // A percent out of range keeps what was typed and says why, rather than changing it silently.
                    clampBehavior="none"
                    w={150}
                    inputMode="decimal"
                    error={errors[`lines.${i}.achievement_pct`]}
                    data-testid={`inspection-line-${i}-achievement`}
                  />
                </Group>
                <TextInput label={t('inspections.line.deliverable')} value={line.deliverable} onChange={(e) => setLine(i, { deliverable: e.currentTarget.value })} dir="auto" data-testid={`inspection-line-${i}-deliverable`} />
              </Stack>
            </Paper>
          ))}
          <Group justify="space-between">
            <Button variant="light" onClick={() => setDraft((d) => ({ ...d, lines: [...d.lines, emptyLine()] }))} data-testid="inspection-line-add">
              {t('inspections.line.add')}
            </Button>
            <Text fw={600} data-testid="inspection-form-evaluation">
              {t('inspections.evaluation', { value: evaluation === null ? '—' : format.number({ style: 'percent', maximumFractionDigits: 1 }).format(evaluation / 100) })}
            </Text>
          </Group>
          {counted && (
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <NumberInput label={f('planned')} value={draft.planned ?? ''} onChange={(v) => set('planned')(typeof v === 'number' ? v : null)} min={0} error={errors.planned} data-testid="inspection-form-planned" />
              <NumberInput label={f('completed')} value={draft.completed ?? ''} onChange={(v) => set('completed')(typeof v === 'number' ? v : null)} min={0} error={errors.completed} data-testid="inspection-form-completed" />
              <Select label={f('count_unit')} data={choiceOptions(t, FORM_COUNT_UNITS, 'inspections.count_units')} value={draft.count_unit} onChange={set('count_unit')} data-testid="inspection-form-count_unit" />
              {text('bag_number')}
            </SimpleGrid>
          )}
          <Textarea label={f('notes')} value={draft.notes} onChange={(e) => set('notes')(e.currentTarget.value)} dir="auto" autosize minRows={2} error={errors.notes} data-testid="inspection-form-notes" />
        </Stack>
      </fieldset>
    </ResourceForm>
  );
}

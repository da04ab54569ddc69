import { useState, type FormEvent } from 'react';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRAP_CONDITIONS, TRAP_MAX_CATCH, createTrapCatchSchema, trapsEndpoints, type TrapRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useFormat } from '../../app/i18n/format';
import { ResourceForm } from '../../app/ui/resource-form';
import { apiFieldErrors, isFieldError, isoDay, zodFieldErrors } from '../../app/ui/form-errors';
import { TRAPS_QUERY_KEY } from './traps-api';
import { choiceOptions } from '../../app/ui/choice-options';
import { useSave } from '../../app/ui/use-save';

interface VisitDraft {
  date: string;
  count: number | null;
  males: number | null;
  females: number | null;
  lure_changed: boolean;
  condition: string | null;
  notes: string;
}

const numberOrNull = (v: string | number) => (typeof v === 'number' ? v : null);

/**
 * A servicing visit of one trap, as filled on a phone: date (today by default), the catch, males and females where
 * counted apart, the lure change and the trap's condition; below it the trap's last visits. The server's refusals
 * (a count absurd for the trap type, a date outside the trap's life) show on their fields.
 */
export function TrapVisitForm({ trap, onDone }: { trap: TrapRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation('pests');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const format = useFormat();
  const [draft, setDraft] = useState<VisitDraft>({ date: isoDay(), count: null, males: null, females: null, lure_changed: false, condition: 'good', notes: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const history = useQuery({
    queryKey: [...TRAPS_QUERY_KEY, 'catches', trap.id],
    queryFn: ({ signal }) => callEndpoint(api, trapsEndpoints.catches, { params: { id: trap.id }, signal }),
  });
  /** Over the threshold, the saved visit says so with the organisation's threshold (its settings as refreshed). */
  const threshold = () => queryClient.getQueryData<{ rpw_weekly_threshold: number }>([...TRAPS_QUERY_KEY, 'settings'])?.rpw_weekly_threshold ?? 0;
  const save = useSave({
    mutationFn: (body: unknown) => callEndpoint(api, trapsEndpoints.recordCatch, { params: { id: trap.id }, body: body as never }),
    refresh: [TRAPS_QUERY_KEY, ['regions']],
    saved: (recorded) => ({ id: 'trap-visit-saved', message: recorded.trap.over_threshold ? t('visit.saved_over', { threshold: format.number().format(threshold()) }) : t('visit.saved') }),
    onSaved: () => onDone(),
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n, { visit_already_recorded: 'date' })),
  });
  const set =
    <K extends keyof VisitDraft>(key: K) =>
    (value: VisitDraft[K]) => {
      setDraft((d) => ({ ...d, [key]: value }));
      setErrors(({ [key as string]: _gone, ...rest }) => rest);
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTrapCatchSchema.safeParse({ ...draft, count: draft.count ?? undefined, notes: draft.notes || null });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    setErrors({});
    save.mutate(parsed.data);
  };
  const count = (key: 'count' | 'males' | 'females', required = false) => (
    <NumberInput
      label={t(`visit.${key}`)}
      value={draft[key] ?? ''}
      onChange={(v) => set(key)(numberOrNull(v))}
      min={0}
      allowDecimal={false}
      required={required}
      inputMode="numeric"
      error={errors[key]}
      description={key === 'count' ? t('visit.max_hint', { max: format.number().format(TRAP_MAX_CATCH[trap.trap_type]), type: t(`trap_types.${trap.trap_type}`) }) : undefined}
      data-testid={`trap-visit-${key}`}
    />
  );
  const day = format.dateTime({ dateStyle: 'medium', timeZone: 'UTC' });
  const formError = save.isError && !isFieldError(save.error, { visit_already_recorded: 'date' }) ? errorText(save.error) : null;

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        <bdi>{trap.code}</bdi> · {t(`trap_types.${trap.trap_type}`)} · {t(`targets.${trap.target_pest}`)} · <bdi>{trap.region_name}</bdi>
      </Text>
      <ResourceForm testId="trap-visit-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={t('visit.record')}>
        <TextInput label={t('visit.date')} type="date" value={draft.date} onChange={(e) => set('date')(e.currentTarget.value)} required dir="ltr" error={errors.date} data-testid="trap-visit-date" />
        {count('count', true)}
        <SimpleGrid cols={2}>
          {count('males')}
          {count('females')}
        </SimpleGrid>
        <Checkbox label={t('visit.lure_changed')} checked={draft.lure_changed} onChange={(e) => set('lure_changed')(e.currentTarget.checked)} data-testid="trap-visit-lure_changed" />
        <Select
          label={t('visit.condition')}
          data={choiceOptions(t, TRAP_CONDITIONS, 'conditions')}
          value={draft.condition}
          onChange={set('condition')}
          clearable
          error={errors.condition}
          data-testid="trap-visit-condition"
        />
        <Textarea label={t('visit.notes')} value={draft.notes} onChange={(e) => set('notes')(e.currentTarget.value)} dir="auto" autosize minRows={2} error={errors.notes} data-testid="trap-visit-notes" />
      </ResourceForm>
      {(history.data?.length ?? 0) > 0 && (
        <div>
          <Title order={3} size="h5" mb="xs">
            {t('visit.history')}
          </Title>
          <Table data-testid="trap-visit-history" striped>
            <Table.Tbody>
              {history.data!.slice(0, 6).map((visit) => (
                <Table.Tr key={visit.id}>
                  <Table.Td>{day.format(new Date(`${visit.date}T00:00:00Z`))}</Table.Td>
                  <Table.Td>{t('caught', { n: format.number().format(visit.count) })}</Table.Td>
                  <Table.Td>{visit.condition ? t(`conditions.${visit.condition}`) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}

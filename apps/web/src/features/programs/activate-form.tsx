import { useState, type FormEvent } from 'react';
import { MultiSelect, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { activateTemplateSchema, programTemplatesEndpoints, type TemplateRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useApi } from '../../app/services';
import { apiFieldErrors, zodFieldErrors } from '../../app/ui/form-errors';
import { ResourceForm } from '../../app/ui/resource-form';
import { TASKS_QUERY_KEY, TEMPLATES_QUERY_KEY, targetOf, useLocalTitle, useTaskTargets } from './programs-api';
import { useSave } from '../../app/ui/use-save';

/** Activation: a start date and the fields it targets; every task for every field in one transaction, or nothing. */
export function ActivateForm({ template, onDone }: { template: TemplateRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation('programs');
  const api = useApi();
  const errorText = useErrorText();
  const [start, setStart] = useState(() => new Date().toISOString().slice(0, 10));
  const [targets, setTargets] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = useTaskTargets();
  const title = useLocalTitle();
  const activate = useSave({
    mutationFn: (body: unknown) => callEndpoint(api, programTemplatesEndpoints.activate, { params: { id: template.id }, body } as never),
    refresh: [TEMPLATES_QUERY_KEY, TASKS_QUERY_KEY],
    saved: { id: 'program-activated', message: t('activated') },
    onSaved: () => onDone(),
    onError: (error) => setErrors(apiFieldErrors(error, t, i18n)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { start_date: start, targets: targets.map(targetOf) };
    const parsed = activateTemplateSchema.safeParse(body);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    activate.mutate(parsed.data);
  };
  return (
    <ResourceForm testId="activate-form" onSubmit={submit} onCancel={onDone} formError={activate.error ? errorText(activate.error) : null} saving={activate.isPending} submitLabel={t('activate')}>
      <Text fw={600} dir="auto">{title.template(template)}</Text>
      <TextInput type="date" label={t('start_date')} value={start} onChange={(e) => setStart(e.currentTarget.value)} error={errors.start_date} required dir="ltr" data-testid="activate-form-start" />
      <MultiSelect label={t('targets')} data={fields.data ?? []} value={targets} onChange={(v) => [setTargets(v), setErrors({})]} searchable error={errors.targets} required data-testid="activate-form-targets" />
    </ResourceForm>
  );
}

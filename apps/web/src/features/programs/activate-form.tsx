import { useState, type FormEvent } from 'react';
import { MultiSelect, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activateTemplateSchema, programTemplatesEndpoints, type TemplateRecord } from '@rayyan/contracts';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useErrorText } from '../../app/api/use-error-text';
import { useAlerts } from '../../app/alerts/use-alerts';
import { useApi } from '../../app/services';
import { apiFieldErrors, zodFieldErrors } from '../../app/ui/form-errors';
import { ResourceForm } from '../../app/ui/resource-form';
import { TASKS_QUERY_KEY, TEMPLATES_QUERY_KEY, targetOf, useLocalTitle, useTaskTargets } from './programs-api';

/** Activation: a start date and the fields it targets; every task for every field in one transaction, or nothing. */
export function ActivateForm({ template, onDone }: { template: TemplateRecord; onDone: () => void }) {
  const { t, i18n } = useTranslation('programs');
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const { add } = useAlerts();
  const [start, setStart] = useState(() => new Date().toISOString().slice(0, 10));
  const [targets, setTargets] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = useTaskTargets();
  const title = useLocalTitle();
  const activate = useMutation({
    mutationFn: (body: unknown) => callEndpoint(api, programTemplatesEndpoints.activate, { params: { id: template.id }, body } as never),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: TEMPLATES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY })]);
      add({ id: 'program-activated', message: t('activated') });
      onDone();
    },
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

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FORM_STATES, inspectionsEndpoints, type InspectionFormRecord } from '@rayyan/contracts';
import { useApi } from '../../app/services';
import { callEndpoint } from '../../app/api/endpoint-call';
import { useFormat } from '../../app/i18n/format';
import { PermissionButton } from '../../app/permissions/permission-button';
import { NameCell } from '../../app/ui/list/list-columns';
import { useSave } from '../../app/ui/use-save';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { InspectionForm } from './inspection-form';
import { TRAPS_QUERY_KEY, useTrapPlaceOptions } from './traps-api';
import { choiceOptions } from '../../app/ui/choice-options';

/** The programme's inspection forms, newest first: drafts are edited and submitted here, submitted ones read. */
export function InspectionsList() {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const api = useApi();
  const { regions } = useTrapPlaceOptions();
  const when = format.dateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const percent = format.number({ style: 'percent', maximumFractionDigits: 1 });
  const submit = useSave({
    mutationFn: (id: string) => callEndpoint(api, inspectionsEndpoints.forms.submit, { params: { id } }),
    refresh: [TRAPS_QUERY_KEY],
    saved: { id: 'inspection-submitted', message: t('inspections.submitted') },
  });
  return (
    <ResourceListPage<InspectionFormRecord>
      endpoints={inspectionsEndpoints.forms}
      queryKey={[...TRAPS_QUERY_KEY, 'inspections']}
      refreshKey={TRAPS_QUERY_KEY}
      testId="inspections"
      names={listNames(t, sectionKeys('inspections', { intro: true }))}
      exportPrefix="inspection-forms"
      filters={[
        { name: 'status', label: t('inspections.fields.status'), options: choiceOptions(t, FORM_STATES, 'inspections.statuses') },
        { name: 'region_id', label: t('inspections.fields.region'), options: regions },
      ]}
      minWidth={900}
      columns={[
        { header: t('inspections.fields.inspected_at'), style: { whiteSpace: 'nowrap' }, cell: (f) => when.format(new Date(f.inspected_at)) },
        {
          header: t('inspections.fields.project'),
          cell: (f) => <NameCell name={f.project_name} detail={`${t(`inspections.form_types.${f.form_type}`)} · ${t(`inspections.project_types.${f.project_type}`)}`} fw={600} />,
        },
        { header: t('inspections.fields.region'), cell: (f) => <bdi>{f.region_name}</bdi> },
        { header: t('inspections.fields.team_leader'), cell: (f) => <bdi>{f.team_leader ?? '—'}</bdi> },
        { header: t('inspections.fields.status'), cell: (f) => <Badge variant="light" color={f.status === 'draft' ? 'yellow' : 'green'}>{t(`inspections.statuses.${f.status}`)}</Badge> },
        { header: t('inspections.fields.total_evaluation'), cellTestId: (f) => `inspection-evaluation-${f.id}`, cell: (f) => (f.total_evaluation === null ? '—' : percent.format(f.total_evaluation / 100)) },
      ]}
      rowName={(f) => f.project_name}
      form={(f, onDone) => <InspectionForm form={f} onDone={onDone} />}
      rowActions={(f) =>
        f.status === 'draft' ? (
          <PermissionButton
            permission={inspectionsEndpoints.forms.submit.access}
            size="xs"
            variant="light"
            loading={submit.isPending && submit.variables === f.id}
            onClick={() => submit.mutate(f.id)}
            aria-label={t('inspections.submit_named', { name: f.project_name })}
            data-testid={`inspection-submit-${f.id}`}
          >
            {t('inspections.submit')}
          </PermissionButton>
        ) : null
      }
    />
  );
}

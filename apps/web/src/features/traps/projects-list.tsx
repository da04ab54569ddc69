import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROJECT_TYPES, inspectionsEndpoints, type ProjectRecord } from '@rayyan/contracts';
import { useFormat } from '../../app/i18n/format';
import { dayText } from '../../app/i18n/day-text';
import { NameCell } from '../../app/ui/list/list-columns';
import { ResourceListPage, listNames, sectionKeys } from '../../app/ui/list/resource-list-page';
import { ProjectForm } from './project-form';
import { TRAPS_QUERY_KEY, useTrapPlaceOptions } from './traps-api';
import { choiceOptions } from '../../app/ui/choice-options';

/** The RPW programme's projects by region (spec: the project types, team leader, project manager, vehicle plate), with their forms' count. */
export function ProjectsList() {
  const { t } = useTranslation('pests');
  const format = useFormat();
  const { regions } = useTrapPlaceOptions();
  const nf = format.number();
  const day = (d: string | null) => dayText(format, d);
  return (
    <ResourceListPage<ProjectRecord>
      endpoints={inspectionsEndpoints.projects}
      queryKey={[...TRAPS_QUERY_KEY, 'projects']}
      refreshKey={TRAPS_QUERY_KEY}
      testId="projects"
      names={listNames(t, sectionKeys('projects', { intro: true }))}
      rowTestKey={(p) => p.name}
      exportPrefix="rpw-projects"
      filters={[
        { name: 'region_id', label: t('inspections.fields.region'), options: regions },
        { name: 'project_type', label: t('projects.fields.type'), options: choiceOptions(t, PROJECT_TYPES, 'inspections.project_types'), testId: 'projects-filter-type' },
      ]}
      minWidth={900}
      columns={[
        {
          header: t('projects.fields.name'),
          cell: (p) => <NameCell name={p.name} detail={t(`inspections.project_types.${p.project_type}`)} fw={600} />,
        },
        { header: t('inspections.fields.region'), cell: (p) => <bdi>{p.region_name}</bdi> },
        {
          header: t('inspections.fields.team_leader'),
          cell: (p) => (
            <>
              <bdi>{p.team_leader ?? '—'}</bdi>
              <Text size="xs" c="dimmed">{t('projects.manager', { name: p.project_manager ?? '—' })}</Text>
            </>
          ),
        },
        { header: t('inspections.fields.vehicle_plate'), cell: (p) => <bdi>{p.vehicle_plate ?? '—'}</bdi> },
        { header: t('projects.fields.period'), style: { whiteSpace: 'nowrap' }, cell: (p) => `${day(p.starts_on)} – ${day(p.ends_on)}` },
        { header: t('projects.fields.forms_count'), cellTestId: (p) => `project-forms-${p.id}`, cell: (p) => nf.format(p.forms_count) },
      ]}
      rowName={(p) => p.name}
      form={(p, onDone) => <ProjectForm project={p} onDone={onDone} />}
    />
  );
}

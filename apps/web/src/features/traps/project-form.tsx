import { SimpleGrid } from '@mantine/core';
import { PROJECT_TYPES, inspectionsEndpoints, type ProjectRecord } from '@rayyan/contracts';
import { bodyOf, draftOf, nullable } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { TRAPS_QUERY_KEY, useTrapPlaceOptions } from './traps-api';

/** A new project's draft (the form's draft type). */
const blank = () => ({
  name: '',
  project_type: nullable<string>(),
  region_id: nullable<string>(),
  team_leader: '',
  project_manager: '',
  vehicle_plate: '',
  starts_on: '',
  ends_on: '',
});
type ProjectDraft = ReturnType<typeof blank>;

const draftFrom = (p: ProjectRecord | null) => draftOf(p, blank());

/** The region stays with an existing project (its forms belong to it): an edit does not send it. */
const bodyFrom = (d: ProjectDraft, project: ProjectRecord | null) => {
  const { region_id, ...body } = bodyOf(d, { unset: ['project_type', 'region_id'], blank: ['team_leader', 'project_manager', 'vehicle_plate', 'starts_on', 'ends_on'] });
  return project ? body : { ...body, region_id };
};

const PROJECT_FORM = resourceForm({ name: 'project', endpoints: inspectionsEndpoints.projects, queryKey: TRAPS_QUERY_KEY, ns: 'pests', labels: 'projects.fields', draft: draftFrom, body: bodyFrom });

/** Create or edit an RPW programme project: its type of the spec, region, team leader, project manager, vehicle plate and dates. */
export function ProjectForm({ project, onDone }: { project: ProjectRecord | null; onDone: () => void }) {
  const { input, frame, t } = useRecordForm(PROJECT_FORM, project, onDone);
  const { regions } = useTrapPlaceOptions();
  return (
    <ResourceForm {...frame} submitLabel={project ? undefined : t('projects.add')}>
      {input.text('name', { required: true })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.choice('project_type', PROJECT_TYPES, 'inspections.project_types', { label: t('projects.fields.type'), required: true, searchable: true })}
        {input.select('region_id', regions, { label: t('inspections.fields.region'), description: project ? t('projects.region_stays') : undefined, required: true, disabled: project !== null })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input.text('team_leader', { label: t('inspections.fields.team_leader') })}
        {input.text('project_manager', { label: t('inspections.fields.project_manager') })}
        {input.text('vehicle_plate', { label: t('inspections.fields.vehicle_plate') })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('starts_on', { type: 'date', dir: 'ltr' })}
        {input.text('ends_on', { type: 'date', dir: 'ltr' })}
      </SimpleGrid>
    </ResourceForm>
  );
}

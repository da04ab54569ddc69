import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { PROJECT_TYPES, inspectionsEndpoints, type ProjectRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { useResourceForm } from '../../app/ui/use-resource-form';
import { TRAPS_QUERY_KEY, useTrapPlaceOptions } from './traps-api';

interface ProjectDraft {
  name: string;
  project_type: string | null;
  region_id: string | null;
  team_leader: string;
  project_manager: string;
  vehicle_plate: string;
  starts_on: string;
  ends_on: string;
}

const draftFrom = (p: ProjectRecord | null): ProjectDraft => ({
  name: p?.name ?? '',
  project_type: p?.project_type ?? null,
  region_id: p?.region_id ?? null,
  team_leader: p?.team_leader ?? '',
  project_manager: p?.project_manager ?? '',
  vehicle_plate: p?.vehicle_plate ?? '',
  starts_on: p?.starts_on ?? '',
  ends_on: p?.ends_on ?? '',
});

/** The region stays with an existing project (its forms belong to it): an edit does not send it. */
const bodyFrom = (editing: boolean) => (d: ProjectDraft) => ({
  name: d.name,
  project_type: d.project_type ?? undefined,
  ...(editing ? {} : { region_id: d.region_id ?? undefined }),
  team_leader: d.team_leader || null,
  project_manager: d.project_manager || null,
  vehicle_plate: d.vehicle_plate || null,
  starts_on: d.starts_on || null,
  ends_on: d.ends_on || null,
});

/** Create or edit an RPW programme project: its type of the spec, region, team leader, project manager, vehicle plate and dates. */
export function ProjectForm({ project, onDone }: { project: ProjectRecord | null; onDone: () => void }) {
  const { draft, set, errors, submit, save, formError, t } = useResourceForm({
    endpoints: inspectionsEndpoints.projects,
    record: project,
    initial: () => draftFrom(project),
    toBody: bodyFrom(project !== null),
    queryKey: TRAPS_QUERY_KEY,
    ns: 'pests',
    saved: { id: 'project-saved', message: 'common:updated_successfully' },
    onDone,
  });
  const { regions } = useTrapPlaceOptions();
  const text = (key: 'name' | 'team_leader' | 'project_manager' | 'vehicle_plate' | 'starts_on' | 'ends_on', label: string, opts: { required?: boolean; date?: boolean } = {}) => (
    <TextInput
      label={label}
      value={draft[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={errors[key]}
      required={opts.required}
      type={opts.date ? 'date' : undefined}
      dir={opts.date ? 'ltr' : 'auto'}
      data-testid={`project-form-${key}`}
    />
  );
  return (
    <ResourceForm testId="project-form" onSubmit={submit} onCancel={onDone} formError={formError} saving={save.isPending} submitLabel={project ? undefined : t('projects.add')}>
      {text('name', t('projects.fields.name'), { required: true })}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('projects.fields.type')}
          data={PROJECT_TYPES.map((v) => ({ value: v, label: t(`inspections.project_types.${v}`) }))}
          value={draft.project_type}
          onChange={set('project_type')}
          required
          searchable
          error={errors.project_type}
          data-testid="project-form-project_type"
        />
        <Select
          label={t('inspections.fields.region')}
          description={project ? t('projects.region_stays') : undefined}
          data={regions}
          value={draft.region_id}
          onChange={set('region_id')}
          required
          disabled={project !== null}
          error={errors.region_id}
          data-testid="project-form-region_id"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {text('team_leader', t('inspections.fields.team_leader'))}
        {text('project_manager', t('inspections.fields.project_manager'))}
        {text('vehicle_plate', t('inspections.fields.vehicle_plate'))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('starts_on', t('projects.fields.starts_on'), { date: true })}
        {text('ends_on', t('projects.fields.ends_on'), { date: true })}
      </SimpleGrid>
    </ResourceForm>
  );
}

import { inspectionForms, rpwProjects } from '@rayyan/db';
import {
  V,
  totalEvaluation,
  type CreateInspectionForm,
  type CreateProject,
  type InspectionFormListQuery,
  type InspectionFormRecord,
  type ProjectListQuery,
  type ProjectRecord,
  type UpdateInspectionForm,
  type UpdateProject,
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { diffChanges } from '../../shared/activity-diff';
import { lockRow } from '../../shared/row-lock.repository';
import { createRecordService, type Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { FormRepository, ProjectRepository } from './inspection.repository';

type Repos<R> = { records: R; transaction: Transaction<{ records: R; activity: Pick<ActivityRepository, 'record'> }> };

/** Projects of the programme (issue #16): a project's region is the organisation's. */
export function createProjectsService(deps: Repos<ProjectRepository>) {
  return createRecordService<ProjectRecord, CreateProject, UpdateProject, ProjectListQuery, ProjectRepository>(
    { ...deps, entity: 'rpw_project', table: rpwProjects },
    {
      checkWrite: async (orgId, project, repo) => {
        if (!(await repo.regionExists(orgId, project.region_id))) throw new AppError('validation_failed', 400, { region_id: V.invalid_choice });
      },
    },
  );
}

/** The form's project is the organisation's and lies in the form's region. */
export function checkFormProject(projectRegion: string | undefined, regionId: string): void {
  if (projectRegion === undefined) throw new AppError('validation_failed', 400, { project_id: V.invalid_choice });
  if (projectRegion !== regionId) throw new AppError('validation_failed', 400, { region_id: V.project_other_region });
}

const draftOnly = (form: InspectionFormRecord) => {
  if (form.status !== 'draft') throw new AppError('validation_failed', 400, { status: V.form_submitted });
};

/**
 * Inspection forms (issue #16): saved as drafts (form and lines in one transaction, the total evaluation computed from
 * the lines), changed while drafts, then submitted once; a submitted form is no longer changed or deleted.
 */
export function createFormsService(deps: Repos<FormRepository> & { now: () => Date }) {
  const { transaction, now } = deps;
  const crud = createRecordService<InspectionFormRecord, CreateInspectionForm, UpdateInspectionForm, InspectionFormListQuery, FormRepository>(
    { records: deps.records, transaction: transaction as never, entity: 'inspection_form', table: inspectionForms },
    { checkDelete: async (_orgId, form) => draftOnly(form) },
  );
  const change = (actor: Actor, id: string, work: (before: InspectionFormRecord, repo: FormRepository) => Promise<void>) =>
    transaction(async ({ records, activity }, tx) => {
      await lockRow(tx, inspectionForms, actor.orgId, id);
      const before = await records.getById(actor.orgId, id);
      if (!before) throw new AppError('not_found', 404);
      draftOnly(before);
      await work(before, records);
      const after = (await records.getById(actor.orgId, id))!;
      await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'inspection_form', entityId: id, changes: diffChanges(before, after) });
      return after;
    });
  return {
    list: crud.list,
    exportRows: crud.exportRows,
    get: crud.get,
    delete: crud.delete,
    create: (actor: Actor, input: CreateInspectionForm): Promise<InspectionFormRecord> =>
      transaction(async ({ records, activity }) => {
        checkFormProject(await records.projectRegion(actor.orgId, input.project_id), input.region_id);
        const created = await records.create(actor.orgId, { ...input, total_evaluation: totalEvaluation(input) });
        await records.replaceLines(actor.orgId, created.id, input.lines);
        const form = (await records.getById(actor.orgId, created.id))!;
        await activity.record(actor.orgId, { userId: actor.userId, action: 'create', entity: 'inspection_form', entityId: form.id, changes: diffChanges(null, form) });
        return form;
      }),
    update: (actor: Actor, id: string, patch: UpdateInspectionForm) =>
      change(actor, id, async (before, repo) => {
        const lines = patch.lines ?? before.lines.map((l) => ({ ...l, achievement_pct: l.achievement_pct }));
        const merged = { lines, planned: patch.planned !== undefined ? patch.planned : before.planned, completed: patch.completed !== undefined ? patch.completed : before.completed };
        const { lines: _lines, ...fields } = patch;
        await repo.update(actor.orgId, id, { ...fields, total_evaluation: totalEvaluation(merged) });
        if (patch.lines) await repo.replaceLines(actor.orgId, id, patch.lines);
      }),
    /** Submits a draft: it is final from then on. */
    submit: (actor: Actor, id: string) =>
      change(actor, id, async (_before, repo) => {
        await repo.update(actor.orgId, id, { status: 'submitted', submitted_at: now(), submitted_by: actor.userId });
      }),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
export type FormsService = ReturnType<typeof createFormsService>;

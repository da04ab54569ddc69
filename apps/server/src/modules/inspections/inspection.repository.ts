import { and, eq, sql } from 'drizzle-orm';
import { inspectionForms, inspectionLines, regions, rpwProjects, type Db } from '@rayyan/db';
import type {
  ChecklistLine,
  CreateInspectionForm,
  CreateProject,
  InspectionFormListQuery,
  InspectionFormRecord,
  ProjectListQuery,
  ProjectRecord,
  UpdateInspectionForm,
  UpdateProject,
} from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';
import { replaceChildRows } from '../../shared/child-rows.repository';

export type ProjectRepository = OrgScopedRepository<ProjectRecord, CreateProject, UpdateProject, ProjectListQuery> & {
  regionExists(orgId: string, regionId: string): Promise<boolean>;
};

/** The programme's projects with their region's name and forms count; by name. */
export function createProjectRepository(db: Db): ProjectRepository {
  const base = orgResourceRepository<typeof rpwProjects, ProjectRecord, CreateProject, UpdateProject, ProjectListQuery>(db, {
    table: rpwProjects,
    search: [rpwProjects.name, rpwProjects.teamLeader, rpwProjects.projectManager, rpwProjects.vehiclePlate],
    equals: { region_id: rpwProjects.regionId, project_type: rpwProjects.projectType },
    orderBy: [rpwProjects.name],
    computed: {
      regionName: sql<string>`(SELECT r.name FROM regions r WHERE r.id = "rpw_projects"."region_id")`,
      formsCount: sql<number>`(SELECT count(*)::int FROM inspection_forms f WHERE f.project_id = "rpw_projects"."id")`,
    },
  });
  return {
    ...base,
    async regionExists(orgId, regionId) {
      const [row] = await db.select({ id: regions.id }).from(regions).where(and(eq(regions.orgId, orgId), eq(regions.id, regionId)));
      return Boolean(row);
    },
  };
}

export type FormRepository = OrgScopedRepository<InspectionFormRecord, CreateInspectionForm & { total_evaluation: number | null }, UpdateInspectionForm & Record<string, unknown>, InspectionFormListQuery> & {
  projectRegion(orgId: string, projectId: string): Promise<string | undefined>;
  replaceLines(orgId: string, formId: string, lines: ChecklistLine[]): Promise<void>;
};

/** Inspection forms with their project, region and checklist lines (one statement per list page); newest first. */
export function createFormRepository(db: Db): FormRepository {
  const base = orgResourceRepository<typeof inspectionForms, InspectionFormRecord, CreateInspectionForm & { total_evaluation: number | null }, UpdateInspectionForm & Record<string, unknown>, InspectionFormListQuery>(db, {
    table: inspectionForms,
    search: [inspectionForms.teamLeader, inspectionForms.vehiclePlate, inspectionForms.bagNumber, inspectionForms.notes],
    equals: { project_id: inspectionForms.projectId, region_id: inspectionForms.regionId, status: inspectionForms.status },
    // Newest first: the kit orders ascending, so by the negated time.
    orderBy: [sql`(-extract(epoch from ${inspectionForms.inspectedAt}))` as never],
    // The contract's time is ISO text; the column takes a Date.
    prepare: (input) => (typeof input.inspected_at === 'string' ? { ...input, inspected_at: new Date(input.inspected_at) as never } : input),
    computed: {
      projectName: sql<string>`(SELECT p.name FROM rpw_projects p WHERE p.id = "inspection_forms"."project_id")`,
      projectType: sql<string>`(SELECT p.project_type FROM rpw_projects p WHERE p.id = "inspection_forms"."project_id")`,
      regionName: sql<string>`(SELECT r.name FROM regions r WHERE r.id = "inspection_forms"."region_id")`,
      lines: sql<unknown>`(SELECT coalesce(json_agg(json_build_object('item', l.item, 'applicable', l.applicable, 'achievement_pct', l.achievement_pct, 'deliverable', l.deliverable, 'notes', l.notes) ORDER BY l.position), '[]'::json) FROM inspection_lines l WHERE l.form_id = "inspection_forms"."id")`,
    },
  });
  return {
    ...base,
    async projectRegion(orgId, projectId) {
      const [row] = await db.select({ regionId: rpwProjects.regionId }).from(rpwProjects).where(and(eq(rpwProjects.orgId, orgId), eq(rpwProjects.id, projectId)));
      return row?.regionId;
    },
    async replaceLines(orgId, formId, lines) {
      const rows = lines.map((line, position) => ({
        orgId,
        formId,
        position,
        item: line.item,
        applicable: line.applicable,
        achievementPct: line.applicable ? (line.achievement_pct ?? null) : null,
        deliverable: line.deliverable ?? null,
        notes: line.notes ?? null,
      }));
      await replaceChildRows(db, inspectionLines, inspectionLines.formId, orgId, formId, rows);
    },
  };
}

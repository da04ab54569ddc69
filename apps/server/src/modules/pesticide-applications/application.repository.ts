import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import { cropFields, pesticideApplications, pesticides, tasks, treeFields, users, type Db } from '@rayyan/db';
import type { CreatePesticideApplication, PesticideApplicationListQuery, PesticideApplicationRecord, UpdatePesticideApplication } from '@rayyan/contracts';
import { orgResourceRepository, snakeRecord } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

type Row = typeof pesticideApplications.$inferSelect & { pesticideName: string; fieldName: string; phiUntil: Date | string; reiUntil: Date | string; harvestInPhi: boolean; tasksInRei: number };

export interface ApplicationRepository extends OrgScopedRepository<PesticideApplicationRecord, CreatePesticideApplication, UpdatePesticideApplication, PesticideApplicationListQuery> {
  /** Whether the organisation has this pesticide in its registry. */
  pesticideExists(orgId: string, id: string): Promise<boolean>;
  /** The farm of the organisation's crop or tree field (undefined: no such field). */
  farmOfField(orgId: string, kind: 'crop' | 'tree', id: string): Promise<string | undefined>;
  /** Whether the organisation has this task on this field. */
  taskOnField(orgId: string, taskId: string, fieldId: string): Promise<boolean>;
  userExists(orgId: string, id: string): Promise<boolean>;
}

const t = sql.raw('"pesticide_applications"');
/**
 * Beside each row: the product's and field's names, the ends of the pre-harvest (PHI days) and re-entry (REI hours)
 * intervals, whether a harvest of the field falls on a day from the application to the end of the PHI, and how
 * many tasks of the field (not cancelled) are scheduled from the application's day to the end of the REI.
 */
const computed = {
  pesticideName: sql<string>`(SELECT p.trade_name FROM pesticides p WHERE p.id = ${t}."pesticide_id")`,
  fieldName: sql<string>`coalesce((SELECT c.name FROM crop_fields c WHERE c.id = ${t}."crop_field_id"), (SELECT f.name FROM tree_fields f WHERE f.id = ${t}."tree_field_id"))`,
  phiUntil: sql<string>`(SELECT ${t}."applied_at" + make_interval(days => p.pre_harvest_interval_days) FROM pesticides p WHERE p.id = ${t}."pesticide_id")`,
  reiUntil: sql<string>`(SELECT ${t}."applied_at" + make_interval(hours => p.re_entry_interval_hours) FROM pesticides p WHERE p.id = ${t}."pesticide_id")`,
  harvestInPhi: sql<boolean>`EXISTS (SELECT 1 FROM harvests h, pesticides p WHERE p.id = ${t}."pesticide_id" AND h.org_id = ${t}."org_id" AND h.field_id = ${t}."field_id" AND h.harvest_date >= (${t}."applied_at" AT TIME ZONE 'UTC')::date AND h.harvest_date < ((${t}."applied_at" + make_interval(days => p.pre_harvest_interval_days)) AT TIME ZONE 'UTC'))`,
  tasksInRei: sql<number>`(SELECT count(*)::int FROM tasks k, pesticides p WHERE p.id = ${t}."pesticide_id" AND k.org_id = ${t}."org_id" AND k.target_id = ${t}."field_id" AND k.status <> 'cancelled' AND (k.id IS DISTINCT FROM ${t}."task_id") AND k.end_date >= (${t}."applied_at" AT TIME ZONE 'UTC')::date AND k.due_date < ((${t}."applied_at" + make_interval(hours => p.re_entry_interval_hours)) AT TIME ZONE 'UTC'))`,
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toRecord = (row: Row): PesticideApplicationRecord => {
  const { cropFieldId: _crop, treeFieldId: _tree, phiUntil, reiUntil, ...rest } = row;
  return { ...snakeRecord<Omit<PesticideApplicationRecord, 'phi_until' | 'rei_until'>>(rest), phi_until: iso(phiUntil), rei_until: iso(reiUntil) };
};

/** The field columns of a write: the kind and id the API sends become the crop or tree field's column. */
const prepare = <T extends Partial<CreatePesticideApplication>>(input: T) => {
  if (!('field_id' in input) && !('field_kind' in input)) return input;
  const id = input.field_id ?? null;
  return { ...input, crop_field_id: input.field_kind === 'crop' ? id : null, tree_field_id: input.field_kind === 'tree' ? id : null };
};

/** The organisation's pesticide applications, newest first, with their interval flags. */
export function createApplicationRepository(db: Db): ApplicationRepository {
  const a = pesticideApplications;
  const base = orgResourceRepository<typeof pesticideApplications, PesticideApplicationRecord, CreatePesticideApplication, UpdatePesticideApplication, PesticideApplicationListQuery>(db, {
    table: a,
    search: [a.operatorName, a.notes],
    equals: { pesticide_id: a.pesticideId },
    filters: (query) => [
      query.field_id ? or(eq(a.cropFieldId, query.field_id), eq(a.treeFieldId, query.field_id)) : undefined,
      query.from ? gte(a.appliedAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
      query.to ? lt(a.appliedAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)) : undefined,
    ],
    orderBy: [a.appliedAt],
    descending: true,
    computed,
    toRecord: (row) => toRecord(row as Row),
    prepare: (input) => {
      const prepared = prepare(input) as Record<string, unknown>;
      if (typeof prepared.applied_at === 'string') prepared.applied_at = new Date(prepared.applied_at);
      return prepared as Partial<CreatePesticideApplication>;
    },
  });
  const one = async (query: Promise<unknown[]>) => (await query).length > 0;
  return {
    ...base,
    pesticideExists: (orgId, id) => one(db.select({ id: pesticides.id }).from(pesticides).where(and(eq(pesticides.orgId, orgId), eq(pesticides.id, id))).limit(1)),
    async farmOfField(orgId, kind, id) {
      const table = kind === 'crop' ? cropFields : treeFields;
      const [row] = await db.select({ farmId: table.farmId }).from(table).where(and(eq(table.orgId, orgId), eq(table.id, id))).limit(1);
      return row?.farmId;
    },
    taskOnField: (orgId, taskId, fieldId) => one(db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.orgId, orgId), eq(tasks.id, taskId), eq(tasks.targetId, fieldId))).limit(1)),
    userExists: (orgId, id) => one(db.select({ id: users.id }).from(users).where(and(eq(users.orgId, orgId), eq(users.id, id))).limit(1)),
  };
}

import { and, asc, count, eq, getTableColumns, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { labors, type Db, type Labor } from '@rayyan/db';
import type { CreateLabor, LaborRecord, UpdateLabor } from '@rayyan/contracts';
import { totalRows } from '../../shared/page-total.repository';
import { containsPattern, pageFromRows, pageWindow } from '../../shared/pagination';
import type { OrgScopedRepository } from '../../shared/record-service';
import { iso } from '../../shared/unit-of-work';

export interface LaborQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
  salary_period?: LaborRecord['salary_period'] | undefined;
  status?: 'active' | 'left' | undefined;
}

export type LaborRepository = OrgScopedRepository<LaborRecord, CreateLabor, UpdateLabor, LaborQuery>;

const toRecord = (row: Labor): LaborRecord => ({
  id: row.id,
  org_id: row.orgId,
  code: row.code,
  name: row.name,
  phone: row.phone,
  national_id: row.nationalId,
  nationality: row.nationality,
  salary: row.salary,
  salary_period: row.salaryPeriod,
  currency: row.currency,
  join_date: row.joinDate,
  leave_date: row.leaveDate,
  leaving_reason: row.leavingReason,
  notes: row.notes,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** API fields to columns; only the fields present in `input` are written. */
function toColumns(input: UpdateLabor) {
  const columns: Partial<typeof labors.$inferInsert> = {};
  if (input.code !== undefined) columns.code = input.code;
  if (input.name !== undefined) columns.name = input.name;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.national_id !== undefined) columns.nationalId = input.national_id;
  if (input.nationality !== undefined) columns.nationality = input.nationality;
  if (input.salary !== undefined) columns.salary = input.salary;
  if (input.salary_period !== undefined) columns.salaryPeriod = input.salary_period;
  if (input.currency !== undefined) columns.currency = input.currency;
  if (input.join_date !== undefined) columns.joinDate = input.join_date;
  if (input.leave_date !== undefined) columns.leaveDate = input.leave_date;
  if (input.leaving_reason !== undefined) columns.leavingReason = input.leaving_reason;
  if (input.notes !== undefined) columns.notes = input.notes;
  return columns;
}

/** Labors of one organisation. */
export function createLaborRepository(db: Db): LaborRepository {
  return {
    async list(orgId, query, options = {}) {
      const conditions: (SQL | undefined)[] = [eq(labors.orgId, orgId)];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(labors.name, pattern), ilike(labors.code, pattern), ilike(labors.phone, pattern), ilike(labors.nationalId, pattern)));
      }
      if (query.salary_period) conditions.push(eq(labors.salaryPeriod, query.salary_period));
      if (query.status === 'active') conditions.push(isNull(labors.leaveDate));
      if (query.status === 'left') conditions.push(isNotNull(labors.leaveDate));
      const where = and(...conditions);
      const ordered = db.select({ ...getTableColumns(labors), total: totalRows }).from(labors).where(where).orderBy(asc(labors.name), asc(labors.id));
      const { offset, limit } = pageWindow(query);
      const rows = options.all ? await ordered : await ordered.offset(offset).limit(limit);
      return pageFromRows(query, rows, toRecord, async () => (await db.select({ n: count() }).from(labors).where(where))[0]?.n ?? 0);
    },
    async getById(orgId, id) {
      const [row] = await db.select().from(labors).where(and(eq(labors.orgId, orgId), eq(labors.id, id))).limit(1);
      return row && toRecord(row);
    },
    async create(orgId, input) {
      const [row] = await db
        .insert(labors)
        .values({ ...(toColumns(input) as typeof labors.$inferInsert), orgId })
        .returning();
      return toRecord(row!);
    },
    async update(orgId, id, patch) {
      const columns = toColumns(patch);
      const [row] = await db
        .update(labors)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(labors.orgId, orgId), eq(labors.id, id)))
        .returning();
      return row && toRecord(row);
    },
    async delete(orgId, id) {
      const deleted = await db
        .delete(labors)
        .where(and(eq(labors.orgId, orgId), eq(labors.id, id)))
        .returning({ id: labors.id });
      return deleted.length > 0;
    },
  };
}

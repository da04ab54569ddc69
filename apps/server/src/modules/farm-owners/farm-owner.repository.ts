import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { farmOwners, type Db, type FarmOwner } from '@rayyan/db';
import type { CreateFarmOwner, FarmOwnerRecord, UpdateFarmOwner } from '@rayyan/contracts';
import { containsPattern, pageWindow } from '../../shared/pagination';
import type { OrgScopedRepository } from '../../shared/record-service';
import { iso } from '../../shared/unit-of-work';

export interface FarmOwnerQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
}

export type FarmOwnerRepository = OrgScopedRepository<FarmOwnerRecord, CreateFarmOwner, UpdateFarmOwner, FarmOwnerQuery>;

const toRecord = (row: FarmOwner): FarmOwnerRecord => ({
  id: row.id,
  org_id: row.orgId,
  name: row.name,
  contact: row.contact,
  phone: row.phone,
  email: row.email,
  center_lat: row.centerLat,
  center_lng: row.centerLng,
  gmt_offset: row.gmtOffset,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

function toColumns(input: UpdateFarmOwner) {
  const columns: Partial<typeof farmOwners.$inferInsert> = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.contact !== undefined) columns.contact = input.contact;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.email !== undefined) columns.email = input.email?.toLowerCase() ?? null;
  if (input.center_lat !== undefined) columns.centerLat = input.center_lat;
  if (input.center_lng !== undefined) columns.centerLng = input.center_lng;
  if (input.gmt_offset !== undefined) columns.gmtOffset = input.gmt_offset;
  return columns;
}

/** Farm owners of one organisation. */
export function createFarmOwnerRepository(db: Db): FarmOwnerRepository {
  return {
    async list(orgId, query, options = {}) {
      const conditions: (SQL | undefined)[] = [eq(farmOwners.orgId, orgId)];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(farmOwners.name, pattern), ilike(farmOwners.contact, pattern), ilike(farmOwners.phone, pattern), ilike(farmOwners.email, pattern)));
      }
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(farmOwners).where(where);
      const ordered = db.select().from(farmOwners).where(where).orderBy(asc(farmOwners.name), asc(farmOwners.id));
      const { offset, limit } = pageWindow(query);
      const rows = options.all ? await ordered : await ordered.offset(offset).limit(limit);
      return { count: total?.n ?? 0, page: query.page, page_size: query.page_size, results: rows.map(toRecord) };
    },
    async getById(orgId, id) {
      const [row] = await db.select().from(farmOwners).where(and(eq(farmOwners.orgId, orgId), eq(farmOwners.id, id))).limit(1);
      return row && toRecord(row);
    },
    async create(orgId, input) {
      const [row] = await db
        .insert(farmOwners)
        .values({ ...(toColumns(input) as typeof farmOwners.$inferInsert), orgId })
        .returning();
      return toRecord(row!);
    },
    async update(orgId, id, patch) {
      const [row] = await db
        .update(farmOwners)
        .set({ ...toColumns(patch), updatedAt: new Date() })
        .where(and(eq(farmOwners.orgId, orgId), eq(farmOwners.id, id)))
        .returning();
      return row && toRecord(row);
    },
    async delete(orgId, id) {
      const deleted = await db
        .delete(farmOwners)
        .where(and(eq(farmOwners.orgId, orgId), eq(farmOwners.id, id)))
        .returning({ id: farmOwners.id });
      return deleted.length > 0;
    },
  };
}

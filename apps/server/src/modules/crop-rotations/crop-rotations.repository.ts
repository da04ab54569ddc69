import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { cropFields, cropRotations, type Db } from '@rayyan/db';
import type { CropRotationRecord } from '@rayyan/contracts';
import { dateText, isoText } from '../geography/geography.sql';

/** Columns of a rotation as written by the service. */
export type RotationWrite = Partial<Omit<typeof cropRotations.$inferInsert, 'id' | 'orgId' | 'createdAt'>>;

const selection = { ...getTableColumns(cropRotations), fieldCode: cropFields.code };
type Row = typeof cropRotations.$inferSelect & { fieldCode: string };

const toRecord = (row: Row): CropRotationRecord => ({
  id: row.id,
  org_id: row.orgId,
  crop_field_id: row.cropFieldId,
  crop_field_code: row.fieldCode,
  crop: row.crop,
  variety: row.variety,
  plantation_type: row.plantationType,
  planting_date: dateText(row.plantingDate)!,
  status: row.status,
  ended_at: row.endedAt ? isoText(row.endedAt) : null,
  notes: row.notes,
  created_at: isoText(row.createdAt),
  updated_at: isoText(row.updatedAt),
});

/** Organisation-scoped reads and writes of crop rotations; every query filters by org_id. */
export function createCropRotationRepository(db: Db) {
  const select = () => db.select(selection).from(cropRotations).innerJoin(cropFields, eq(cropFields.id, cropRotations.cropFieldId));
  const many = async (orgId: string, ids: string[]) =>
    ids.length ? (await select().where(and(eq(cropRotations.orgId, orgId), inArray(cropRotations.id, ids)))).map(toRecord) : [];
  return {
    /** Rotations of one field, newest planting first. */
    async listByField(orgId: string, fieldId: string): Promise<CropRotationRecord[]> {
      const rows = await select()
        .where(and(eq(cropRotations.orgId, orgId), eq(cropRotations.cropFieldId, fieldId)))
        .orderBy(desc(cropRotations.plantingDate), desc(cropRotations.createdAt), asc(cropRotations.id));
      return rows.map(toRecord);
    },
    /** Every rotation of the organisation (or of one field), by field code then planting date. */
    async listAll(orgId: string, fieldId?: string): Promise<CropRotationRecord[]> {
      const where = fieldId ? and(eq(cropRotations.orgId, orgId), eq(cropRotations.cropFieldId, fieldId)) : eq(cropRotations.orgId, orgId);
      return (await select().where(where).orderBy(asc(cropFields.code), asc(cropRotations.plantingDate), asc(cropRotations.id))).map(toRecord);
    },
    async getById(orgId: string, id: string): Promise<CropRotationRecord | undefined> {
      return (await many(orgId, [id]))[0];
    },
    getMany: many,
    async insertMany(orgId: string, values: (RotationWrite & Pick<typeof cropRotations.$inferInsert, 'cropFieldId' | 'crop' | 'plantationType' | 'plantingDate'>)[]) {
      if (!values.length) return [];
      const ids: string[] = [];
      // Chunks keep each statement's parameter count well under PostgreSQL's limit.
      for (let i = 0; i < values.length; i += 200) {
        const rows = await db
          .insert(cropRotations)
          .values(values.slice(i, i + 200).map((v) => ({ ...v, orgId })))
          .returning({ id: cropRotations.id });
        ids.push(...rows.map((r) => r.id));
      }
      const byId = new Map((await many(orgId, ids)).map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)!);
    },
    async update(orgId: string, id: string, values: RotationWrite): Promise<CropRotationRecord | undefined> {
      const rows = await db
        .update(cropRotations)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(cropRotations.orgId, orgId), eq(cropRotations.id, id)))
        .returning({ id: cropRotations.id });
      return rows.length ? (await many(orgId, [id]))[0] : undefined;
    },
    async delete(orgId: string, id: string): Promise<boolean> {
      return (await db.delete(cropRotations).where(and(eq(cropRotations.orgId, orgId), eq(cropRotations.id, id))).returning({ id: cropRotations.id })).length > 0;
    },
    /** The caller's crop fields among `ids`. */
    async fieldIds(orgId: string, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db.select({ id: cropFields.id }).from(cropFields).where(and(eq(cropFields.orgId, orgId), inArray(cropFields.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    /** Code → id of the caller's crop fields among `codes` (another organisation's code is unknown). */
    async fieldsByCode(orgId: string, codes: string[]): Promise<Map<string, string>> {
      if (!codes.length) return new Map();
      const rows = await db.select({ id: cropFields.id, code: cropFields.code }).from(cropFields).where(and(eq(cropFields.orgId, orgId), inArray(cropFields.code, codes)));
      return new Map(rows.map((r) => [r.code, r.id]));
    },
    async fieldCodes(orgId: string): Promise<string[]> {
      return (await db.select({ code: cropFields.code }).from(cropFields).where(eq(cropFields.orgId, orgId)).orderBy(asc(cropFields.code))).map((r) => r.code);
    },
  };
}
export type CropRotationRepository = ReturnType<typeof createCropRotationRepository>;

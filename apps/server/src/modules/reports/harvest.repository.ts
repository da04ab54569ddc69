import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { cropFields, harvests, treeFields, trees, type Db } from '@rayyan/db';
import type { CreateHarvest, HarvestListQuery, HarvestRecord, UpdateHarvest } from '@rayyan/contracts';
import { orgResourceRepository } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';

export type HarvestRepository = OrgScopedRepository<HarvestRecord, CreateHarvest, UpdateHarvest, HarvestListQuery> & {
  /** The field of the organisation a harvest names, with the planting date it may not precede; undefined when not the organisation's. */
  fieldPlanting(orgId: string, kind: 'crop' | 'tree', fieldId: string): Promise<{ plantingDate: string | null } | undefined>;
  /** A tree of the organisation on the field, with its plantation date; undefined when not found there. */
  treePlanting(orgId: string, fieldId: string, treeId: string): Promise<{ plantingDate: string | null } | undefined>;
};

/** Harvests of one organisation, newest first; the field's kind decides which of the two field columns is written. */
export function createHarvestRepository(db: Db): HarvestRepository {
  const base = orgResourceRepository<typeof harvests, HarvestRecord, CreateHarvest, UpdateHarvest, HarvestListQuery>(db, {
    table: harvests,
    search: [harvests.buyer, harvests.supplier, harvests.notes],
    equals: { field_id: harvests.fieldId, grade: harvests.grade },
    filters: (query) => [
      query.from ? gte(harvests.harvestDate, query.from) : undefined,
      query.to ? lte(harvests.harvestDate, query.to) : undefined,
    ],
    orderBy: [harvests.harvestDate],
    descending: true,
    prepare: (input) =>
      input.field_kind && input.field_id
        ? ({ ...input, crop_field_id: input.field_kind === 'crop' ? input.field_id : null, tree_field_id: input.field_kind === 'tree' ? input.field_id : null } as Partial<CreateHarvest>)
        : input,
    toRecord: (row) => ({
      id: row.id,
      field_kind: row.fieldKind,
      field_id: row.fieldId,
      tree_row: row.treeRow,
      tree_id: row.treeId,
      harvest_date: row.harvestDate,
      quantity_kg: row.quantityKg,
      grade: row.grade,
      buyer: row.buyer,
      supplier: row.supplier,
      notes: row.notes,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }),
  });
  return {
    ...base,
    async fieldPlanting(orgId, kind, fieldId) {
      if (kind === 'crop') {
        const [row] = await db
          .select({ plantingDate: sql<string | null>`${cropFields.plantingDate}::text` })
          .from(cropFields)
          .where(and(eq(cropFields.orgId, orgId), eq(cropFields.id, fieldId)));
        return row;
      }
      const [row] = await db.select({ plantingDate: sql<string | null>`NULL::text` }).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.id, fieldId)));
      return row;
    },
    async treePlanting(orgId, fieldId, treeId) {
      const [row] = await db
        .select({ plantingDate: sql<string | null>`${trees.plantationDate}::text` })
        .from(trees)
        .where(and(eq(trees.orgId, orgId), eq(trees.fieldId, fieldId), eq(trees.id, treeId)));
      return row;
    },
  };
}

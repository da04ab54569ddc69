import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { HARVEST_FIELD_KINDS, HARVEST_GRADES, type HarvestGrade } from '@rayyan/contracts';
import { tenantKeys } from './core.schema';
import { eitherField } from './geography.schema';
import { enumChecks, optionalRef, timestamps } from './schema-columns';
import { trees } from './trees.schema';

/**
 * Harvests (issue #17): what a crop field, or a tree field's row or tree, yielded on a day, its grade and who
 * bought or supplied it. `field_id` repeats the crop or tree field's id (exactly one of the two foreign keys),
 * so the yield report sums a farm's harvests by field without knowing the kind.
 */
export const harvests = pgTable(
  'harvests',
  {
    ...tenantKeys(),
    fieldKind: text('field_kind').$type<(typeof HARVEST_FIELD_KINDS)[number]>().notNull(),
    fieldId: uuid('field_id').notNull(),
    ...eitherField('cascade'),
    treeRow: integer('tree_row'),
    treeId: optionalRef('tree_id', () => trees.id, 'set null'),
    harvestDate: date('harvest_date', { mode: 'string' }).notNull(),
    quantityKg: doublePrecision('quantity_kg').notNull(),
    grade: text('grade').$type<HarvestGrade>().notNull(),
    buyer: text('buyer'),
    supplier: text('supplier'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    index('harvests_org_id_idx').on(t.orgId),
    index('harvests_field_id_date_idx').on(t.fieldId, t.harvestDate),
    ...enumChecks(t, { fieldKind: HARVEST_FIELD_KINDS, grade: HARVEST_GRADES }),
    check('harvests_quantity_check', sql`${t.quantityKg} > 0`),
    check(
      'harvests_field_check',
      sql`${t.fieldId} = coalesce(${t.cropFieldId}, ${t.treeFieldId}) AND num_nonnulls(${t.cropFieldId}, ${t.treeFieldId}) = 1 AND (${t.fieldKind} = 'crop') = (${t.cropFieldId} IS NOT NULL)`,
    ),
  ],
);

export type Harvest = typeof harvests.$inferSelect;

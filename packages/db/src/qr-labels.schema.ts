import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { QR_EXPORT_STATES, type QrLabelSize } from '@rayyan/contracts';
import { tenantKeys, users } from './core.schema';
import { farms, treeFields } from './geography.schema';
import { enumCheck, optionalRef, timestamps } from './schema-columns';

/**
 * QR label exports of trees (issue #12): what was asked for (a farm, a field and some of its rows, or a list of
 * codes), how far the print job is, and where its PDF is stored (the storage port's key). A deleted field or farm
 * leaves the export and its file, with the target cleared.
 */
export const qrExports = pgTable(
  'qr_exports',
  {
    ...tenantKeys(),
    createdBy: optionalRef('created_by', () => users.id, 'set null'),
    labelSize: text('label_size').$type<QrLabelSize>().notNull(),
    farmId: optionalRef('farm_id', () => farms.id, 'set null'),
    fieldId: optionalRef('field_id', () => treeFields.id, 'set null'),
    fromRow: integer('from_row'),
    toRow: integer('to_row'),
    treeCodes: text('tree_codes').array().notNull().default(sql`'{}'::text[]`),
    labelCount: integer('label_count').notNull().default(0),
    state: text('state').$type<(typeof QR_EXPORT_STATES)[number]>().notNull().default('queued'),
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('qr_exports_org_created_idx').on(t.orgId, t.createdAt),
    enumCheck(t.state, QR_EXPORT_STATES),
    check('qr_exports_rows_check', sql`${t.fromRow} IS NULL OR ${t.toRow} IS NULL OR ${t.fromRow} <= ${t.toRow}`),
    check('qr_exports_label_count_check', sql`${t.labelCount} >= 0`),
  ],
);
export type QrExportRow = typeof qrExports.$inferSelect;

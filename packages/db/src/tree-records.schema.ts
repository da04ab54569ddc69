import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TREE_RECORD_KINDS, TREE_RECORD_STATES, type TreeRecordChanges } from '@rayyan/contracts';
import { tenantKeys, users } from './core.schema';
import { enumChecks, optionalRef, parentRef, timestamps } from './schema-columns';
import { trees } from './trees.schema';

/**
 * Records from the field (issue #12): what a technician recorded at a tree, pending until reviewed. The database
 * keeps one record per (organisation, idempotency key), so a phone sending a record twice stores it once, and only
 * a pending record can become approved or rejected (the service's update names the state it expects).
 */
export const treeRecords = pgTable(
  'tree_records',
  {
    ...tenantKeys(),
    treeId: parentRef('tree_id', () => trees.id, 'cascade'),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').$type<(typeof TREE_RECORD_KINDS)[number]>().notNull(),
    changes: jsonb('changes').$type<TreeRecordChanges>().notNull(),
    note: text('note'),
    state: text('state').$type<(typeof TREE_RECORD_STATES)[number]>().notNull().default('pending'),
    recordedBy: optionalRef('recorded_by', () => users.id, 'set null'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    reviewedBy: optionalRef('reviewed_by', () => users.id, 'set null'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tree_records_idempotency_idx').on(t.orgId, t.idempotencyKey),
    index('tree_records_org_state_idx').on(t.orgId, t.state, t.recordedAt),
    index('tree_records_tree_idx').on(t.treeId, t.recordedAt),
    ...enumChecks(t, { kind: TREE_RECORD_KINDS, state: TREE_RECORD_STATES }),
    check('tree_records_reviewed_check', sql`(${t.state} = 'pending') = (${t.reviewedAt} IS NULL)`),
    check('tree_records_reason_check', sql`${t.state} <> 'rejected' OR ${t.rejectReason} IS NOT NULL`),
  ],
);
export type TreeRecordRow = typeof treeRecords.$inferSelect;

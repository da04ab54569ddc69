import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PLANTATION_TYPES, ROTATION_STATUSES } from '@rayyan/contracts';
import { cropFields } from './geography.schema';
import { tenantKeys } from './core.schema';
import { createdAt, enumChecks, parentRef } from './schema-columns';


/** Crop rotations of a crop field (issue #4): what was planted, how and when; a rotation can be ended. */
export const cropRotations = pgTable(
  'crop_rotations',
  {
    ...tenantKeys(),
    cropFieldId: parentRef('crop_field_id', () => cropFields.id, 'cascade'),
    crop: text('crop').notNull(),
    variety: text('variety'),
    plantationType: text('plantation_type').$type<(typeof PLANTATION_TYPES)[number]>().notNull(),
    plantingDate: date('planting_date').notNull(),
    status: text('status').$type<(typeof ROTATION_STATUSES)[number]>().notNull().default('active'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crop_rotations_org_id_idx').on(t.orgId),
    index('crop_rotations_crop_field_id_idx').on(t.cropFieldId, t.plantingDate),
    ...enumChecks(t, { plantationType: PLANTATION_TYPES, status: ROTATION_STATUSES }),
  ],
);

export type CropRotation = typeof cropRotations.$inferSelect;

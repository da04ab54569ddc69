import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SATELLITE_IMAGE_FLAGS, SATELLITE_INDEX_IDS, SATELLITE_SOURCES } from '@rayyan/contracts';
import { eitherField, exactlyOneField } from './geography.schema';
import { orgIdColumn, tenantKeys } from './core.schema';
import { createdAt, enumCheck, enumChecks, parentRef } from './schema-columns';

/**
 * Satellite crop health (issue #13): one image date per field and date (a crop field's or a tree field's), with
 * its clear share and flag, its raster stored once through the file storage port (`raster_key`), and each
 * index's statistics over the field on that date.
 */
export const satelliteImages = pgTable(
  'satellite_images',
  {
    ...tenantKeys(),
    ...eitherField('cascade'),
    imageDate: date('image_date').notNull(),
    source: text('source').$type<(typeof SATELLITE_SOURCES)[number]>().notNull(),
    sceneId: text('scene_id').notNull(),
    cloudCover: doublePrecision('cloud_cover'),
    clearFraction: doublePrecision('clear_fraction').notNull(),
    pixels: integer('pixels').notNull().default(0),
    validPixels: integer('valid_pixels').notNull().default(0),
    resolutionM: doublePrecision('resolution_m'),
    flag: text('flag').$type<(typeof SATELLITE_IMAGE_FLAGS)[number]>(),
    /** Why the flag, for the job's log (the provider's message); never shown as a number. */
    flagDetail: text('flag_detail'),
    rasterKey: text('raster_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('satellite_images_org_id_idx').on(t.orgId),
    uniqueIndex('satellite_images_crop_field_date_key').on(t.cropFieldId, t.imageDate),
    uniqueIndex('satellite_images_tree_field_date_key').on(t.treeFieldId, t.imageDate),
    exactlyOneField('satellite_images_one_field_check', t),
    ...enumChecks(t, { source: SATELLITE_SOURCES, flag: SATELLITE_IMAGE_FLAGS }),
    check('satellite_images_clear_fraction_check', sql`${t.clearFraction} >= 0 AND ${t.clearFraction} <= 1`),
    check('satellite_images_pixels_check', sql`${t.validPixels} >= 0 AND ${t.validPixels} <= ${t.pixels}`),
  ],
);

/** An index's statistics over the field's pixels (pixel-centre rule) on one image date; null figures when no pixel is valid. */
export const satelliteIndexStats = pgTable(
  'satellite_index_stats',
  {
    imageId: parentRef('image_id', () => satelliteImages.id, 'cascade'),
    orgId: orgIdColumn(),
    index: text('index').$type<(typeof SATELLITE_INDEX_IDS)[number]>().notNull(),
    mean: doublePrecision('mean'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    std: doublePrecision('std'),
    p10: doublePrecision('p10'),
    p50: doublePrecision('p50'),
    p90: doublePrecision('p90'),
    pixels: integer('pixels').notNull(),
    validPixels: integer('valid_pixels').notNull(),
    clearFraction: doublePrecision('clear_fraction').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.index] }),
    index('satellite_index_stats_org_id_idx').on(t.orgId),
    enumCheck(t.index, SATELLITE_INDEX_IDS),
    check('satellite_index_stats_pixels_check', sql`${t.validPixels} >= 0 AND ${t.validPixels} <= ${t.pixels}`),
  ],
);

/**
 * A field queued for imagery (POST …/satellite/refresh/, or the demo seed's season): the refresh job takes the
 * open requests, ingests each field's dates between `from_date` and `to_date` and marks them done.
 */
export const satelliteRefreshRequests = pgTable(
  'satellite_refresh_requests',
  {
    ...tenantKeys(),
    ...eitherField('cascade'),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a run works on it; a run that died leaves it to expire. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The provider's refusal (provider error, no images), for the job log. */
    outcome: text('outcome'),
  },
  (t) => [
    index('satellite_refresh_requests_org_id_idx').on(t.orgId),
    index('satellite_refresh_requests_open_idx').on(t.requestedAt).where(sql`${t.doneAt} IS NULL`),
    exactlyOneField('satellite_refresh_requests_one_field_check', t),
    check('satellite_refresh_requests_dates_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

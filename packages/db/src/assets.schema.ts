import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ASSET_OWNERSHIPS, ASSET_STATES, ASSET_TYPES, type AssetType } from '@rayyan/contracts';
import { tenantKeys } from './core.schema';
import { eitherField, exactlyOneField, farms } from './geography.schema';
import { geometry } from './geometry';
import { createdAt, enumChecks, optionalRef, parentRef, timestamps } from './schema-columns';

/**
 * A farm's assets (issue #15): one table for every type. The shared columns are columns (searched, filtered, drawn,
 * joined); the type's own attributes are one jsonb the contract validates per type (assetAttributeSchemas), because
 * eleven types with three to six attributes each would be eleven tables of a few columns joined on every list, and the
 * attributes are only read whole. The database keeps what spans records: a pipe is a line and the rest points, no
 * asset feeds itself, and a crop field has at most one pivot; the service checks, in the write's transaction, that the
 * upstream asset and the served fields are of the asset's farm and that the network has no cycle.
 */
export const assets = pgTable(
  'assets',
  {
    ...tenantKeys(),
    farmId: parentRef('farm_id', () => farms.id, 'cascade'),
    type: text('type').$type<AssetType>().notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ownership: text('ownership').$type<(typeof ASSET_OWNERSHIPS)[number]>().notNull().default('owned'),
    state: text('state').$type<(typeof ASSET_STATES)[number]>().notNull().default('working'),
    geom: geometry('Geometry')('geom'),
    /** The asset upstream; deleting it leaves this one unfed. */
    feedsAssetId: optionalRef('feeds_asset_id', (): AnyPgColumn => assets.id, 'set null'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    /** Maintenance schedule: every so many days and/or running hours (null: not scheduled that way). */
    maintenanceEveryDays: integer('maintenance_every_days'),
    maintenanceEveryHours: doublePrecision('maintenance_every_hours'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('assets_org_id_code_key').on(t.orgId, sql`upper(${t.code})`),
    index('assets_org_id_farm_id_idx').on(t.orgId, t.farmId, t.type),
    index('assets_feeds_asset_id_idx').on(t.feedsAssetId),
    index('assets_geom_idx').using('gist', t.geom),
    ...enumChecks(t, { type: ASSET_TYPES, ownership: ASSET_OWNERSHIPS, state: ASSET_STATES }),
    check('assets_not_self_fed_check', sql`${t.feedsAssetId} IS DISTINCT FROM ${t.id}`),
    check(
      'assets_geom_check',
      sql`${t.geom} IS NULL OR (ST_SRID(${t.geom}) = 4326 AND ST_GeometryType(${t.geom}) = CASE WHEN ${t.type} = 'pipe' THEN 'ST_LineString' ELSE 'ST_Point' END)`,
    ),
    check('assets_pipe_drawn_check', sql`${t.type} <> 'pipe' OR ${t.geom} IS NOT NULL`),
    check('assets_maintenance_every_check', sql`(${t.maintenanceEveryDays} IS NULL OR ${t.maintenanceEveryDays} > 0) AND (${t.maintenanceEveryHours} IS NULL OR ${t.maintenanceEveryHours} > 0)`),
  ],
);

/**
 * The fields an asset waters: a valve's crop and tree fields, a pivot's crop field (exactly one field per row; `pivot`
 * copies the asset's type so the database keeps one pivot per crop field).
 */
export const assetFields = pgTable(
  'asset_fields',
  {
    ...tenantKeys(),
    assetId: parentRef('asset_id', () => assets.id, 'cascade'),
    ...eitherField('cascade'),
    pivot: boolean('pivot').notNull().default(false),
  },
  (t) => [
    exactlyOneField('asset_fields_one_field_check', t),
    check('asset_fields_pivot_crop_check', sql`NOT ${t.pivot} OR ${t.cropFieldId} IS NOT NULL`),
    uniqueIndex('asset_fields_asset_crop_key').on(t.assetId, t.cropFieldId),
    uniqueIndex('asset_fields_asset_tree_key').on(t.assetId, t.treeFieldId),
    uniqueIndex('asset_fields_one_pivot_key').on(t.cropFieldId).where(sql`${t.pivot}`),
    index('asset_fields_tree_field_id_idx').on(t.treeFieldId),
  ],
);

/** The maintenance log of an asset: date, work done, cost, and the asset's running hours at the service. */
export const assetMaintenance = pgTable(
  'asset_maintenance',
  {
    ...tenantKeys(),
    assetId: parentRef('asset_id', () => assets.id, 'cascade'),
    date: date('date').notNull(),
    work: text('work').notNull(),
    cost: numeric('cost', { precision: 14, scale: 2, mode: 'number' }),
    hours: doublePrecision('hours'),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('asset_maintenance_asset_id_date_idx').on(t.assetId, t.date),
    check('asset_maintenance_values_check', sql`(${t.cost} IS NULL OR ${t.cost} >= 0) AND (${t.hours} IS NULL OR ${t.hours} >= 0)`),
  ],
);

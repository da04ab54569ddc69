import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  CROP_IRRIGATION_TYPES,
  FARM_AREA_UNITS,
  FARMING_TYPES,
  FIELD_PERMANENCE,
  SEASON_STATES,
  SEASONS,
  TREE_IRRIGATION_TYPES,
  TREE_TYPES,
  UNIT_SYSTEMS,
  WATER_SOURCES,
  type FarmServices,
  type FarmingType,
} from '@rayyan/contracts';
import { geometry } from './geometry';
import { tenantKeys } from './core.schema';
import { enumChecks, optionalRef, parentRef, timestamps } from './schema-columns';

/**
 * Regions, farms, fields and crop seasons (spec 2, 3, 5). Borders are PostGIS `geometry(Geometry,4326)`
 * restricted to Polygon/MultiPolygon (the shape sent is the shape returned); `area_m2` is written with
 * `ST_Area(geom::geography)` together with the border, and every geometry column has a GIST index.
 */

const polygonal = (name: string, column: unknown) =>
  check(name, sql`ST_GeometryType(${column}) IN ('ST_Polygon', 'ST_MultiPolygon') AND ST_SRID(${column}) = 4326`);

/**
 * The indexes and border check of a coded area of an organisation (farm, tree field, crop field): by organisation,
 * by its parent (region or farm), a GIST index on the border, the code unique within the organisation.
 */
const borderedAreaIndexes = (table: string, t: { orgId: AnyPgColumn; code: AnyPgColumn; geom: AnyPgColumn }, parent: AnyPgColumn) => [
  index(`${table}_org_id_idx`).on(t.orgId),
  index(`${table}_${parent.name}_idx`).on(parent),
  index(`${table}_geom_idx`).using('gist', t.geom),
  unique(`${table}_org_id_code_key`).on(t.orgId, t.code),
  polygonal(`${table}_geom_check`, t.geom),
];


export const regions = pgTable(
  'regions',
  {
    ...tenantKeys(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    address: text('address'),
    ...timestamps(),
  },
  (t) => [index('regions_org_id_idx').on(t.orgId), unique('regions_org_id_code_key').on(t.orgId, t.code)],
);

export const farms = pgTable(
  'farms',
  {
    ...tenantKeys(),
    regionId: optionalRef('region_id', () => regions.id, 'set null'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    farmingType: text('farming_type').$type<FarmingType>().notNull(),
    areaUnit: text('area_unit').$type<(typeof FARM_AREA_UNITS)[number]>().notNull().default('feddan'),
    unitSystem: text('unit_system').$type<(typeof UNIT_SYSTEMS)[number]>().notNull().default('metric'),
    services: jsonb('services').$type<FarmServices>().notNull().default({ hd_satellite_imagery: false, chatbot: false, advanced_irrigation: false }),
    /** A farm owner of the same organisation (checked by the service). */
    farmOwnerId: uuid('farm_owner_id'),
    geom: geometry('Geometry')('geom').notNull(),
    /** A point on the surface of the border (inside even for L-shaped farms). */
    center: geometry('Point')('center').notNull(),
    zoom: integer('zoom').notNull().default(15),
    areaM2: doublePrecision('area_m2').notNull(),
    ...timestamps(),
  },
  (t) => [
    ...borderedAreaIndexes('farms', t, t.regionId),
    ...enumChecks(t, { farmingType: FARMING_TYPES, areaUnit: FARM_AREA_UNITS, unitSystem: UNIT_SYSTEMS }),
  ],
);

const fieldBase = () => ({
  ...tenantKeys(),
  farmId: parentRef('farm_id', () => farms.id, 'restrict'),
  code: text('code').notNull(),
  name: text('name').notNull(),
  geom: geometry('Geometry')('geom').notNull(),
  areaM2: doublePrecision('area_m2').notNull(),
});

/** Fields of tree farms (/api/fields/). */
export const treeFields = pgTable(
  'tree_fields',
  {
    ...fieldBase(),
    rows: integer('rows').notNull().default(0),
    columns: integer('columns').notNull().default(0),
    blockedSpots: integer('blocked_spots').notNull().default(0),
    plantsPerSpot: integer('plants_per_spot').notNull().default(1),
    treeType: text('tree_type').$type<(typeof TREE_TYPES)[number]>().notNull().default('date_palm'),
    irrigationType: text('irrigation_type').$type<(typeof TREE_IRRIGATION_TYPES)[number]>().notNull().default('drip'),
    irrigationFactorPct: doublePrecision('irrigation_factor_pct').notNull().default(100),
    supervisorIds: uuid('supervisor_ids').array().notNull().default(sql`'{}'::uuid[]`),
    varieties: text('varieties').array().notNull().default(sql`'{}'::text[]`),
    sideCrops: text('side_crops').array().notNull().default(sql`'{}'::text[]`),
    waterSource: text('water_source').$type<(typeof WATER_SOURCES)[number]>().notNull().default('underground'),
    mainValve: text('main_valve'),
    filteringUnits: integer('filtering_units').notNull().default(0),
    permanence: text('permanence').$type<(typeof FIELD_PERMANENCE)[number]>().notNull().default('permanent'),
    /** The nightly irrigation advice (drip, water per tree) is built for this field. */
    irrigationAdvisoryEnabled: boolean('irrigation_advisory_enabled').notNull().default(false),
    /** Direction of the rows on the map, degrees clockwise from north; null: along the border's longest edge. */
    gridBearingDeg: doublePrecision('grid_bearing_deg'),
    ...timestamps(),
  },
  (t) => [
    ...borderedAreaIndexes('tree_fields', t, t.farmId),
    ...enumChecks(t, { treeType: TREE_TYPES, irrigationType: TREE_IRRIGATION_TYPES, waterSource: WATER_SOURCES, permanence: FIELD_PERMANENCE }),
    check('tree_fields_spots_check', sql`${t.rows} >= 0 AND ${t.columns} >= 0 AND ${t.blockedSpots} >= 0`),
    check('tree_fields_grid_bearing_check', sql`${t.gridBearingDeg} IS NULL OR (${t.gridBearingDeg} >= 0 AND ${t.gridBearingDeg} <= 360)`),
  ],
);

/** Fields of crop farms (/api/crop-fields/); the current or last season is copied here from crop_seasons. */
export const cropFields = pgTable(
  'crop_fields',
  {
    ...fieldBase(),
    crop: text('crop').notNull(),
    variety: text('variety'),
    officialAreaFeddan: doublePrecision('official_area_feddan'),
    season: text('season').$type<(typeof SEASONS)[number]>(),
    seasonState: text('season_state').$type<(typeof SEASON_STATES)[number]>(),
    plantingDate: date('planting_date'),
    expectedHarvestDate: date('expected_harvest_date'),
    expectedYieldTon: doublePrecision('expected_yield_ton'),
    sectors: integer('sectors').notNull().default(0),
    hdImagery: boolean('hd_imagery').notNull().default(false),
    advancedIrrigation: boolean('advanced_irrigation').notNull().default(false),
    clusters: integer('clusters').notNull().default(0),
    isHold: boolean('is_hold').notNull().default(false),
    irrigationType: text('irrigation_type').$type<(typeof CROP_IRRIGATION_TYPES)[number]>().notNull().default('center_pivot'),
    dailyImagesEnabled: boolean('daily_images_enabled').notNull().default(false),
    irrigationAdvisoryEnabled: boolean('irrigation_advisory_enabled').notNull().default(false),
    pivotCenter: geometry('Point')('pivot_center'),
    pivotRadiusM: doublePrecision('pivot_radius_m'),
    /** The pivot machine (spec: pivot towers, end gun): towers, system length, end gun. */
    pivotTowers: integer('pivot_towers'),
    pivotLengthM: doublePrecision('pivot_length_m'),
    pivotEndGun: boolean('pivot_end_gun').notNull().default(false),
    /** System capacity from the pump or flow meter, m³/h, and hours per full revolution at 100 % speed (the run time). */
    pivotCapacityM3H: doublePrecision('pivot_capacity_m3_h'),
    pivotHoursPerRevolution: doublePrecision('pivot_hours_per_revolution'),
    ...timestamps(),
  },
  (t) => [
    ...borderedAreaIndexes('crop_fields', t, t.farmId),
    ...enumChecks(t, { irrigationType: CROP_IRRIGATION_TYPES, season: SEASONS, seasonState: SEASON_STATES }),
    check(
      'crop_fields_pivot_machine_check',
      sql`(${t.pivotTowers} IS NULL OR ${t.pivotTowers} > 0) AND (${t.pivotLengthM} IS NULL OR ${t.pivotLengthM} > 0) AND (${t.pivotCapacityM3H} IS NULL OR ${t.pivotCapacityM3H} > 0) AND (${t.pivotHoursPerRevolution} IS NULL OR ${t.pivotHoursPerRevolution} > 0)`,
    ),
  ],
);

/** Season history of a crop field; at most one active season per field. */
export const cropSeasons = pgTable(
  'crop_seasons',
  {
    ...tenantKeys(),
    cropFieldId: parentRef('crop_field_id', () => cropFields.id, 'cascade'),
    season: text('season').$type<(typeof SEASONS)[number]>().notNull(),
    state: text('state').$type<(typeof SEASON_STATES)[number]>().notNull().default('active'),
    crop: text('crop').notNull(),
    variety: text('variety'),
    plantingDate: date('planting_date').notNull(),
    expectedHarvestDate: date('expected_harvest_date'),
    expectedYieldTon: doublePrecision('expected_yield_ton'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('crop_seasons_org_id_idx').on(t.orgId),
    index('crop_seasons_crop_field_id_idx').on(t.cropFieldId, t.startedAt),
    uniqueIndex('crop_seasons_one_active_idx').on(t.cropFieldId).where(sql`${t.state} = 'active'`),
    ...enumChecks(t, { season: SEASONS, state: SEASON_STATES }),
  ],
);

/** The crop field and tree field columns of a row that belongs to a field of either kind (the table's checks say how many). */
export const eitherField = (onDelete: 'cascade' | 'set null') => ({
  cropFieldId: optionalRef('crop_field_id', () => cropFields.id, onDelete),
  treeFieldId: optionalRef('tree_field_id', () => treeFields.id, onDelete),
});

/** The check that a row of `eitherField` names exactly one of the two fields. */
export const exactlyOneField = (name: string, t: { cropFieldId: AnyPgColumn; treeFieldId: AnyPgColumn }) =>
  check(name, sql`(${t.cropFieldId} IS NULL) <> (${t.treeFieldId} IS NULL)`);

export type Region = typeof regions.$inferSelect;
export type Farm = typeof farms.$inferSelect;
export type TreeField = typeof treeFields.$inferSelect;
export type CropField = typeof cropFields.$inferSelect;
export type CropSeason = typeof cropSeasons.$inferSelect;

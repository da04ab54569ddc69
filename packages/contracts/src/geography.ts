import { z } from 'zod';
import { FARMING_TYPES } from './roles';
import { V, isoDateSchema, listQuerySchema, nonEmptyPatch, optionalText, requiredText } from './common';
import { orgRecordSchema, recordFields } from './record-schema';

/**
 * Regions, farms, tree fields, crop fields and crop seasons (product spec points 2, 3, 5, 6, 8).
 * Geometry travels as GeoJSON (WGS84 [lon, lat], ARCHITECTURE rule 7); areas are computed by the server
 * (PostGIS geography) and given in m², feddan (4,200.83 m²) and hectare.
 */

export const FARM_AREA_UNITS = ['feddan', 'hectare'] as const;
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export const TREE_TYPES = ['date_palm', 'citrus', 'olive', 'mango', 'other'] as const;
export const TREE_IRRIGATION_TYPES = ['drip', 'pivot', 'flood'] as const;
export const CROP_IRRIGATION_TYPES = ['center_pivot', 'drip', 'flood'] as const;
export const WATER_SOURCES = ['underground', 'water_grid'] as const;
export const FIELD_PERMANENCE = ['permanent', 'temporary'] as const;
export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export const SEASON_STATES = ['active', 'ended'] as const;
export const GEO_EXPORT_FORMATS = ['geojson', 'kml', 'xlsx'] as const;
export const GEO_FILE_FORMATS = ['geojson', 'kml', 'kmz', 'shapefile'] as const;

/**
 * Most corners one border (all its rings and parts) may have. A 10,000-feddan farm digitised every 5 m
 * has ~4,000. The cap keeps one border cheap to check, store and read back: the embedded database runs
 * PostGIS in-process, where reading a 10,000-corner GeoJSON costs ~150 ms of the event loop.
 */
export const BORDER_MAX_VERTICES = 10_000;

/** 1 feddan = 4,200.83 m²; 1 hectare = 10,000 m². */
export const M2_PER_FEDDAN = 4200.83;
export const M2_PER_HECTARE = 10_000;
/** Default map zoom of a farm. */
export const FARM_DEFAULT_ZOOM = 15;

// ---------------------------------------------------------------- GeoJSON

const positionSchema = z.array(z.number()).min(2).max(3);
const ringSchema = z.array(positionSchema).min(4);
export const polygonSchema = z.object({ type: z.literal('Polygon'), coordinates: z.array(ringSchema).min(1) });
export const multiPolygonSchema = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ringSchema).min(1)).min(1) });
/** A border: GeoJSON Polygon or MultiPolygon in WGS84. */
export const boundaryGeometrySchema = z.discriminatedUnion('type', [polygonSchema, multiPolygonSchema]).meta({ id: 'BoundaryGeometry' });
export type BoundaryGeometry = z.infer<typeof boundaryGeometrySchema>;

/** Widest a border's ring may span, in degrees of longitude or latitude (~550 km): larger is a drawing or coordinate mistake. */
export const BORDER_MAX_SPAN_DEGREES = 5;
const spanOf = (values: number[]) => Math.max(...values) - Math.min(...values);
// Sent borders only: a world-spanning or antimeridian-crossing ring is refused (PostGIS cannot measure edges of 180° and more).
const sentRingSchema = ringSchema.refine(
  (ring) => spanOf(ring.map((p) => p[0]!)) <= BORDER_MAX_SPAN_DEGREES && spanOf(ring.map((p) => p[1]!)) <= BORDER_MAX_SPAN_DEGREES,
  { error: V.border_too_wide },
);
const sentPolygonSchema = z.object({ type: z.literal('Polygon'), coordinates: z.array(sentRingSchema).min(1) });
const sentMultiPolygonSchema = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(sentRingSchema).min(1)).min(1) });
/** A border sent by a client (create and update bodies). */
export const sentBoundarySchema = z.discriminatedUnion('type', [sentPolygonSchema, sentMultiPolygonSchema]);

/** A geometry that must be given: missing → the spec's "draw … before" message. */
const requiredBoundary = (missingMessage: string) =>
  z.discriminatedUnion('type', [sentPolygonSchema, sentMultiPolygonSchema], {
    error: (iss) => (iss.input === undefined || iss.input === null ? missingMessage : V.invalid_geometry),
  });

export const latLngSchema = z.object({
  lat: z.number({ error: V.required }).min(-90, { error: V.out_of_range }).max(90, { error: V.out_of_range }),
  lng: z.number({ error: V.required }).min(-180, { error: V.out_of_range }).max(180, { error: V.out_of_range }),
});
export type LatLng = z.infer<typeof latLngSchema>;

/** Areas the server computes for any border. */
export const areaFields = { area_m2: z.number(), area_feddan: z.number(), area_hectare: z.number() };

const codeText = requiredText(50);

// ---------------------------------------------------------------- Regions

const regionFields = { name: requiredText(150), code: codeText, address: optionalText(500) };
/** POST /api/regions/ */
export const createRegionSchema = z.object(regionFields);
/** PATCH /api/regions/{id}/ */
export const updateRegionSchema = z.object(regionFields).partial();
export type CreateRegion = z.infer<typeof createRegionSchema>;
export type UpdateRegion = z.infer<typeof updateRegionSchema>;

export const regionSchema = z
  .object({
    id: z.uuid(),
    org_id: z.uuid(),
    ...recordFields(regionFields),
    farms_count: z.number().int(),
    /** Traps standing in the region (installed, not removed). */
    traps_count: z.number().int(),
  })
  .meta({ id: 'Region' });
export type RegionRecord = z.infer<typeof regionSchema>;

// ---------------------------------------------------------------- Farms

export const farmServicesSchema = z.object({
  hd_satellite_imagery: z.boolean(),
  chatbot: z.boolean(),
  advanced_irrigation: z.boolean(),
});
export type FarmServices = z.infer<typeof farmServicesSchema>;

const farmFields = {
  code: codeText,
  name: requiredText(150),
  region_id: z.uuid().nullable().optional(),
  address: optionalText(500),
  farming_type: z.enum(FARMING_TYPES, { error: V.invalid_choice }),
  area_unit: z.enum(FARM_AREA_UNITS, { error: V.invalid_choice }).optional(),
  unit_system: z.enum(UNIT_SYSTEMS, { error: V.invalid_choice }).optional(),
  services: farmServicesSchema.partial().optional(),
  farm_owner_id: z.uuid().nullable().optional(),
  geometry: requiredBoundary(V.draw_farm_first),
  zoom: z.number().int().min(1, { error: V.out_of_range }).max(22, { error: V.out_of_range }).optional(),
};
/** POST /api/farms/ — a missing geometry answers 400 with fields.geometry "You should draw a farm before". */
export const createFarmSchema = z.object(farmFields);
/** PATCH /api/farms/{id}/ */
export const updateFarmSchema = z.object(farmFields).partial();
export type CreateFarm = z.infer<typeof createFarmSchema>;
export type UpdateFarm = z.infer<typeof updateFarmSchema>;

export const farmSchema = orgRecordSchema('Farm', {
  ...recordFields(farmFields, 'services', 'geometry'),
  region_name: z.string().nullable(),
  services: farmServicesSchema,
  geometry: boundaryGeometrySchema,
  center: latLngSchema,
  ...areaFields,
  fields_count: z.number().int(),
});
export type FarmRecord = z.infer<typeof farmSchema>;

export const farmListQuerySchema = listQuerySchema.extend({
  region_id: z.uuid().optional(),
  farming_type: z.enum(FARMING_TYPES).optional(),
});
export type FarmListQuery = z.infer<typeof farmListQuerySchema>;

/** A tree or crop field's border as answered: the geometry, its areas, and the same farm's fields it overlaps. */
const fieldBorder = {
  geometry: boundaryGeometrySchema,
  ...areaFields,
  /** Other fields of the same farm that overlap this one by more than 0.1 % (allowed, but flagged). */
  overlapping_field_ids: z.array(z.uuid()),
};

// ---------------------------------------------------------------- Tree fields (/api/fields/)

const farmIdRequired = z.uuid({ error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? V.select_farm : V.invalid_choice) });
const shortList = z.array(z.string().trim().min(1).max(100)).max(100);
const count = (max: number) => z.number().int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(max, { error: V.out_of_range });

const treeFieldFields = {
  farm_id: farmIdRequired,
  code: codeText,
  name: requiredText(150),
  rows: count(100_000).optional(),
  columns: count(100_000).optional(),
  blocked_spots: count(10_000_000).optional(),
  plants_per_spot: count(100).optional(),
  tree_type: z.enum(TREE_TYPES, { error: V.invalid_choice }).optional(),
  irrigation_type: z.enum(TREE_IRRIGATION_TYPES, { error: V.invalid_choice }).optional(),
  irrigation_factor_pct: z.number().min(0, { error: V.out_of_range }).max(200, { error: V.out_of_range }).optional(),
  supervisor_ids: z.array(z.uuid()).max(100).optional(),
  varieties: shortList.optional(),
  side_crops: shortList.optional(),
  water_source: z.enum(WATER_SOURCES, { error: V.invalid_choice }).optional(),
  main_valve: optionalText(100),
  filtering_units: count(10_000).optional(),
  permanence: z.enum(FIELD_PERMANENCE, { error: V.invalid_choice }).optional(),
  irrigation_advisory_enabled: z.boolean().optional(),
  /** Direction of the rows on the map, degrees clockwise from north; null: along the border's longest edge. */
  grid_bearing_deg: z.number({ error: V.grid_bearing_range }).min(0, { error: V.grid_bearing_range }).max(360, { error: V.grid_bearing_range }).nullable().optional(),
  geometry: requiredBoundary(V.draw_field_first),
};
/** POST /api/fields/ — farm_id missing → "Please select Farm"; geometry missing → "You should draw a field before". */
export const createTreeFieldSchema = z.object(treeFieldFields);
/** PATCH /api/fields/{id}/ (farm_id cannot be changed). */
export const updateTreeFieldSchema = z.object(treeFieldFields).omit({ farm_id: true }).partial();
export type CreateTreeField = z.infer<typeof createTreeFieldSchema>;
export type UpdateTreeField = z.infer<typeof updateTreeFieldSchema>;

export const treeFieldSchema = orgRecordSchema('TreeField', {
  ...recordFields(treeFieldFields, 'geometry'),
  farm_code: z.string(),
  /** rows × columns − blocked_spots */
  free_spots: z.number().int(),
  /** rows × columns */
  number_of_spots: z.number().int(),
  /** free_spots × plants_per_spot */
  max_trees: z.number().int(),
  ...fieldBorder,
});
export type TreeFieldRecord = z.infer<typeof treeFieldSchema>;
/**
 * A row of `GET /api/fields/`: the record without its border (~3 KB a field) and without the ids of the fields it
 * overlaps (a geometric test against each of the farm's fields). The map reads borders from `/api/fields/map/`; a
 * form that edits one reads `GET /api/fields/{id}/`, and a save answers the overlaps (issue #10: a page stays light).
 */
export const treeFieldListItemSchema = treeFieldSchema.omit({ geometry: true, overlapping_field_ids: true }).meta({ id: 'TreeFieldListItem' });
export type TreeFieldListItem = z.infer<typeof treeFieldListItemSchema>;

export const fieldListQuerySchema = listQuerySchema.extend({
  farm_id: z.uuid().optional(),
  region_id: z.uuid().optional(),
});
export type FieldListQuery = z.infer<typeof fieldListQuerySchema>;

/** `GET /api/fields/map/` and `/api/crop-fields/map/`: every matching field's border in one call, for the map. */
export const fieldMapQuerySchema = z.object({
  farm_id: z.uuid().optional(),
  region_id: z.uuid().optional(),
});
export const fieldMapFeatureSchema = z
  .object({
    id: z.uuid(),
    farm_id: z.uuid(),
    code: z.string(),
    name: z.string(),
    /** Crop fields only (null for tree fields and crop fields without a season). */
    season_state: z.enum(SEASON_STATES).nullable(),
    /** Tree fields only: the direction of the rows on the map (null: along the border's longest edge). */
    grid_bearing_deg: z.number().nullable().optional(),
    geometry: boundaryGeometrySchema,
    area_m2: z.number(),
    area_feddan: z.number(),
    area_hectare: z.number(),
  })
  .meta({ id: 'FieldMapFeature' });
export type FieldMapFeature = z.infer<typeof fieldMapFeatureSchema>;
export const fieldMapSchema = z.object({ count: z.number().int(), results: z.array(fieldMapFeatureSchema) });
export type FieldMap = z.infer<typeof fieldMapSchema>;

// ---------------------------------------------------------------- Crop fields (/api/crop-fields/)

export const pivotSchema = z.object({
  center: latLngSchema,
  radius_m: z.number({ error: V.required }).min(1, { error: V.out_of_range }).max(2_000, { error: V.out_of_range }),
});
export type Pivot = z.infer<typeof pivotSchema>;

/**
 * The pivot machine of a center pivot crop field (spec: pivot towers, end gun): towers, system length, end gun, and what
 * its run time needs, the system capacity (m³/h, from the pump or flow meter) and hours per full revolution at 100 %
 * speed (percent timer 100).
 */
const pivotMachineFields = {
  pivot_towers: z.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(60, { error: V.out_of_range }).nullable().optional(),
  pivot_length_m: z.number().gt(0, { error: V.out_of_range }).max(2_000, { error: V.out_of_range }).nullable().optional(),
  pivot_end_gun: z.boolean().optional(),
  pivot_capacity_m3_h: z.number().gt(0, { error: V.out_of_range }).max(5_000, { error: V.out_of_range }).nullable().optional(),
  pivot_hours_per_revolution: z.number().gt(0, { error: V.out_of_range }).max(500, { error: V.out_of_range }).nullable().optional(),
};

const cropFieldFields = {
  farm_id: farmIdRequired,
  code: codeText,
  name: requiredText(150),
  crop: requiredText(100),
  variety: optionalText(100),
  official_area_feddan: z.number().min(0, { error: V.out_of_range }).max(1e7).nullable().optional(),
  expected_yield_ton: z.number().min(0, { error: V.out_of_range }).max(1e7).nullable().optional(),
  sectors: count(1_000).optional(),
  hd_imagery: z.boolean().optional(),
  advanced_irrigation: z.boolean().optional(),
  clusters: count(1_000).optional(),
  is_hold: z.boolean().optional(),
  irrigation_type: z.enum(CROP_IRRIGATION_TYPES, { error: V.invalid_choice }).optional(),
  daily_images_enabled: z.boolean().optional(),
  irrigation_advisory_enabled: z.boolean().optional(),
  /** A center pivot: the server draws the circle (used when geometry is absent). */
  pivot: pivotSchema.nullable().optional(),
  ...pivotMachineFields,
  geometry: sentBoundarySchema.optional(),
};
const needsGeometryOrPivot = (v: { geometry?: unknown; pivot?: unknown }) => !!v.geometry || !!v.pivot;

/** POST /api/crop-fields/ — geometry, or `pivot` {center, radius_m} instead; neither → "You should draw a field before". */
export const createCropFieldSchema = z
  .object(cropFieldFields)
  .refine(needsGeometryOrPivot, { error: V.draw_field_first, path: ['geometry'] });
/** PATCH /api/crop-fields/{id}/ (farm_id cannot be changed; season data through the season endpoints). */
export const updateCropFieldSchema = z.object(cropFieldFields).omit({ farm_id: true }).partial();
export type CreateCropField = z.infer<typeof createCropFieldSchema>;
export type UpdateCropField = z.infer<typeof updateCropFieldSchema>;

export const cropFieldSchema = orgRecordSchema('CropField', {
  ...recordFields(cropFieldFields, 'pivot', 'geometry'),
  farm_code: z.string(),
  /** Days since planting_date (null without one). */
  plant_age_days: z.number().int().nullable(),
  /** The drawn area in feddan. */
  mappable_area_feddan: z.number(),
  season: z.enum(SEASONS).nullable(),
  season_state: z.enum(SEASON_STATES).nullable(),
  planting_date: z.string().nullable(),
  expected_harvest_date: z.string().nullable(),
  pivot: pivotSchema.nullable(),
  /** The capacity as a gross depth per day over the field's area, mm/day (null without a capacity). */
  pivot_capacity_mm_day: z.number().nullable(),
  ...fieldBorder,
});
export type CropFieldRecord = z.infer<typeof cropFieldSchema>;
/** A row of `GET /api/crop-fields/`: the record without its border and overlaps (see treeFieldListItemSchema). */
export const cropFieldListItemSchema = cropFieldSchema.omit({ geometry: true, overlapping_field_ids: true }).meta({ id: 'CropFieldListItem' });
export type CropFieldListItem = z.infer<typeof cropFieldListItemSchema>;

// ---------------------------------------------------------------- Crop seasons

/** POST /api/crop-fields/{id}/season/ (crop_season:start) */
export const startSeasonSchema = z.object({
  season: z.enum(SEASONS, { error: V.invalid_choice }),
  planting_date: isoDateSchema,
  expected_harvest_date: isoDateSchema.nullable().optional(),
  expected_yield_ton: z.number().min(0, { error: V.out_of_range }).max(1e7).nullable().optional(),
  crop: requiredText(100).optional(),
  variety: optionalText(100),
});
/** PATCH /api/crop-fields/{id}/season/ (crop_season:edit) — edits the active season. */
export const updateSeasonSchema = startSeasonSchema.partial().refine(nonEmptyPatch, { error: V.nothing_to_change });
export type StartSeason = z.infer<typeof startSeasonSchema>;
export type UpdateSeason = z.infer<typeof updateSeasonSchema>;

/** One row of GET /api/crop-fields/{id}/seasons/ (newest first). */
export const cropSeasonSchema = z
  .object({
    id: z.uuid(),
    org_id: z.uuid(),
    crop_field_id: z.uuid(),
    ...recordFields(startSeasonSchema.shape),
    state: z.enum(SEASON_STATES),
    started_at: z.string(),
    ended_at: z.string().nullable(),
  })
  .meta({ id: 'CropSeason' });
export type CropSeasonRecord = z.infer<typeof cropSeasonSchema>;

import { z } from 'zod';
import { V, listQuerySchema, optionalText, requiredText } from './common';
import { orgRecordSchema, recordFields } from './record-schema';

/**
 * Assets of a farm's water and power network (issue #15, spec points 2 and 3): one record shape for every type, the
 * shared columns (code, name, farm, ownership, state, place, upstream asset, fields served) beside the type's own
 * attributes, which this contract validates per type (a pump's power, a pivot's towers and capacity…). A pipe is a
 * line on the map, every other asset a point. Water flows along `feeds_asset_id`: source → pump → meter → main pipe →
 * valve → field; a valve serves crop and tree fields, a pivot irrigates one crop field.
 */

export const ASSET_TYPES = [
  'water_source',
  'pump',
  'flow_meter',
  'pipe',
  'valve',
  'pivot',
  'machinery',
  'camera',
  'electricity_source',
  'electricity_meter',
  'fertigator',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];
export const ASSET_STATES = ['working', 'under_maintenance', 'out_of_service'] as const;
export const ASSET_OWNERSHIPS = ['owned', 'rented'] as const;
export const WATER_SOURCE_KINDS = ['well', 'grid'] as const;
export const NETWORK_LEVELS = ['main', 'secondary'] as const;
export const PIPE_MATERIALS = ['pvc', 'hdpe', 'steel', 'ductile_iron', 'other'] as const;
export const METER_UNITS = ['m3', 'litre', 'gallon'] as const;
export const POWER_SOURCE_KINDS = ['generator', 'grid'] as const;
export const FERTIGATOR_KINDS = ['movable', 'stationary'] as const;
/** Most towers a center pivot has (the longest machines have about 20 spans). */
export const PIVOT_MAX_TOWERS = 30;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: V.invalid_choice });
/** A measure above zero and below `max` (a typo such as 10,000 kW is refused). */
const positive = (max: number) => z.number({ error: V.required }).positive({ error: V.out_of_range }).max(max, { error: V.out_of_range });
const optionalPositive = (max: number) => positive(max).nullable().optional();
const nonNegative = (max: number) => z.number({ error: V.required }).min(0, { error: V.out_of_range }).max(max, { error: V.out_of_range });
/** A type's attributes: keys of another type are refused, not silently dropped. */
const attributes = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape, { error: V.asset_attributes_invalid });

export const assetAttributeSchemas = {
  water_source: attributes({ kind: choice(WATER_SOURCE_KINDS), depth_m: optionalPositive(3000), yield_m3_h: optionalPositive(5000) }),
  pump: attributes({ power_kw: positive(5000), rated_flow_m3_h: positive(20_000), head_m: positive(2000), hours: nonNegative(1e6).nullable().optional() }),
  flow_meter: attributes({ serial: optionalText(80), unit: choice(METER_UNITS), pulse_factor: positive(100_000), reading: nonNegative(1e12) }),
  pipe: attributes({ level: choice(NETWORK_LEVELS), diameter_mm: positive(5000), material: choice(PIPE_MATERIALS) }),
  valve: attributes({
    level: choice(NETWORK_LEVELS),
    flow_rate_m3_h: optionalPositive(20_000),
    irrigation_factor_pct: nonNegative(300).default(100),
    pressure_sensor: z.boolean().default(false),
  }),
  pivot: attributes({
    towers: z.number({ error: V.required }).int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(PIVOT_MAX_TOWERS, { error: V.out_of_range }),
    span_lengths_m: z.array(positive(100)).max(PIVOT_MAX_TOWERS, { error: V.pivot_spans_match_towers }).default([]),
    sprinklers: z.number().int({ error: V.out_of_range }).min(0, { error: V.out_of_range }).max(2000, { error: V.out_of_range }).nullable().optional(),
    end_gun: z.boolean().default(false),
    /** Water the machine pumps while running, m³/h. */
    system_capacity_m3_h: positive(2000),
    /** Hours of one full circle with the percent timer at 100 % (the fastest the end tower walks). */
    hours_per_revolution_at_100: positive(200),
  }),
  machinery: attributes({ machine_type: requiredText(80), make: optionalText(80), model: optionalText(80), hours: nonNegative(1e6).nullable().optional() }),
  camera: attributes({ model: optionalText(80), night_vision: z.boolean().default(false) }),
  electricity_source: attributes({ kind: choice(POWER_SOURCE_KINDS), power_kva: optionalPositive(100_000), hours: nonNegative(1e6).nullable().optional() }),
  electricity_meter: attributes({ serial: optionalText(80), reading_kwh: nonNegative(1e12).nullable().optional() }),
  fertigator: attributes({ kind: choice(FERTIGATOR_KINDS), tank_volume_l: optionalPositive(1e6), injection_rate_l_h: optionalPositive(1e5) }),
} satisfies Record<AssetType, z.ZodType>;
export type AssetAttributes<T extends AssetType = AssetType> = z.infer<(typeof assetAttributeSchemas)[T]>;

const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], { error: V.invalid_geometry });
export const assetPointSchema = z.object({ type: z.literal('Point'), coordinates: position });
export const assetLineSchema = z.object({ type: z.literal('LineString'), coordinates: z.array(position).min(2, { error: V.invalid_geometry }).max(2000, { error: V.too_many_vertices }) });
export const assetGeometrySchema = z.discriminatedUnion('type', [assetPointSchema, assetLineSchema]).meta({ id: 'AssetGeometry' });
export type AssetGeometry = z.infer<typeof assetGeometrySchema>;
/** The types drawn as a line; every other type is a point. */
export const LINE_ASSET_TYPES: readonly AssetType[] = ['pipe'];
/** The types that water fields: a valve serves crop and tree fields, a pivot one crop field. */
export const SERVING_ASSET_TYPES: readonly AssetType[] = ['valve', 'pivot'];

const idList = z.array(z.uuid({ error: V.select_field })).max(200, { error: V.too_long });
const sharedFields = {
  farm_id: z.uuid({ error: V.select_farm }),
  code: requiredText(50),
  name: requiredText(150),
  ownership: choice(ASSET_OWNERSHIPS).default('owned'),
  state: choice(ASSET_STATES).default('working'),
  feeds_asset_id: z.uuid({ error: V.asset_feed_unknown }).nullable().optional(),
  notes: optionalText(1000),
};

/** The place of a type: a line for pipes (required), a point for the others (optional: a camera may be unplaced). */
function placeOf(type: AssetType) {
  if (LINE_ASSET_TYPES.includes(type)) return assetGeometrySchema.refine((g) => g.type === 'LineString', { error: V.asset_needs_line });
  return assetGeometrySchema.refine((g) => g.type === 'Point', { error: V.asset_needs_point }).nullable().optional();
}
/** The fields a type may serve: a valve any of the farm's fields, a pivot one crop field, others none. */
function servedOf(type: AssetType) {
  if (type === 'valve') return { crop_field_ids: idList.default([]), tree_field_ids: idList.default([]) };
  if (type === 'pivot') return { crop_field_ids: idList.max(1, { error: V.pivot_one_field }).default([]), tree_field_ids: z.array(z.uuid()).max(0, { error: V.asset_serves_no_fields }).default([]) };
  return { crop_field_ids: z.array(z.uuid()).max(0, { error: V.asset_serves_no_fields }).default([]), tree_field_ids: z.array(z.uuid()).max(0, { error: V.asset_serves_no_fields }).default([]) };
}
const variant = <T extends AssetType>(type: T) =>
  z.object({ ...sharedFields, type: z.literal(type), geometry: placeOf(type), attributes: assetAttributeSchemas[type], ...servedOf(type) });
const variants = ASSET_TYPES.map(variant) as unknown as [ReturnType<typeof variant<'pump'>>, ...ReturnType<typeof variant<AssetType>>[]];

/** A pivot's spans, when listed, are one per tower. */
const spansMatchTowers = (v: { type: string; attributes: unknown }) => {
  if (v.type !== 'pivot') return true;
  const a = v.attributes as AssetAttributes<'pivot'>;
  return a.span_lengths_m.length === 0 || a.span_lengths_m.length === a.towers;
};

/** POST /api/assets/ — the body of its type: `type` chooses the attributes, the place (point or line) and the fields it may serve. */
export const createAssetSchema = z
  .discriminatedUnion('type', variants, { error: V.invalid_choice })
  .refine(spansMatchTowers, { error: V.pivot_spans_match_towers, path: ['attributes', 'span_lengths_m'] });
export type CreateAsset = z.infer<typeof createAssetSchema>;

/**
 * PATCH /api/assets/{id}/ — any shared field, the place, the served fields or the whole attributes object; the type
 * stays. The server checks the patched record against the create body of its type.
 */
export const updateAssetSchema = z
  .object({
    ...sharedFields,
    ownership: choice(ASSET_OWNERSHIPS),
    state: choice(ASSET_STATES),
    geometry: assetGeometrySchema.nullable(),
    attributes: z.record(z.string(), z.unknown()),
    crop_field_ids: idList,
    tree_field_ids: idList,
  })
  .omit({ farm_id: true })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: V.nothing_to_change });
export type UpdateAsset = z.infer<typeof updateAssetSchema>;

export const assetSchema = orgRecordSchema('Asset', {
  ...recordFields(sharedFields),
  farm_name: z.string(),
  type: z.enum(ASSET_TYPES),
  geometry: assetGeometrySchema.nullable(),
  /** The asset upstream (`feeds_asset_id`): the water (or power) comes from it. */
  feeds_asset_name: z.string().nullable(),
  /** The type's attributes, as its create body describes them. */
  attributes: z.record(z.string(), z.unknown()),
  crop_field_ids: z.array(z.uuid()),
  tree_field_ids: z.array(z.uuid()),
});
export type AssetRecord = z.infer<typeof assetSchema>;

export const assetListQuerySchema = listQuerySchema.extend({
  type: z.enum(ASSET_TYPES).optional(),
  state: z.enum(ASSET_STATES).optional(),
  farm_id: z.uuid().optional(),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;
/** The record's schemas as the kit's CRUD endpoints take them (`crudEndpoints`). */
export const assetCrudSchemas = { record: assetSchema, create: createAssetSchema, update: updateAssetSchema, query: assetListQuerySchema };

/** GET /api/assets/network/?farm_id — every asset of the farm, for the map and the flow view. */
export const assetNetworkQuerySchema = z.object({ farm_id: z.uuid() });
export const assetNetworkSchema = z.object({ farm_id: z.uuid(), assets: z.array(assetSchema) }).meta({ id: 'AssetNetwork' });
export type AssetNetwork = z.infer<typeof assetNetworkSchema>;

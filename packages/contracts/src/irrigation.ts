import { z } from 'zod';
import { isoDateSchema, V } from './common';
import { logEntrySchema } from './record-schema';

/**
 * Irrigation advisory of crop fields (FAO-56 water balance, @rayyan/agronomy): per-field settings,
 * the latest advice with the explanation of today's numbers, hold/resume, the irrigation log and the
 * replayed water-balance history.
 */

/** Soil texture classes of FAO-56 Table 19 (keys of FAO56_SOILS). */
export const IRRIGATION_SOIL_TYPES = ['sand', 'loamy_sand', 'sandy_loam', 'loam', 'clay'] as const;
export const IRRIGATION_DATA_QUALITY = ['excellent', 'fair_60', 'poor_40', 'poor_20'] as const;
export const IRRIGATION_STATUSES = ['active', 'on_hold'] as const;
/** The root zone today (spec: irrigation status dry, stressed, adequate, over wetted). */
export const ROOT_ZONE_STATUSES = ['dry', 'stressed', 'adequate', 'over_wetted'] as const;
/** Crop fields (pivot, /api/crop-fields/) and tree fields (drip, /api/fields/) both have an advisory. */
export const IRRIGATION_FIELD_KINDS = ['crop', 'tree'] as const;
export type IrrigationFieldKind = (typeof IRRIGATION_FIELD_KINDS)[number];

/** Defaults of a crop field (centre pivot); tree fields use TREE_IRRIGATION_SETTINGS_DEFAULTS. */
export const IRRIGATION_SETTINGS_DEFAULTS = {
  soil_type: 'sandy_loam',
  application_rate_mm_h: 6,
  efficiency: 0.85,
  drips_per_tree: 4,
  drip_flow_lph: 8,
  max_interval_days: 4,
  valve_name: null,
  valve_code: null,
} as const;
/** Defaults of a tree field (drip: 4 drippers of 8 L/h per tree, 90 % efficiency, at most 2 days between irrigations). */
export const TREE_IRRIGATION_SETTINGS_DEFAULTS = { ...IRRIGATION_SETTINGS_DEFAULTS, efficiency: 0.9, max_interval_days: 2 } as const;

const dripsPerTree = z.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(64, { error: V.out_of_range });
const dripFlowLph = z.number().gt(0, { error: V.out_of_range }).max(100, { error: V.out_of_range });
const maxIntervalDays = z.number().int({ error: V.out_of_range }).min(1, { error: V.out_of_range }).max(14, { error: V.out_of_range });
const valveText = (max: number) => z.string().trim().max(max, { error: V.too_long }).nullable();

/** Settings of a field's advice; PATCH /api/crop-fields/{id}/irrigation/settings/ takes any subset. */
export const irrigationSettingsSchema = z
  .object({
    soil_type: z.enum(IRRIGATION_SOIL_TYPES, { error: V.invalid_choice }).default(IRRIGATION_SETTINGS_DEFAULTS.soil_type),
    /** Gross application rate of the pivot, mm/h. */
    application_rate_mm_h: z.number().gt(0, { error: V.out_of_range }).max(100, { error: V.out_of_range }).default(IRRIGATION_SETTINGS_DEFAULTS.application_rate_mm_h),
    /** Application efficiency, 0.5-1. */
    efficiency: z.number().min(0.5, { error: V.out_of_range }).max(1, { error: V.out_of_range }).default(IRRIGATION_SETTINGS_DEFAULTS.efficiency),
    /** Tree fields (drip): drippers per tree. */
    drips_per_tree: dripsPerTree.default(IRRIGATION_SETTINGS_DEFAULTS.drips_per_tree),
    /** Tree fields (drip): flow of one dripper, L/h. */
    drip_flow_lph: dripFlowLph.default(IRRIGATION_SETTINGS_DEFAULTS.drip_flow_lph),
    /** The longest wait between irrigations, days: the field is refilled before RAW when RAW would last longer (pivots 4, drip 2 by default). */
    max_interval_days: maxIntervalDays.default(IRRIGATION_SETTINGS_DEFAULTS.max_interval_days),
    /** Valve that irrigates the field (tree fields; defaults to the field's main valve). */
    valve_name: valveText(100).default(null),
    valve_code: valveText(50).default(null),
  })
  .meta({ id: 'IrrigationSettings' });
export type IrrigationSettings = z.infer<typeof irrigationSettingsSchema>;
export const updateIrrigationSettingsSchema = z.object({
  soil_type: z.enum(IRRIGATION_SOIL_TYPES, { error: V.invalid_choice }).optional(),
  application_rate_mm_h: z.number().gt(0, { error: V.out_of_range }).max(100, { error: V.out_of_range }).optional(),
  efficiency: z.number().min(0.5, { error: V.out_of_range }).max(1, { error: V.out_of_range }).optional(),
  drips_per_tree: dripsPerTree.optional(),
  drip_flow_lph: dripFlowLph.optional(),
  max_interval_days: maxIntervalDays.optional(),
  valve_name: valveText(100).optional(),
  valve_code: valveText(50).optional(),
});
export type UpdateIrrigationSettings = z.infer<typeof updateIrrigationSettingsSchema>;

/**
 * Why a field has no advice because of its season: a crop field without an active season (never started, or ended),
 * or whose season is planted later than today. The nightly job skips crop fields without an active season.
 */
export const SEASON_NO_ADVICE_REASONS = ['no_active_season', 'before_planting'] as const;
export type SeasonNoAdviceReason = (typeof SEASON_NO_ADVICE_REASONS)[number];

/**
 * How to run a center pivot for the advice's gross depth (@rayyan/agronomy `pivotRun`): the percent timer that applies
 * it in one pass, or in `passes` equal passes when one pass at the slowest setting, or before runoff, cannot.
 */
export const pivotRunSchema = z
  .object({
    /** System capacity, m³/h, and as gross mm/day over the field. */
    capacity_m3_h: z.number(),
    capacity_mm_day: z.number(),
    /** Hours per revolution at 100 % speed, and the depth it applies, mm. */
    hours_per_revolution_at_100: z.number(),
    depth_at_100_mm: z.number(),
    /** Percent timer of each pass, whole %. */
    speed_pct: z.number(),
    passes: z.number().int(),
    /** Depth each pass applies at speed_pct, mm. */
    depth_per_pass_mm: z.number(),
    /** The largest depth one pass may apply, and what sets it (the slowest percent timer, or runoff). */
    max_depth_per_pass_mm: z.number(),
    limited_by: z.enum(['min_speed', 'runoff']),
    hours_per_revolution: z.number(),
    /** The field's sectors and the hours of each at speed_pct (null: not split in sectors). */
    sectors: z.number().int(),
    hours_per_sector: z.number().nullable(),
    total_hours: z.number(),
    /** Depth all passes apply, mm (the gross depth, or a little more: whole percent steps, or 100 % applying more). */
    applied_mm: z.number(),
  })
  .meta({ id: 'PivotRun' });
export type PivotRunRecord = z.infer<typeof pivotRunSchema>;

export const irrigationAdviceSchema = z
  .object({
    target_irrigation_date: isoDateSchema,
    irrigate_today: z.boolean(),
    /** Gross depth: the net depth that refills the root zone / the application efficiency, mm. */
    required_water_mm: z.number(),
    required_water_m3_per_feddan: z.number(),
    /** Run time (a center pivot: all its passes); null for a center pivot without its capacity and revolution time. */
    duration_minutes: z.number().nullable(),
    /** Run time as 'h:mm'. */
    duration_hhmm: z.string().nullable(),
    enough_till_date: isoDateSchema,
    /** The spec's data quality, from the vegetation cover below. */
    data_quality: z.enum(IRRIGATION_DATA_QUALITY),
    /** Vegetation cover, %: measured by the satellite (NDVI of the latest clear image, Carlson & Ripley 1997) or estimated from the crop stage. */
    vegetation_cover_pct: z.number().nullable().default(null),
    vegetation_cover_source: z.enum(['satellite', 'crop_stage']).default('crop_stage'),
    /** The satellite image the cover was measured on. */
    vegetation_cover_date: isoDateSchema.nullable().default(null),
    computed_at: z.string(),
    /** True when any weather behind the advice is simulated. */
    simulated_weather: z.boolean(),
    /** Tree fields: litres per tree (or palm) of the required water, and the trees it was spread over. */
    water_per_tree_litres: z.number().nullable().default(null),
    trees: z.number().int().nullable().default(null),
    /** Tree fields: the valve to open. */
    valve_name: z.string().nullable().default(null),
    valve_code: z.string().nullable().default(null),
    /**
     * Flow the run time assumes, m³/h: trees × drippers × dripper flow on drip, a center pivot's system capacity,
     * application rate × area otherwise (what the valve must deliver).
     */
    system_flow_m3_h: z.number().nullable().default(null),
    /** The field's irrigation factor (tree fields), applied to the required water; 100 = as computed. */
    irrigation_factor_pct: z.number().default(100),
    /** Center pivots with their capacity and revolution time: speed setting, hours per revolution, passes, hours per sector. */
    pivot_run: pivotRunSchema.nullable().default(null),
  })
  .meta({ id: 'IrrigationAdvice' });
export type IrrigationAdviceRecord = z.infer<typeof irrigationAdviceSchema>;

export const irrigationExplanationSchema = z
  .object({
    date: isoDateSchema,
    et0_mm: z.number(),
    kc: z.number(),
    etc_mm: z.number(),
    depletion_mm: z.number(),
    taw_mm: z.number(),
    raw_mm: z.number(),
    /** The depletion at which the field is refilled: RAW, or less to keep within the longest interval (null in advice stored before this existed). */
    refill_at_mm: z.number().nullable().default(null),
    ks: z.number(),
    /**
     * over_wetted: water drained below the roots yesterday or today (≥ 5 mm, from logged irrigation or rain); dry: the
     * stress coefficient Ks below 0.5; stressed: depletion beyond RAW (Ks < 1); adequate otherwise. Null in older advice.
     */
    root_zone_status: z.enum(ROOT_ZONE_STATUSES).nullable().default(null),
    /** FAO56_CROPS id the field's crop (or tree type) was mapped to. */
    crop: z.string(),
    /** Mean minimum humidity and 2 m wind of the replayed and forecast days that adjusted Kc mid and end (FAO-56 eq. 62); null when not adjusted. */
    kc_climate: z.object({ rh_min_pct: z.number(), u2_ms: z.number() }).nullable().default(null),
    /** Names of the organisation's growth and KC profiles used, null when the FAO-56 table values were used. */
    growth_profile: z.string().nullable().default(null),
    kc_profile: z.string().nullable().default(null),
    days_after_planting: z.number().int(),
    /**
     * The FAO-56 dual crop coefficient (chapter 7), used when the KC profile has basal values; all null with the single
     * Kc (and in advice stored before it existed). `kc` is then Kcb + Ke and `etc_mm` (Kcb + Ke) ET0.
     * kcb: basal crop coefficient (transpiration); ke: soil evaporation coefficient; evaporation_mm: E = Ke ET0, mm/day;
     * transpiration_mm: T = Ks Kcb ET0, mm/day; canopy_cover: fc (eq. 76); wetted_fraction: fw the last wetting wetted
     * (FAO-56 Table 20: drip 0.35, pivot and flood 1); exposed_wetted_fraction: few (eq. 75), the soil E comes from.
     */
    kcb: z.number().nullable().default(null),
    /**
     * Where today's Kcb comes from: 'image', the field's latest clear satellite image of the last 20 days (Kcb = 1.44
     * NDVI − 0.10, Campos et al. 2010, within the crop's Kc min … Kcb mid; the days from the image on take it, and the
     * cover it measured), or 'table', the KC profile's FAO-56 curve; null with the single Kc and in older advice.
     * kcb_image_date: that image's date; kcb_from_image: the Kcb it gave (null with the table's).
     */
    kcb_source: z.enum(['image', 'table']).nullable().default(null),
    kcb_image_date: isoDateSchema.nullable().default(null),
    kcb_from_image: z.number().nullable().default(null),
    ke: z.number().nullable().default(null),
    evaporation_mm: z.number().nullable().default(null),
    transpiration_mm: z.number().nullable().default(null),
    canopy_cover: z.number().nullable().default(null),
    wetted_fraction: z.number().nullable().default(null),
    exposed_wetted_fraction: z.number().nullable().default(null),
    /**
     * The leaching step (FAO-29) when the field's latest water analysis gives the irrigation water's EC: ecw_ds_m (ECw),
     * threshold_ece_ds_m (the crop's threshold soil salinity, FAO-29 Table 4), leaching_requirement LR = ECw / (5 ECe −
     * ECw), and the net depth and efficiency of gross = net / ((1 − LR) × efficiency); sample: the analysis' code. Null
     * without a water analysis (and in advice stored before it existed).
     */
    leaching: z
      .object({
        ecw_ds_m: z.number(),
        threshold_ece_ds_m: z.number(),
        leaching_requirement: z.number(),
        net_depth_mm: z.number(),
        efficiency: z.number(),
        sample_code: z.string().nullable(),
      })
      .nullable()
      .default(null),
    /** The field's latest water analysis' risks: high SAR, chloride or boron toxicity (FAO-29 Table 1); empty without one. */
    water_warnings: z.array(z.enum(['high_sodium_esp', 'high_sar', 'chloride_toxicity', 'boron_toxicity'])).default([]),
    /** Where the soil type came from: the code and USDA texture class of the field's latest soil analysis; null: the settings. */
    soil_sample: z.object({ code: z.string(), texture_class: z.string(), soil_type: z.enum(IRRIGATION_SOIL_TYPES) }).nullable().default(null),
    /**
     * The field's soil moisture probes (issue #15): today's depletion they measured (FAO-56 eq. 87), which the advice
     * used, against the one the balance modelled, their depths and the day of the readings; null without a probe reading.
     */
    soil_moisture: z
      .object({ measured_depletion_mm: z.number(), modelled_depletion_mm: z.number(), depths_cm: z.array(z.number()), date: z.string() })
      .nullable()
      .default(null),
  })
  .meta({ id: 'IrrigationExplanation' });
export type IrrigationExplanation = z.infer<typeof irrigationExplanationSchema>;

/** GET /api/crop-fields/{id}/irrigation/ or /api/fields/{id}/irrigation/ (and the answer of calculate, hold, resume). */
export const irrigationStatusSchema = z
  .object({
    field_id: z.uuid(),
    field_kind: z.enum(IRRIGATION_FIELD_KINDS),
    /**
     * drip: a tree field's drippers (drips per tree × flow); pivot: a center pivot crop field, run by its speed setting
     * (its machine is on the crop field); rate: the application rate in mm/h (flood, sprinklers, drip crop fields).
     */
    system: z.enum(['drip', 'pivot', 'rate']),
    status: z.enum(IRRIGATION_STATUSES),
    hold_till: isoDateSchema.nullable(),
    settings: irrigationSettingsSchema,
    /** True when a valve or pivot of the farm's water network (assets) waters the field: it names the valve, not the settings. */
    valve_from_network: z.boolean().default(false),
    advice: irrigationAdviceSchema.nullable(),
    explanation: irrigationExplanationSchema.nullable(),
    /** Why advice is null (no active season, before planting, unknown crop, no weather yet, not computed yet); null when advice is present. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'IrrigationStatus' });
export type IrrigationStatus = z.infer<typeof irrigationStatusSchema>;

/** GET /api/irrigation/overview/?farm_id= — the stored advice of every field of the organisation, for the field lists. */
export const irrigationOverviewQuerySchema = z.object({ farm_id: z.uuid({ error: V.invalid_choice }).optional() });
export const irrigationOverviewItemSchema = z
  .object({
    field_id: z.uuid(),
    field_kind: z.enum(IRRIGATION_FIELD_KINDS),
    field_code: z.string(),
    field_name: z.string(),
    farm_code: z.string(),
    status: z.enum(IRRIGATION_STATUSES),
    hold_till: isoDateSchema.nullable(),
    /** The stored advice (next day, mm, run time, water per tree, valve…); null without one, `reason` says why. */
    advice: irrigationAdviceSchema.nullable(),
    root_zone_status: z.enum(ROOT_ZONE_STATUSES).nullable(),
    reason: z.string().nullable(),
    computed_at: z.string(),
  })
  .meta({ id: 'IrrigationOverviewItem' });
export type IrrigationOverviewItem = z.infer<typeof irrigationOverviewItemSchema>;
export const irrigationOverviewSchema = z.object({ results: z.array(irrigationOverviewItemSchema) }).meta({ id: 'IrrigationOverview' });

/** POST /api/crop-fields/{id}/irrigation/hold/ — `until` must be today or later. */
export const irrigationHoldSchema = z.object({ until: isoDateSchema });
export type IrrigationHold = z.infer<typeof irrigationHoldSchema>;

/** POST /api/crop-fields/{id}/irrigation/logs/ — water_mm, or water_m3 over the field area. */
export const createIrrigationLogSchema = z
  .object({
    date: isoDateSchema,
    water_mm: z.number().gt(0, { error: V.out_of_range }).max(1000, { error: V.out_of_range }).optional(),
    water_m3: z.number().gt(0, { error: V.out_of_range }).max(1e7, { error: V.out_of_range }).optional(),
    notes: z.string().trim().max(1000, { error: V.too_long }).optional(),
  })
  .refine((v) => v.water_mm !== undefined || v.water_m3 !== undefined, { error: V.required, path: ['water_mm'] });
export type CreateIrrigationLog = z.infer<typeof createIrrigationLogSchema>;
/** DELETE /api/crop-fields/{id}/irrigation/logs/{logId}/ (and /api/fields/…): a mistaken entry. */
export const irrigationLogParamsSchema = z.object({ id: z.uuid(), logId: z.uuid() });

export const irrigationLogSchema = logEntrySchema('IrrigationLog', 'field_id', {
  date: isoDateSchema,
  /** Gross depth applied, mm (the balance counts water_mm × efficiency). */
  water_mm: z.number(),
  water_m3: z.number(),
  notes: z.string().nullable(),
});
export type IrrigationLog = z.infer<typeof irrigationLogSchema>;
export const irrigationLogListSchema = z.array(irrigationLogSchema);

export const irrigationHistoryQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const irrigationHistoryDaySchema = z
  .object({
    date: isoDateSchema,
    et0_mm: z.number(),
    etc_mm: z.number(),
    /** Depletion at the end of the day, mm. */
    depletion_mm: z.number(),
    raw_mm: z.number(),
    taw_mm: z.number(),
    /** Net irrigation from the log, mm. */
    irrigation_mm: z.number(),
    /** True when no irrigation was logged and the advice is assumed followed (refill on reaching RAW). */
    irrigation_assumed: z.boolean(),
    /** True when the day's ET0 is simulated (past days without a stored forecast, or a simulated forecast). */
    simulated: z.boolean(),
  })
  .meta({ id: 'IrrigationHistoryDay' });
export type IrrigationHistoryDay = z.infer<typeof irrigationHistoryDaySchema>;
export const irrigationHistorySchema = z.array(irrigationHistoryDaySchema);

import { z } from 'zod';
import { dateRangeQueryFields, isoDateSchema, V } from './common';

/**
 * Satellite crop health (spec 3, 9; issue #13): image dates per field and an index's statistics per date, from
 * Sentinel-2 through STAC or simulated imagery. Spec: default sensing index NDVI; 10 m, 3 m in Advanced.
 */

/** The indices offered (the same list as @rayyan/agronomy SATELLITE_INDICES, where each formula is cited). */
export const SATELLITE_INDEX_IDS = ['ndvi', 'ndre', 'ndmi', 'ndwi', 'savi', 'evi', 'gndvi'] as const;
export type SatelliteIndexId = (typeof SATELLITE_INDEX_IDS)[number];
export const DEFAULT_SATELLITE_INDEX: SatelliteIndexId = 'ndvi';

export const SATELLITE_SOURCES = ['stac', 'simulated'] as const;
export type SatelliteImageSource = (typeof SATELLITE_SOURCES)[number];
/** Shown wherever imagery is: "simulated imagery" or the mission's name. */
export const SATELLITE_LABELS: Record<SatelliteImageSource, string> = { stac: 'Sentinel-2 L2A', simulated: 'simulated imagery' };

/**
 * Why an image date is not used for findings: too few clear pixels (`cloudy`), no pixel centre inside the border
 * (`too_small`), the scene does not cover the field (`outside_scene`), its rasters could not be read (`unreadable`).
 */
export const SATELLITE_IMAGE_FLAGS = ['cloudy', 'too_small', 'outside_scene', 'unreadable'] as const;
export type SatelliteImageFlag = (typeof SATELLITE_IMAGE_FLAGS)[number];

/** Spec: "Please come back after 10 minutes to see the result." (refresh accepted). */
export const SATELLITE_REFRESH_MESSAGE = 'Please come back after 10 minutes to see the result.';
/** A backfill covers at most this many days. */
export const SATELLITE_BACKFILL_MAX_DAYS = 366;

export const satelliteImageSchema = z
  .object({
    id: z.uuid(),
    image_date: z.iso.date(),
    /** The latest usable (unflagged) date is active (spec 3). */
    active: z.boolean(),
    clear_fraction: z.number().min(0).max(1),
    source: z.enum(SATELLITE_SOURCES),
    simulated: z.boolean(),
    scene_id: z.string(),
    cloud_cover: z.number().nullable(),
    resolution_m: z.number().nullable(),
    flag: z.enum(SATELLITE_IMAGE_FLAGS).nullable(),
  })
  .meta({ id: 'SatelliteImage' });
export type SatelliteImage = z.infer<typeof satelliteImageSchema>;

/** GET …/satellite/images/: the field's image dates, newest first. */
export const satelliteImageListSchema = z.object({ results: z.array(satelliteImageSchema) }).meta({ id: 'SatelliteImageList' });
export type SatelliteImageList = z.infer<typeof satelliteImageListSchema>;

const indexQuery = z.enum(SATELLITE_INDEX_IDS, { error: V.invalid_choice }).default(DEFAULT_SATELLITE_INDEX);

/** `?index=ndvi&date=YYYY-MM-DD`; without a date, the active one. */
export const satelliteStatsQuerySchema = z.object({ index: indexQuery, date: isoDateSchema.optional() });
export type SatelliteStatsQuery = z.infer<typeof satelliteStatsQuerySchema>;

const figure = z.number().nullable();
export const satelliteStatsSchema = z
  .object({
    image_date: z.iso.date(),
    index: z.enum(SATELLITE_INDEX_IDS),
    source: z.enum(SATELLITE_SOURCES),
    simulated: z.boolean(),
    flag: z.enum(SATELLITE_IMAGE_FLAGS).nullable(),
    mean: figure,
    min: figure,
    max: figure,
    std: figure,
    p10: figure,
    p50: figure,
    p90: figure,
    pixels: z.number().int().min(0),
    valid_pixels: z.number().int().min(0),
    clear_fraction: z.number().min(0).max(1),
  })
  .meta({ id: 'SatelliteStats' });
export type SatelliteStats = z.infer<typeof satelliteStatsSchema>;

/**
 * The overlay's colour ramp (low to high, the usual red-yellow-green vegetation palette; ColorBrewer RdYlGn) and
 * the value range each index is drawn over: values beyond it take the end colours.
 */
export const SATELLITE_RAMP = ['#a50026', '#f46d43', '#fee08b', '#a6d96a', '#1a9850'] as const;
export const SATELLITE_OVERLAY_RANGES: Record<SatelliteIndexId, readonly [number, number]> = {
  ndvi: [0, 0.9],
  ndre: [0, 0.6],
  ndmi: [-0.4, 0.6],
  ndwi: [-0.8, 0.4],
  savi: [0, 0.8],
  evi: [0, 0.9],
  gndvi: [0, 0.9],
};
/** Colour of masked pixels (clouds, shadow, no data) inside the border. */
export const SATELLITE_MASKED_COLOUR = '#adb5bd';

/** GET …/satellite/series/?index=: the index's statistics on every image date, oldest first, for the chart. */
export const satelliteSeriesQuerySchema = z.object({ index: indexQuery });
export const satelliteSeriesSchema = z
  .object({ index: z.enum(SATELLITE_INDEX_IDS), results: z.array(satelliteStatsSchema) })
  .meta({ id: 'SatelliteSeries' });
export type SatelliteSeries = z.infer<typeof satelliteSeriesSchema>;

/** GET …/satellite/findings/: crop-health findings of the latest clear date (NDVI), each with the figures it was decided on. */
export const cropHealthFindingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sudden_drop'), analysed_on: z.iso.date(), previous_date: z.iso.date(), ratio_of_decrease: z.number() }),
  z.object({ kind: z.literal('high_variability'), analysed_on: z.iso.date(), coefficient_of_variation: z.number() }),
  z.object({
    kind: z.literal('degraded_zones'),
    analysed_on: z.iso.date(),
    zone_count: z.number().int().min(1),
    area_m2: z.number().min(0),
    percent_of_field: z.number().min(0).max(100),
    ratio_of_decrease: z.number(),
  }),
]);
export const satelliteFindingsSchema = z
  .object({ analysed_on: z.iso.date().nullable(), simulated: z.boolean(), findings: z.array(cropHealthFindingSchema) })
  .meta({ id: 'SatelliteFindings' });
export type SatelliteFindings = z.infer<typeof satelliteFindingsSchema>;
export type CropHealthFindingRecord = z.infer<typeof cropHealthFindingSchema>;

/** POST …/satellite/refresh/: optional season to backfill (both dates, at most a year, not in the future). */
export const satelliteRefreshSchema = z
  .object(dateRangeQueryFields)
  .strict()
  .superRefine((body, ctx) => {
    if ((body.from === undefined) !== (body.to === undefined)) {
      ctx.addIssue({ code: 'custom', path: [body.from === undefined ? 'from' : 'to'], message: V.required });
      return;
    }
    if (body.from && body.to) {
      if (body.to < body.from) ctx.addIssue({ code: 'custom', path: ['to'], message: V.end_before_start });
      else if ((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000 > SATELLITE_BACKFILL_MAX_DAYS) {
        ctx.addIssue({ code: 'custom', path: ['from'], message: V.out_of_range });
      }
    }
  })
  .meta({ id: 'SatelliteRefresh' });
export type SatelliteRefresh = z.infer<typeof satelliteRefreshSchema>;

export const satelliteRefreshAcceptedSchema = z.object({ message: z.literal(SATELLITE_REFRESH_MESSAGE) }).meta({ id: 'SatelliteRefreshAccepted' });

/** Management zones (spec 3): 3 to 5 classes of the index's mean over recent clear dates (k-means), 3 by default. */
export const SATELLITE_ZONE_COUNTS = [3, 4, 5] as const;
export const DEFAULT_SATELLITE_ZONES = 3;
/** Clear dates averaged into the zones: the latest clear one and those up to this many days before it. */
export const SATELLITE_ZONES_WINDOW_DAYS = 45;
/** Zone colours, low to high (the overlay's ramp at 3, 4 or 5 stops). */
export const SATELLITE_ZONE_COLOURS: Record<(typeof SATELLITE_ZONE_COUNTS)[number], readonly string[]> = {
  3: ['#d73027', '#fee08b', '#1a9850'],
  4: ['#d73027', '#fc8d59', '#91cf60', '#1a9850'],
  5: ['#a50026', '#f46d43', '#fee08b', '#a6d96a', '#1a9850'],
};

export const satelliteZonesQuerySchema = z.object({
  index: indexQuery,
  zones: z.coerce
    .number({ error: V.invalid_choice })
    .int({ error: V.invalid_choice })
    .refine((n) => (SATELLITE_ZONE_COUNTS as readonly number[]).includes(n), { message: V.invalid_choice })
    .default(DEFAULT_SATELLITE_ZONES),
});
export type SatelliteZonesQuery = z.infer<typeof satelliteZonesQuerySchema>;

const lonLat = z.array(z.number()).length(2);
export const satelliteZoneSchema = z.object({
  /** 1 is the lowest mean. */
  zone: z.number().int().min(1).max(5),
  pixels: z.number().int().min(1),
  area_m2: z.number().min(0),
  percent_of_field: z.number().min(0).max(100),
  mean: z.number(),
  /** The zone's pixels (centres inside the border) as polygons clipped to the border, WGS84. */
  geometry: z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(lonLat))) }),
});
export type SatelliteZone = z.infer<typeof satelliteZoneSchema>;

/**
 * GET …/satellite/zones/?index=&zones=: `ok` with the zones; `no_clear_image` (no usable date yet) or
 * `too_few_clear_pixels` (under half the field, or under 10 pixels a zone, clear on the dates) with no zone.
 */
export const SATELLITE_ZONE_STATUSES = ['ok', 'no_clear_image', 'too_few_clear_pixels'] as const;
export const satelliteZonesSchema = z
  .object({
    index: z.enum(SATELLITE_INDEX_IDS),
    zone_count: z.number().int(),
    status: z.enum(SATELLITE_ZONE_STATUSES),
    /** The clear dates averaged, oldest first. */
    dates: z.array(z.iso.date()),
    simulated: z.boolean(),
    field_pixels: z.number().int().min(0),
    valid_pixels: z.number().int().min(0),
    resolution_m: z.number().nullable(),
    zones: z.array(satelliteZoneSchema),
  })
  .meta({ id: 'SatelliteZones' });
export type SatelliteZones = z.infer<typeof satelliteZonesSchema>;

/**
 * GET …/satellite/metrics/?date=: crop metrics of an image date (spec 3), each an estimate naming its model;
 * a metric without its inputs (a flagged date, no weather) is null, never guessed.
 */
export const satelliteMetricsQuerySchema = z.object({ date: isoDateSchema.optional() });
const estimate = z.number().nullable();
export const satelliteMetricsSchema = z
  .object({
    image_date: z.iso.date(),
    simulated: z.boolean(),
    flag: z.enum(SATELLITE_IMAGE_FLAGS).nullable(),
    /** Mean NDVI × 100. */
    vegetation_index_pct: estimate,
    /** Fractional vegetation cover, % (Carlson & Ripley 1997). */
    vegetation_cover_pct: estimate,
    /** Basal crop coefficient from NDVI (Campos et al. 2010). */
    kcb: estimate,
    /** Fraction of absorbed PAR from NDVI (Myneni & Williams 1994). */
    fapar: estimate,
    /** Reference ET of the image date, mm (FAO-56 Penman-Monteith, from the weather). */
    et0_mm: estimate,
    /** Potential transpiration Kcb × ET0, mm a day (FAO-56 eq. 69 without stress or evaporation). */
    transpiration_mm: estimate,
    /** Solar radiation of the day, MJ m⁻² (Hargreaves, FAO-56 eq. 50). */
    solar_radiation_mj_m2: estimate,
    /** Dry matter of the day, kg ha⁻¹ (light-use efficiency × fAPAR × solar radiation). */
    dry_matter_kg_ha_day: estimate,
    /** Dry matter since the first clear date of the series up to this date, kg ha⁻¹, and for the field, t. */
    dry_matter_cumulative_kg_ha: estimate,
    dry_matter_cumulative_t: estimate,
    /** Share of the day's dry matter a full canopy would add that this field misses, %. */
    production_gap_pct: estimate,
    /** Mean NDRE over the field's 90th percentile (a virtual well-fed reference; Holland & Schepers 2013). */
    nitrogen_sufficiency_index: estimate,
    /** Below 0.95: nitrogen likely short (Varvel, Schepers & Francis 1997). */
    nitrogen_short: z.boolean().nullable(),
    /** The weather the ET and dry matter were computed from was simulated. */
    weather_simulated: z.boolean().nullable(),
  })
  .meta({ id: 'SatelliteMetrics' });
export type SatelliteMetrics = z.infer<typeof satelliteMetricsSchema>;

import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  satelliteFindingsSchema,
  satelliteImageListSchema,
  satelliteMetricsQuerySchema,
  satelliteMetricsSchema,
  satelliteRefreshAcceptedSchema,
  satelliteRefreshSchema,
  satelliteSeriesQuerySchema,
  satelliteSeriesSchema,
  satelliteStatsQuerySchema,
  satelliteStatsSchema,
  satelliteZonesQuerySchema,
  satelliteZonesSchema,
} from '../satellite';

/** Satellite imagery of one field under `base` (a crop field's or a tree field's): image dates, statistics, series, refresh. */
function fieldSatelliteEndpoints(base: `/api/${string}/:id/satellite`) {
  const at = (suffix: string) => `${base}${suffix}` as `/api/${string}`;
  const view = 'farm_and_fields:view';
  return {
    images: endpoint({ method: 'GET', path: at('/images/'), params: idParamsSchema, response: satelliteImageListSchema, access: view }),
    stats: endpoint({ method: 'GET', path: at('/stats/'), params: idParamsSchema, query: satelliteStatsQuerySchema, response: satelliteStatsSchema, access: view }),
    /** The index on a date as a PNG, north up, clipped to the border (clear pixels coloured, masked ones grey). */
    overlay: endpoint({ method: 'GET', path: at('/overlay/'), params: idParamsSchema, query: satelliteStatsQuerySchema, response: 'file', access: view }),
    findings: endpoint({ method: 'GET', path: at('/findings/'), params: idParamsSchema, response: satelliteFindingsSchema, access: view }),
    /** Management zones: k-means classes of the index's mean over recent clear dates, as polygons with area and mean. */
    zones: endpoint({ method: 'GET', path: at('/zones/'), params: idParamsSchema, query: satelliteZonesQuerySchema, response: satelliteZonesSchema, access: view }),
    /** Crop metrics of an image date (the active one without a date). */
    metrics: endpoint({ method: 'GET', path: at('/metrics/'), params: idParamsSchema, query: satelliteMetricsQuerySchema, response: satelliteMetricsSchema, access: view }),
    series: endpoint({ method: 'GET', path: at('/series/'), params: idParamsSchema, query: satelliteSeriesQuerySchema, response: satelliteSeriesSchema, access: view }),
    refresh: endpoint({
      method: 'POST',
      path: at('/refresh/'),
      params: idParamsSchema,
      // No body: the last 30 days.
      body: satelliteRefreshSchema.nullish(),
      response: satelliteRefreshAcceptedSchema,
      status: 202,
      access: 'farm_and_fields:edit',
    }),
  };
}

/** Satellite crop health (issue #13) of crop fields and tree fields. */
export const satelliteEndpoints = {
  crop: fieldSatelliteEndpoints('/api/crop-fields/:id/satellite'),
  tree: fieldSatelliteEndpoints('/api/fields/:id/satellite'),
} as const;

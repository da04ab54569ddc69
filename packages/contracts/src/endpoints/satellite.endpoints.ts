import { idParamsSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  satelliteFindingsSchema,
  satelliteImageListSchema,
  satelliteRefreshAcceptedSchema,
  satelliteRefreshSchema,
  satelliteSeriesQuerySchema,
  satelliteSeriesSchema,
  satelliteStatsQuerySchema,
  satelliteStatsSchema,
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

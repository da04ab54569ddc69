import { z } from 'zod';
import { idParamsSchema, listQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  createCropFieldSchema,
  createFarmSchema,
  createRegionSchema,
  createTreeFieldSchema,
  cropFieldListItemSchema,
  cropFieldSchema,
  cropSeasonSchema,
  farmListQuerySchema,
  farmSchema,
  fieldListQuerySchema,
  fieldMapQuerySchema,
  fieldMapSchema,
  regionSchema,
  startSeasonSchema,
  treeFieldListItemSchema,
  treeFieldSchema,
  updateCropFieldSchema,
  updateFarmSchema,
  updateRegionSchema,
  updateSeasonSchema,
  updateTreeFieldSchema,
} from '../geography';
import { geoExportQuerySchema, geometryPreviewSchema } from '../geography-files';
import { crudEndpoints } from './crud';

/** Regions, farms, tree fields and crop fields with their seasons, the map and border files (spec 3). */
export const geographyEndpoints = {
  regions: crudEndpoints('/api/regions', 'farm_and_fields', { record: regionSchema, create: createRegionSchema, update: updateRegionSchema, query: listQuerySchema }),
  farms: {
    ...crudEndpoints('/api/farms', 'farm_and_fields', { record: farmSchema, create: createFarmSchema, update: updateFarmSchema, query: farmListQuerySchema }),
    /** Borders with attributes: GeoJSON, KML or .xlsx. */
    export: endpoint({ method: 'GET', path: '/api/farms/export/', query: geoExportQuerySchema, response: 'file', access: 'farm_and_fields:view' }),
  },
  treeFields: {
    ...crudEndpoints('/api/fields', 'farm_and_fields', { record: treeFieldSchema, create: createTreeFieldSchema, update: updateTreeFieldSchema, query: fieldListQuerySchema, item: treeFieldListItemSchema }),
    export: endpoint({ method: 'GET', path: '/api/fields/export/', query: geoExportQuerySchema, response: 'file', access: 'farm_and_fields:view' }),
    /** Every field with its border, unpaginated, for the map. */
    map: endpoint({ method: 'GET', path: '/api/fields/map/', query: fieldMapQuerySchema, response: fieldMapSchema, access: 'farm_and_fields:view' }),
  },
  cropFields: {
    ...crudEndpoints('/api/crop-fields', 'farm_and_fields', { record: cropFieldSchema, create: createCropFieldSchema, update: updateCropFieldSchema, query: fieldListQuerySchema, item: cropFieldListItemSchema }),
    export: endpoint({ method: 'GET', path: '/api/crop-fields/export/', query: geoExportQuerySchema, response: 'file', access: 'farm_and_fields:view' }),
    map: endpoint({ method: 'GET', path: '/api/crop-fields/map/', query: fieldMapQuerySchema, response: fieldMapSchema, access: 'farm_and_fields:view' }),
    seasons: endpoint({ method: 'GET', path: '/api/crop-fields/:id/seasons/', params: idParamsSchema, response: z.array(cropSeasonSchema), access: 'farm_and_fields:view' }),
    startSeason: endpoint({ method: 'POST', path: '/api/crop-fields/:id/season/', params: idParamsSchema, body: startSeasonSchema, response: cropFieldSchema, access: 'crop_season:start' }),
    editSeason: endpoint({ method: 'PATCH', path: '/api/crop-fields/:id/season/', params: idParamsSchema, body: updateSeasonSchema, response: cropFieldSchema, access: 'crop_season:edit' }),
    endSeason: endpoint({ method: 'POST', path: '/api/crop-fields/:id/end-season/', params: idParamsSchema, response: cropFieldSchema, access: 'crop_season:end' }),
  },
  /** A preview of a border file's features (multipart `file`); stores nothing. */
  parseBorderFile: endpoint({ method: 'POST', path: '/api/geometry/parse/', multipart: true, response: geometryPreviewSchema, access: 'farm_and_fields:view' }),
} as const;

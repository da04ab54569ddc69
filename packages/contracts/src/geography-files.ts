import { z } from 'zod';
import { searchQuerySchema } from './common';
import { GEO_EXPORT_FORMATS, GEO_FILE_FORMATS, areaFields, boundaryGeometrySchema } from './geography';

// Border files: exports of farms and fields, and the preview of an uploaded file.

/** `GET /api/farms/export/`, `/api/fields/export/`, `/api/crop-fields/export/` */
export const geoExportQuerySchema = z.object({
  format: z.enum(GEO_EXPORT_FORMATS).default('geojson'),
  farm_id: z.uuid().optional(),
  region_id: z.uuid().optional(),
  search: searchQuerySchema,
});
export type GeoExportQuery = z.infer<typeof geoExportQuerySchema>;

export const GEOMETRY_PROBLEM_CODES = ['empty_geometry', 'self_intersection', 'too_few_vertices', 'out_of_range', 'too_many_vertices', 'border_too_complex'] as const;

/** POST /api/geometry/parse/ (multipart field `file`; no side effects). */
export const geometryPreviewSchema = z
  .object({
    format: z.enum(GEO_FILE_FORMATS),
    features: z.array(
      z.object({
        name: z.string().nullable(),
        geometry: boundaryGeometrySchema,
        ...areaFields,
        valid: z.boolean(),
        problem: z
          .object({
            code: z.enum(GEOMETRY_PROBLEM_CODES),
            message: z.string(),
            /** [lon, lat] of the problem, for the map to highlight. */
            location: z.tuple([z.number(), z.number()]).optional(),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'GeometryPreview' });
export type GeometryPreview = z.infer<typeof geometryPreviewSchema>;

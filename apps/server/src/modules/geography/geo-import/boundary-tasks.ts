import type { BoundaryGeometry, GeometryPreview } from '@rayyan/contracts';
import { boundaryAreas } from './areas';
import { parseBoundaryFile } from './parse-boundary-file';
import { validateBoundary, type ValidateBoundaryResult } from './validate-boundary';

/**
 * The CPU-heavy border work, as tasks for the worker pool (shared/cpu-pool.ts): the request thread only
 * receives the bytes and sends the answer. Each is also callable directly (small borders, tests).
 */

export interface PreviewBoundaryFileInput {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * POST /api/geometry/parse/: reads the file, checks each border and computes its areas. A refused file
 * throws GeoImportError (its `code` travels back from the worker).
 */
export function previewBoundaryFile({ fileName, bytes }: PreviewBoundaryFileInput): GeometryPreview {
  const parsed = parseBoundaryFile({ fileName, bytes });
  return {
    format: parsed.format,
    features: parsed.features.map((feature) => {
      const checked = validateBoundary(feature.geometry);
      const geometry = (checked.ok ? checked.geometry : feature.geometry) as BoundaryGeometry;
      const areas = boundaryAreas(feature.geometry);
      return {
        name: feature.name,
        geometry,
        area_m2: areas.areaM2,
        area_feddan: areas.areaFeddan,
        area_hectare: areas.areaHectare,
        valid: checked.ok,
        problem: checked.ok ? null : { code: checked.code, message: checked.message, ...(checked.location ? { location: checked.location } : {}) },
      };
    }),
  };
}

/**
 * {@link previewBoundaryFile} as the JSON text of the answer: the worker also does the serialising, so
 * the request thread only copies one string, however many vertices the file holds.
 */
export function previewBoundaryFileJson(input: PreviewBoundaryFileInput): string {
  return JSON.stringify(previewBoundaryFile(input));
}

/** validateBoundary of one drawn or sent border. */
export function checkBoundary(geometry: BoundaryGeometry): ValidateBoundaryResult<BoundaryGeometry> {
  return validateBoundary(geometry);
}

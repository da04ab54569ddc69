/**
 * Farm and field border import/export (product spec §3, §5, §8; ARCHITECTURE rule 7): pure functions,
 * no I/O. Flow for an upload: `parseBoundaryFile` → `validateBoundary` on each feature →
 * `boundaryAreas` for display → store as PostGIS `geometry(…,4326)`; `fieldWithinFarm` / `overlaps`
 * before saving a field; `toKml` / `toGeoJson` for downloads.
 */
export { GeoImportError, GEO_IMPORT_LIMITS, type GeoImportErrorCode } from './errors';
export type { BoundaryFeature } from './polygons';
export { parseBoundaryFile, type BoundaryFileFormat, type ParseBoundaryFileInput, type ParsedBoundaryFile } from './parse-boundary-file';
export { validateBoundary, type BoundaryProblem, type ValidateBoundaryResult } from './validate-boundary';
export { geodesicAreaM2, boundaryAreas, pivotCircle, PIVOT_RADIUS_LIMITS_M, type PivotCircleInput } from './areas';
export { fieldWithinFarm, overlaps, DEFAULT_TOLERANCE_RATIO, type TopologyOptions } from './topology';
export { toKml, toGeoJson, type ExportFeature } from './export-boundaries';

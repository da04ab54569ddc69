/**
 * Why an uploaded boundary file was refused. Each code maps to one user-facing message family
 * (product spec point 8, error catalogue) and to HTTP 422 in the route that will wrap this module.
 *
 * - `unsupported_format`: the bytes are not GeoJSON, KML, KMZ or a zipped Shapefile (whatever the name says).
 * - `invalid_file`: the format was recognised but the file is broken (bad JSON/XML/zip, encrypted zip, missing .dbf).
 * - `no_polygons`: the file parsed but holds no Polygon/MultiPolygon (points and lines are not borders).
 * - `too_large`: over a byte, uncompressed-size, zip-entry or total-vertex limit (see {@link GEO_IMPORT_LIMITS}).
 * - `too_many_features`: more features than {@link GEO_IMPORT_LIMITS.maxFeatures}.
 * - `invalid_geometry`: coordinates that are not finite numbers, or an impossible circle/geometry request.
 * - `unsupported_crs`: coordinates are not WGS84 lon/lat and we cannot reproject them safely.
 */
export type GeoImportErrorCode =
  | 'unsupported_format'
  | 'invalid_file'
  | 'no_polygons'
  | 'too_large'
  | 'too_many_features'
  | 'invalid_geometry'
  | 'unsupported_crs';

/** A typed refusal of a boundary file; `message` is safe to show to the user (English, no internals). */
export class GeoImportError extends Error {
  override readonly name = 'GeoImportError';
  constructor(
    readonly code: GeoImportErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Hard limits for one upload. Farm borders are small (a 10,000-feddan farm digitised every 5 m has
 * ~4,000 vertices), so these leave two orders of magnitude of headroom while keeping parsing of the
 * worst allowed file well under a second on one core.
 */
export const GEO_IMPORT_LIMITS = {
  /** Size of the uploaded bytes. */
  maxBytes: 10 * 1024 * 1024,
  /** Sum of the uncompressed sizes of a zip (declared and actual, whichever is larger). */
  maxUncompressedBytes: 50 * 1024 * 1024,
  /** Entries (files and folders) in a zip. */
  maxZipEntries: 100,
  /** Features read from the file, before non-polygons are dropped. */
  maxFeatures: 5_000,
  /** Positions in all kept polygons together. */
  maxVertices: 100_000,
} as const;

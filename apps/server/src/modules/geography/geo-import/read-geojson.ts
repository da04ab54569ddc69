import type { Geometry } from 'geojson';
import { toWgs84FromGeoJsonCrs } from './crs';
import { GEO_IMPORT_LIMITS, GeoImportError } from './errors';
import { assertLonLat, keepPolygons, mapPositions, type BoundaryFeature, type RawFeature } from './polygons';

const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

/**
 * Reads a GeoJSON FeatureCollection, Feature or bare Geometry (RFC 7946 §3). Coordinates are WGS84
 * lon/lat by definition; a legacy `crs` member is honoured only for the CRSs in
 * {@link toWgs84FromGeoJsonCrs}. The feature's name is its `name` property (any letter case).
 */
export function readGeoJson(text: string): BoundaryFeature[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new GeoImportError('invalid_file', 'The file looks like JSON but cannot be parsed; it may be truncated.');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
    throw new GeoImportError('unsupported_format', 'The JSON file is not GeoJSON (expected a FeatureCollection, Feature or Geometry).');
  }
  const root = doc as { type?: unknown; features?: unknown; crs?: unknown };
  let raw: RawFeature[];
  if (root.type === 'FeatureCollection') {
    if (!Array.isArray(root.features)) throw new GeoImportError('invalid_file', 'The GeoJSON FeatureCollection has no "features" array.');
    if (root.features.length > GEO_IMPORT_LIMITS.maxFeatures) {
      throw new GeoImportError('too_many_features', `The file holds ${root.features.length} features; at most ${GEO_IMPORT_LIMITS.maxFeatures} are allowed.`);
    }
    raw = root.features.map(fromFeature);
  } else if (root.type === 'Feature') {
    raw = [fromFeature(root)];
  } else if (typeof root.type === 'string' && GEOMETRY_TYPES.has(root.type)) {
    raw = [{ name: null, geometry: root as Geometry }];
  } else {
    throw new GeoImportError('unsupported_format', 'The JSON file is not GeoJSON (expected a FeatureCollection, Feature or Geometry).');
  }
  const transform = toWgs84FromGeoJsonCrs(root.crs);
  let features = keepPolygons(raw);
  if (transform) features = features.map((f) => ({ ...f, geometry: mapPositions(f.geometry, transform) }));
  assertLonLat(features, 'GeoJSON must use WGS84 longitude/latitude (EPSG:4326); the file seems to use a projected coordinate system.');
  return features;
}

function fromFeature(feature: unknown): RawFeature {
  if (!feature || typeof feature !== 'object') return { name: null, geometry: null };
  const f = feature as { geometry?: Geometry | null; properties?: Record<string, unknown> | null };
  return { name: nameFrom(f.properties), geometry: f.geometry };
}

/** The first property called "name" in any letter case (NAME in Shapefile exports, name in KML/GeoJSON). */
export function nameFrom(properties: Record<string, unknown> | null | undefined): string | null {
  if (!properties || typeof properties !== 'object') return null;
  for (const key of ['name', 'NAME', 'Name']) {
    const v = properties[key];
    if (typeof v === 'string' || typeof v === 'number') return String(v);
  }
  for (const [key, v] of Object.entries(properties)) {
    if (key.toLowerCase() === 'name' && (typeof v === 'string' || typeof v === 'number')) return String(v);
  }
  return null;
}

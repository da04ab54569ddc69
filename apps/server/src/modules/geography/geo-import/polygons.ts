import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { GEO_IMPORT_LIMITS, GeoImportError } from './errors';

/** A border read from a file: a name (if the file had one) and a WGS84 lon/lat polygon. */
export interface BoundaryFeature {
  name: string | null;
  geometry: Polygon | MultiPolygon;
}

/** One raw feature as a reader hands it over, before polygons are picked out. */
export interface RawFeature {
  name: string | null;
  geometry: Geometry | null | undefined;
}

/**
 * Keeps only the polygonal part of each feature (a border is an area: points and lines are ignored),
 * unpacking GeometryCollections (KML MultiGeometry) and dropping 3D/M values to 2D. Enforces the
 * feature and vertex limits and refuses non-numeric coordinates.
 */
export function keepPolygons(raw: RawFeature[]): BoundaryFeature[] {
  if (raw.length > GEO_IMPORT_LIMITS.maxFeatures) {
    throw new GeoImportError('too_many_features', `The file holds ${raw.length} features; at most ${GEO_IMPORT_LIMITS.maxFeatures} are allowed.`);
  }
  const out: BoundaryFeature[] = [];
  let vertices = 0;
  for (const feature of raw) {
    const polygons: Position[][][] = [];
    collect(feature.geometry, polygons, 0);
    if (polygons.length === 0) continue;
    for (const polygon of polygons) for (const ring of polygon) vertices += ring.length;
    if (vertices > GEO_IMPORT_LIMITS.maxVertices) {
      throw new GeoImportError('too_large', `The borders hold more than ${GEO_IMPORT_LIMITS.maxVertices} vertices; simplify them before uploading.`);
    }
    const geometry: Polygon | MultiPolygon =
      polygons.length === 1 ? { type: 'Polygon', coordinates: polygons[0]! } : { type: 'MultiPolygon', coordinates: polygons };
    out.push({ name: cleanName(feature.name), geometry });
  }
  if (out.length === 0) {
    throw new GeoImportError('no_polygons', 'The file holds no polygons. Borders must be drawn as closed areas, not points or lines.');
  }
  return out;
}

function collect(geometry: Geometry | null | undefined, into: Position[][][], depth: number): void {
  if (!geometry || typeof geometry !== 'object') return;
  switch (geometry.type) {
    case 'Polygon':
      if (Array.isArray(geometry.coordinates) && geometry.coordinates.length > 0) into.push(polygon2d(geometry.coordinates));
      return;
    case 'MultiPolygon':
      if (!Array.isArray(geometry.coordinates)) throw badCoordinates();
      for (const p of geometry.coordinates) if (Array.isArray(p) && p.length > 0) into.push(polygon2d(p));
      return;
    case 'GeometryCollection':
      // Nested collections are legal but pathological; 8 levels is far beyond any real KML.
      if (depth > 8 || !Array.isArray(geometry.geometries)) return;
      for (const g of geometry.geometries) collect(g, into, depth + 1);
      return;
    default:
      return; // Point, LineString, ... are not borders.
  }
}

function polygon2d(rings: unknown): Position[][] {
  if (!Array.isArray(rings)) throw badCoordinates();
  return rings.map((ring: unknown) => {
    if (!Array.isArray(ring)) throw badCoordinates();
    return ring.map((position: unknown) => {
      if (!Array.isArray(position) || position.length < 2) throw badCoordinates();
      const [x, y] = position as unknown[];
      if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) throw badCoordinates();
      return [x, y];
    });
  });
}

function badCoordinates(): GeoImportError {
  return new GeoImportError('invalid_geometry', 'A polygon has malformed coordinates (each position must be two finite numbers).');
}

function cleanName(name: string | null | undefined): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  return trimmed.length > 0 ? trimmed : null;
}

/**
 * Refuses coordinates outside lon ±180 / lat ±90: in a file that should be WGS84 they are almost
 * always metres of a projected CRS (e.g. UTM easting 300,000), which must not be stored as degrees.
 */
export function assertLonLat(features: BoundaryFeature[], hint: string): void {
  for (const f of features) {
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const polygon of polygons)
      for (const ring of polygon)
        for (const [x, y] of ring) {
          if (Math.abs(x!) > 180 || Math.abs(y!) > 90) {
            throw new GeoImportError(
              'unsupported_crs',
              `Coordinates such as (${x}, ${y}) are not WGS84 longitude/latitude; ${hint}`,
            );
          }
        }
  }
}

/** Calls `fn` on every position of a polygon or multipolygon, replacing it with the result. */
export function mapPositions<T extends Polygon | MultiPolygon>(geometry: T, fn: (p: Position) => Position): T {
  if (geometry.type === 'Polygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((r) => r.map(fn)) };
  }
  return { ...geometry, coordinates: (geometry as MultiPolygon).coordinates.map((p) => p.map((r) => r.map(fn))) };
}

import circle from '@turf/circle';
import rewind from '@turf/rewind';
import type { MultiPolygon, Polygon } from 'geojson';
import { areaInAllUnits, ellipsoidalAreaM2 } from '@rayyan/agronomy';
import { GeoImportError } from './errors';

/**
 * Area of a WGS84 border in m², holes subtracted, on the WGS84 ellipsoid (`ellipsoidalAreaM2`, GeographicLib): the
 * figure PostGIS `ST_Area(geography)` stores with the border, so an import's preview shows the area it will be saved with.
 */
export function geodesicAreaM2(geometry: Polygon | MultiPolygon): number {
  return ellipsoidalAreaM2(geometry);
}

/** The three areas the product shows for a border (m², feddan = 4,200.83 m², hectare), via @rayyan/agronomy. */
export function boundaryAreas(geometry: Polygon | MultiPolygon): { areaM2: number; areaFeddan: number; areaHectare: number } {
  return areaInAllUnits(geodesicAreaM2(geometry));
}

export interface PivotCircleInput {
  /** Pivot point [lon, lat] in WGS84 degrees. */
  center: [number, number];
  /** Wetted radius in metres, from the pivot point to the end of the last span (+ end gun if irrigated). */
  radiusM: number;
  /** Vertices on the circle (default 128). */
  steps?: number;
}

/** Center pivots in Egypt/KSA range from ~100 m (1 span) to ~800 m; 2 km leaves room for the largest made. */
export const PIVOT_RADIUS_LIMITS_M = { min: 1, max: 2_000 } as const;

/**
 * The circle a center-pivot irrigates, as a closed counter-clockwise WGS84 polygon (@turf/circle:
 * `steps` points at geodesic distance `radiusM` on the sphere via @turf/destination).
 *
 * The inscribed polygon has area (n/2)·r²·sin(2π/n): with 128 steps it is 0.04 % smaller than πr²,
 * below what a surveyed pivot can tell apart. Throws `invalid_geometry` for a centre out of range, a
 * radius outside 1…2,000 m, or fewer than 8 / more than 1,024 steps.
 */
export function pivotCircle({ center, radiusM, steps = 128 }: PivotCircleInput): Polygon {
  const [lon, lat] = center;
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) {
    throw new GeoImportError('invalid_geometry', 'The pivot centre must be WGS84 [longitude, latitude] within ±180 / ±90.');
  }
  if (!Number.isFinite(radiusM) || radiusM < PIVOT_RADIUS_LIMITS_M.min || radiusM > PIVOT_RADIUS_LIMITS_M.max) {
    throw new GeoImportError(
      'invalid_geometry',
      `The pivot radius must be between ${PIVOT_RADIUS_LIMITS_M.min} m and ${PIVOT_RADIUS_LIMITS_M.max.toLocaleString('en')} m.`,
    );
  }
  if (!Number.isInteger(steps) || steps < 8 || steps > 1024) {
    throw new GeoImportError('invalid_geometry', 'A pivot circle needs between 8 and 1,024 steps.');
  }
  const polygon = circle([lon, lat], radiusM, { steps, units: 'meters' }).geometry;
  return rewind(polygon, { reverse: false }) as Polygon;
}

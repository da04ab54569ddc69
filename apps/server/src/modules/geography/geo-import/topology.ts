import difference from '@turf/difference';
import { feature, featureCollection } from '@turf/helpers';
import intersect from '@turf/intersect';
import type { MultiPolygon, Polygon } from 'geojson';
import { geodesicAreaM2 } from './areas';

type Area = Polygon | MultiPolygon;

export interface TopologyOptions {
  /**
   * Share of the (smaller) area that may stick out or overlap before it counts; default 0.001 (0.1 %).
   */
  toleranceRatio?: number;
}

/** Default tolerance: 0.1 % of the field's area. */
export const DEFAULT_TOLERANCE_RATIO = 0.001;

/**
 * Whether a field lies inside its farm (spec §5: "A farm or field requires drawn borders first" — a
 * field is drawn inside the farm it belongs to).
 *
 * Rule: the part of the field outside the farm, area(field − farm), must be ≤ 0.1 % of the field's
 * area. Why a tolerance at all: a field edge drawn "on" the farm edge is digitised separately (map
 * clicks, a different KML, GPS walk) and wobbles by decimetres to metres across it; a strict
 * `booleanWithin` would refuse nearly every field that shares a border with its farm. Why area and not a
 * 0.5 m buffer: the difference is computed exactly by polyclip-ts (Martinez-Rueda clipping in
 * @turf/difference), whereas a geodesic buffer needs @turf/buffer (JSTS + a projection) and its own
 * approximations. 0.1 % is a sliver ≈ 1 m wide along one whole side of a 1 km × 1 km field, or ≈ 0.3 m
 * for a 100 m field — the order of consumer-GPS and hand-digitising error — while any real mistake
 * (a field drawn across the farm edge, in the wrong farm) is far larger.
 * Clipping works in lon/lat; at farm scale straight edges in degrees and on the ellipsoid differ by
 * millimetres, so this does not affect the answer.
 */
export function fieldWithinFarm(field: Area, farm: Area, options: TopologyOptions = {}): boolean {
  const ratio = options.toleranceRatio ?? DEFAULT_TOLERANCE_RATIO;
  const fieldArea = geodesicAreaM2(field);
  if (fieldArea <= 0) return false;
  const outside = difference(featureCollection([feature(field), feature(farm)]));
  const outsideArea = outside ? geodesicAreaM2(outside.geometry) : 0;
  return outsideArea <= ratio * fieldArea;
}

/**
 * Whether two borders overlap: their interiors share area. Touching along an edge or at a corner is
 * not an overlap (@turf/intersect then returns null or a zero-area result).
 *
 * Like {@link fieldWithinFarm}, a sliver up to 0.1 % of the SMALLER border's area is forgiven: two
 * neighbouring fields digitised separately along the same track overlap by such slivers without anyone
 * meaning them to. Pass `toleranceRatio: 0` for the strict DE-9IM "interiors intersect" test. (We do
 * not use @turf/boolean-overlap: it is false when one polygon contains the other, which for fields is
 * the worst overlap of all.)
 */
export function overlaps(a: Area, b: Area, options: TopologyOptions = {}): boolean {
  const ratio = options.toleranceRatio ?? DEFAULT_TOLERANCE_RATIO;
  const shared = intersect(featureCollection([feature(a), feature(b)]));
  if (!shared) return false;
  const sharedArea = geodesicAreaM2(shared.geometry);
  return sharedArea > ratio * Math.min(geodesicAreaM2(a), geodesicAreaM2(b));
}

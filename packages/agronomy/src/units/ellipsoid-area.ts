import geographiclib from 'geographiclib-geodesic';

// A CommonJS module: Node's ESM loader gives it only as the default export.
const { Geodesic } = geographiclib;

/** A border's rings of [lon, lat] positions (GeoJSON Polygon or MultiPolygon coordinates). */
export interface BorderGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: number[][][] | number[][][][];
}

/**
 * Area in m² of a WGS84 border on the WGS84 ellipsoid, holes subtracted: the geodesic polygon area of C. F. F. Karney,
 * "Algorithms for geodesics", J. Geodesy 87 (2013) 43–55, through GeographicLib (geographiclib-geodesic), which is what
 * PostGIS computes for `ST_Area(geography)`. So a border's area shown before it is saved (a drawn field, an imported
 * file's preview) is the area stored with it, where a spherical formula (turf) is off by 0.1 to 0.5 % at these latitudes.
 */
export function ellipsoidalAreaM2(geometry: BorderGeometry): number {
  const polygons = (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates) as number[][][][];
  let total = 0;
  for (const rings of polygons) {
    rings.forEach((ring, i) => {
      const area = ringArea(ring);
      total += i === 0 ? area : -area;
    });
  }
  return total;
}

/** Unsigned area of one ring (closed or not). */
function ringArea(ring: number[][]): number {
  const polygon = Geodesic.WGS84.Polygon(false);
  const last = ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1] ? ring.length - 1 : ring.length;
  for (let i = 0; i < last; i++) polygon.AddPoint(ring[i]![1]!, ring[i]![0]!);
  return Math.abs(polygon.Compute(false, true).area ?? 0);
}

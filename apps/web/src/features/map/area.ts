import { areaInAllUnits, ellipsoidalAreaM2 } from '@rayyan/agronomy';
import type { BoundaryGeometry } from '@rayyan/contracts';

export interface AreaReadout {
  areaM2: number;
  areaFeddan: number;
  areaHectare: number;
}

/** Area of a drawn border on the WGS84 ellipsoid (the area the server stores with it), in m², feddan (÷ 4,200.83) and hectare. */
export function areaOf(geometry: BoundaryGeometry): AreaReadout {
  return areaInAllUnits(ellipsoidalAreaM2(geometry));
}

/** "12,345 m² · 2.94 feddan · 1.23 ha" parts, formatted in the user's locale. */
export function formatArea(area: AreaReadout, language: string): { m2: string; feddan: string; hectare: string } {
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const two = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return { m2: whole.format(area.areaM2), feddan: two.format(area.areaFeddan), hectare: two.format(area.areaHectare) };
}

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres between two [lon, lat] positions (haversine). */
export function distanceM(a: readonly number[], b: readonly number[]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b[1]! - a[1]!);
  const dLon = rad(b[0]! - a[0]!);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1]!)) * Math.cos(rad(b[1]!)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Center and radius of a circle polygon (a center pivot drawn with the circle tool). */
export function circleOf(ring: readonly (readonly number[])[]): { center: { lat: number; lng: number }; radiusM: number } {
  const points = ring.slice(0, -1);
  const lng = points.reduce((s, p) => s + p[0]!, 0) / points.length;
  const lat = points.reduce((s, p) => s + p[1]!, 0) / points.length;
  const radiusM = points.reduce((s, p) => s + distanceM([lng, lat], p), 0) / points.length;
  return { center: { lat, lng }, radiusM };
}

/** Center of a border's bounding box, as {lat, lng}. */
export function centerOf(geometry: BoundaryGeometry): { lat: number; lng: number } {
  const [minX, minY, maxX, maxY] = boundsOf([geometry]);
  return { lat: (minY + maxY) / 2, lng: (minX + maxX) / 2 };
}

/** [west, south, east, north] of some borders. */
export function boundsOf(geometries: BoundaryGeometry[]): [number, number, number, number] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const g of geometries) {
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    for (const polygon of polygons) for (const ring of polygon) for (const [x, y] of ring) {
      if (x! < minX) minX = x!;
      if (x! > maxX) maxX = x!;
      if (y! < minY) minY = y!;
      if (y! > maxY) maxY = y!;
    }
  }
  return [minX, minY, maxX, maxY];
}

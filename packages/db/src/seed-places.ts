import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { farms, regions } from './geography.schema';

/** Borders of the demo seed: plain GeoJSON polygons. */
export type Ring = [number, number][];
export interface Poly {
  type: 'Polygon';
  coordinates: Ring[];
}

/** A rectangle from its west, south, east and north edges (degrees). */
export const rect = (west: number, south: number, east: number, north: number): Poly => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
});

/**
 * A pivot circle: 128 points at geodesic distance `radiusM` on the sphere of radius 6,371,008.8 m, counter-
 * clockwise — the same construction as the server's `pivotCircle` (@turf/circle → @turf/destination), which
 * this package cannot import (packages never depend on apps).
 */
export function seedPivotCircle(lon: number, lat: number, radiusM: number, steps = 128): Poly {
  const R = 6_371_008.8;
  const d = radiusM / R;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lon * Math.PI) / 180;
  const ring: Ring = [];
  for (let i = 0; i < steps; i++) {
    const θ = (-(i * 360) / steps) * (Math.PI / 180);
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
    const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
    ring.push([(λ2 * 180) / Math.PI, (φ2 * 180) / Math.PI]);
  }
  // turf's bearing runs clockwise from north; walk it backwards for a counter-clockwise (RFC 7946) ring.
  ring.reverse();
  ring.push(ring[0]!);
  return { type: 'Polygon', coordinates: [ring] };
}

/** The polygon as a PostGIS geometry (SRID 4326). */
export const geom = (g: Poly) => sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(g)}), 4326)`;
/** Its area on the WGS 84 ellipsoid, m². */
export const area = (g: Poly) => sql<number>`ST_Area(${geom(g)}::geography)`;

/**
 * The columns that place a demo center pivot at `lon`, `lat`: its circle of `radiusM` (border and area), its centre
 * and radius, four sectors, and the irrigation advisory and daily images on.
 */
export const seedPivotPlacement = (pivot: { lon: number; lat: number; radiusM: number }) => {
  const border = seedPivotCircle(pivot.lon, pivot.lat, pivot.radiusM);
  return {
    geom: geom(border) as never,
    areaM2: area(border) as never,
    pivotCenter: sql`ST_SetSRID(ST_MakePoint(${pivot.lon}, ${pivot.lat}), 4326)` as never,
    pivotRadiusM: pivot.radiusM,
    sectors: 4,
    irrigationType: 'center_pivot' as const,
    irrigationAdvisoryEnabled: true,
    dailyImagesEnabled: true,
  };
};

/** The id of the organisation's region with `code`, created when missing. */
export async function ensureRegion(tx: Db, created: { any: boolean }, orgId: string, code: string, name: string, address: string): Promise<string> {
  const [found] = await tx.select({ id: regions.id }).from(regions).where(and(eq(regions.orgId, orgId), eq(regions.code, code)));
  if (found) return found.id;
  created.any = true;
  const [row] = await tx.insert(regions).values({ orgId, code, name, address }).returning({ id: regions.id });
  return row!.id;
}

/** The id of the organisation's farm with `code`, created when missing (crop farms get the HD imagery and advanced irrigation services). */
export async function ensureFarm(
  tx: Db,
  created: { any: boolean },
  farm: { orgId: string; regionId: string; code: string; name: string; farmingType: 'tree' | 'crop'; border: Poly; zoom: number },
): Promise<string> {
  const { orgId, regionId, code, name, farmingType, border, zoom } = farm;
  const [found] = await tx.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, orgId), eq(farms.code, code)));
  if (found) return found.id;
  created.any = true;
  const [row] = await tx
    .insert(farms)
    .values({
      orgId,
      regionId,
      code,
      name,
      farmingType,
      zoom,
      geom: geom(border) as never,
      center: sql`ST_PointOnSurface(${geom(border)})` as never,
      areaM2: area(border) as never,
      services: { hd_satellite_imagery: farmingType === 'crop', chatbot: true, advanced_irrigation: farmingType === 'crop' },
    })
    .returning({ id: farms.id });
  return row!.id;
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { cropFields, cropSeasons, farms, regions, treeFields } from './geography.schema';
import { irrigationSettings } from './irrigation.schema';

type Ring = [number, number][];
interface Poly {
  type: 'Polygon';
  coordinates: Ring[];
}

const rect = (west: number, south: number, east: number, north: number): Poly => ({
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

const geom = (g: Poly) => sql`ST_SetSRID(ST_GeomFromGeoJSON(${JSON.stringify(g)}), 4326)`;
const area = (g: Poly) => sql<number>`ST_Area(${geom(g)}::geography)`;

/**
 * The demo pivots' machines: 7 spans on a 380 m lateral with an end gun (wetted radius 400 m); system capacity
 * 150-180 m³/h, i.e. 7.2-8.6 mm/day gross over the 50 ha circle (Toshka's peak ETc is about 8-9 mm/day); 21-26 h per
 * revolution at 100 % (the end tower at 1.5-1.9 m/min), so one revolution at 100 % applies 6.6-8.5 mm.
 */
const PIVOT_MACHINES: Record<string, Pick<typeof cropFields.$inferInsert, 'pivotTowers' | 'pivotLengthM' | 'pivotEndGun' | 'pivotCapacityM3H' | 'pivotHoursPerRevolution'>> = {
  'TA-P1': { pivotTowers: 7, pivotLengthM: 380, pivotEndGun: true, pivotCapacityM3H: 160, pivotHoursPerRevolution: 22 },
  'TA-P2': { pivotTowers: 7, pivotLengthM: 380, pivotEndGun: true, pivotCapacityM3H: 180, pivotHoursPerRevolution: 24 },
  'TA-P3': { pivotTowers: 7, pivotLengthM: 380, pivotEndGun: true, pivotCapacityM3H: 170, pivotHoursPerRevolution: 21 },
  'TA-P4': { pivotTowers: 7, pivotLengthM: 380, pivotEndGun: true, pivotCapacityM3H: 150, pivotHoursPerRevolution: 26 },
};

/** Regions, farms, tree fields, pivots and seasons of the two demo organisations (by code, idempotent). */
export async function seedGeography(tx: Db, orgIds: { tree: string; crop: string }, created: { any: boolean }): Promise<void> {
  const region = async (orgId: string, code: string, name: string, address: string) => {
    const [found] = await tx.select({ id: regions.id }).from(regions).where(and(eq(regions.orgId, orgId), eq(regions.code, code)));
    if (found) return found.id;
    created.any = true;
    const [row] = await tx.insert(regions).values({ orgId, code, name, address }).returning({ id: regions.id });
    return row!.id;
  };
  const farm = async (orgId: string, regionId: string, code: string, name: string, farmingType: 'tree' | 'crop', border: Poly, zoom: number) => {
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
  };

  // Tree organisation: date palms in Al-Ahsa (KSA), citrus in the Nile Delta (Egypt).
  const ahsa = await region(orgIds.tree, 'AHSA', 'Al-Ahsa', 'Al-Ahsa Oasis, Eastern Province, Saudi Arabia');
  const delta = await region(orgIds.tree, 'DELTA', 'Nile Delta', 'Menoufia, Egypt');
  // ~1.13 km × 1.12 km ≈ 300 feddan.
  const palms = await farm(orgIds.tree, ahsa, 'AHSA-01', 'Al-Ahsa Palms', 'tree', rect(49.6, 25.4, 49.6112, 25.4101), 15);
  await farm(orgIds.tree, delta, 'DELTA-01', 'Delta Citrus', 'tree', rect(31.0, 30.6, 31.008, 30.607), 16);
  for (const [code, name, border, varieties] of [
    ['AHSA-01-A', 'Khalas Block A', rect(49.601, 25.401, 49.605, 25.405), ['Khalas']],
    ['AHSA-01-B', 'Ruzeiz Block B', rect(49.606, 25.401, 49.61, 25.405), ['Ruzeiz', 'Sheshi']],
  ] as const) {
    const [found] = await tx.select({ id: treeFields.id }).from(treeFields).where(and(eq(treeFields.orgId, orgIds.tree), eq(treeFields.code, code)));
    if (found) continue;
    created.any = true;
    const [field] = await tx.insert(treeFields).values({
      orgId: orgIds.tree,
      farmId: palms,
      code,
      name,
      geom: geom(border) as never,
      areaM2: area(border) as never,
      rows: 40,
      columns: 45,
      blockedSpots: 12,
      plantsPerSpot: 1,
      treeType: 'date_palm',
      irrigationType: 'drip',
      varieties: [...varieties],
      waterSource: 'underground',
      mainValve: `MV-${code.slice(-1)}`,
      filteringUnits: 2,
      irrigationAdvisoryEnabled: true,
    }).returning({ id: treeFields.id });
    // Al-Ahsa sand; each palm on a ring of 8 bubblers of 16 L/h, one secondary valve per block.
    await tx.insert(irrigationSettings).values({
      fieldId: field!.id,
      treeFieldId: field!.id,
      orgId: orgIds.tree,
      soilType: 'sand',
      applicationRateMmH: 6,
      efficiency: 0.9,
      dripsPerTree: 8,
      dripFlowLph: 16,
      maxIntervalDays: 2,
      valveCode: `${code.slice(-1)}1-V01`,
    });
  }

  // Crop organisation: four 400 m center pivots in a ~1,000-feddan farm at Toshka.
  const toshka = await region(orgIds.crop, 'TOSHKA', 'Toshka', 'Toshka project, Aswan, Egypt');
  const pivots = await farm(orgIds.crop, toshka, 'TOSHKA-A', 'Toshka Pivots A', 'crop', rect(31.14, 22.74, 31.16, 22.7585), 14);
  const PIVOTS = [
    { code: 'TA-P1', name: 'Pivot 1 – Wheat', crop: 'wheat', variety: 'Sakha 95', lon: 31.145, lat: 22.7446, season: 'winter', state: 'active', planted: '2025-11-20', harvest: '2026-04-25', yieldTon: 2.8 },
    { code: 'TA-P2', name: 'Pivot 2 – Alfalfa', crop: 'alfalfa', variety: null, lon: 31.155, lat: 22.7446, season: 'fall', state: 'active', planted: '2025-10-01', harvest: null, yieldTon: null },
    { code: 'TA-P3', name: 'Pivot 3 – Maize', crop: 'maize', variety: 'SC 168', lon: 31.145, lat: 22.7539, season: 'summer', state: 'ended', planted: '2025-06-10', harvest: '2025-10-05', yieldTon: 3.5 },
    { code: 'TA-P4', name: 'Pivot 4 – Potato', crop: 'potato', variety: 'Spunta', lon: 31.155, lat: 22.7539, season: 'winter', state: 'active', planted: '2025-12-05', harvest: '2026-03-30', yieldTon: 12 },
  ] as const;
  for (const p of PIVOTS) {
    const machine = PIVOT_MACHINES[p.code]!;
    const [found] = await tx.select({ id: cropFields.id, capacity: cropFields.pivotCapacityM3H }).from(cropFields).where(and(eq(cropFields.orgId, orgIds.crop), eq(cropFields.code, p.code)));
    // Seeding again over a demo database seeded before the pivots had machines fills them in (the run time needs them);
    // a server start seeds only an empty database.
    if (found && found.capacity === null) await tx.update(cropFields).set(machine).where(eq(cropFields.id, found.id));
    if (found) continue;
    created.any = true;
    const border = seedPivotCircle(p.lon, p.lat, 400);
    const [row] = await tx
      .insert(cropFields)
      .values({
        orgId: orgIds.crop,
        farmId: pivots,
        code: p.code,
        name: p.name,
        crop: p.crop,
        variety: p.variety,
        geom: geom(border) as never,
        areaM2: area(border) as never,
        officialAreaFeddan: 120,
        season: p.season,
        seasonState: p.state,
        plantingDate: p.planted,
        expectedHarvestDate: p.harvest,
        expectedYieldTon: p.yieldTon,
        sectors: 4,
        irrigationType: 'center_pivot',
        irrigationAdvisoryEnabled: true,
        dailyImagesEnabled: true,
        hdImagery: true,
        advancedIrrigation: true,
        pivotCenter: sql`ST_SetSRID(ST_MakePoint(${p.lon}, ${p.lat}), 4326)` as never,
        pivotRadiusM: 400,
        ...machine,
      })
      .returning({ id: cropFields.id });
    await tx.insert(cropSeasons).values({
      orgId: orgIds.crop,
      cropFieldId: row!.id,
      season: p.season,
      state: p.state,
      crop: p.crop,
      variety: p.variety,
      plantingDate: p.planted,
      expectedHarvestDate: p.harvest,
      expectedYieldTon: p.yieldTon,
      endedAt: p.state === 'ended' ? new Date('2025-10-05T12:00:00Z') : null,
    });
  }
}

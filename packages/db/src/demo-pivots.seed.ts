import { and, eq } from 'drizzle-orm';
import { mmToM3 } from '@rayyan/agronomy';
import type { Db } from './database';
import { activityLog } from './core.schema';
import { demoIrrigationLogs, demoPivotSeasons, DEMO_PIVOTS, type DemoPivot } from './demo-pivots';
import { cropFields, cropSeasons } from './geography.schema';
import { irrigationLogs, irrigationSettings } from './irrigation.schema';
import { ensureFarm, ensureRegion, rect, seedPivotPlacement } from './seed-places';

/**
 * The Toshka crop farm of the demo: a ~1,000-feddan farm with five pivots whose seasons, settings and logged
 * irrigations follow the day the demo is created (demo-pivots.ts). Idempotent by code: a pivot that exists is left
 * alone (only an older demo pivot without its machine gets it). `actorId` is the user the logged irrigations are
 * recorded for in the activity log (null: none).
 */
export async function seedDemoCropFarm(tx: Db, orgId: string, created: { any: boolean }, today: string, actorId: string | null = null): Promise<void> {
  const regionId = await ensureRegion(tx, created, orgId, 'TOSHKA', 'Toshka', 'Toshka project, Aswan, Egypt');
  const farmId = await ensureFarm(tx, created, { orgId, regionId, code: 'TOSHKA-A', name: 'Toshka Pivots A', farmingType: 'crop', border: rect(31.14, 22.74, 31.16, 22.7585), zoom: 14 });
  for (const pivot of DEMO_PIVOTS) await seedPivot(tx, { orgId, farmId, actorId }, pivot, today, created);
}

async function seedPivot(tx: Db, at: { orgId: string; farmId: string; actorId: string | null }, pivot: DemoPivot, today: string, created: { any: boolean }): Promise<void> {
  const { orgId } = at;
  const [found] = await tx.select({ id: cropFields.id, capacity: cropFields.pivotCapacityM3H }).from(cropFields).where(and(eq(cropFields.orgId, orgId), eq(cropFields.code, pivot.code)));
  // Seeding again over a demo database seeded before the pivots had machines fills them in (the run time needs them);
  // a server start seeds only an empty database.
  if (found && found.capacity === null) await tx.update(cropFields).set(pivot.machine).where(eq(cropFields.id, found.id));
  if (found) return;
  created.any = true;
  const seasons = demoPivotSeasons(pivot, today);
  const current = seasons.at(-1)!;
  const [field] = await tx
    .insert(cropFields)
    .values({
      orgId,
      farmId: at.farmId,
      code: pivot.code,
      name: pivot.name,
      crop: current.crop,
      variety: current.variety,
      officialAreaFeddan: pivot.officialAreaFeddan,
      season: current.season,
      seasonState: current.state,
      plantingDate: current.plantingDate,
      expectedHarvestDate: current.expectedHarvestDate,
      expectedYieldTon: current.expectedYieldTon,
      ...seedPivotPlacement(pivot),
      hdImagery: true,
      advancedIrrigation: true,
      ...pivot.machine,
    })
    .returning({ id: cropFields.id, areaM2: cropFields.areaM2 });
  const fieldId = field!.id;
  await tx.insert(cropSeasons).values(
    seasons.map((s) => ({
      orgId,
      cropFieldId: fieldId,
      season: s.season,
      state: s.state,
      crop: s.crop,
      variety: s.variety,
      plantingDate: s.plantingDate,
      expectedHarvestDate: s.expectedHarvestDate,
      expectedYieldTon: s.expectedYieldTon,
      startedAt: new Date(`${s.plantingDate}T06:00:00Z`),
      endedAt: s.endedOn ? new Date(`${s.endedOn}T12:00:00Z`) : null,
    })),
  );
  await tx.insert(irrigationSettings).values({
    fieldId,
    cropFieldId: fieldId,
    orgId,
    soilType: pivot.settings.soilType,
    applicationRateMmH: 6,
    efficiency: pivot.settings.efficiency,
    maxIntervalDays: pivot.settings.maxIntervalDays,
  });
  const logs = demoIrrigationLogs(pivot, seasons, today);
  if (logs.length === 0) return;
  const written = await tx
    .insert(irrigationLogs)
    .values(logs.map((l) => ({ orgId, fieldId, cropFieldId: fieldId, date: l.date, waterMm: l.waterMm, notes: null, createdAt: new Date(`${l.date}T06:00:00Z`) })))
    .returning({ id: irrigationLogs.id, date: irrigationLogs.date, waterMm: irrigationLogs.waterMm, createdAt: irrigationLogs.createdAt });
  // The activity log shows who recorded each irrigation, as the irrigation log form records it.
  await tx.insert(activityLog).values(
    written.map((l) => ({
      orgId,
      userId: at.actorId,
      action: 'create' as const,
      entity: 'irrigation_log',
      entityId: l.id,
      changes: {
        field_id: { from: null, to: fieldId },
        date: { from: null, to: l.date },
        water_mm: { from: null, to: l.waterMm },
        water_m3: { from: null, to: Math.round(mmToM3(l.waterMm, field!.areaM2) * 100) / 100 },
      },
      createdAt: l.createdAt,
    })),
  );
}

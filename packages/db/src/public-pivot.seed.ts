import { and, eq } from 'drizzle-orm';
import { addDaysIso, cropCoefficientOnDay, dayNumberOfIso, fao56CropOf, seasonOfDate } from '@rayyan/agronomy';
import { PUBLIC_PIVOT_REPORT, type HarvestGrade } from '@rayyan/contracts';
import type { Db } from './database';
import { TOSHKA_ET0_MM_DAY } from './demo-pivots';
import { cropFields, cropSeasons } from './geography.schema';
import { harvests } from './harvests.schema';
import { irrigationLogs, irrigationSettings } from './irrigation.schema';
import { ensureFarm, ensureRegion, rect, seedPivotPlacement } from './seed-places';


const PIVOT = { lon: 31.17, lat: 22.745, radiusM: 400, officialAreaFeddan: 120, capacityM3H: 170, hoursPerRevolution: 24, efficiency: 0.85 };
/** Spunta potatoes, planted 115 days before the seed day (FAO-56 Table 11: 110-145 days), 12 t a feddan expected. */
const SEASON_DAYS = 115;
const EXPECTED_TON_PER_FEDDAN = 12;
const RUN_EVERY_DAYS = 3;
/** The lifting so far: three days of the harvest, each graded at the packing line (share of the day's tubers). */
const LIFTING = [{ daysAgo: 6, ton: 140 }, { daysAgo: 4, ton: 165 }, { daysAgo: 2, ton: 150 }] as const;
const GRADES: readonly [HarvestGrade, number][] = [['a', 0.62], ['b', 0.24], ['c', 0.1], ['unsatisfactory', 0.04]];

/**
 * "FS1 Pivot 12" on the Toshka organisation's Sector 1 farm: a potato season from planting to the first days of
 * lifting, relative to the day the database is created. A run every 3 days applies the crop's water use since the
 * last one (FAO-56 Kc curve, eq. 66, × Toshka's monthly ET0 over the application efficiency, as the other demo
 * pivots' logs), never more than the machine gives in 22 hours a day; the harvest so far is graded and sold.
 */
export async function seedPublicPivot(tx: Db, orgId: string, created: { any: boolean }, today: string): Promise<void> {
  const regionId = await ensureRegion(tx, created, orgId, 'TOSHKA', 'Toshka', 'Toshka project, Aswan, Egypt');
  const farmId = await ensureFarm(tx, created, { orgId, regionId, code: PUBLIC_PIVOT_REPORT.farmCode, name: 'Toshka Sector 1', farmingType: 'crop', border: rect(31.164, 22.7405, 31.176, 22.7495), zoom: 15 });
  const [found] = await tx.select({ id: cropFields.id }).from(cropFields).where(and(eq(cropFields.orgId, orgId), eq(cropFields.code, PUBLIC_PIVOT_REPORT.fieldCode)));
  if (found) return;
  created.any = true;
  const planting = addDaysIso(today, -SEASON_DAYS);
  const season = seasonOfDate(planting);
  const [field] = await tx
    .insert(cropFields)
    .values({
      orgId,
      farmId,
      code: PUBLIC_PIVOT_REPORT.fieldCode,
      name: PUBLIC_PIVOT_REPORT.name,
      crop: 'potato',
      variety: 'Spunta',
      officialAreaFeddan: PIVOT.officialAreaFeddan,
      season,
      seasonState: 'active',
      plantingDate: planting,
      expectedHarvestDate: addDaysIso(today, 5),
      expectedYieldTon: EXPECTED_TON_PER_FEDDAN,
      ...seedPivotPlacement(PIVOT),
      pivotTowers: 7,
      pivotLengthM: 380,
      pivotEndGun: true,
      pivotCapacityM3H: PIVOT.capacityM3H,
      pivotHoursPerRevolution: PIVOT.hoursPerRevolution,
    })
    .returning({ id: cropFields.id });
  const fieldId = field!.id;
  await tx.insert(cropSeasons).values({ orgId, cropFieldId: fieldId, season, state: 'active', crop: 'potato', variety: 'Spunta', plantingDate: planting, expectedHarvestDate: addDaysIso(today, 5), expectedYieldTon: EXPECTED_TON_PER_FEDDAN, startedAt: new Date(`${planting}T06:00:00Z`) });
  await tx.insert(irrigationSettings).values({ fieldId, cropFieldId: fieldId, orgId, soilType: 'sand', applicationRateMmH: 6, efficiency: PIVOT.efficiency, maxIntervalDays: RUN_EVERY_DAYS });
  const crop = fao56CropOf('potato', season);
  const machineMmDay = (PIVOT.capacityM3H * 24 * 1000) / (Math.PI * PIVOT.radiusM ** 2);
  const logs = [];
  for (let day = RUN_EVERY_DAYS; day < SEASON_DAYS; day += RUN_EVERY_DAYS) {
    const date = addDaysIso(planting, day);
    const kc = crop ? cropCoefficientOnDay(crop.profile, dayNumberOfIso(date) - dayNumberOfIso(planting)) : 1;
    const needed = (RUN_EVERY_DAYS * kc * TOSHKA_ET0_MM_DAY[Number(date.slice(5, 7)) - 1]!) / PIVOT.efficiency;
    const waterMm = Math.round(Math.min(needed, RUN_EVERY_DAYS * (22 / 24) * machineMmDay) * 2) / 2;
    logs.push({ orgId, fieldId, cropFieldId: fieldId, date, waterMm, createdAt: new Date(`${date}T06:00:00Z`) });
  }
  await tx.insert(irrigationLogs).values(logs);
  await tx.insert(harvests).values(
    LIFTING.flatMap(({ daysAgo, ton }, n) =>
      GRADES.map(([grade, share]) => ({
        orgId,
        fieldKind: 'crop' as const,
        fieldId,
        cropFieldId: fieldId,
        harvestDate: addDaysIso(today, -daysAgo),
        quantityKg: Math.round(ton * share * 1000),
        grade,
        buyer: n % 2 === 0 ? 'Upper Egypt Potato Export Co.' : 'Aswan Wholesale Market',
        supplier: 'FS1 lifting crew',
      })),
    ),
  );
}

import { and, eq, inArray } from 'drizzle-orm';
import { deltaT, sprayVerdicts } from '@rayyan/agronomy';
import { SPRAY_SETTINGS_DEFAULTS, type ApplicationWeather } from '@rayyan/contracts';
import type { Db } from './database';
import { cropFields, farms, treeFields } from './geography.schema';
import { pesticideApplications } from './pesticide-applications.schema';
import { pesticides } from './pesticides.schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
type NewPesticide = Omit<typeof pesticides.$inferInsert, 'orgId'>;

/** The pivots' registry (generic active ingredients, typical label values, demo data). */
const PIVOT_PESTICIDES: readonly NewPesticide[] = [
  { tradeName: 'Chlorantraniliprole 20 SC', activeIngredient: 'Chlorantraniliprole 200 g/l', formulation: 'SC', dose: 150, doseUnit: 'ml', doseBasis: 'per_hectare', targetPests: 'Fall armyworm, cutworms', preHarvestIntervalDays: 14, reEntryIntervalHours: 4, toxicityClass: 'U' },
  { tradeName: 'Mancozeb 80 WP', activeIngredient: 'Mancozeb 800 g/kg', formulation: 'WP', dose: 2, doseUnit: 'kg', doseBasis: 'per_hectare', targetPests: 'Early and late blight of potato', preHarvestIntervalDays: 7, reEntryIntervalHours: 24, toxicityClass: 'U' },
];
const DEMO_NOTE = 'Demo entry: follow the dose and intervals of the registered label in your country.';

/** A clear desert morning's hour (simulated, labelled so): warm, dry, light wind; the verdict is the spray engine's. */
function simulatedMorning(at: number, seed: number): ApplicationWeather {
  const hourStart = Math.floor(at / HOUR_MS) * HOUR_MS;
  const month = new Date(at).getUTCMonth();
  const summer = Math.cos(((month - 6) / 12) * 2 * Math.PI); // 1 in July, -1 in January
  const hour = {
    time: new Date(hourStart).toISOString().replace('.000Z', '+00:00'),
    temperature_c: Math.round((24 + 8 * summer + (seed % 5)) * 10) / 10,
    relative_humidity_pct: Math.round(45 - 12 * summer + (seed % 7) * 2),
    wind_speed_kmh: Math.round((5 + (seed % 4) * 3.5) * 10) / 10,
    precipitation_mm: 0,
  };
  // Sunrise about 03:00 UTC and sunset about 14:30 UTC (Arabian and Egyptian mornings at UTC+2/+3).
  const day = Date.UTC(new Date(at).getUTCFullYear(), new Date(at).getUTCMonth(), new Date(at).getUTCDate());
  const sun = [{ sunrise: new Date(day + 3 * HOUR_MS).toISOString(), sunset: new Date(day + 14.5 * HOUR_MS).toISOString() }];
  const [verdict] = sprayVerdicts([hour], SPRAY_SETTINGS_DEFAULTS, sun);
  return { ...hour, delta_t_c: verdict?.delta_t_c ?? Math.round(deltaT(hour.temperature_c, hour.relative_humidity_pct) * 10) / 10, verdict: verdict?.verdict ?? 'good', reasons: verdict?.reasons ?? [], source: 'simulated' };
}

/**
 * A season of spray records (issue #16) relative to the seed day: the palm blocks of AHSA-01 (a trunk injection
 * against red palm weevil 40 days before, inside whose 30-day PHI the later date-picking rounds fall, so the list
 * flags it, then a sulphur dusting and a Bt spray) and the Toshka pivots (a fungicide and an insecticide). Once per
 * organisation.
 */
export async function seedDemoPesticideApplications(tx: Db, orgIds: { tree: string; crop: string }, created: { any: boolean }, today = new Date()): Promise<void> {
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const morning = (daysAgo: number, hourUtc: number) => todayMs - daysAgo * DAY_MS + hourUtc * HOUR_MS;
  const product = async (orgId: string, name: string) => (await tx.select({ id: pesticides.id }).from(pesticides).where(and(eq(pesticides.orgId, orgId), eq(pesticides.tradeName, name))).limit(1))[0]?.id;
  const done = async (orgId: string) => (await tx.select({ id: pesticideApplications.id }).from(pesticideApplications).where(eq(pesticideApplications.orgId, orgId)).limit(1)).length > 0;
  const rows: (typeof pesticideApplications.$inferInsert)[] = [];

  if (!(await done(orgIds.tree))) {
    const blocks = await tx.select({ id: treeFields.id }).from(treeFields).innerJoin(farms, eq(farms.id, treeFields.farmId)).where(and(eq(treeFields.orgId, orgIds.tree), eq(farms.code, 'AHSA-01')));
    const plan: [string, number, number, 'ml' | 'g' | 'kg', number, string][] = [
      ['Imidacloprid 200 SL', 40, 30, 'ml', 250, 'Trunk injection, rows with weevil signs'],
      ['Sulphur 80 WG', 12, 2.5, 'kg', 800, 'Dusting against date dust mite'],
      ['Bt kurstaki WP', 3, 100, 'g', 1000, 'Lesser date moth on young bunches'],
    ];
    for (const [name, daysAgo, dose, unit, volume, notes] of plan) {
      const pesticideId = await product(orgIds.tree, name);
      if (!pesticideId) continue;
      blocks.forEach((block, i) => {
        const at = morning(daysAgo, 4 + (i % 2));
        rows.push({ orgId: orgIds.tree, pesticideId, fieldKind: 'tree', fieldId: block.id, treeFieldId: block.id, appliedAt: new Date(at), dose, doseUnit: unit, volumeL: volume, operatorName: i % 2 ? 'Hassan Al-Qahtani' : 'Yousef Al-Harbi', notes, weather: simulatedMorning(at, daysAgo + i) });
      });
    }
  }

  if (!(await done(orgIds.crop))) {
    if (!(await product(orgIds.crop, PIVOT_PESTICIDES[0]!.tradeName))) {
      const [any] = await tx.select({ id: pesticides.id }).from(pesticides).where(eq(pesticides.orgId, orgIds.crop)).limit(1);
      if (!any) await tx.insert(pesticides).values(PIVOT_PESTICIDES.map((p) => ({ ...p, orgId: orgIds.crop, notes: DEMO_NOTE })));
    }
    const pivots = await tx.select({ id: cropFields.id }).from(cropFields).innerJoin(farms, eq(farms.id, cropFields.farmId)).where(and(eq(cropFields.orgId, orgIds.crop), inArray(farms.code, ['TOSHKA-A'])));
    const plan: [string, number, number, 'ml' | 'kg', number][] = [
      ['Mancozeb 80 WP', 21, 2, 'kg', 400],
      ['Chlorantraniliprole 20 SC', 9, 150, 'ml', 300],
    ];
    for (const [name, daysAgo, dose, unit, volume] of plan) {
      const pesticideId = await product(orgIds.crop, name);
      if (!pesticideId) continue;
      pivots.slice(0, 4).forEach((pivot, i) => {
        const at = morning(daysAgo + i, 3 + (i % 3));
        rows.push({ orgId: orgIds.crop, pesticideId, fieldKind: 'crop', fieldId: pivot.id, cropFieldId: pivot.id, appliedAt: new Date(at), dose, doseUnit: unit, volumeL: volume, operatorName: 'Mahmoud Farouk', weather: simulatedMorning(at, daysAgo * 3 + i) });
      });
    }
  }
  if (rows.length === 0) return;
  await tx.insert(pesticideApplications).values(rows);
  created.any = true;
}

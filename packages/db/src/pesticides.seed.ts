import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { pesticides } from './pesticides.schema';

type NewPesticide = Omit<typeof pesticides.$inferInsert, 'orgId'>;
const DEMO_NOTE = 'Demo entry: follow the dose and intervals of the registered label in your country.';

/**
 * Products a date palm programme keeps in its registry, by active ingredient (generic names, no brands); doses and
 * intervals are typical label values, given as demo data.
 */
const DEMO_PESTICIDES: readonly NewPesticide[] = [
  { tradeName: 'Imidacloprid 200 SL', activeIngredient: 'Imidacloprid 200 g/l', formulation: 'SL', dose: 30, doseUnit: 'ml', doseBasis: 'per_palm', targetPests: 'Red palm weevil (trunk injection), dubas bug', preHarvestIntervalDays: 30, reEntryIntervalHours: 12, toxicityClass: 'II' },
  { tradeName: 'Emamectin benzoate 5.7 WG', activeIngredient: 'Emamectin benzoate 57 g/kg', formulation: 'WG', dose: 20, doseUnit: 'g', doseBasis: 'per_palm', targetPests: 'Red palm weevil (trunk injection)', preHarvestIntervalDays: 14, reEntryIntervalHours: 12, toxicityClass: 'II' },
  { tradeName: 'Bt kurstaki WP', activeIngredient: 'Bacillus thuringiensis subsp. kurstaki', formulation: 'WP', dose: 100, doseUnit: 'g', doseBasis: 'per_100_l', targetPests: 'Lesser date moth, fall armyworm', preHarvestIntervalDays: 0, reEntryIntervalHours: 4, toxicityClass: 'U' },
  { tradeName: 'Sulphur 80 WG', activeIngredient: 'Sulphur 800 g/kg', formulation: 'WG', dose: 2.5, doseUnit: 'kg', doseBasis: 'per_hectare', targetPests: 'Date dust mite', preHarvestIntervalDays: 1, reEntryIntervalHours: 24, toxicityClass: 'U' },
  { tradeName: 'Abamectin 18 EC', activeIngredient: 'Abamectin 18 g/l', formulation: 'EC', dose: 50, doseUnit: 'ml', doseBasis: 'per_100_l', targetPests: 'Dust mite, citrus leafminer', preHarvestIntervalDays: 7, reEntryIntervalHours: 12, toxicityClass: 'II' },
  { tradeName: 'Copper oxychloride 50 WP', activeIngredient: 'Copper oxychloride 500 g/kg (copper)', formulation: 'WP', dose: 300, doseUnit: 'g', doseBasis: 'per_100_l', targetPests: 'Black scorch (cuts and crown)', preHarvestIntervalDays: 7, reEntryIntervalHours: 24, toxicityClass: 'III' },
];

/** Seeds the demo registry once (an organisation that has any of its products keeps its own). */
export async function seedDemoPesticides(tx: Db, orgId: string, created: { any: boolean }): Promise<void> {
  const [found] = await tx.select({ id: pesticides.id }).from(pesticides).where(and(eq(pesticides.orgId, orgId), eq(pesticides.tradeName, DEMO_PESTICIDES[0]!.tradeName))).limit(1);
  if (found) return;
  created.any = true;
  await tx.insert(pesticides).values(DEMO_PESTICIDES.map((p) => ({ ...p, orgId, notes: DEMO_NOTE })));
}

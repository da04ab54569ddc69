import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ObservationSeverity } from '@rayyan/contracts';
import type { Db } from './database';
import { cropFields, treeFields } from './geography.schema';
import { PEST_CATALOGUE } from './pests-catalogue';
import { pests, scoutingObservations } from './pests.schema';
import { traps } from './traps.schema';
import { trees } from './trees.schema';

/** Adds the catalogue's entries an organisation does not have yet (by code); answers how many it added. */
export async function seedPestCatalogue(tx: Db, orgId: string): Promise<number> {
  const have = new Set((await tx.select({ code: pests.code }).from(pests).where(eq(pests.orgId, orgId))).map((p) => p.code));
  const missing = PEST_CATALOGUE.filter((entry) => !have.has(entry.code));
  if (missing.length === 0) return 0;
  await tx.insert(pests).values(
    missing.map((entry) => ({
      orgId,
      code: entry.code,
      kind: entry.kind,
      scientificName: entry.scientificName,
      hosts: entry.hosts,
      activeMonths: entry.activeMonths,
      nameEn: entry.en.name,
      nameAr: entry.ar.name,
      symptomsEn: entry.en.symptoms,
      symptomsAr: entry.ar.symptoms,
      thresholdEn: entry.en.threshold,
      thresholdAr: entry.ar.threshold,
      treatmentsEn: entry.en.treatments,
      treatmentsAr: entry.ar.treatments,
    })),
  );
  return missing.length;
}

const daysBefore = (today: Date, days: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - days)).toISOString().slice(0, 10);

interface DemoObservation {
  pest: string;
  daysAgo: number;
  severity: ObservationSeverity;
  count?: number;
  note: string;
  place: { treeField?: string; cropField?: string; infectedTreeOf?: string; trap?: string };
}

/** The scouting rounds of the last weeks: the palm organisation's blocks and traps, the pivots' crops. */
const DEMO_OBSERVATIONS: Record<'tree' | 'crop', DemoObservation[]> = {
  tree: [
    { pest: 'red_palm_weevil', daysAgo: 3, severity: 'high', note: 'Oozing hole 40 cm above the ground, frass at the base.', place: { infectedTreeOf: 'AHSA-01-A' } },
    { pest: 'red_palm_weevil', daysAgo: 3, severity: 'moderate', count: 7, note: 'Catch over the weekly threshold: palms around the trap inspected.', place: { trap: 'RPW-AHSA-03' } },
    { pest: 'dubas_bug', daysAgo: 10, severity: 'moderate', count: 35, note: 'Nymphs on the lower fronds, honeydew on the offshoots.', place: { treeField: 'AHSA-01-B' } },
    { pest: 'dust_mite', daysAgo: 24, severity: 'low', note: 'Light webbing on two bunches of row 12.', place: { treeField: 'AHSA-01-A' } },
  ],
  crop: [
    { pest: 'wheat_rust', daysAgo: 4, severity: 'low', note: 'First yellow rust stripes on lower leaves near the pivot centre.', place: { cropField: 'TA-P1' } },
    { pest: 'alfalfa_weevil', daysAgo: 6, severity: 'moderate', count: 14, note: 'Larvae in sweep-net samples; tip feeding on about a quarter of stems.', place: { cropField: 'TA-P2' } },
    { pest: 'potato_late_blight', daysAgo: 9, severity: 'low', note: 'Two lesions after foggy mornings; spray interval shortened.', place: { cropField: 'TA-P4' } },
  ],
};

/** Seeds the catalogue of both demo organisations, and their observations once (an organisation that has any is left as it is). */
export async function seedDemoPests(tx: Db, orgIds: { tree: string; crop: string }, created: { any: boolean }, today = new Date()): Promise<void> {
  for (const key of ['tree', 'crop'] as const) {
    const orgId = orgIds[key];
    if ((await seedPestCatalogue(tx, orgId)) > 0) created.any = true;
    const [seen] = await tx.select({ id: scoutingObservations.id }).from(scoutingObservations).where(eq(scoutingObservations.orgId, orgId)).limit(1);
    if (seen) continue;
    const pestIds = new Map((await tx.select({ id: pests.id, code: pests.code }).from(pests).where(eq(pests.orgId, orgId))).map((p) => [p.code, p.id]));
    const fieldIds = new Map((await tx.select({ id: treeFields.id, code: treeFields.code }).from(treeFields).where(eq(treeFields.orgId, orgId))).map((f) => [f.code, f.id]));
    const cropIds = new Map((await tx.select({ id: cropFields.id, code: cropFields.code }).from(cropFields).where(eq(cropFields.orgId, orgId))).map((f) => [f.code, f.id]));
    const trapIds = new Map((await tx.select({ id: traps.id, code: traps.code }).from(traps).where(eq(traps.orgId, orgId))).map((t) => [t.code, t.id]));
    const rows = [];
    for (const o of DEMO_OBSERVATIONS[key]) {
      const pestId = pestIds.get(o.pest);
      let treeId: string | null = null;
      if (o.place.infectedTreeOf && fieldIds.get(o.place.infectedTreeOf)) {
        const [tree] = await tx
          .select({ id: trees.id })
          .from(trees)
          .where(and(eq(trees.fieldId, fieldIds.get(o.place.infectedTreeOf)!), inArray(trees.healthState, ['infected'])))
          .orderBy(asc(trees.row), asc(trees.column))
          .limit(1);
        treeId = tree?.id ?? null;
      }
      const place = {
        fieldId: o.place.treeField ? (fieldIds.get(o.place.treeField) ?? null) : null,
        cropFieldId: o.place.cropField ? (cropIds.get(o.place.cropField) ?? null) : null,
        treeId,
        trapId: o.place.trap ? (trapIds.get(o.place.trap) ?? null) : null,
      };
      if (!pestId || !Object.values(place).some(Boolean)) continue;
      rows.push({ orgId, pestId, observedOn: daysBefore(today, o.daysAgo), severity: o.severity, count: o.count ?? null, note: o.note, ...place });
    }
    if (rows.length === 0) continue;
    created.any = true;
    await tx.insert(scoutingObservations).values(rows);
  }
}

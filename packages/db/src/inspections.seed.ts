import { and, eq } from 'drizzle-orm';
import { totalEvaluation, type FormCountUnit, type ProjectType } from '@rayyan/contracts';
import type { Db } from './database';
import { regions } from './geography.schema';
import { inspectionForms, inspectionLines, rpwProjects } from './inspections.schema';

/**
 * The palm organisation's RPW programme: projects in both regions and six weeks of their teams' inspection forms
 * (submitted, the latest of each project still a draft), with achievements varied by a fixed arithmetic so every demo
 * database holds the same season. Dates are relative to the day the database is seeded.
 */
const PROJECTS: { region: string; name: string; type: ProjectType; leader: string; manager: string; plate: string; checklist: string[] }[] = [
  {
    region: 'AHSA',
    name: 'Al-Ahsa pheromone traps',
    type: 'dry_pheromone_trap',
    leader: 'Saad Al-Otaibi',
    manager: 'Abdullah Al-Mulhim',
    plate: 'HSA 2291',
    checklist: ['Traps serviced on schedule', 'Lures changed on time', 'Water and food bait renewed', 'Catches counted and recorded', 'Damaged traps replaced'],
  },
  {
    region: 'AHSA',
    name: 'Al-Ahsa RPW treatment',
    type: 'rpw_treatment',
    leader: 'Fahad Al-Qahtani',
    manager: 'Abdullah Al-Mulhim',
    plate: 'HSA 4410',
    checklist: ['Infested palms injected', 'Follow-up of treated palms', 'Palms beyond recovery reported for removal', 'Wounds sealed after treatment'],
  },
  {
    region: 'DELTA',
    name: 'Delta pheromone traps',
    type: 'dry_pheromone_trap',
    leader: 'Mahmoud Fathy',
    manager: 'Hany Mostafa',
    plate: 'MNF 7731',
    checklist: ['Traps serviced on schedule', 'Lures changed on time', 'Catches counted and recorded', 'Damaged traps replaced'],
  },
];
const WEEKS = 6;
const DAY_MS = 86_400_000;

/** Seeds the programme once (an organisation that has any of its projects is left as it is). */
export async function seedDemoInspections(tx: Db, orgId: string, created: { any: boolean }, today = new Date()): Promise<void> {
  const [existing] = await tx.select({ id: rpwProjects.id }).from(rpwProjects).where(and(eq(rpwProjects.orgId, orgId), eq(rpwProjects.name, PROJECTS[0]!.name))).limit(1);
  if (existing) return;
  const regionIds = new Map((await tx.select({ id: regions.id, code: regions.code }).from(regions).where(eq(regions.orgId, orgId))).map((r) => [r.code, r.id]));
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  for (const [p, spec] of PROJECTS.entries()) {
    const regionId = regionIds.get(spec.region);
    if (!regionId) continue;
    created.any = true;
    const [project] = await tx
      .insert(rpwProjects)
      .values({ orgId, name: spec.name, projectType: spec.type, regionId, teamLeader: spec.leader, projectManager: spec.manager, vehiclePlate: spec.plate, startsOn: new Date(todayMs - 120 * DAY_MS).toISOString().slice(0, 10) })
      .returning({ id: rpwProjects.id });
    for (let week = WEEKS - 1; week >= 0; week--) {
      const at = new Date(todayMs - week * 7 * DAY_MS - p * DAY_MS + 7 * 3600_000);
      const lines = spec.checklist.map((item, i) => {
        const applicable = !(i === spec.checklist.length - 1 && week % 3 === 1);
        return { item, applicable, achievement_pct: applicable ? 60 + ((p * 11 + i * 7 + week * 13) % 41) : null };
      });
      await insertForm(tx, orgId, { projectId: project!.id, regionId, at, spec, lines, draft: week === 0, formType: 'project_checklist' });
    }
  }
  // The treatment team's compost and pruning rounds of the last fortnight, counted in palms.
  const treatment = PROJECTS[1]!;
  const [project] = await tx.select({ id: rpwProjects.id, regionId: rpwProjects.regionId }).from(rpwProjects).where(and(eq(rpwProjects.orgId, orgId), eq(rpwProjects.name, treatment.name)));
  if (!project) return;
  for (const [formType, planned, completed, bag, daysAgo] of [['compost', 400, 340, 'C-0412', 9], ['pruning', 250, 250, 'P-0188', 4]] as const) {
    await insertForm(tx, orgId, { projectId: project.id, regionId: project.regionId, at: new Date(todayMs - daysAgo * DAY_MS + 6 * 3600_000), spec: treatment, lines: [], draft: false, formType, counts: { planned, completed, unit: 'trees', bag } });
  }
}

async function insertForm(
  tx: Db,
  orgId: string,
  f: {
    projectId: string;
    regionId: string;
    at: Date;
    spec: (typeof PROJECTS)[number];
    lines: { item: string; applicable: boolean; achievement_pct: number | null }[];
    draft: boolean;
    formType: 'project_checklist' | 'compost' | 'pruning';
    counts?: { planned: number; completed: number; unit: FormCountUnit; bag: string };
  },
): Promise<void> {
  const [form] = await tx
    .insert(inspectionForms)
    .values({
      orgId,
      formType: f.formType,
      projectId: f.projectId,
      regionId: f.regionId,
      inspectedAt: f.at,
      teamLeader: f.spec.leader,
      projectManager: f.spec.manager,
      vehiclePlate: f.spec.plate,
      status: f.draft ? 'draft' : 'submitted',
      submittedAt: f.draft ? null : new Date(f.at.getTime() + 4 * 3600_000),
      totalEvaluation: totalEvaluation({ lines: f.lines, planned: f.counts?.planned, completed: f.counts?.completed }),
      planned: f.counts?.planned ?? null,
      completed: f.counts?.completed ?? null,
      countUnit: f.counts?.unit ?? null,
      bagNumber: f.counts?.bag ?? null,
    })
    .returning({ id: inspectionForms.id });
  if (f.lines.length === 0) return;
  await tx.insert(inspectionLines).values(f.lines.map((l, position) => ({ orgId, formId: form!.id, position, item: l.item, applicable: l.applicable, achievementPct: l.achievement_pct })));
}

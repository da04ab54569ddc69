import { and, count, eq, sql } from 'drizzle-orm';
import { M2_PER_FEDDAN, planOccurrences, plannedQuantity, type BuiltInActivity, type FarmRole, type TemplateMaterial } from '@rayyan/contracts';
import type { Db } from './database';
import { treeFields } from './geography.schema';
import { inventoryItems } from './inventories.schema';
import { programActivations, programActivationTargets, programTemplates, programTemplateTasks, tasks } from './programs.schema';

interface DemoTask {
  title: string;
  activity: BuiltInActivity;
  offset: number;
  duration?: number;
  every?: number;
  until?: number;
  roles?: FarmRole[];
  /** Item (English name), quantity and basis. */
  materials?: [string, number, TemplateMaterial['basis']][];
}
interface DemoTemplate {
  name: string;
  crop: string;
  description: string;
  tasks: DemoTask[];
}

/** The Arabic names of the demo templates and titles of their tasks. */
const ARABIC: Readonly<Record<string, string>> = {
  'Date palm: pollination to harvest': 'نخيل التمر: من التلقيح إلى الحصاد',
  'Citrus: fertigation and mite control': 'الموالح: التسميد مع الري ومكافحة الحلم',
  'Wheat: sowing to harvest': 'القمح: من الزراعة إلى الحصاد',
  'Alfalfa: summer cuts': 'البرسيم الحجازي: حشات الصيف',
  'Pollination round': 'جولة تلقيح',
  'Bunch thinning': 'خف العذوق',
  'Bunch bagging': 'تكييس العذوق',
  'RPW inspection round': 'جولة فحص سوسة النخيل الحمراء',
  'RPW trap servicing': 'خدمة مصائد سوسة النخيل الحمراء',
  'Kimri to tamr harvest': 'الحصاد من الكمري إلى التمر',
  'Offshoot removal': 'إزالة الفسائل',
  Fertigation: 'التسميد مع الري',
  'Rust mite spray': 'رش حلم الصدأ',
  'Summer pruning': 'التقليم الصيفي',
  Harvest: 'الحصاد',
  'Soil preparation': 'تجهيز التربة',
  Sowing: 'البذر',
  'Nitrogen through the pivot': 'تسميد نيتروجيني عبر الرشاش المحوري',
  Scouting: 'الاستكشاف الحقلي',
  'Alfalfa cut': 'حشة البرسيم',
  'Pivot maintenance': 'صيانة الرشاش المحوري',
};

/**
 * The date palm season in Al-Ahsa, from the spathes opening in late February: pollination rounds every 4 days, bunch
 * thinning and bagging, red palm weevil inspection rounds every two weeks, the kimri-to-tamr harvest window and offshoot removal.
 */
const PALM_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Date palm: pollination to harvest',
    crop: 'date_palm',
    description: 'Khalas and Ruzeiz season from the first spathes (late February) to the tamr harvest.',
    tasks: [
      { title: 'Pollination round', activity: 'pollination', offset: 0, duration: 2, every: 4, until: 28, roles: ['agriculture_engineer'], materials: [['Male palm pollen', 3, 'tree']] },
      { title: 'Bunch thinning', activity: 'thinning', offset: 45, duration: 5, roles: ['agriculture_engineer'] },
      { title: 'Bunch bagging', activity: 'bagging', offset: 75, duration: 6, materials: [['Bunch bags', 0.1, 'tree']] },
      { title: 'RPW inspection round', activity: 'scouting', offset: 0, duration: 1, every: 14, until: 196, roles: ['pests_and_diseases_agronomist'] },
      { title: 'RPW trap servicing', activity: 'trap_servicing', offset: 7, duration: 1, every: 14, until: 189, materials: [['RPW pheromone lures', 1, 'task']] },
      { title: 'Kimri to tamr harvest', activity: 'harvest', offset: 150, duration: 30, roles: ['farm_manager'] },
      { title: 'Offshoot removal', activity: 'pruning', offset: 200, duration: 10 },
    ],
  },
  {
    name: 'Citrus: fertigation and mite control',
    crop: 'citrus',
    description: 'Valencia orange in the Delta: fortnightly fertigation, rust mite sprays, summer pruning and the winter harvest.',
    tasks: [
      { title: 'Fertigation', activity: 'fertigation', offset: 0, every: 14, until: 168, materials: [['Calcium nitrate', 25, 'feddan']] },
      { title: 'Rust mite spray', activity: 'spraying', offset: 30, every: 60, until: 150, materials: [['Abamectin 1.8% EC', 0.25, 'feddan']] },
      { title: 'Summer pruning', activity: 'pruning', offset: 120, duration: 7 },
      { title: 'Harvest', activity: 'harvest', offset: 240, duration: 45 },
    ],
  },
];

/** Pivot crops at Toshka: winter wheat and the summer alfalfa cuts (every 28 to 35 days; 32 here). */
const PIVOT_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Wheat: sowing to harvest',
    crop: 'wheat',
    description: 'Sakha 95 under the pivot, sown in November and harvested in April.',
    tasks: [
      { title: 'Soil preparation', activity: 'soil_preparation', offset: 0, duration: 3 },
      { title: 'Sowing', activity: 'planting', offset: 4, duration: 2, materials: [['Wheat seed Sakha 95', 60, 'feddan'], ['Mono-ammonium phosphate', 50, 'feddan']] },
      { title: 'Nitrogen through the pivot', activity: 'fertigation', offset: 20, every: 10, until: 90, materials: [['Urea 46%', 25, 'feddan']] },
      { title: 'Scouting', activity: 'scouting', offset: 14, every: 14, until: 140 },
      { title: 'Harvest', activity: 'harvest', offset: 150, duration: 5 },
    ],
  },
  {
    name: 'Alfalfa: summer cuts',
    crop: 'alfalfa',
    description: 'A cut every 32 days from May to September, the pivot serviced before each.',
    tasks: [
      { title: 'Alfalfa cut', activity: 'harvest', offset: 0, duration: 3, every: 32, until: 128 },
      { title: 'Pivot maintenance', activity: 'maintenance', offset: 28, every: 32, until: 124, materials: [['Pivot sprinkler nozzles', 1, 'task']] },
    ],
  },
];

async function insertTemplates(tx: Db, orgId: string, list: DemoTemplate[]): Promise<Map<string, string>> {
  const items = await tx.select({ id: inventoryItems.id, name: inventoryItems.nameEn }).from(inventoryItems).where(eq(inventoryItems.orgId, orgId));
  const itemId = new Map(items.map((i) => [i.name, i.id]));
  const ids = new Map<string, string>();
  for (const template of list) {
    const [row] = await tx.insert(programTemplates).values({ orgId, name: template.name, nameAr: ARABIC[template.name] ?? null, crop: template.crop, description: template.description }).returning({ id: programTemplates.id });
    ids.set(template.name, row!.id);
    await tx.insert(programTemplateTasks).values(
      template.tasks.map((t, position) => ({
        orgId,
        templateId: row!.id,
        position,
        title: t.title,
        titleAr: ARABIC[t.title] ?? null,
        activity: t.activity,
        offsetDays: t.offset,
        durationDays: t.duration ?? 1,
        repeatEveryDays: t.every ?? null,
        repeatUntilOffsetDays: t.every ? (t.until ?? t.offset) : null,
        assigneeRoles: t.roles ?? [],
        materials: (t.materials ?? []).filter(([name]) => itemId.has(name)).map(([name, quantity, basis]) => ({ item_id: itemId.get(name)!, quantity, basis })),
      })),
    );
  }
  return ids;
}

/** The palm template activated on Khalas Block A from 40 days ago: the first rounds done, the rest pending or ahead. */
async function activatePalmBlock(tx: Db, orgId: string, templateId: string, userId: string | null, today: Date): Promise<void> {
  const [field] = await tx.select({ id: treeFields.id, areaM2: treeFields.areaM2 }).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.code, 'AHSA-01-A')));
  if (!field) return;
  const [planted] = await tx.execute(sql`SELECT count(*)::int AS n FROM trees WHERE field_id = ${field.id} AND spot_state = 'planted'`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  const size = { areaM2: field.areaM2, trees: Number(planted?.n ?? 0) };
  const start = new Date(today.getTime() - 40 * 86_400_000).toISOString().slice(0, 10);
  const todayIso = today.toISOString().slice(0, 10);
  const steps = await tx.select().from(programTemplateTasks).where(eq(programTemplateTasks.templateId, templateId)).orderBy(programTemplateTasks.position);
  const [activation] = await tx.insert(programActivations).values({ orgId, templateId, startDate: start, userId }).returning({ id: programActivations.id });
  await tx.insert(programActivationTargets).values({ activationId: activation!.id, orgId, templateId, startDate: start, targetType: 'tree_field', targetId: field.id });
  const occurrences = planOccurrences(
    steps.map((s) => ({ offset_days: s.offsetDays, duration_days: s.durationDays, repeat_every_days: s.repeatEveryDays, repeat_until_offset_days: s.repeatUntilOffsetDays })),
    start,
  );
  await tx.insert(tasks).values(
    occurrences.map((o) => {
      const step = steps[o.taskIndex]!;
      const past = o.endDate < todayIso;
      return {
        orgId,
        activationId: activation!.id,
        templateId,
        title: step.title,
        titleAr: step.titleAr,
        activity: step.activity,
        targetType: 'tree_field' as const,
        targetId: field.id,
        dueDate: o.dueDate,
        endDate: o.endDate,
        status: past ? ('done' as const) : o.dueDate <= todayIso ? ('in_progress' as const) : ('pending' as const),
        actualDate: past ? o.endDate : null,
        hoursWorked: past ? Math.round((size.areaM2 / M2_PER_FEDDAN) * 0.5 * 10) / 10 : null,
        assigneeRoles: step.assigneeRoles,
        plannedMaterials: step.materials.map((m) => ({ item_id: m.item_id, quantity: plannedQuantity(m, size) })),
      };
    }),
  );
}

/** Programme templates of both demo organisations (issue #14) and the palm season activated on Khalas Block A; once. */
export async function seedDemoPrograms(tx: Db, orgIds: { tree: string; crop: string }, managers: { tree: string | null; crop: string | null }, created: { any: boolean }, today = new Date()): Promise<void> {
  for (const [orgId, list] of [[orgIds.tree, PALM_TEMPLATES], [orgIds.crop, PIVOT_TEMPLATES]] as const) {
    const [existing] = await tx.select({ n: count() }).from(programTemplates).where(eq(programTemplates.orgId, orgId));
    if ((existing?.n ?? 0) > 0) continue;
    created.any = true;
    const ids = await insertTemplates(tx, orgId, list);
    if (orgId === orgIds.tree) await activatePalmBlock(tx, orgId, ids.get(PALM_TEMPLATES[0]!.name)!, managers.tree, today);
  }
}

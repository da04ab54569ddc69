import { and, eq } from 'drizzle-orm';
import { addDaysIso } from '@rayyan/agronomy';
import type { WeatherAlertType } from '@rayyan/contracts';
import type { Db } from './database';
import { activityLog, labors } from './core.schema';
import { farms } from './geography.schema';
import { weatherAlerts } from './weather.schema';

/**
 * Records the demo organisations keep beside their fields, so their lists are not empty: the pivot farm's labors,
 * who added each organisation's labors (the activity log) and each organisation's weather alerts. Dates are relative
 * to the day the demo is created; rows are looked up by name first (idempotent).
 */

/** The Toshka farm's team: pivot operators and a mechanic, paid in EGP. */
const CROP_LABORS = [
  { name: 'Hassan Abdel-Rahim', code: 'TA-L01', salary: 9500, salaryPeriod: 'monthly', currency: 'EGP', yearsAgo: 3, nationality: 'Egyptian' },
  { name: 'Sayed Ibrahim', code: 'TA-L02', salary: 8000, salaryPeriod: 'monthly', currency: 'EGP', yearsAgo: 2, nationality: 'Egyptian' },
  { name: 'Mostafa Kamal', code: 'TA-L03', salary: 400, salaryPeriod: 'daily', currency: 'EGP', yearsAgo: 0, nationality: 'Egyptian' },
] as const;

interface DemoAlert {
  name: string;
  farmCode: string;
  type: WeatherAlertType;
  minThreshold: number | null;
  maxThreshold: number | null;
  hourly: boolean;
}

/** Alerts a grower sets: heat stress and wind that stops a pivot at Toshka; heat and cold on the Al-Ahsa palms. */
const DEMO_ALERTS: Readonly<Record<'tree' | 'crop', readonly DemoAlert[]>> = {
  crop: [
    { name: 'Heat over 40 °C', farmCode: 'TOSHKA-A', type: 'heat', minThreshold: null, maxThreshold: 40, hourly: false },
    { name: 'Wind over 40 km/h', farmCode: 'TOSHKA-A', type: 'speed', minThreshold: null, maxThreshold: 40, hourly: true },
  ],
  tree: [
    { name: 'Heat over 46 °C', farmCode: 'AHSA-01', type: 'heat', minThreshold: null, maxThreshold: 46, hourly: false },
    { name: 'Cold below 5 °C', farmCode: 'AHSA-01', type: 'cold', minThreshold: 5, maxThreshold: null, hourly: false },
  ],
};

const yearsBefore = (today: string, years: number) => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace(/-02-29$/, '-02-28');

/** Seeds the records above; `managers` are the users the activity log names (null: none). */
export async function seedDemoRecords(
  tx: Db,
  orgIds: Record<'tree' | 'crop', string>,
  managers: Record<'tree' | 'crop', string | null>,
  created: { any: boolean },
  today: string,
): Promise<void> {
  for (const l of CROP_LABORS) {
    const orgId = orgIds.crop;
    const [found] = await tx.select({ id: labors.id }).from(labors).where(and(eq(labors.orgId, orgId), eq(labors.name, l.name)));
    if (found) continue;
    created.any = true;
    // The newest hand joined a month ago; the others some years back.
    const joinDate = l.yearsAgo === 0 ? addDaysIso(today, -30) : yearsBefore(today, l.yearsAgo);
    const addedAt = new Date(`${joinDate}T08:00:00Z`);
    await tx.insert(labors).values({ orgId, name: l.name, code: l.code, salary: l.salary, salaryPeriod: l.salaryPeriod, currency: l.currency, joinDate, nationality: l.nationality, createdAt: addedAt, updatedAt: addedAt });
  }
  // Each organisation's manager added its labors on the day each joined: the activity log says so, as the labor form records it.
  for (const key of ['crop', 'tree'] as const) {
    for (const l of await tx.select().from(labors).where(eq(labors.orgId, orgIds[key]))) {
      const [logged] = await tx.select({ id: activityLog.id }).from(activityLog).where(and(eq(activityLog.orgId, orgIds[key]), eq(activityLog.entityId, l.id)));
      if (logged) continue;
      created.any = true;
      const fields = { name: l.name, code: l.code, salary: l.salary, salary_period: l.salaryPeriod, currency: l.currency, join_date: l.joinDate, nationality: l.nationality };
      const changes = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { from: null, to: v }]));
      await tx.insert(activityLog).values({ orgId: orgIds[key], userId: managers[key], action: 'create', entity: 'labor', entityId: l.id, changes, createdAt: new Date(`${l.joinDate}T08:00:00Z`) });
    }
  }
  for (const key of ['crop', 'tree'] as const) {
    const orgId = orgIds[key];
    for (const a of DEMO_ALERTS[key]) {
      const [found] = await tx.select({ id: weatherAlerts.id }).from(weatherAlerts).where(and(eq(weatherAlerts.orgId, orgId), eq(weatherAlerts.name, a.name)));
      if (found) continue;
      const [farm] = await tx.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, orgId), eq(farms.code, a.farmCode)));
      created.any = true;
      await tx.insert(weatherAlerts).values({
        orgId,
        name: a.name,
        farmId: farm?.id ?? null,
        alwaysActive: true,
        hourly: a.hourly,
        type: a.type,
        minThreshold: a.minThreshold,
        maxThreshold: a.maxThreshold,
      });
    }
  }
}

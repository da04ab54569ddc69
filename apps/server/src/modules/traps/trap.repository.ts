import { and, eq, getTableColumns, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { farms, notifications, regions, trapCatches, traps, trapSettings, treeFields, type Db } from '@rayyan/db';
import {
  DEFAULT_RPW_WEEKLY_THRESHOLD,
  DEFAULT_TRAP_SERVICE_DAYS,
  type CreateTrap,
  type CreateTrapCatch,
  type TrapCatchRecord,
  type TrapListQuery,
  type TrapRecord,
  type TrapSettings,
  type UpdateTrap,
  type UpdateTrapSettings,
} from '@rayyan/contracts';
import { orgResourceRepository, snakeRecord } from '../../shared/org-resource.repository';
import { mondayOf } from './trap-weeks';
import type { OrgScopedRepository } from '../../shared/record-service';
import { childRowsOf } from '../../shared/child-rows.repository';

// Inside raw subqueries an interpolated column renders unqualified, so the outer trap is named by hand.
const serviceDays = sql`coalesce((SELECT s.service_interval_days FROM trap_settings s WHERE s.org_id = "traps"."org_id"), ${sql.raw(String(DEFAULT_TRAP_SERVICE_DAYS))})`;
const threshold = sql`coalesce((SELECT s.rpw_weekly_threshold FROM trap_settings s WHERE s.org_id = "traps"."org_id"), ${sql.raw(String(DEFAULT_RPW_WEEKLY_THRESHOLD))})`;
const lastVisit = sql`(SELECT max(c.visit_date) FROM trap_catches c WHERE c.trap_id = "traps"."id")`;
const nextService = sql`(coalesce(${lastVisit}, "traps"."installed_on") + ${serviceDays})`;
/** Installed, not removed, and the next visit is `today` or past. */
const dueCondition = (today: SQL) => sql`("traps"."removed_on" IS NULL AND "traps"."installed_on" <= ${today} AND ${nextService} <= ${today})`;
/** A standing RPW trap whose catches of the 7 days up to `today` reach the organisation's threshold. */
const overThreshold = (today: SQL) =>
  sql`("traps"."target_pest" = 'red_palm_weevil' AND "traps"."removed_on" IS NULL AND coalesce((SELECT sum(c.count) FROM trap_catches c WHERE c.trap_id = "traps"."id" AND c.visit_date > ${today} - 7 AND c.visit_date <= ${today}), 0) >= ${threshold})`;

export type TrapRepository = OrgScopedRepository<TrapRecord, CreateTrap, UpdateTrap, TrapListQuery> & ReturnType<typeof trapExtras>;

/** The kit's repository of traps, its flags computed for `today`. */
function trapResource(db: Db, todayText: string) {
  const today = sql`${todayText}::date`;
  return orgResourceRepository<typeof traps, TrapRecord, CreateTrap, UpdateTrap, TrapListQuery>(db, {
    table: traps,
    search: [traps.code, traps.lure],
    equals: { region_id: traps.regionId, farm_id: traps.farmId, trap_type: traps.trapType },
    filters: (query) => [
      query.status === 'active' ? isNull(traps.removedOn) : undefined,
      query.status === 'removed' ? isNotNull(traps.removedOn) : undefined,
      query.status === 'due' ? dueCondition(today) : undefined,
    ],
    orderBy: [traps.code],
    computed: {
      regionName: sql<string>`(SELECT r.name FROM regions r WHERE r.id = "traps"."region_id")`,
      farmName: sql<string | null>`(SELECT f.name FROM farms f WHERE f.id = "traps"."farm_id")`,
      fieldName: sql<string | null>`(SELECT t.name FROM tree_fields t WHERE t.id = "traps"."field_id")`,
      lastVisitOn: sql<string | null>`${lastVisit}::text`,
      lastCount: sql<number | null>`(SELECT c.count FROM trap_catches c WHERE c.trap_id = "traps"."id" ORDER BY c.visit_date DESC LIMIT 1)`,
      nextServiceOn: sql<string>`${nextService}::text`,
      serviceDue: sql<boolean>`${dueCondition(today)}`,
      overThreshold: sql<boolean>`${overThreshold(today)}`,
    },
  });
}

/**
 * Traps of one organisation with their region, farm and field names, last visit, servicing and threshold flags
 * (as of `today()`, asked at each call), and the queries of visits, settings and weekly catches.
 */
export function createTrapRepository(db: Db, today: () => string): TrapRepository {
  const kit = () => trapResource(db, today());
  return {
    list: (orgId, query, options) => kit().list(orgId, query, options),
    getById: (orgId, id) => kit().getById(orgId, id),
    create: (orgId, input) => kit().create(orgId, input),
    update: (orgId, id, patch) => kit().update(orgId, id, patch),
    delete: (orgId, id) => kit().delete(orgId, id),
    ...trapExtras(db),
  };
}

const catchRecord = (row: typeof trapCatches.$inferSelect): TrapCatchRecord => ({
  id: row.id,
  trap_id: row.trapId,
  date: row.visitDate,
  count: row.count,
  males: row.males,
  females: row.females,
  lure_changed: row.lureChanged,
  condition: row.condition,
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
});

/** A trap's place, to check that a farm lies in the trap's region and a field on its farm. */
export interface PlaceCheck {
  regionExists: boolean;
  farmRegionId: string | null | undefined;
  fieldFarmId: string | undefined;
}

/** Visits, the place check, settings and the weekly catches (queries beside the kit's CRUD). */
function trapExtras(db: Db) {
  return {
    async catches(orgId: string, trapId: string): Promise<TrapCatchRecord[]> {
      const rows = await childRowsOf(db, trapCatches, trapCatches.trapId, orgId, trapId, sql`${trapCatches.visitDate} DESC`);
      return rows.map(catchRecord);
    },
    async insertCatch(orgId: string, trapId: string, input: CreateTrapCatch, recordedBy: string): Promise<TrapCatchRecord> {
      const [row] = await db
        .insert(trapCatches)
        .values({
          orgId,
          trapId,
          visitDate: input.date,
          count: input.count,
          males: input.males ?? null,
          females: input.females ?? null,
          lureChanged: input.lure_changed,
          condition: input.condition ?? null,
          notes: input.notes ?? null,
          recordedBy,
        })
        .returning();
      return catchRecord(row!);
    },
    /** The lure's change date moves to `date` unless a later change is already recorded. */
    async lureChanged(orgId: string, trapId: string, date: string): Promise<void> {
      await db
        .update(traps)
        .set({ lureChangedOn: sql`greatest(${traps.lureChangedOn}, ${date}::date)`, updatedAt: new Date() })
        .where(and(eq(traps.orgId, orgId), eq(traps.id, trapId)));
    },
    /** Whether the region, farm and field ids are the organisation's, and where the farm and field belong. */
    async place(orgId: string, regionId: string, farmId: string | null | undefined, fieldId: string | null | undefined): Promise<PlaceCheck> {
      const [region] = await db.select({ id: regions.id }).from(regions).where(and(eq(regions.orgId, orgId), eq(regions.id, regionId)));
      const [farm] = farmId ? await db.select({ regionId: farms.regionId }).from(farms).where(and(eq(farms.orgId, orgId), eq(farms.id, farmId))) : [];
      const [field] = fieldId ? await db.select({ farmId: treeFields.farmId }).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.id, fieldId))) : [];
      return { regionExists: Boolean(region), farmRegionId: farm ? farm.regionId : undefined, fieldFarmId: field?.farmId };
    },
    /**
     * Raises the organisation's notification when a red palm weevil trap's catches of the 7 days up to `date` reach its
     * weekly threshold: once per trap and week (its dedupe key), high priority. Answers whether one was raised.
     */
    async raiseRpwThreshold(orgId: string, trap: TrapRecord, date: string): Promise<boolean> {
      if (trap.target_pest !== 'red_palm_weevil') return false;
      const [caught] = await db
        .select({ n: sql<number>`coalesce(sum(${trapCatches.count}), 0)::int` })
        .from(trapCatches)
        .where(and(eq(trapCatches.trapId, trap.id), sql`${trapCatches.visitDate} > ${date}::date - 7`, sql`${trapCatches.visitDate} <= ${date}::date`));
      const count = Number(caught?.n ?? 0);
      const [setting] = await db.select({ threshold: trapSettings.rpwWeeklyThreshold }).from(trapSettings).where(eq(trapSettings.orgId, orgId));
      const threshold = setting?.threshold ?? DEFAULT_RPW_WEEKLY_THRESHOLD;
      if (count < threshold) return false;
      const rows = await db
        .insert(notifications)
        .values({
          orgId,
          kind: 'rpw_threshold',
          title: 'Red palm weevil threshold',
          message: `Red palm weevil: trap ${trap.code} (${trap.region_name}) caught ${count} in the 7 days to ${date}, at or over the threshold of ${threshold} a week.`,
          params: { trap_code: trap.code, region: trap.region_name, count, threshold, date },
          farmId: trap.farm_id,
          dedupeKey: `rpw:${trap.id}:${mondayOf(date)}`,
          priority: 'high',
        })
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async settings(orgId: string): Promise<TrapSettings> {
      const [row] = await db.select().from(trapSettings).where(eq(trapSettings.orgId, orgId));
      return {
        rpw_weekly_threshold: row?.rpwWeeklyThreshold ?? DEFAULT_RPW_WEEKLY_THRESHOLD,
        service_interval_days: row?.serviceIntervalDays ?? DEFAULT_TRAP_SERVICE_DAYS,
        public_report: row?.publicReport ?? false,
      };
    },
    async saveSettings(orgId: string, patch: UpdateTrapSettings): Promise<void> {
      const set = {
        ...(patch.rpw_weekly_threshold !== undefined ? { rpwWeeklyThreshold: patch.rpw_weekly_threshold } : {}),
        ...(patch.service_interval_days !== undefined ? { serviceIntervalDays: patch.service_interval_days } : {}),
        ...(patch.public_report !== undefined ? { publicReport: patch.public_report } : {}),
      };
      await db
        .insert(trapSettings)
        .values({ orgId, ...set })
        .onConflictDoUpdate({ target: trapSettings.orgId, set: { ...set, updatedAt: new Date() } });
    },
    /** Traps standing some day in [from, to] (optionally of one region), with their region's name. */
    async standingTraps(orgId: string, from: string, to: string, regionId?: string) {
      const rows = await db
        .select({ ...getTableColumns(traps), regionName: regions.name })
        .from(traps)
        .innerJoin(regions, eq(regions.id, traps.regionId))
        .where(
          and(
            eq(traps.orgId, orgId),
            sql`${traps.installedOn} <= ${to}::date`,
            or(isNull(traps.removedOn), sql`${traps.removedOn} >= ${from}::date`),
            regionId ? eq(traps.regionId, regionId) : undefined,
          ),
        )
        .orderBy(traps.code);
      return rows.map((row) => snakeRecord<{ id: string; code: string; region_id: string; region_name: string; target_pest: TrapRecord['target_pest']; lat: number; lng: number }>(row));
    },
    /** Catches summed per trap and week (Monday), visits from `from` on. */
    async weeklyCatches(orgId: string, from: string, regionId?: string): Promise<{ trap_id: string; week: string; count: number }[]> {
      const rows = await db
        .select({ trapId: trapCatches.trapId, week: sql<string>`date_trunc('week', ${trapCatches.visitDate})::date::text`, count: sql<number>`sum(${trapCatches.count})::int` })
        .from(trapCatches)
        .innerJoin(traps, eq(traps.id, trapCatches.trapId))
        .where(and(eq(trapCatches.orgId, orgId), sql`${trapCatches.visitDate} >= ${from}::date`, regionId ? eq(traps.regionId, regionId) : undefined))
        .groupBy(trapCatches.trapId, sql`date_trunc('week', ${trapCatches.visitDate})`);
      return rows.map((row) => ({ trap_id: row.trapId, week: row.week, count: Number(row.count) }));
    },
  };
}


import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { assetMaintenance, assets, farms, type Db } from '@rayyan/db';
import type { AssetType, CreateMaintenance, MaintenanceRecord, MaintenanceSchedule } from '@rayyan/contracts';
import { childRowsOf } from '../../shared/child-rows.repository';

const entryRecord = (row: typeof assetMaintenance.$inferSelect): MaintenanceRecord => ({
  id: row.id,
  asset_id: row.assetId,
  date: row.date,
  work: row.work,
  cost: row.cost,
  hours: row.hours,
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
});

/** A scheduled asset with its last service, as the due list needs it. */
export interface ScheduledAsset {
  assetId: string;
  code: string;
  name: string;
  type: AssetType;
  farmName: string;
  everyDays: number | null;
  everyHours: number | null;
  /** The day the asset was recorded: the first service counts from it. */
  createdOn: string;
  lastDate: string | null;
  lastHours: number | null;
  /** The asset's `hours` attribute (its running-hours meter), when it has one. */
  currentHours: number | null;
}

/** The latest service's date, or the running hours of the latest service that read them. */
const lastOf = (column: 'date' | 'hours') =>
  sql.raw(
    `(SELECT m.${column}${column === 'date' ? '::text' : ''} FROM asset_maintenance m WHERE m.asset_id = "assets"."id"${column === 'hours' ? ' AND m.hours IS NOT NULL' : ''} ORDER BY m.date DESC, m.created_at DESC LIMIT 1)`,
  );

/** An asset's maintenance log and schedule, and the organisation's scheduled assets; every query is org-scoped. */
export function createMaintenanceRepository(db: Db) {
  return {
    async schedule(orgId: string, assetId: string): Promise<MaintenanceSchedule | undefined> {
      const [row] = await db
        .select({ every_days: assets.maintenanceEveryDays, every_hours: assets.maintenanceEveryHours })
        .from(assets)
        .where(and(eq(assets.orgId, orgId), eq(assets.id, assetId)));
      return row;
    },
    async entries(orgId: string, assetId: string): Promise<MaintenanceRecord[]> {
      const rows = await childRowsOf(db, assetMaintenance, assetMaintenance.assetId, orgId, assetId, desc(assetMaintenance.date), desc(assetMaintenance.createdAt));
      return rows.map(entryRecord);
    },
    async add(orgId: string, assetId: string, input: CreateMaintenance): Promise<MaintenanceRecord> {
      const [row] = await db
        .insert(assetMaintenance)
        .values({ orgId, assetId, date: input.date, work: input.work, cost: input.cost ?? null, hours: input.hours ?? null, notes: input.notes ?? null })
        .returning();
      return entryRecord(row!);
    },
    async remove(orgId: string, assetId: string, entryId: string): Promise<MaintenanceRecord | undefined> {
      const [row] = await db
        .delete(assetMaintenance)
        .where(and(eq(assetMaintenance.orgId, orgId), eq(assetMaintenance.assetId, assetId), eq(assetMaintenance.id, entryId)))
        .returning();
      return row && entryRecord(row);
    },
    async setSchedule(orgId: string, assetId: string, schedule: MaintenanceSchedule): Promise<boolean> {
      const updated = await db
        .update(assets)
        .set({ maintenanceEveryDays: schedule.every_days, maintenanceEveryHours: schedule.every_hours, updatedAt: new Date() })
        .where(and(eq(assets.orgId, orgId), eq(assets.id, assetId)))
        .returning({ id: assets.id });
      return updated.length > 0;
    },
    /** The organisation's assets with a schedule (optionally of one farm), with their last service. */
    async scheduled(orgId: string, farmId?: string): Promise<ScheduledAsset[]> {
      return db
        .select({
          assetId: assets.id,
          code: assets.code,
          name: assets.name,
          type: assets.type,
          farmName: farms.name,
          everyDays: assets.maintenanceEveryDays,
          everyHours: assets.maintenanceEveryHours,
          createdOn: sql<string>`(${assets.createdAt} AT TIME ZONE 'UTC')::date::text`,
          lastDate: sql<string | null>`${lastOf('date')}`,
          lastHours: sql<number | null>`${lastOf('hours')}`,
          currentHours: sql<number | null>`CASE WHEN jsonb_typeof(${assets.attributes} -> 'hours') = 'number' THEN (${assets.attributes} ->> 'hours')::float8 END`,
        })
        .from(assets)
        .innerJoin(farms, eq(farms.id, assets.farmId))
        .where(and(eq(assets.orgId, orgId), farmId ? eq(assets.farmId, farmId) : undefined, or(isNotNull(assets.maintenanceEveryDays), isNotNull(assets.maintenanceEveryHours))));
    },
  };
}
export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;

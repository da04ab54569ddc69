import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { farms, notifications, spraySettings, weatherAlerts, weatherForecasts, type Db } from '@rayyan/db';
import { snakeRecord } from '../../shared/org-resource.repository';
import type { NotificationRecord, SpraySettings, WeatherAlertRecord, WeatherDay, WeatherHour, WeatherSource } from '@rayyan/contracts';
import { isOrgFarm } from '../../shared/org-farm.repository';

/** Storage of forecasts, spray settings, weather alerts and notifications; every query is org-scoped. */
export interface StoredForecast {
  farmId: string;
  orgId: string;
  lat: number;
  lng: number;
  source: WeatherSource;
  timezone: string;
  fetchedAt: Date;
  hours: WeatherHour[];
  days: WeatherDay[];
}

export interface FarmLocation {
  id: string;
  orgId: string;
  name: string;
  lat: number;
  lng: number;
  fetchedAt: Date | null;
}

const notificationRecord = (r: typeof notifications.$inferSelect): NotificationRecord => ({
  id: r.id,
  org_id: r.orgId,
  kind: r.kind,
  title: r.title,
  message: r.message,
  farm_id: r.farmId,
  alert_id: r.alertId,
  created_at: r.createdAt.toISOString(),
  read_at: r.readAt ? r.readAt.toISOString() : null,
  priority: r.priority,
  params: (r.params as NotificationRecord['params']) ?? null,
});

export function createWeatherRepository(db: Db) {
  return {
    /** Every farm with its centre and when its weather was last fetched (for the refresh job). */
    async farmLocations(farmId?: string): Promise<FarmLocation[]> {
      const rows = await db
        .select({ id: farms.id, orgId: farms.orgId, name: farms.name, lat: sql<number>`ST_Y(${farms.center})`, lng: sql<number>`ST_X(${farms.center})`, fetchedAt: weatherForecasts.fetchedAt })
        .from(farms)
        .leftJoin(weatherForecasts, eq(weatherForecasts.farmId, farms.id))
        .where(farmId ? eq(farms.id, farmId) : undefined);
      return rows.map((r) => ({ ...r, lat: Number(r.lat), lng: Number(r.lng) }));
    },
    farmExists: (orgId: string, farmId: string) => isOrgFarm(db, orgId, farmId),
    async saveForecast(f: StoredForecast): Promise<void> {
      const values = { ...f };
      await db.insert(weatherForecasts).values(values).onConflictDoUpdate({ target: weatherForecasts.farmId, set: values });
    },
    async forecast(orgId: string, farmId: string): Promise<StoredForecast | undefined> {
      const [row] = await db.select().from(weatherForecasts).where(and(eq(weatherForecasts.orgId, orgId), eq(weatherForecasts.farmId, farmId)));
      return row;
    },
    async forecastsOf(orgId: string): Promise<StoredForecast[]> {
      return db.select().from(weatherForecasts).where(eq(weatherForecasts.orgId, orgId));
    },
    async spraySettings(orgId: string): Promise<SpraySettings | undefined> {
      const [row] = await db.select().from(spraySettings).where(eq(spraySettings.orgId, orgId));
      return row?.settings;
    },
    async setSpraySettings(orgId: string, settings: SpraySettings): Promise<void> {
      await db.insert(spraySettings).values({ orgId, settings }).onConflictDoUpdate({ target: spraySettings.orgId, set: { settings, updatedAt: new Date() } });
    },
    /** Active alerts of every organisation, for the alert check. */
    async activeAlerts(): Promise<WeatherAlertRecord[]> {
      const rows = await db.select().from(weatherAlerts).where(eq(weatherAlerts.active, true));
      return rows.map((row) => snakeRecord<WeatherAlertRecord>(row));
    },
    /** Inserts unless the same (org, dedupe key) exists; true when inserted. */
    async raiseNotification(n: typeof notifications.$inferInsert): Promise<boolean> {
      const rows = await db.insert(notifications).values(n).onConflictDoNothing().returning({ id: notifications.id });
      return rows.length > 0;
    },
    async notifications(orgId: string, unreadOnly: boolean): Promise<{ results: NotificationRecord[]; unread_count: number }> {
      const where = unreadOnly ? and(eq(notifications.orgId, orgId), isNull(notifications.readAt)) : eq(notifications.orgId, orgId);
      const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), notifications.id).limit(100);
      const [unread] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(and(eq(notifications.orgId, orgId), isNull(notifications.readAt)));
      return { results: rows.map(notificationRecord), unread_count: Number(unread?.n ?? 0) };
    },
    async markRead(orgId: string, id: string, at: Date): Promise<NotificationRecord | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(notifications.orgId, orgId), eq(notifications.id, id)))
        .returning();
      return row && notificationRecord(row);
    },
  };
}
export type WeatherRepository = ReturnType<typeof createWeatherRepository>;

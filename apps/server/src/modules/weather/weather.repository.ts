import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { farms, notifications, spraySettings, weatherAlerts, weatherForecasts, type Db } from '@rayyan/db';
import type { NotificationRecord, SpraySettings, WeatherAlertRecord, WeatherDay, WeatherHour, WeatherSource } from '@rayyan/contracts';

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

type AlertRow = typeof weatherAlerts.$inferSelect;
export type AlertWrite = Partial<Omit<typeof weatherAlerts.$inferInsert, 'id' | 'orgId' | 'createdAt' | 'updatedAt'>>;

export const alertRecord = (r: AlertRow): WeatherAlertRecord => ({
  id: r.id,
  org_id: r.orgId,
  name: r.name,
  farm_id: r.farmId,
  start_date: r.startDate,
  end_date: r.endDate,
  always_active: r.alwaysActive,
  hourly: r.hourly,
  type: r.type,
  min_threshold: r.minThreshold,
  max_threshold: r.maxThreshold,
  active: r.active,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

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
    async farmExists(orgId: string, farmId: string): Promise<boolean> {
      const [row] = await db.select({ id: farms.id }).from(farms).where(and(eq(farms.orgId, orgId), eq(farms.id, farmId)));
      return !!row;
    },
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
    async alerts(orgId: string): Promise<WeatherAlertRecord[]> {
      const rows = await db.select().from(weatherAlerts).where(eq(weatherAlerts.orgId, orgId)).orderBy(desc(weatherAlerts.createdAt), weatherAlerts.id);
      return rows.map(alertRecord);
    },
    async activeAlerts(): Promise<WeatherAlertRecord[]> {
      const rows = await db.select().from(weatherAlerts).where(eq(weatherAlerts.active, true));
      return rows.map(alertRecord);
    },
    async alert(orgId: string, id: string): Promise<WeatherAlertRecord | undefined> {
      const [row] = await db.select().from(weatherAlerts).where(and(eq(weatherAlerts.orgId, orgId), eq(weatherAlerts.id, id)));
      return row && alertRecord(row);
    },
    async createAlert(orgId: string, input: AlertWrite & { name: string; type: AlertRow['type'] }): Promise<WeatherAlertRecord> {
      const [row] = await db.insert(weatherAlerts).values({ ...input, orgId }).returning();
      return alertRecord(row!);
    },
    async updateAlert(orgId: string, id: string, patch: AlertWrite): Promise<WeatherAlertRecord | undefined> {
      const [row] = await db
        .update(weatherAlerts)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(weatherAlerts.orgId, orgId), eq(weatherAlerts.id, id)))
        .returning();
      return row && alertRecord(row);
    },
    async deleteAlert(orgId: string, id: string): Promise<boolean> {
      const rows = await db.delete(weatherAlerts).where(and(eq(weatherAlerts.orgId, orgId), eq(weatherAlerts.id, id))).returning({ id: weatherAlerts.id });
      return rows.length > 0;
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

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { cropFields, irrigationAdvice, irrigationLogs, irrigationSettings, weatherForecasts, type Db } from '@rayyan/db';
import type { IrrigationAdviceRecord, IrrigationExplanation } from '@rayyan/contracts';

/** A crop field as the irrigation advice needs it. */
export interface IrrigationField {
  id: string;
  orgId: string;
  farmId: string;
  crop: string;
  season: string | null;
  plantingDate: string | null;
  areaM2: number;
  advisoryEnabled: boolean;
}

const fieldColumns = {
  id: cropFields.id,
  orgId: cropFields.orgId,
  farmId: cropFields.farmId,
  crop: cropFields.crop,
  season: cropFields.season,
  plantingDate: cropFields.plantingDate,
  areaM2: cropFields.areaM2,
  advisoryEnabled: cropFields.irrigationAdvisoryEnabled,
};

export type SettingsRow = typeof irrigationSettings.$inferSelect;
export type LogRow = typeof irrigationLogs.$inferSelect;
export type AdviceRow = typeof irrigationAdvice.$inferSelect;

/** Storage of irrigation settings, logs and advice; every query is org-scoped. */
export function createIrrigationRepository(db: Db) {
  return {
    async field(orgId: string, id: string): Promise<IrrigationField | undefined> {
      const [row] = await db.select(fieldColumns).from(cropFields).where(and(eq(cropFields.orgId, orgId), eq(cropFields.id, id)));
      return row;
    },
    /**
     * Every crop field with the advisory enabled whose farm has weather; optionally only those without
     * stored advice, or only those of the given farms.
     */
    async advisoryFields(onlyMissing: boolean, farmIds?: readonly string[]): Promise<IrrigationField[]> {
      if (farmIds && farmIds.length === 0) return [];
      const rows = await db
        .select(fieldColumns)
        .from(cropFields)
        .innerJoin(weatherForecasts, eq(weatherForecasts.farmId, cropFields.farmId))
        .leftJoin(irrigationAdvice, eq(irrigationAdvice.fieldId, cropFields.id))
        .where(
          and(eq(cropFields.irrigationAdvisoryEnabled, true), onlyMissing ? isNull(irrigationAdvice.fieldId) : undefined, farmIds ? inArray(cropFields.farmId, [...farmIds]) : undefined),
        );
      return rows;
    },
    async forecast(orgId: string, farmId: string) {
      const [row] = await db.select().from(weatherForecasts).where(and(eq(weatherForecasts.orgId, orgId), eq(weatherForecasts.farmId, farmId)));
      return row;
    },
    async settings(orgId: string, fieldId: string): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(irrigationSettings).where(and(eq(irrigationSettings.orgId, orgId), eq(irrigationSettings.fieldId, fieldId)));
      return row;
    },
    async saveSettings(row: Omit<SettingsRow, 'createdAt' | 'updatedAt'>): Promise<void> {
      const { fieldId: _f, orgId: _o, ...set } = row;
      await db.insert(irrigationSettings).values(row).onConflictDoUpdate({ target: irrigationSettings.fieldId, set: { ...set, updatedAt: new Date() } });
    },
    async setFieldHold(orgId: string, fieldId: string, isHold: boolean): Promise<void> {
      await db.update(cropFields).set({ isHold }).where(and(eq(cropFields.orgId, orgId), eq(cropFields.id, fieldId)));
    },
    async logs(orgId: string, fieldId: string): Promise<LogRow[]> {
      return db
        .select()
        .from(irrigationLogs)
        .where(and(eq(irrigationLogs.orgId, orgId), eq(irrigationLogs.fieldId, fieldId)))
        .orderBy(asc(irrigationLogs.date), asc(irrigationLogs.createdAt));
    },
    async addLog(row: { orgId: string; fieldId: string; date: string; waterMm: number; notes: string | null }): Promise<LogRow> {
      const [inserted] = await db.insert(irrigationLogs).values(row).returning();
      return inserted!;
    },
    async advice(orgId: string, fieldId: string): Promise<AdviceRow | undefined> {
      const [row] = await db.select().from(irrigationAdvice).where(and(eq(irrigationAdvice.orgId, orgId), eq(irrigationAdvice.fieldId, fieldId)));
      return row;
    },
    async saveAdvice(row: { fieldId: string; orgId: string; advice: IrrigationAdviceRecord | null; explanation: IrrigationExplanation | null; reason: string | null; inputs: Record<string, unknown>; computedAt: Date }): Promise<void> {
      const { fieldId: _f, orgId: _o, ...set } = row;
      await db.insert(irrigationAdvice).values(row).onConflictDoUpdate({ target: irrigationAdvice.fieldId, set });
    },
  };
}
export type IrrigationRepository = ReturnType<typeof createIrrigationRepository>;

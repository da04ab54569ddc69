import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { cropFields, farms, irrigationAdvice, irrigationLogs, irrigationSettings, treeFields, weatherForecasts, type Db } from '@rayyan/db';
import { SEASON_NO_ADVICE_REASONS, type IrrigationAdviceRecord, type IrrigationExplanation, type IrrigationFieldKind } from '@rayyan/contracts';
import { childRowsOf } from '../../shared/child-rows.repository';

/** A crop field or tree field as the irrigation advice needs it. */
export interface IrrigationField {
  kind: IrrigationFieldKind;
  id: string;
  orgId: string;
  farmId: string;
  /** Crop name of a crop field, tree type of a tree field. */
  crop: string;
  /** Variety of a crop field, first variety of a tree field. */
  variety: string | null;
  season: string | null;
  plantingDate: string | null;
  areaM2: number;
  advisoryEnabled: boolean;
  /** Tree fields: trees the field holds (free spots × plants per spot); null for crop fields. */
  trees: number | null;
  /** Tree fields: irrigation factor %, 100 for crop fields. */
  irrigationFactorPct: number;
  /** Tree fields: the main valve named on the field. */
  mainValve: string | null;
  /** Drip, pivot or flood (tree fields); center_pivot, drip or flood (crop fields). */
  irrigationType: string;
  /** Crop fields: the season's state (null: never started; tree fields: null, they have no seasons). */
  seasonState: 'active' | 'ended' | null;
  /** Crop fields: sectors the circle is irrigated in (0 for tree fields). */
  sectors: number;
  /**
   * Center pivot crop fields with a known capacity and revolution time (the pivot asset irrigating the field, else the
   * field's own pivot columns); null otherwise.
   */
  pivotMachine: { capacityM3PerH: number; hoursPerRevolutionAt100: number } | null;
  /** The asset that waters the field (issue #15): its pivot, else the first valve serving it by code; null without one. */
  wateredBy: { name: string; code: string } | null;
}

/** The pivot, else the first valve by code, of the assets serving a field (`column`: crop_field_id or tree_field_id of `fieldId`). */
const wateringAsset = (column: 'crop_field_id' | 'tree_field_id', fieldId: SQL) =>
  sql<WateringAsset | null>`(SELECT json_build_object('name', a.name, 'code', a.code, 'type', a.type, 'capacity', (a.attributes->>'system_capacity_m3_h')::float8, 'hours', (a.attributes->>'hours_per_revolution_at_100')::float8)
    FROM asset_fields af JOIN assets a ON a.id = af.asset_id
    WHERE af.${sql.raw(column)} = ${fieldId} AND a.type IN ('pivot', 'valve')
    ORDER BY a.type = 'pivot' DESC, a.code LIMIT 1)`;
interface WateringAsset {
  name: string;
  code: string;
  type: 'pivot' | 'valve';
  capacity: number | null;
  hours: number | null;
}
const wateredBy = (asset: WateringAsset | null) => (asset ? { name: asset.name, code: asset.code } : null);

const cropFieldColumns = {
  id: cropFields.id,
  orgId: cropFields.orgId,
  farmId: cropFields.farmId,
  crop: cropFields.crop,
  variety: cropFields.variety,
  season: cropFields.season,
  plantingDate: cropFields.plantingDate,
  areaM2: cropFields.areaM2,
  advisoryEnabled: cropFields.irrigationAdvisoryEnabled,
  irrigationType: cropFields.irrigationType,
  seasonState: cropFields.seasonState,
  sectors: cropFields.sectors,
  pivotCapacityM3H: cropFields.pivotCapacityM3H,
  pivotHoursPerRevolution: cropFields.pivotHoursPerRevolution,
  asset: wateringAsset('crop_field_id', sql`"crop_fields"."id"`),
};
const treeFieldColumns = {
  id: treeFields.id,
  orgId: treeFields.orgId,
  farmId: treeFields.farmId,
  treeType: treeFields.treeType,
  varieties: treeFields.varieties,
  areaM2: treeFields.areaM2,
  advisoryEnabled: treeFields.irrigationAdvisoryEnabled,
  rows: treeFields.rows,
  columns: treeFields.columns,
  blockedSpots: treeFields.blockedSpots,
  plantsPerSpot: treeFields.plantsPerSpot,
  irrigationFactorPct: treeFields.irrigationFactorPct,
  mainValve: treeFields.mainValve,
  irrigationType: treeFields.irrigationType,
  asset: wateringAsset('tree_field_id', sql`"tree_fields"."id"`),
};
type Columns<T, C> = { [K in Exclude<keyof C, 'asset'>]: T[(K extends 'advisoryEnabled' ? 'irrigationAdvisoryEnabled' : K) & keyof T] } & { asset: WateringAsset | null };
type CropFieldRow = Columns<typeof cropFields.$inferSelect, typeof cropFieldColumns>;
type TreeFieldRow = Columns<typeof treeFields.$inferSelect, typeof treeFieldColumns>;

const fromCropField = ({ pivotCapacityM3H, pivotHoursPerRevolution, asset, ...r }: CropFieldRow): IrrigationField => {
  const pivot = asset?.type === 'pivot' ? asset : null;
  const capacity = pivot ? pivot.capacity : pivotCapacityM3H;
  const hours = pivot ? pivot.hours : pivotHoursPerRevolution;
  return {
    kind: 'crop',
    ...r,
    trees: null,
    irrigationFactorPct: 100,
    mainValve: null,
    pivotMachine: r.irrigationType === 'center_pivot' && capacity !== null && hours !== null ? { capacityM3PerH: capacity, hoursPerRevolutionAt100: hours } : null,
    wateredBy: wateredBy(asset),
  };
};
/** Trees of a tree field as the field list shows them (max trees = free spots × plants per spot). */
const fromTreeField = (r: TreeFieldRow): IrrigationField => ({
  kind: 'tree',
  id: r.id,
  orgId: r.orgId,
  farmId: r.farmId,
  crop: r.treeType,
  variety: r.varieties[0] ?? null,
  season: null,
  plantingDate: null,
  areaM2: r.areaM2,
  advisoryEnabled: r.advisoryEnabled,
  trees: Math.max(0, r.rows * r.columns - r.blockedSpots) * r.plantsPerSpot,
  irrigationFactorPct: r.irrigationFactorPct,
  mainValve: r.mainValve,
  irrigationType: r.irrigationType,
  seasonState: null,
  sectors: 0,
  pivotMachine: null,
  wateredBy: wateredBy(r.asset),
});

export type SettingsRow = typeof irrigationSettings.$inferSelect;
/** The settings a user changes (and the hold). */
export type SettingsWrite = Pick<SettingsRow, 'soilType' | 'applicationRateMmH' | 'efficiency' | 'dripsPerTree' | 'dripFlowLph' | 'maxIntervalDays' | 'valveName' | 'valveCode' | 'holdTill'>;
export type LogRow = typeof irrigationLogs.$inferSelect;
export type AdviceRow = typeof irrigationAdvice.$inferSelect;
/** The field's own key columns: exactly one of crop_field_id / tree_field_id is set beside field_id. */
const fieldKeys = (kind: IrrigationFieldKind, fieldId: string) => (kind === 'crop' ? { cropFieldId: fieldId, treeFieldId: null } : { cropFieldId: null, treeFieldId: fieldId });

/** Storage of irrigation settings, logs and advice of crop and tree fields; every query is org-scoped. */
export function createIrrigationRepository(db: Db) {
  return {
    async field(orgId: string, kind: IrrigationFieldKind, id: string): Promise<IrrigationField | undefined> {
      if (kind === 'crop') {
        const [row] = await db.select(cropFieldColumns).from(cropFields).where(and(eq(cropFields.orgId, orgId), eq(cropFields.id, id)));
        return row && fromCropField(row);
      }
      const [row] = await db.select(treeFieldColumns).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.id, id)));
      return row && fromTreeField(row);
    },
    /**
     * Every crop field with an active season and every tree field, with the advisory enabled, whose farm has weather;
     * optionally only those without stored advice, or only those of the given farms. A crop field without an active
     * season (never started, or ended) gets no advice, so the nightly job skips it; one whose season started since
     * (its stored row says why it had none, or holds another planting date's advice) counts as without advice.
     */
    async advisoryFields(onlyMissing: boolean, farmIds?: readonly string[]): Promise<IrrigationField[]> {
      if (farmIds && farmIds.length === 0) return [];
      const missing: SQL | undefined = onlyMissing ? isNull(irrigationAdvice.fieldId) : undefined;
      const cropMissing: SQL | undefined = onlyMissing
        ? or(
            isNull(irrigationAdvice.fieldId),
            inArray(irrigationAdvice.reason, [...SEASON_NO_ADVICE_REASONS]),
            sql`${irrigationAdvice.inputs} ->> 'planting_date' IS DISTINCT FROM ${cropFields.plantingDate}::text`,
          )
        : undefined;
      const crops = await db
        .select(cropFieldColumns)
        .from(cropFields)
        .innerJoin(weatherForecasts, eq(weatherForecasts.farmId, cropFields.farmId))
        .leftJoin(irrigationAdvice, eq(irrigationAdvice.fieldId, cropFields.id))
        .where(and(eq(cropFields.irrigationAdvisoryEnabled, true), eq(cropFields.seasonState, 'active'), cropMissing, farmIds ? inArray(cropFields.farmId, [...farmIds]) : undefined));
      const trees = await db
        .select(treeFieldColumns)
        .from(treeFields)
        .innerJoin(weatherForecasts, eq(weatherForecasts.farmId, treeFields.farmId))
        .leftJoin(irrigationAdvice, eq(irrigationAdvice.fieldId, treeFields.id))
        .where(and(eq(treeFields.irrigationAdvisoryEnabled, true), missing, farmIds ? inArray(treeFields.farmId, [...farmIds]) : undefined));
      return [...crops.map(fromCropField), ...trees.map(fromTreeField)];
    },
    async forecast(orgId: string, farmId: string) {
      const [row] = await db.select().from(weatherForecasts).where(and(eq(weatherForecasts.orgId, orgId), eq(weatherForecasts.farmId, farmId)));
      return row;
    },
    async settings(orgId: string, fieldId: string): Promise<SettingsRow | undefined> {
      const [row] = await db.select().from(irrigationSettings).where(and(eq(irrigationSettings.orgId, orgId), eq(irrigationSettings.fieldId, fieldId)));
      return row;
    },
    /**
     * The field's settings row, first stored as `defaults` when it has none, locked until the transaction
     * ends: a concurrent change of the same field's settings waits, then reads this one's result.
     */
    async lockSettings(kind: IrrigationFieldKind, defaults: SettingsWrite & Pick<SettingsRow, 'fieldId' | 'orgId'>): Promise<SettingsRow> {
      await db
        .insert(irrigationSettings)
        .values({ ...defaults, ...fieldKeys(kind, defaults.fieldId) })
        .onConflictDoNothing({ target: irrigationSettings.fieldId });
      const [row] = await db
        .select()
        .from(irrigationSettings)
        .where(and(eq(irrigationSettings.orgId, defaults.orgId), eq(irrigationSettings.fieldId, defaults.fieldId)))
        .for('no key update');
      return row!;
    },
    /** Writes only the given settings columns (a patch of one field never overwrites another's). */
    async updateSettings(orgId: string, fieldId: string, patch: Partial<SettingsWrite>): Promise<void> {
      if (Object.keys(patch).length === 0) return;
      await db
        .update(irrigationSettings)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(irrigationSettings.orgId, orgId), eq(irrigationSettings.fieldId, fieldId)));
    },
    async setFieldHold(orgId: string, kind: IrrigationFieldKind, fieldId: string, isHold: boolean): Promise<void> {
      // Tree fields have no is_hold column: their hold lives in irrigation_settings.hold_till only.
      if (kind === 'crop') await db.update(cropFields).set({ isHold }).where(and(eq(cropFields.orgId, orgId), eq(cropFields.id, fieldId)));
    },
    async logs(orgId: string, fieldId: string): Promise<LogRow[]> {
      return childRowsOf(db, irrigationLogs, irrigationLogs.fieldId, orgId, fieldId, asc(irrigationLogs.date), asc(irrigationLogs.createdAt));
    },
    async addLog(kind: IrrigationFieldKind, row: { orgId: string; fieldId: string; date: string; waterMm: number; notes: string | null }): Promise<LogRow> {
      const [inserted] = await db
        .insert(irrigationLogs)
        .values({ ...row, ...fieldKeys(kind, row.fieldId) })
        .returning();
      return inserted!;
    },
    async log(orgId: string, fieldId: string, logId: string): Promise<LogRow | undefined> {
      const [row] = await db
        .select()
        .from(irrigationLogs)
        .where(and(eq(irrigationLogs.orgId, orgId), eq(irrigationLogs.fieldId, fieldId), eq(irrigationLogs.id, logId)));
      return row;
    },
    async deleteLog(orgId: string, fieldId: string, logId: string): Promise<void> {
      await db.delete(irrigationLogs).where(and(eq(irrigationLogs.orgId, orgId), eq(irrigationLogs.fieldId, fieldId), eq(irrigationLogs.id, logId)));
    },
    /** Stored advice of the organisation's fields (optionally of one farm), with each field's hold. */
    async overview(orgId: string, farmId?: string) {
      const ofFarm = farmId
        ? or(
            inArray(irrigationAdvice.cropFieldId, db.select({ id: cropFields.id }).from(cropFields).where(and(eq(cropFields.orgId, orgId), eq(cropFields.farmId, farmId)))),
            inArray(irrigationAdvice.treeFieldId, db.select({ id: treeFields.id }).from(treeFields).where(and(eq(treeFields.orgId, orgId), eq(treeFields.farmId, farmId)))),
          )
        : undefined;
      return db
        .select({
          advice: irrigationAdvice,
          holdTill: irrigationSettings.holdTill,
          fieldCode: sql<string>`coalesce(${cropFields.code}, ${treeFields.code})`,
          fieldName: sql<string>`coalesce(${cropFields.name}, ${treeFields.name})`,
          farmCode: farms.code,
          seasonState: cropFields.seasonState,
          plantingDate: cropFields.plantingDate,
        })
        .from(irrigationAdvice)
        .leftJoin(irrigationSettings, and(eq(irrigationSettings.fieldId, irrigationAdvice.fieldId), eq(irrigationSettings.orgId, orgId)))
        .leftJoin(cropFields, eq(cropFields.id, irrigationAdvice.cropFieldId))
        .leftJoin(treeFields, eq(treeFields.id, irrigationAdvice.treeFieldId))
        .innerJoin(farms, eq(farms.id, sql`coalesce(${cropFields.farmId}, ${treeFields.farmId})`))
        .where(and(eq(irrigationAdvice.orgId, orgId), ofFarm))
        .orderBy(asc(farms.code), asc(sql`coalesce(${cropFields.code}, ${treeFields.code})`));
    },
    async advice(orgId: string, fieldId: string): Promise<AdviceRow | undefined> {
      const [row] = await db.select().from(irrigationAdvice).where(and(eq(irrigationAdvice.orgId, orgId), eq(irrigationAdvice.fieldId, fieldId)));
      return row;
    },
    async saveAdvice(
      kind: IrrigationFieldKind,
      row: { fieldId: string; orgId: string; advice: IrrigationAdviceRecord | null; explanation: IrrigationExplanation | null; reason: string | null; inputs: Record<string, unknown>; computedAt: Date },
    ): Promise<void> {
      const { fieldId: _f, orgId: _o, ...set } = row;
      await db
        .insert(irrigationAdvice)
        .values({ ...row, ...fieldKeys(kind, row.fieldId) })
        .onConflictDoUpdate({ target: irrigationAdvice.fieldId, set });
    },
  };
}
export type IrrigationRepository = ReturnType<typeof createIrrigationRepository>;

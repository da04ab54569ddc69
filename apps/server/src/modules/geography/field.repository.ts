import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { cropFields, cropSeasons, farms, treeFields, type Db } from '@rayyan/db';
import {
  M2_PER_FEDDAN, M2_PER_HECTARE, type BoundaryGeometry, type CropFieldListItem, type CropFieldRecord, type CropSeasonRecord, type TreeFieldListItem, type TreeFieldRecord,
} from '@rayyan/contracts';
import { totalRows } from '../../shared/page-total.repository';
import type { Page } from '../../shared/pagination';
import { areaOf, areasFromM2, dateText, geoJsonOf, geomFrom, isoText, uniqueCode } from './geography.sql';
import { geoPages, type GeoListQuery, type GeoListValues } from './geo-list.repository';

/** Ids of other fields of the same farm whose intersection with this one exceeds 0.1 % of the smaller area. */
const overlapsOf = (table: typeof treeFields | typeof cropFields, name: 'tree_fields' | 'crop_fields') =>
  sql<string[]>`ARRAY(SELECT o.id::text FROM ${sql.raw(name)} o WHERE o.farm_id = ${table.farmId} AND o.id <> ${table.id}
    AND ST_Intersects(o.geom, ${table.geom})
    AND ST_Area(ST_Intersection(o.geom, ${table.geom})::geography) > 0.001 * LEAST(o.area_m2, ${table.areaM2}))`;

const { geom: _tg, ...treeColumns } = getTableColumns(treeFields);
const treeSelection = { ...treeColumns, geometry: geoJsonOf(treeFields.geom), farmCode: farms.code, overlaps: overlapsOf(treeFields, 'tree_fields') };
type TreeRow = { [K in keyof typeof treeColumns]: (typeof treeFields.$inferSelect)[K] } & { geometry: BoundaryGeometry; farmCode: string; overlaps: string[] };

/*
 * A list row is one object literal, written out for each kind (no spread of shared parts): an object built by
 * spreading then adding ~35 properties leaves V8's fast shape, and mapping a page of such rows cost more than the
 * database took to answer it (issue #10). The border and the overlaps (ST_Intersects against each of the farm's
 * fields, most of a page's time in PostgreSQL) are added to a record (getById, export), never to a list row.
 */
const treeItem = (r: TreeRow): TreeFieldListItem => {
  const spots = r.rows * r.columns;
  const free = Math.max(0, spots - r.blockedSpots);
  const areas = areasFromM2(Number(r.areaM2));
  return {
    id: r.id,
    org_id: r.orgId,
    farm_id: r.farmId,
    farm_code: r.farmCode,
    code: r.code,
    name: r.name,
    rows: r.rows,
    columns: r.columns,
    blocked_spots: r.blockedSpots,
    free_spots: free,
    number_of_spots: spots,
    plants_per_spot: r.plantsPerSpot,
    max_trees: free * r.plantsPerSpot,
    tree_type: r.treeType,
    irrigation_type: r.irrigationType,
    irrigation_factor_pct: r.irrigationFactorPct,
    irrigation_advisory_enabled: r.irrigationAdvisoryEnabled,
    supervisor_ids: r.supervisorIds,
    varieties: r.varieties,
    side_crops: r.sideCrops,
    water_source: r.waterSource,
    main_valve: r.mainValve,
    filtering_units: r.filteringUnits,
    permanence: r.permanence,
    grid_bearing_deg: r.gridBearingDeg,
    area_m2: areas.area_m2,
    area_feddan: areas.area_feddan,
    area_hectare: areas.area_hectare,
    created_at: isoText(r.createdAt),
    updated_at: isoText(r.updatedAt),
  };
};

const { geom: _cg, pivotCenter: _pc, ...cropColumns } = getTableColumns(cropFields);
const cropSelection = {
  ...cropColumns,
  geometry: geoJsonOf(cropFields.geom),
  pivotLat: sql<number | null>`ST_Y(${cropFields.pivotCenter})`,
  pivotLng: sql<number | null>`ST_X(${cropFields.pivotCenter})`,
  farmCode: farms.code,
  overlaps: overlapsOf(cropFields, 'crop_fields'),
};
type CropRow = { [K in keyof typeof cropColumns]: (typeof cropFields.$inferSelect)[K] } & {
  geometry: BoundaryGeometry;
  pivotLat: number | null;
  pivotLng: number | null;
  farmCode: string;
  overlaps: string[];
};

const DAY_MS = 86_400_000;
const cropItem = (now: Date) => (r: CropRow): CropFieldListItem => {
  const planting = dateText(r.plantingDate);
  const areaM2 = Number(r.areaM2);
  const areas = areasFromM2(areaM2);
  return {
    id: r.id,
    org_id: r.orgId,
    farm_id: r.farmId,
    farm_code: r.farmCode,
    code: r.code,
    name: r.name,
    crop: r.crop,
    variety: r.variety,
    plant_age_days: planting ? Math.max(0, Math.floor((now.getTime() - Date.parse(`${planting}T00:00:00Z`)) / DAY_MS)) : null,
    official_area_feddan: r.officialAreaFeddan,
    mappable_area_feddan: areas.area_feddan,
    season: r.season,
    season_state: r.seasonState,
    planting_date: planting,
    expected_harvest_date: dateText(r.expectedHarvestDate),
    expected_yield_ton: r.expectedYieldTon,
    sectors: r.sectors,
    hd_imagery: r.hdImagery,
    advanced_irrigation: r.advancedIrrigation,
    clusters: r.clusters,
    is_hold: r.isHold,
    irrigation_type: r.irrigationType,
    daily_images_enabled: r.dailyImagesEnabled,
    irrigation_advisory_enabled: r.irrigationAdvisoryEnabled,
    pivot:
      r.pivotLat !== null && r.pivotLng !== null && r.pivotRadiusM !== null
        ? { center: { lat: Number(r.pivotLat), lng: Number(r.pivotLng) }, radius_m: r.pivotRadiusM }
        : null,
    pivot_towers: r.pivotTowers,
    pivot_length_m: r.pivotLengthM,
    pivot_end_gun: r.pivotEndGun,
    pivot_capacity_m3_h: r.pivotCapacityM3H,
    // m³/h × 24 h over the area: the gross depth the machine can give a day (mm).
    pivot_capacity_mm_day: r.pivotCapacityM3H === null ? null : Math.round(((r.pivotCapacityM3H * 24) / areaM2) * 1000 * 100) / 100,
    pivot_hours_per_revolution: r.pivotHoursPerRevolution,
    area_m2: areas.area_m2,
    area_feddan: areas.area_feddan,
    area_hectare: areas.area_hectare,
    created_at: isoText(r.createdAt),
    updated_at: isoText(r.updatedAt),
  };
};

/** Columns of a field write: plain columns in Drizzle names, plus the border. */
export type FieldWrite = Record<string, unknown> & { geometry?: BoundaryGeometry; pivot?: { lat: number; lng: number; radiusM: number } | null };

function fieldColumnsOf(input: FieldWrite): Record<string, unknown> {
  const { geometry, pivot, ...rest } = input;
  const c: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  if (geometry !== undefined) {
    c.geom = geomFrom(geometry);
    c.areaM2 = areaOf(geometry);
  }
  if (pivot !== undefined) {
    c.pivotCenter = pivot ? sql`ST_SetSRID(ST_MakePoint(${pivot.lng}, ${pivot.lat}), 4326)` : null;
    c.pivotRadiusM = pivot ? pivot.radiusM : null;
  }
  return c;
}

function fieldRepository<R extends I & { geometry: BoundaryGeometry }, I>(db: Db, kind: 'tree' | 'crop', now: () => Date) {
  const table = (kind === 'tree' ? treeFields : cropFields) as typeof treeFields;
  const selection = (kind === 'tree' ? treeSelection : cropSelection) as typeof treeSelection;
  // A list row leaves the border and the overlaps out (contract: TreeFieldListItem, CropFieldListItem): ~3 KB less per
  // field to read, send and map, and no geometric test against the farm's other fields.
  const { geometry: _border, overlaps: _overlaps, ...itemSelection } = selection;
  // The mapping of rows read now (a crop field's plant age counts to today).
  const toItems = () => (kind === 'tree' ? treeItem : cropItem(now())) as unknown as (row: never) => I;
  const toRecords = () => {
    const toItem = toItems();
    return (row: TreeRow): R => Object.assign(toItem(row as never) as object, { geometry: row.geometry, overlapping_field_ids: row.overlaps ?? [] }) as unknown as R;
  };
  const select = <S extends Record<string, unknown>>(columns: S) => db.select(columns as never).from(table).innerJoin(farms, eq(farms.id, table.farmId));
  const where = (values: GeoListValues) => {
    const conditions: (SQL | undefined)[] = [eq(table.orgId, values.orgId as string)];
    if (values.farm_id !== undefined) conditions.push(eq(table.farmId, values.farm_id as string));
    if (values.region_id !== undefined) conditions.push(eq(farms.regionId, values.region_id as string));
    if (values.pattern !== undefined) conditions.push(or(ilike(table.name, values.pattern as string), ilike(table.code, values.pattern as string)));
    return and(...conditions);
  };
  const order = [asc(farms.code), asc(table.code), asc(table.id)];
  const countOf = (values: GeoListValues) => db.select({ n: count() }).from(table).innerJoin(farms, eq(farms.id, table.farmId)).where(where(values));
  const pages = geoPages();
  const getById = async (orgId: string, id: string): Promise<R | undefined> => {
    const [row] = await select(selection).where(and(eq(table.orgId, orgId), eq(table.id, id)));
    return row && toRecords()(row as never);
  };
  return {
    /** A page of list rows (no border), rows and count in one statement. */
    async list(orgId: string, query: GeoListQuery): Promise<Page<I>> {
      const { count: total, results } = await pages(orgId, query, (values) => select({ ...itemSelection, total: totalRows }).where(where(values)).orderBy(...order) as never, countOf);
      return { count: total, page: query.page, page_size: query.page_size, results: (results as never[]).map(toItems()) };
    },
    /** Every matching field with its border (every digit), for an export. */
    async all(orgId: string, query: GeoListQuery): Promise<R[]> {
      const { results } = await pages(orgId, query, (values) => select({ ...selection, total: totalRows }).where(where(values)).orderBy(...order) as never, countOf, true);
      return (results as never[]).map(toRecords());
    },
    getById,
    async create(orgId: string, input: FieldWrite & { farmId: string; geometry: BoundaryGeometry }): Promise<R> {
      const [row] = await uniqueCode(() =>
        db
          .insert(table)
          .values({ ...(fieldColumnsOf(input) as typeof treeFields.$inferInsert), orgId })
          .returning({ id: table.id }),
      );
      return (await getById(orgId, row!.id))!;
    },
    async update(orgId: string, id: string, patch: FieldWrite): Promise<R | undefined> {
      const rows = await uniqueCode(() =>
        db
          .update(table)
          .set({ ...fieldColumnsOf(patch), updatedAt: new Date() })
          .where(and(eq(table.orgId, orgId), eq(table.id, id)))
          .returning({ id: table.id }),
      );
      return rows.length ? getById(orgId, id) : undefined;
    },
    async delete(orgId: string, id: string) {
      const rows = await db.delete(table).where(and(eq(table.orgId, orgId), eq(table.id, id))).returning({ id: table.id });
      return rows.length > 0;
    },
    /**
     * What the map draws of every matching field, as the answer's JSON text written by the database in one query
     * (`{ count, results }`: id, farm, code, name, season state, tree rows' bearing, border with 7 decimals (~1 cm), areas): the server
     * passes the text on, so 2,000 borders cost its event loop nothing (issue #18).
     */
    async mapJson(orgId: string, query: Pick<GeoListQuery, 'farm_id' | 'region_id'>): Promise<string> {
      const seasonState = kind === 'crop' ? sql`${cropFields.seasonState}` : sql`NULL`;
      const bearing = kind === 'tree' ? sql`${treeFields.gridBearingDeg}` : sql`NULL`;
      const feature = sql`json_build_object(
        'id', ${table.id}, 'farm_id', ${table.farmId}, 'code', ${table.code}, 'name', ${table.name}, 'season_state', ${seasonState},
        'grid_bearing_deg', ${bearing},
        'geometry', ST_AsGeoJSON(${table.geom}, 7)::json,
        'area_m2', round(${table.areaM2}::numeric, 2),
        'area_feddan', round((${table.areaM2} / ${M2_PER_FEDDAN})::numeric, 4),
        'area_hectare', round((${table.areaM2} / ${M2_PER_HECTARE})::numeric, 4))`;
      const [row] = await db
        .select({
          json: sql<string>`json_build_object('count', count(*), 'results', coalesce(json_agg(${feature} ORDER BY ${farms.code}, ${table.code}, ${table.id}), '[]'::json))::text`,
        })
        .from(table)
        .innerJoin(farms, eq(farms.id, table.farmId))
        .where(where({ orgId, farm_id: query.farm_id || undefined, region_id: query.region_id || undefined }));
      return row!.json;
    },
  };
}

export const createTreeFieldRepository = (db: Db) => fieldRepository<TreeFieldRecord, TreeFieldListItem>(db, 'tree', () => new Date());
export const createCropFieldRepository = (db: Db, now: () => Date = () => new Date()) => fieldRepository<CropFieldRecord, CropFieldListItem>(db, 'crop', now);
export type TreeFieldRepository = ReturnType<typeof createTreeFieldRepository>;
export type CropFieldRepository = ReturnType<typeof createCropFieldRepository>;

/** Number of tree and crop fields of the organisation (contract usage "fields"). */
export async function countFields(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`((SELECT count(*) FROM tree_fields WHERE org_id = ${orgId}) + (SELECT count(*) FROM crop_fields WHERE org_id = ${orgId}))::int`,
    })
    .from(sql`(SELECT 1) AS one`);
  return Number(row?.n ?? 0);
}

/** Serialises contract checks of one organisation (two concurrent creates cannot both pass the limit). */
export async function lockOrganisation(db: Db, orgId: string): Promise<void> {
  await db.execute(sql`SELECT id FROM organizations WHERE id = ${orgId} FOR UPDATE`);
}

// ---------------------------------------------------------------- Crop seasons

const seasonRecord = (r: typeof cropSeasons.$inferSelect): CropSeasonRecord => ({
  id: r.id,
  org_id: r.orgId,
  crop_field_id: r.cropFieldId,
  season: r.season,
  state: r.state,
  crop: r.crop,
  variety: r.variety,
  planting_date: dateText(r.plantingDate)!,
  expected_harvest_date: dateText(r.expectedHarvestDate),
  expected_yield_ton: r.expectedYieldTon,
  started_at: isoText(r.startedAt),
  ended_at: r.endedAt ? isoText(r.endedAt) : null,
});

export function createSeasonRepository(db: Db) {
  return {
    async history(orgId: string, fieldId: string): Promise<CropSeasonRecord[]> {
      const rows = await db
        .select()
        .from(cropSeasons)
        .where(and(eq(cropSeasons.orgId, orgId), eq(cropSeasons.cropFieldId, fieldId)))
        .orderBy(desc(cropSeasons.startedAt), desc(cropSeasons.id));
      return rows.map(seasonRecord);
    },
    async active(orgId: string, fieldId: string): Promise<CropSeasonRecord | undefined> {
      const [row] = await db
        .select()
        .from(cropSeasons)
        .where(and(eq(cropSeasons.orgId, orgId), eq(cropSeasons.cropFieldId, fieldId), eq(cropSeasons.state, 'active')));
      return row && seasonRecord(row);
    },
    async insert(orgId: string, values: Omit<typeof cropSeasons.$inferInsert, 'orgId'>): Promise<CropSeasonRecord> {
      const [row] = await db.insert(cropSeasons).values({ ...values, orgId }).returning();
      return seasonRecord(row!);
    },
    async update(orgId: string, id: string, values: Partial<typeof cropSeasons.$inferInsert>): Promise<CropSeasonRecord> {
      const [row] = await db.update(cropSeasons).set(values).where(and(eq(cropSeasons.orgId, orgId), eq(cropSeasons.id, id))).returning();
      return seasonRecord(row!);
    },
  };
}
export type SeasonRepository = ReturnType<typeof createSeasonRepository>;

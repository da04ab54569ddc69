import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { cropFields, cropSeasons, farmOwners, farms, regions, treeFields, users, type Db } from '@rayyan/db';
import {
  M2_PER_FEDDAN,
  type BoundaryGeometry,
  type CreateRegion,
  type CropFieldRecord,
  type CropSeasonRecord,
  type FarmRecord,
  type FieldMapFeature,
  type RegionRecord,
  type TreeFieldRecord,
  type UpdateRegion,
} from '@rayyan/contracts';
import { containsPattern, pageWindow, type Page } from '../../shared/pagination';
import type { OrgScopedRepository } from '../../shared/record-service';
import { areaOf, areasFromM2, dateText, geoJsonOf, geomFrom, isoText, uniqueCode } from './geography.sql';

export interface GeoListQuery {
  page: number;
  page_size: number;
  search?: string | undefined;
  region_id?: string | undefined;
  farm_id?: string | undefined;
  farming_type?: 'tree' | 'crop' | undefined;
}

const paged = async <T>(query: { page: number; page_size: number }, total: Promise<{ n: number }[]>, rows: { offset(n: number): { limit(n: number): Promise<T[]> } } & Promise<T[]>, all?: boolean) => {
  const [t] = await total;
  const { offset, limit } = pageWindow(query);
  const results = all ? await rows : await rows.offset(offset).limit(limit);
  return { count: t?.n ?? 0, results };
};

// ---------------------------------------------------------------- Regions

// Qualified by hand: inside a raw subquery an interpolated column renders unqualified and would bind to farms.id.
const regionFarmsCount = sql<number>`(SELECT count(*)::int FROM farms f WHERE f.region_id = "regions"."id")`;

export type RegionRepository = OrgScopedRepository<RegionRecord, CreateRegion, UpdateRegion, GeoListQuery>;

export function createRegionRepository(db: Db): RegionRepository {
  const select = () => db.select({ region: regions, farms_count: regionFarmsCount }).from(regions);
  const toRecord = ({ region, farms_count }: { region: typeof regions.$inferSelect; farms_count: number }): RegionRecord => ({
    id: region.id,
    org_id: region.orgId,
    name: region.name,
    code: region.code,
    address: region.address,
    farms_count: Number(farms_count),
    traps_count: 0,
  });
  const getById = async (orgId: string, id: string) => {
    const [row] = await select().where(and(eq(regions.orgId, orgId), eq(regions.id, id)));
    return row && toRecord(row);
  };
  return {
    async list(orgId, query, options = {}) {
      const conditions: (SQL | undefined)[] = [eq(regions.orgId, orgId)];
      if (query.search) conditions.push(or(ilike(regions.name, containsPattern(query.search)), ilike(regions.code, containsPattern(query.search))));
      const where = and(...conditions);
      const { count: total, results } = await paged(
        query,
        db.select({ n: count() }).from(regions).where(where),
        select().where(where).orderBy(asc(regions.name), asc(regions.id)) as never,
        options.all,
      );
      return { count: total, page: query.page, page_size: query.page_size, results: (results as Parameters<typeof toRecord>[0][]).map(toRecord) };
    },
    getById,
    async create(orgId, input) {
      const [row] = await uniqueCode(() =>
        db.insert(regions).values({ orgId, name: input.name, code: input.code, address: input.address ?? null }).returning({ id: regions.id }),
      );
      return (await getById(orgId, row!.id))!;
    },
    async update(orgId, id, patch) {
      const columns: Partial<typeof regions.$inferInsert> = { updatedAt: new Date() };
      if (patch.name !== undefined) columns.name = patch.name;
      if (patch.code !== undefined) columns.code = patch.code;
      if (patch.address !== undefined) columns.address = patch.address;
      const rows = await uniqueCode(() =>
        db.update(regions).set(columns).where(and(eq(regions.orgId, orgId), eq(regions.id, id))).returning({ id: regions.id }),
      );
      return rows.length ? getById(orgId, id) : undefined;
    },
    async delete(orgId, id) {
      const rows = await db.delete(regions).where(and(eq(regions.orgId, orgId), eq(regions.id, id))).returning({ id: regions.id });
      return rows.length > 0;
    },
  };
}

// ---------------------------------------------------------------- Farms

const { geom: _farmGeom, center: _farmCenter, ...farmColumns } = getTableColumns(farms);
const farmSelection = {
  ...farmColumns,
  geometry: geoJsonOf(farms.geom),
  lat: sql<number>`ST_Y(${farms.center})`,
  lng: sql<number>`ST_X(${farms.center})`,
  regionName: regions.name,
  fieldsCount: sql<number>`((SELECT count(*) FROM tree_fields t WHERE t.farm_id = ${farms.id}) + (SELECT count(*) FROM crop_fields c WHERE c.farm_id = ${farms.id}))::int`,
};
type FarmRow = { [K in keyof typeof farmColumns]: (typeof farms.$inferSelect)[K] } & {
  geometry: BoundaryGeometry;
  lat: number;
  lng: number;
  regionName: string | null;
  fieldsCount: number;
};

const farmRecord = (row: FarmRow): FarmRecord => ({
  id: row.id,
  org_id: row.orgId,
  region_id: row.regionId,
  region_name: row.regionName,
  code: row.code,
  name: row.name,
  address: row.address,
  farming_type: row.farmingType,
  area_unit: row.areaUnit,
  unit_system: row.unitSystem,
  services: row.services,
  farm_owner_id: row.farmOwnerId,
  geometry: row.geometry,
  center: { lat: Number(row.lat), lng: Number(row.lng) },
  zoom: row.zoom,
  ...areasFromM2(Number(row.areaM2)),
  fields_count: Number(row.fieldsCount),
  created_at: isoText(row.createdAt),
  updated_at: isoText(row.updatedAt),
});

/** Farm columns as written by the service (geometry already validated). */
export interface FarmWrite {
  regionId?: string | null;
  code?: string;
  name?: string;
  address?: string | null;
  farmingType?: 'tree' | 'crop';
  areaUnit?: 'feddan' | 'hectare';
  unitSystem?: 'metric' | 'imperial';
  services?: FarmRecord['services'];
  farmOwnerId?: string | null;
  geometry?: BoundaryGeometry;
  zoom?: number;
}

function farmColumnsOf(input: FarmWrite): Record<string, unknown> {
  const c: Record<string, unknown> = {};
  if (input.regionId !== undefined) c.regionId = input.regionId;
  if (input.code !== undefined) c.code = input.code;
  if (input.name !== undefined) c.name = input.name;
  if (input.address !== undefined) c.address = input.address;
  if (input.farmingType !== undefined) c.farmingType = input.farmingType;
  if (input.areaUnit !== undefined) c.areaUnit = input.areaUnit;
  if (input.unitSystem !== undefined) c.unitSystem = input.unitSystem;
  if (input.services !== undefined) c.services = input.services;
  if (input.farmOwnerId !== undefined) c.farmOwnerId = input.farmOwnerId;
  if (input.zoom !== undefined) c.zoom = input.zoom;
  if (input.geometry !== undefined) {
    c.geom = geomFrom(input.geometry);
    c.center = sql`ST_PointOnSurface(${geomFrom(input.geometry)})`;
    c.areaM2 = areaOf(input.geometry);
  }
  return c;
}

export function createFarmRepository(db: Db) {
  const select = () => db.select(farmSelection).from(farms).leftJoin(regions, eq(regions.id, farms.regionId));
  const where = (orgId: string, query: GeoListQuery) => {
    const conditions: (SQL | undefined)[] = [eq(farms.orgId, orgId)];
    if (query.region_id) conditions.push(eq(farms.regionId, query.region_id));
    if (query.farming_type) conditions.push(eq(farms.farmingType, query.farming_type));
    if (query.farm_id) conditions.push(eq(farms.id, query.farm_id));
    if (query.search) conditions.push(or(ilike(farms.name, containsPattern(query.search)), ilike(farms.code, containsPattern(query.search))));
    return and(...conditions);
  };
  const getById = async (orgId: string, id: string) => {
    const [row] = await select().where(and(eq(farms.orgId, orgId), eq(farms.id, id)));
    return row && farmRecord(row as FarmRow);
  };
  return {
    async list(orgId: string, query: GeoListQuery, options: { all?: boolean } = {}): Promise<Page<FarmRecord>> {
      const w = where(orgId, query);
      const { count: total, results } = await paged(
        query,
        db.select({ n: count() }).from(farms).where(w),
        select().where(w).orderBy(asc(farms.name), asc(farms.id)) as never,
        options.all,
      );
      return { count: total, page: query.page, page_size: query.page_size, results: (results as FarmRow[]).map(farmRecord) };
    },
    getById,
    async create(orgId: string, input: FarmWrite & { geometry: BoundaryGeometry }) {
      const [row] = await uniqueCode(() =>
        db
          .insert(farms)
          .values({ ...(farmColumnsOf(input) as typeof farms.$inferInsert), orgId })
          .returning({ id: farms.id }),
      );
      return (await getById(orgId, row!.id))!;
    },
    async update(orgId: string, id: string, patch: FarmWrite) {
      const rows = await uniqueCode(() =>
        db
          .update(farms)
          .set({ ...farmColumnsOf(patch), updatedAt: new Date() })
          .where(and(eq(farms.orgId, orgId), eq(farms.id, id)))
          .returning({ id: farms.id }),
      );
      return rows.length ? getById(orgId, id) : undefined;
    },
    async delete(orgId: string, id: string) {
      const rows = await db.delete(farms).where(and(eq(farms.orgId, orgId), eq(farms.id, id))).returning({ id: farms.id });
      return rows.length > 0;
    },
    /** Sum of the organisation's farm areas in feddan (contract usage "area"). */
    async areaFeddan(orgId: string): Promise<number> {
      const [row] = await db.select({ m2: sql<number>`coalesce(sum(${farms.areaM2}), 0)` }).from(farms).where(eq(farms.orgId, orgId));
      return Number(row?.m2 ?? 0) / M2_PER_FEDDAN;
    },
    /** Area in m² of a border before it is stored (PostGIS geography). */
    async areaM2Of(geometry: BoundaryGeometry): Promise<number> {
      const [row] = await db.select({ m2: areaOf(geometry) }).from(sql`(SELECT 1) AS one`);
      return Number(row!.m2);
    },
    /**
     * Share of `geometry` lying outside the farm, as a fraction of its own area (0 = fully inside).
     * Undefined when the farm is not the organisation's.
     */
    async outsideShare(orgId: string, farmId: string, geometry: BoundaryGeometry): Promise<number | undefined> {
      const [row] = await db
        .select({
          share: sql<number>`ST_Area(ST_Difference(${geomFrom(geometry)}, ${farms.geom})::geography) / NULLIF(ST_Area(${geomFrom(geometry)}::geography), 0)`,
        })
        .from(farms)
        .where(and(eq(farms.orgId, orgId), eq(farms.id, farmId)));
      return row ? Number(row.share ?? 0) : undefined;
    },
    /**
     * The farm's tree and crop fields lying more than `tolerance` (share of their own area) outside
     * `geometry`: what a new farm border would leave out.
     */
    async fieldsOutside(orgId: string, farmId: string, geometry: BoundaryGeometry, tolerance: number): Promise<{ id: string; code: string; name: string }[]> {
      const border = geomFrom(geometry);
      const rows = await db.execute<{ id: string; code: string; name: string }>(sql`
        SELECT f.id::text AS id, f.code, f.name FROM (
          SELECT id, code, name, geom, area_m2 FROM tree_fields WHERE org_id = ${orgId} AND farm_id = ${farmId}
          UNION ALL
          SELECT id, code, name, geom, area_m2 FROM crop_fields WHERE org_id = ${orgId} AND farm_id = ${farmId}
        ) f
        WHERE NOT ST_CoveredBy(f.geom, ${border})
          AND ST_Area(ST_Difference(f.geom, ${border})::geography) > ${tolerance} * NULLIF(f.area_m2, 0)
        ORDER BY f.code, f.id`);
      return (rows as unknown as { rows: { id: string; code: string; name: string }[] }).rows.map((r) => ({ id: r.id, code: r.code, name: r.name }));
    },
    async regionExists(orgId: string, regionId: string) {
      return (await db.select({ id: regions.id }).from(regions).where(and(eq(regions.orgId, orgId), eq(regions.id, regionId)))).length > 0;
    },
    async farmOwnerExists(orgId: string, ownerId: string) {
      return (await db.select({ id: farmOwners.id }).from(farmOwners).where(and(eq(farmOwners.orgId, orgId), eq(farmOwners.id, ownerId)))).length > 0;
    },
    async usersExist(orgId: string, ids: string[]) {
      if (ids.length === 0) return true;
      const unique = [...new Set(ids)];
      const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.orgId, orgId), inArray(users.id, unique)));
      return (row?.n ?? 0) === unique.length;
    },
  };
}
export type FarmRepository = ReturnType<typeof createFarmRepository>;

// ---------------------------------------------------------------- Fields (tree and crop)

/** Ids of other fields of the same farm whose intersection with this one exceeds 0.1 % of the smaller area. */
const overlapsOf = (table: typeof treeFields | typeof cropFields, name: 'tree_fields' | 'crop_fields') =>
  sql<string[]>`ARRAY(SELECT o.id::text FROM ${sql.raw(name)} o WHERE o.farm_id = ${table.farmId} AND o.id <> ${table.id}
    AND ST_Intersects(o.geom, ${table.geom})
    AND ST_Area(ST_Intersection(o.geom, ${table.geom})::geography) > 0.001 * LEAST(o.area_m2, ${table.areaM2}))`;

const { geom: _tg, ...treeColumns } = getTableColumns(treeFields);
const treeSelection = { ...treeColumns, geometry: geoJsonOf(treeFields.geom), farmCode: farms.code, overlaps: overlapsOf(treeFields, 'tree_fields') };
type TreeRow = { [K in keyof typeof treeColumns]: (typeof treeFields.$inferSelect)[K] } & { geometry: BoundaryGeometry; farmCode: string; overlaps: string[] };

const treeRecord = (r: TreeRow): TreeFieldRecord => {
  const spots = r.rows * r.columns;
  const free = Math.max(0, spots - r.blockedSpots);
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
    geometry: r.geometry,
    ...areasFromM2(Number(r.areaM2)),
    overlapping_field_ids: r.overlaps ?? [],
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
const cropRecord = (now: Date) => (r: CropRow): CropFieldRecord => {
  const planting = dateText(r.plantingDate);
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
    mappable_area_feddan: areasFromM2(Number(r.areaM2)).area_feddan,
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
    geometry: r.geometry,
    ...areasFromM2(Number(r.areaM2)),
    overlapping_field_ids: r.overlaps ?? [],
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

function fieldRepository<R>(db: Db, kind: 'tree' | 'crop', now: () => Date) {
  const table = (kind === 'tree' ? treeFields : cropFields) as typeof treeFields;
  const selection = (kind === 'tree' ? treeSelection : cropSelection) as typeof treeSelection;
  const toRecord = (kind === "tree" ? treeRecord : (row: CropRow) => cropRecord(now())(row)) as unknown as (row: never) => R;
  const select = () => db.select(selection).from(table).innerJoin(farms, eq(farms.id, table.farmId));
  const where = (orgId: string, query: GeoListQuery) => {
    const conditions: (SQL | undefined)[] = [eq(table.orgId, orgId)];
    if (query.farm_id) conditions.push(eq(table.farmId, query.farm_id));
    if (query.region_id) conditions.push(eq(farms.regionId, query.region_id));
    if (query.search) conditions.push(or(ilike(table.name, containsPattern(query.search)), ilike(table.code, containsPattern(query.search))));
    return and(...conditions);
  };
  const getById = async (orgId: string, id: string): Promise<R | undefined> => {
    const [row] = await select().where(and(eq(table.orgId, orgId), eq(table.id, id)));
    return row && toRecord(row as never);
  };
  return {
    async list(orgId: string, query: GeoListQuery, options: { all?: boolean } = {}): Promise<Page<R>> {
      const w = where(orgId, query);
      const { count: total, results } = await paged(
        query,
        db.select({ n: count() }).from(table).innerJoin(farms, eq(farms.id, table.farmId)).where(w),
        select().where(w).orderBy(asc(farms.code), asc(table.code), asc(table.id)) as never,
        options.all,
      );
      return { count: total, page: query.page, page_size: query.page_size, results: (results as never[]).map(toRecord) };
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
    /** What the map draws of every matching field, in one query: id, farm, code, name, season state, border (7 decimals, ~1 cm). */
    async mapFeatures(orgId: string, query: Pick<GeoListQuery, 'farm_id' | 'region_id'>): Promise<FieldMapFeature[]> {
      const seasonState = kind === 'crop' ? sql<string | null>`${cropFields.seasonState}` : sql<null>`NULL`;
      const rows = await db
        .select({ id: table.id, farmId: table.farmId, code: table.code, name: table.name, seasonState, areaM2: table.areaM2, geometry: sql<BoundaryGeometry>`ST_AsGeoJSON(${table.geom}, 7)::json` })
        .from(table)
        .innerJoin(farms, eq(farms.id, table.farmId))
        .where(where(orgId, { page: 1, page_size: 1, ...query }))
        .orderBy(asc(farms.code), asc(table.code), asc(table.id));
      return rows.map((r) => ({ id: r.id, farm_id: r.farmId, code: r.code, name: r.name, season_state: (r.seasonState ?? null) as FieldMapFeature['season_state'], geometry: r.geometry, ...areasFromM2(Number(r.areaM2)) }));
    },
  };
}

export const createTreeFieldRepository = (db: Db) => fieldRepository<TreeFieldRecord>(db, 'tree', () => new Date());
export const createCropFieldRepository = (db: Db, now: () => Date = () => new Date()) => fieldRepository<CropFieldRecord>(db, 'crop', now);
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

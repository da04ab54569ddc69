import { and, asc, count, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { farmOwners, farms, regions, users, type Db } from '@rayyan/db';
import { M2_PER_FEDDAN, type BoundaryGeometry, type CreateRegion, type FarmRecord, type RegionRecord, type UpdateRegion } from '@rayyan/contracts';
import { totalRows } from '../../shared/page-total.repository';
import type { Page } from '../../shared/pagination';
import type { OrgScopedRepository } from '../../shared/record-service';
import { areaOf, areasFromM2, geoJsonOf, geomFrom, isoText, listGeoJsonOf, uniqueCode } from './geography.sql';
import { geoPages, type GeoListQuery, type GeoListValues } from './geo-list.repository';

// ---------------------------------------------------------------- Regions

// Qualified by hand: inside a raw subquery an interpolated column renders unqualified and would bind to farms.id.
const regionFarmsCount = sql<number>`(SELECT count(*)::int FROM farms f WHERE f.region_id = "regions"."id")`;
/** Traps standing in the region (installed, not removed). */
const regionTrapsCount = sql<number>`(SELECT count(*)::int FROM traps t WHERE t.region_id = "regions"."id" AND t.removed_on IS NULL)`;

export type RegionRepository = OrgScopedRepository<RegionRecord, CreateRegion, UpdateRegion, GeoListQuery>;

export function createRegionRepository(db: Db): RegionRepository {
  const select = (extra = {}) => db.select({ region: regions, farms_count: regionFarmsCount, traps_count: regionTrapsCount, ...extra }).from(regions);
  const toRecord = ({ region, farms_count, traps_count }: { region: typeof regions.$inferSelect; farms_count: number; traps_count: number }): RegionRecord => ({
    id: region.id,
    org_id: region.orgId,
    name: region.name,
    code: region.code,
    address: region.address,
    farms_count: Number(farms_count),
    traps_count: Number(traps_count),
  });
  const pages = geoPages<Parameters<typeof toRecord>[0]>();
  const getById = async (orgId: string, id: string) => {
    const [row] = await select().where(and(eq(regions.orgId, orgId), eq(regions.id, id)));
    return row && toRecord(row);
  };
  return {
    async list(orgId, query, options = {}) {
      const where = ({ orgId: org, pattern }: GeoListValues) =>
        and(eq(regions.orgId, org as string), pattern === undefined ? undefined : or(ilike(regions.name, pattern as string), ilike(regions.code, pattern as string)));
      const { count: total, results } = await pages(
        orgId,
        query,
        (values) => select({ total: totalRows }).where(where(values)).orderBy(asc(regions.name), asc(regions.id)) as never,
        (values) => db.select({ n: count() }).from(regions).where(where(values)),
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
  fieldsCount: sql<number>`(tree_field_count.n + crop_field_count.n)::int`,
};
// A farm's fields counted in lateral joins, not in subqueries of the select list: with those, PostgreSQL planned
// the prepared page statement again on every request (0.1-0.2 ms, more than running it); with the joins it keeps
// one generic plan (0.005 ms).
const treeFieldCount = sql`lateral (SELECT count(*) AS n FROM tree_fields t WHERE t.farm_id = ${farms.id}) tree_field_count`;
const cropFieldCount = sql`lateral (SELECT count(*) AS n FROM crop_fields c WHERE c.farm_id = ${farms.id}) crop_field_count`;
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
  const select = (geometry = farmSelection.geometry, extra = {}) =>
    db
      .select({ ...farmSelection, geometry, ...extra })
      .from(farms)
      .leftJoin(regions, eq(regions.id, farms.regionId))
      .leftJoin(treeFieldCount, sql`true`)
      .leftJoin(cropFieldCount, sql`true`);
  const where = (values: GeoListValues) => {
    const conditions: (SQL | undefined)[] = [eq(farms.orgId, values.orgId as string)];
    if (values.region_id !== undefined) conditions.push(eq(farms.regionId, values.region_id as string));
    if (values.farming_type !== undefined) conditions.push(eq(farms.farmingType, values.farming_type as 'tree'));
    if (values.farm_id !== undefined) conditions.push(eq(farms.id, values.farm_id as string));
    if (values.pattern !== undefined) conditions.push(or(ilike(farms.name, values.pattern as string), ilike(farms.code, values.pattern as string)));
    return and(...conditions);
  };
  const pages = geoPages<FarmRow>();
  const getById = async (orgId: string, id: string) => {
    const [row] = await select().where(and(eq(farms.orgId, orgId), eq(farms.id, id)));
    return row && farmRecord(row as FarmRow);
  };
  return {
    async list(orgId: string, query: GeoListQuery, options: { all?: boolean } = {}): Promise<Page<FarmRecord>> {
      const { count: total, results } = await pages(
        orgId,
        query,
        (values) => select(options.all ? undefined : listGeoJsonOf(farms.geom), { total: totalRows }).where(where(values)).orderBy(asc(farms.name), asc(farms.id)) as never,
        (values) => db.select({ n: count() }).from(farms).where(where(values)),
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

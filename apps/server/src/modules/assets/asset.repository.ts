import { and, eq, inArray, sql } from 'drizzle-orm';
import { asGeoJson, assetFields, assets, cropFields, treeFields, type Db } from '@rayyan/db';
import type { AssetGeometry, AssetListQuery, AssetRecord, AssetType, CreateAsset, UpdateAsset } from '@rayyan/contracts';
import { orgResourceRepository, snakeRecord } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';
import { isOrgFarm } from '../../shared/org-farm.repository';
import { replaceChildRows } from '../../shared/child-rows.repository';

/** What the repository writes: the body with its geometry under the column's name. */
type AssetWrite = Partial<CreateAsset> & { geom?: AssetGeometry | null };

const servedIds = (column: 'crop_field_id' | 'tree_field_id') =>
  sql<string[]>`coalesce((SELECT array_agg(af.${sql.raw(column)} ORDER BY af.${sql.raw(column)}) FROM asset_fields af WHERE af.asset_id = "assets"."id" AND af.${sql.raw(column)} IS NOT NULL), '{}')`;

/** The kit's repository of assets: searched by code and name, filtered by type, state and farm, by farm then code. */
function assetResource(db: Db) {
  return orgResourceRepository<typeof assets, AssetRecord, AssetWrite, AssetWrite, AssetListQuery>(db, {
    table: assets,
    search: [assets.code, assets.name],
    equals: { type: assets.type, state: assets.state, farm_id: assets.farmId },
    orderBy: [assets.code],
    computed: {
      geom: asGeoJson(assets.geom),
      farmName: sql<string>`(SELECT f.name FROM farms f WHERE f.id = "assets"."farm_id")`,
      feedsAssetName: sql<string | null>`(SELECT u.name FROM assets u WHERE u.id = "assets"."feeds_asset_id")`,
      cropFieldIds: servedIds('crop_field_id'),
      treeFieldIds: servedIds('tree_field_id'),
    },
    toRecord: ({ geom, ...row }) => ({ ...snakeRecord<AssetRecord>(row), geometry: (geom as AssetGeometry | null) ?? null }),
    prepare: ({ geometry, ...input }: AssetWrite) => (geometry === undefined ? input : { ...input, geom: geometry }),
  });
}

export type AssetRepository = OrgScopedRepository<AssetRecord, CreateAsset, UpdateAsset, AssetListQuery> & ReturnType<typeof assetExtras>;

/**
 * Assets of one organisation with their farm, upstream asset and served fields; a create or a patch that names the
 * served fields replaces them (in the caller's transaction).
 */
export function createAssetRepository(db: Db): AssetRepository {
  const kit = assetResource(db);
  const extras = assetExtras(db);
  return {
    list: (orgId, query, options) => kit.list(orgId, query, options),
    getById: (orgId, id) => kit.getById(orgId, id),
    async create(orgId, input) {
      const created = await kit.create(orgId, input);
      await extras.replaceFields(orgId, created.id, created.type, input.crop_field_ids, input.tree_field_ids);
      return (await kit.getById(orgId, created.id))!;
    },
    async update(orgId, id, patch) {
      const updated = await kit.update(orgId, id, patch as AssetWrite);
      if (!updated || (patch.crop_field_ids === undefined && patch.tree_field_ids === undefined)) return updated;
      await extras.replaceFields(orgId, id, updated.type, patch.crop_field_ids ?? updated.crop_field_ids, patch.tree_field_ids ?? updated.tree_field_ids);
      return kit.getById(orgId, id);
    },
    delete: (orgId, id) => kit.delete(orgId, id),
    ...extras,
  };
}

/** Served fields, the checks of a write's references, and a farm's whole network. */
function assetExtras(db: Db) {
  return {
    async replaceFields(orgId: string, assetId: string, type: AssetType, cropIds: readonly string[], treeIds: readonly string[]): Promise<void> {
      const rows = [
        ...cropIds.map((cropFieldId) => ({ orgId, assetId, cropFieldId, treeFieldId: null, pivot: type === 'pivot' })),
        ...treeIds.map((treeFieldId) => ({ orgId, assetId, cropFieldId: null, treeFieldId, pivot: false })),
      ];
      await replaceChildRows(db, assetFields, assetFields.assetId, orgId, assetId, rows);
    },
    farmExists: (orgId: string, farmId: string) => isOrgFarm(db, orgId, farmId),
    /** How many of the given crop and tree fields are of the organisation's farm `farmId`. */
    async fieldsOnFarm(orgId: string, farmId: string, cropIds: readonly string[], treeIds: readonly string[]): Promise<number> {
      const ofFarm = async (table: typeof cropFields | typeof treeFields, ids: readonly string[]) =>
        ids.length === 0 ? 0 : (await db.select({ id: table.id }).from(table).where(and(eq(table.orgId, orgId), eq(table.farmId, farmId), inArray(table.id, [...ids])))).length;
      return (await ofFarm(cropFields, cropIds)) + (await ofFarm(treeFields, treeIds));
    },
    /** The asset and every asset upstream of it (following feeds_asset_id, stopping at a repeat). */
    async upstreamIds(orgId: string, assetId: string): Promise<string[]> {
      const rows = await db.execute(sql`
        WITH RECURSIVE up(id, feeds) AS (
          SELECT a.id, a.feeds_asset_id FROM assets a WHERE a.org_id = ${orgId} AND a.id = ${assetId}
          UNION
          SELECT a.id, a.feeds_asset_id FROM assets a JOIN up ON a.id = up.feeds WHERE a.org_id = ${orgId}
        ) SELECT id FROM up`);
      return (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
    },
  };
}

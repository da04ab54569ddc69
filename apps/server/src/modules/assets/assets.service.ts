import type { z } from 'zod';
import { assets } from '@rayyan/db';
import { V, assetAttributeSchemas, createAssetSchema, type AssetListQuery, type AssetNetwork, type AssetRecord, type CreateAsset, type UpdateAsset } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { createRecordService, type Actor, type RecordServiceDeps } from '../../shared/record-service';
import type { AssetRepository } from './asset.repository';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 400, fields);

/** zod issues as `{ field path: message key }` (a missing value: `required`). */
function issueFields(error: z.ZodError, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = prefix + (issue.path.map(String).join('.') || 'body');
    fields[key] ??= issue.code === 'invalid_type' && issue.input === undefined ? V.required : issue.message;
  }
  return fields;
}

/** A stored record as the create body of its type, to check a patched record by the same rules as a new one. */
const bodyOf = (r: AssetRecord) => ({
  type: r.type,
  farm_id: r.farm_id,
  code: r.code,
  name: r.name,
  ownership: r.ownership,
  state: r.state,
  feeds_asset_id: r.feeds_asset_id,
  notes: r.notes,
  geometry: r.geometry,
  attributes: r.attributes,
  crop_field_ids: r.crop_field_ids,
  tree_field_ids: r.tree_field_ids,
});

/**
 * The references of a write, read in its transaction: the farm is the organisation's, the upstream asset is of the
 * same farm and not downstream of this one (no cycle), and every served field lies on the farm.
 */
async function checkReferences(orgId: string, value: CreateAsset | AssetRecord, records: AssetRepository): Promise<void> {
  if ('id' in value) {
    const parsed = createAssetSchema.safeParse(bodyOf(value));
    if (!parsed.success) throw invalid(issueFields(parsed.error));
  }
  if (!(await records.farmExists(orgId, value.farm_id))) throw invalid({ farm_id: V.select_farm });
  if (value.feeds_asset_id) {
    const upstream = await records.getById(orgId, value.feeds_asset_id);
    if (!upstream || upstream.farm_id !== value.farm_id) throw invalid({ feeds_asset_id: V.asset_feed_unknown });
    if ('id' in value && (await records.upstreamIds(orgId, upstream.id)).includes(value.id)) throw invalid({ feeds_asset_id: V.asset_network_cycle });
  }
  const served = value.crop_field_ids.length + value.tree_field_ids.length;
  if (served > 0 && (await records.fieldsOnFarm(orgId, value.farm_id, value.crop_field_ids, value.tree_field_ids)) !== served) {
    throw invalid({ [value.crop_field_ids.length > 0 ? 'crop_field_ids' : 'tree_field_ids']: V.asset_field_unknown });
  }
}

const mapError = (error: unknown) => {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === 'assets_org_id_code_key') return new AppError('duplicate_code', 409, { code: 'This code is already used.' });
  if (constraint === 'asset_fields_one_pivot_key') return invalid({ crop_field_ids: V.field_has_pivot });
  return error;
};

/** Assets (issue #15), scoped to the caller's organisation; every write checked as a whole record of its type. */
export function createAssetsService(deps: Omit<RecordServiceDeps<AssetRepository>, 'entity' | 'table'>) {
  const crud = createRecordService<AssetRecord, CreateAsset, UpdateAsset, AssetListQuery, AssetRepository>(
    { ...deps, entity: 'asset', table: assets },
    { checkWrite: checkReferences, mapError },
  );
  return {
    ...crud,
    /** A patch's attributes are the whole attributes of the asset's type (its defaults filled in), checked before the write. */
    async update(actor: Actor, id: string, patch: UpdateAsset): Promise<AssetRecord> {
      if (patch.attributes === undefined) return crud.update(actor, id, patch);
      const current = await crud.get(actor.orgId, id);
      const parsed = assetAttributeSchemas[current.type].safeParse(patch.attributes);
      if (!parsed.success) throw invalid(issueFields(parsed.error, 'attributes.'));
      return crud.update(actor, id, { ...patch, attributes: parsed.data });
    },
    async network(orgId: string, farmId: string): Promise<AssetNetwork> {
      if (!(await deps.records.farmExists(orgId, farmId))) throw new AppError('not_found', 404);
      const page = await deps.records.list(orgId, { page: 1, page_size: 100, farm_id: farmId }, { all: true });
      return { farm_id: farmId, assets: page.results };
    },
  };
}

export type AssetsService = ReturnType<typeof createAssetsService>;

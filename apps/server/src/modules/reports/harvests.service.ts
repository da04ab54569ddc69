import { harvests } from '@rayyan/db';
import { V, type CreateHarvest, type HarvestListQuery, type HarvestRecord, type UpdateHarvest } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { createRecordService, type RecordServiceDeps } from '../../shared/record-service';
import type { HarvestRepository } from './harvest.repository';

/**
 * A harvest names a field of the organisation (and a tree of that field, if any) and is dated on or after the
 * planting of the field's season (or of the tree): otherwise 400 with the field's message and nothing written.
 */
async function checkHarvest(orgId: string, value: CreateHarvest | HarvestRecord, records: HarvestRepository): Promise<void> {
  const field = await records.fieldPlanting(orgId, value.field_kind, value.field_id);
  if (!field) throw new AppError('validation_failed', 400, { field_id: V.unknown_target });
  if (field.plantingDate && value.harvest_date < field.plantingDate) throw new AppError('validation_failed', 400, { harvest_date: V.harvest_before_planting });
  if (value.tree_id) {
    if (value.field_kind !== 'tree') throw new AppError('validation_failed', 400, { tree_id: V.unknown_target });
    const tree = await records.treePlanting(orgId, value.field_id, value.tree_id);
    if (!tree) throw new AppError('validation_failed', 400, { tree_id: V.unknown_target });
    if (tree.plantingDate && value.harvest_date < tree.plantingDate) throw new AppError('validation_failed', 400, { harvest_date: V.harvest_before_planting });
  }
}

/** Harvest records (issue #17), scoped to the caller's organisation, each write with its activity-log row. */
export function createHarvestsService(deps: Omit<RecordServiceDeps<HarvestRepository>, 'entity' | 'table'>) {
  return createRecordService<HarvestRecord, CreateHarvest, UpdateHarvest, HarvestListQuery, HarvestRepository>({ ...deps, entity: 'harvest', table: harvests }, { checkWrite: checkHarvest });
}

export type HarvestsService = ReturnType<typeof createHarvestsService>;

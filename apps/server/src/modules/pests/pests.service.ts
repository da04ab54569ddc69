import { pests, scoutingObservations } from '@rayyan/db';
import { V, type CreateObservation, type CreatePest, type ObservationListQuery, type ObservationRecord, type PestListQuery, type PestRecord, type UpdateObservation, type UpdatePest } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { diffChanges } from '../../shared/activity-diff';
import { createRecordService, type Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { ObservationRefs, ObservationRepository, PestRepository } from './pest.repository';

/** Every record an observation names is the organisation's; a tree marked infected is named. Throws the field's message. */
export function checkObservationRefs(o: Partial<Pick<CreateObservation, 'tree_id' | 'tree_infected'>>, refs: ObservationRefs): void {
  if (!refs.pest) throw new AppError('validation_failed', 400, { pest_id: V.invalid_choice });
  if (!refs.field) throw new AppError('validation_failed', 400, { field_id: V.invalid_choice });
  if (!refs.cropField) throw new AppError('validation_failed', 400, { crop_field_id: V.invalid_choice });
  if (!refs.tree) throw new AppError('validation_failed', 400, { tree_id: V.invalid_choice });
  if (!refs.trap) throw new AppError('validation_failed', 400, { trap_id: V.invalid_choice });
  if (o.tree_infected && !o.tree_id) throw new AppError('validation_failed', 400, { tree_id: V.tree_infected_needs_tree });
}

const duplicatePestCode = (error: unknown) =>
  violatedUniqueConstraint(error) === 'pests_org_id_code_key' ? new AppError('duplicate_code', 409, { code: 'This code is already used.' }) : error;

/** The catalogue of pests and diseases (issue #16). */
export function createPestsService(deps: { records: PestRepository; transaction: Transaction<{ records: PestRepository; activity: Pick<ActivityRepository, 'record'> }> }) {
  return createRecordService<PestRecord, CreatePest, UpdatePest, PestListQuery>({ ...deps, entity: 'pest', table: pests }, { mapError: duplicatePestCode });
}

/**
 * Scouting observations (issue #16). A new observation on a tree can mark the tree infected: the observation, the
 * tree's new health state and both activity-log rows are written in one transaction.
 */
export function createObservationsService(deps: {
  records: ObservationRepository;
  transaction: Transaction<{ records: ObservationRepository; activity: Pick<ActivityRepository, 'record'> }>;
}) {
  const crud = createRecordService<ObservationRecord, CreateObservation, UpdateObservation, ObservationListQuery, ObservationRepository>(
    { ...deps, entity: 'scouting_observation', table: scoutingObservations },
    { checkWrite: async (orgId, o, repo) => checkObservationRefs(o as Partial<CreateObservation>, await repo.refs(orgId, o as Partial<CreateObservation>)) },
  );
  return {
    ...crud,
    create: (actor: Actor, input: CreateObservation): Promise<ObservationRecord> =>
      deps.transaction(async ({ records, activity }) => {
        checkObservationRefs(input, await records.refs(actor.orgId, input));
        const created = await records.create(actor.orgId, input);
        await activity.record(actor.orgId, { userId: actor.userId, action: 'create', entity: 'scouting_observation', entityId: created.id, changes: diffChanges(null, created) });
        if (input.tree_infected && input.tree_id) {
          const before = await records.markTreeInfected(actor.orgId, input.tree_id);
          if (before) await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'tree', entityId: input.tree_id, changes: { health_state: { from: before, to: 'infected' } } });
        }
        return created;
      }),
  };
}

export type PestsService = ReturnType<typeof createPestsService>;
export type ObservationsService = ReturnType<typeof createObservationsService>;

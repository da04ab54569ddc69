import { traps } from '@rayyan/db';
import {
  TRAP_MAX_CATCH,
  V,
  trapDatesInOrder,
  type CreateTrap,
  type CreateTrapCatch,
  type RecordedTrapCatch,
  type TrapListQuery,
  type TrapRecord,
  type TrapSettings,
  type TrapWeekly,
  type TrapWeeklyQuery,
  type UpdateTrap,
  type UpdateTrapSettings,
} from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { lockRow } from '../../shared/row-lock.repository';
import { createRecordService, type Actor } from '../../shared/record-service';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { PlaceCheck, TrapRepository } from './trap.repository';
import { weeklyCatches, weeksEndingAt } from './trap-weeks';

/** The region is the organisation's, the farm lies in that region, the field on that farm (a field needs its farm). */
export function checkTrapPlace(trap: Pick<CreateTrap, 'farm_id' | 'field_id'>, place: PlaceCheck, regionId: string): void {
  if (!place.regionExists) throw new AppError('validation_failed', 400, { region_id: V.invalid_choice });
  if (trap.farm_id && place.farmRegionId !== regionId) throw new AppError('validation_failed', 400, { farm_id: V.farm_not_in_region });
  if (trap.field_id && (!trap.farm_id || place.fieldFarmId !== trap.farm_id)) throw new AppError('validation_failed', 400, { field_id: V.field_not_in_farm });
}

/**
 * A visit fits the trap: dated between its installation and its removal (or today), and a count the trap type can
 * hold (TRAP_MAX_CATCH). Throws the field's message.
 */
export function checkTrapVisit(trap: Pick<TrapRecord, 'trap_type' | 'installed_on' | 'removed_on'>, visit: Pick<CreateTrapCatch, 'date' | 'count'>, today: string): void {
  if (visit.date > today) throw new AppError('validation_failed', 400, { date: V.visit_in_future });
  if (visit.date < trap.installed_on) throw new AppError('validation_failed', 400, { date: V.visit_before_installation });
  if (trap.removed_on && visit.date > trap.removed_on) throw new AppError('validation_failed', 400, { date: V.visit_after_removal });
  if (visit.count > TRAP_MAX_CATCH[trap.trap_type]) throw new AppError('validation_failed', 400, { count: V.catch_count_absurd });
}

const duplicateCode = (error: unknown) =>
  violatedUniqueConstraint(error) === 'traps_org_id_code_key' ? new AppError('duplicate_code', 409, { code: 'This code is already used.' }) : error;

export interface TrapsDeps {
  records: TrapRepository;
  transaction: Transaction<{ records: TrapRepository; activity: Pick<ActivityRepository, 'record'> }>;
  /** Today's date (`YYYY-MM-DD`, UTC). */
  today: () => string;
}

/** Traps (issue #16): records, servicing visits, the weekly catches and the organisation's settings. */
export function createTrapsService({ records, transaction, today }: TrapsDeps) {
  const crud = createRecordService<TrapRecord, CreateTrap, UpdateTrap, TrapListQuery, TrapRepository>(
    { entity: 'trap', table: traps, records, transaction },
    {
      checkPatched: (trap) => {
        if (!trapDatesInOrder(trap)) throw new AppError('validation_failed', 400, { removed_on: V.removed_before_installed });
      },
      checkWrite: async (orgId, trap, repo) => checkTrapPlace(trap, await repo.place(orgId, trap.region_id, trap.farm_id, trap.field_id), trap.region_id),
      mapError: duplicateCode,
    },
  );
  return {
    ...crud,
    /** The trap's visits, newest first; 404 for a trap not of the organisation. */
    async catches(orgId: string, trapId: string) {
      await crud.get(orgId, trapId);
      return records.catches(orgId, trapId);
    },
    /** Records a visit and, when the lure was changed, the trap's lure date, with its activity-log row, in one transaction. */
    recordCatch: (actor: Actor, trapId: string, visit: CreateTrapCatch): Promise<RecordedTrapCatch> =>
      transaction(async ({ records: repo, activity }, tx) => {
        await lockRow(tx, traps, actor.orgId, trapId);
        const trap = await repo.getById(actor.orgId, trapId);
        if (!trap) throw new AppError('not_found', 404);
        checkTrapVisit(trap, visit, today());
        const recorded = await repo.insertCatch(actor.orgId, trapId, visit, actor.userId);
        if (visit.lure_changed) await repo.lureChanged(actor.orgId, trapId, visit.date);
        // At the organisation's RPW level: a notification for the trap's week (the bell, and a toast: high priority).
        await repo.raiseRpwThreshold(actor.orgId, trap, visit.date);
        await activity.record(actor.orgId, {
          userId: actor.userId,
          action: 'create',
          entity: 'trap_catch',
          entityId: recorded.id,
          changes: { trap: { from: null, to: trap.code }, date: { from: null, to: visit.date }, count: { from: null, to: visit.count } },
        });
        return { catch: recorded, trap: (await repo.getById(actor.orgId, trapId))! };
      }).catch((error: unknown) => {
        if (violatedUniqueConstraint(error) === 'trap_catches_trap_id_visit_date_key') throw new AppError('visit_already_recorded', 409, { date: 'This trap already has a visit on this date.' });
        throw error;
      }),
    async weekly(orgId: string, query: TrapWeeklyQuery): Promise<TrapWeekly> {
      const weeks = weeksEndingAt(today(), query.weeks);
      const from = weeks[0]!;
      const [settings, standing, catches] = await Promise.all([
        records.settings(orgId),
        records.standingTraps(orgId, from, today(), query.region_id),
        records.weeklyCatches(orgId, from, query.region_id),
      ]);
      return weeklyCatches(weeks, settings.rpw_weekly_threshold, standing, catches);
    },
    settings: (orgId: string): Promise<TrapSettings> => records.settings(orgId),
    updateSettings: (actor: Actor, patch: UpdateTrapSettings): Promise<TrapSettings> =>
      transaction(async ({ records: repo, activity }) => {
        const before = await repo.settings(actor.orgId);
        await repo.saveSettings(actor.orgId, patch);
        const after = await repo.settings(actor.orgId);
        const changes = Object.fromEntries(
          (Object.keys(after) as (keyof TrapSettings)[]).filter((key) => before[key] !== after[key]).map((key) => [key, { from: before[key], to: after[key] }]),
        );
        await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'trap_settings', entityId: actor.orgId, changes });
        return after;
      }),
  };
}

export type TrapsService = ReturnType<typeof createTrapsService>;

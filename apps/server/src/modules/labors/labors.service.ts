import { labors } from '@rayyan/db';
import { V, type CreateLabor, type LaborRecord, type UpdateLabor } from '@rayyan/contracts';
import { AppError } from '../../shared/app-error';
import { createRecordService, type RecordServiceDeps } from '../../shared/record-service';
import type { LaborQuery, LaborRepository } from './labor.repository';

/** The contract's rules on the record as it will be after a patch (a patch may send only one date). */
export function checkLaborDates(labor: Pick<LaborRecord, 'join_date' | 'leave_date' | 'leaving_reason'>): void {
  if (labor.leave_date && labor.leave_date < labor.join_date) {
    throw new AppError('validation_failed', 400, { leave_date: V.leave_before_join });
  }
  if (labor.leaving_reason && !labor.leave_date) {
    throw new AppError('validation_failed', 400, { leave_date: V.leaving_reason_needs_leave_date });
  }
}

/** Labors (spec 3 and 4), scoped to the caller's organisation. */
export function createLaborsService(deps: Omit<RecordServiceDeps<LaborRepository>, 'entity' | 'table'>) {
  return createRecordService<LaborRecord, CreateLabor, UpdateLabor, LaborQuery>({ ...deps, entity: 'labor', table: labors }, { checkPatched: checkLaborDates });
}

export type LaborsService = ReturnType<typeof createLaborsService>;

import type { z } from 'zod';
import {
  V,
  bulkUpdateRowSchema,
  createCropRotationSchema,
  updateCropRotationSchema,
  type CreateCropRotation,
  type CropRotationRecord,
  type RotationImportRow,
  type UpdateCropRotation,
} from '@rayyan/contracts';
import { cropRotations } from '@rayyan/db';
import { diffChanges } from '../../shared/activity-diff';
import { AppError } from '../../shared/app-error';
import type { Actor } from '../../shared/record-service';
import { lockRow, lockRows } from '../../shared/row-lock.repository';
import type { Transaction } from '../../shared/unit-of-work';
import type { ActivityRepository } from '../activity-log/activity-log.repository';
import type { CropRotationRepository, RotationWrite } from './crop-rotations.repository';

export interface RotationRepos {
  rotations: CropRotationRepository;
  activity: Pick<ActivityRepository, 'record'>;
}

export interface RowProblem {
  index: number;
  fields: Record<string, string>;
}

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new AppError('not_found', 404);
  return value;
};
/** 400 rows_invalid naming every bad row; nothing has been written. */
export const rowsInvalid = (rows: RowProblem[]) => new AppError('rows_invalid', 400, undefined, undefined, undefined, rows);

/** zod issues of one row as `{ field: English message }`. */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'row';
    fields[key] ??= issue.code === 'invalid_type' && issue.input === undefined ? V.required : issue.message;
  }
  return fields;
}

const log = (activity: RotationRepos['activity'], actor: Actor, action: 'create' | 'update' | 'delete', id: string, before: object | null, after: object | null) =>
  activity.record(actor.orgId, { userId: actor.userId, action, entity: 'crop_rotation', entityId: id, changes: diffChanges(before, after) });

/** The columns of a create or patch; ending a rotation stamps ended_at, reopening clears it. */
function columns(input: UpdateCropRotation, before: CropRotationRecord | undefined, now: Date): RotationWrite {
  const write: RotationWrite = {
    crop: input.crop,
    variety: input.variety,
    plantationType: input.plantation_type,
    plantingDate: input.planting_date,
    status: input.status,
    notes: input.notes,
  };
  if (input.status === 'ended' && before?.status !== 'ended') write.endedAt = now;
  if (input.status === 'active') write.endedAt = null;
  return write;
}

export interface CropRotationsServiceDeps {
  repos: RotationRepos;
  transaction: Transaction<RotationRepos>;
  now: () => Date;
}

/** Crop rotations (issue #4): single and bulk writes, all-or-nothing, each with its activity-log row. */
export function createCropRotationsService({ repos, transaction, now }: CropRotationsServiceDeps) {
  const insertAll = (actor: Actor, rows: (CreateCropRotation & { crop_field_id: string })[]) =>
    transaction(async (r) => {
      const created = await r.rotations.insertMany(
        actor.orgId,
        rows.map((row) => ({ cropFieldId: row.crop_field_id, ...(columns(row, undefined, now()) as Required<Pick<RotationWrite, 'crop' | 'plantationType' | 'plantingDate'>>) })),
      );
      for (const record of created) await log(r.activity, actor, 'create', record.id, null, record);
      return created;
    });

  return {
    async listForField(orgId: string, fieldId: string) {
      if (!(await repos.rotations.fieldIds(orgId, [fieldId])).has(fieldId)) throw new AppError('not_found', 404);
      return repos.rotations.listByField(orgId, fieldId);
    },
    exportRows: (orgId: string, fieldId?: string) => repos.rotations.listAll(orgId, fieldId),
    fieldCodes: (orgId: string) => repos.rotations.fieldCodes(orgId),
    fieldsByCode: (orgId: string, codes: string[]) => repos.rotations.fieldsByCode(orgId, codes),

    async create(actor: Actor, input: CreateCropRotation): Promise<CropRotationRecord> {
      if (!(await repos.rotations.fieldIds(actor.orgId, [input.crop_field_id])).has(input.crop_field_id)) {
        throw new AppError('validation_failed', 400, { crop_field_id: V.select_field });
      }
      return (await insertAll(actor, [input]))[0]!;
    },

    /** "Add multiple": every row valid and of the caller's fields, or 400 rows_invalid and nothing saved. */
    async bulkCreate(actor: Actor, rows: unknown[]): Promise<CropRotationRecord[]> {
      const problems: RowProblem[] = [];
      const valid: CreateCropRotation[] = [];
      rows.forEach((row, index) => {
        const parsed = createCropRotationSchema.safeParse(row);
        if (parsed.success) valid[index] = parsed.data;
        else problems.push({ index, fields: issueFields(parsed.error) });
      });
      const known = await repos.rotations.fieldIds(actor.orgId, [...new Set(valid.filter(Boolean).map((v) => v.crop_field_id))]);
      valid.forEach((v, index) => {
        if (v && !known.has(v.crop_field_id)) problems.push({ index, fields: { crop_field_id: V.select_field } });
      });
      if (problems.length) throw rowsInvalid(problems.sort((a, b) => a.index - b.index));
      return insertAll(actor, valid);
    },

    /** Sheet import: rows already read and checked; codes resolved here. Sheet row numbers name the problems. */
    async importRows(actor: Actor, rows: { index: number; row: RotationImportRow }[], codeHeader: string): Promise<number> {
      const ids = await repos.rotations.fieldsByCode(actor.orgId, [...new Set(rows.map((r) => r.row.crop_field_code))]);
      const problems = rows.filter((r) => !ids.has(r.row.crop_field_code)).map((r) => ({ index: r.index, fields: { [codeHeader]: V.unknown_field_code } }));
      if (problems.length) throw rowsInvalid(problems);
      const created = await insertAll(
        actor,
        rows.map(({ row: { crop_field_code, ...rest } }) => ({ ...rest, crop_field_id: ids.get(crop_field_code)! })),
      );
      return created.length;
    },

    update: (actor: Actor, id: string, patch: UpdateCropRotation) =>
      transaction(async (r, tx) => {
        await lockRow(tx, cropRotations, actor.orgId, id);
        const before = found(await r.rotations.getById(actor.orgId, id));
        const after = found(await r.rotations.update(actor.orgId, id, columns(patch, before, now())));
        await log(r.activity, actor, 'update', id, before, after);
        return after;
      }),

    /** "Update multiple": each row `{ id, …changes }`; all saved together or none. */
    async bulkUpdate(actor: Actor, rows: unknown[]): Promise<CropRotationRecord[]> {
      const problems: RowProblem[] = [];
      const valid: z.infer<typeof bulkUpdateRowSchema>[] = [];
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const parsed = bulkUpdateRowSchema.safeParse(row);
        if (!parsed.success) problems.push({ index, fields: issueFields(parsed.error) });
        else if (seen.has(parsed.data.id)) problems.push({ index, fields: { id: V.invalid_choice } });
        else {
          seen.add(parsed.data.id);
          valid[index] = parsed.data;
        }
      });
      return transaction(async (r, tx) => {
        await lockRows(tx, cropRotations, actor.orgId, [...seen]);
        const existing = new Map((await r.rotations.getMany(actor.orgId, [...seen])).map((x) => [x.id, x]));
        valid.forEach((v, index) => {
          if (v && !existing.has(v.id)) problems.push({ index, fields: { id: V.invalid_choice } });
        });
        if (problems.length) throw rowsInvalid(problems.sort((a, b) => a.index - b.index));
        const results: CropRotationRecord[] = [];
        for (const { id, ...patch } of valid.filter(Boolean)) {
          const before = existing.get(id)!;
          const after = found(await r.rotations.update(actor.orgId, id, columns(updateCropRotationSchema.parse(patch), before, now())));
          await log(r.activity, actor, 'update', id, before, after);
          results.push(after);
        }
        return results;
      });
    },

    delete: (actor: Actor, id: string) =>
      transaction(async (r, tx) => {
        await lockRow(tx, cropRotations, actor.orgId, id);
        const before = found(await r.rotations.getById(actor.orgId, id));
        if (!(await r.rotations.delete(actor.orgId, id))) throw new AppError('not_found', 404);
        await log(r.activity, actor, 'delete', id, before, null);
      }),
  };
}
export type CropRotationsService = ReturnType<typeof createCropRotationsService>;

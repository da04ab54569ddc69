import { randomBytes } from 'node:crypto';
import { labSamples } from '@rayyan/db';
import { V, labDatesInOrder, labPropertyProblems, type CreateLabSample, type LabParameter, type LabSampleListQuery, type LabSampleRecord, type UpdateLabSample } from '@rayyan/contracts';
import type { FileStorage, StoredFile } from '../../ports/storage';
import { AppError } from '../../shared/app-error';
import { diffChanges } from '../../shared/activity-diff';
import { violatedUniqueConstraint } from '../../shared/db-errors';
import { detectImageType } from '../../shared/image-type';
import { createRecordService, type Actor, type RecordServiceDeps } from '../../shared/record-service';
import type { LabSampleRepository } from './lab-sample.repository';

type Property = { parameter: LabParameter; result: number; unit: string };

/** What a sample changes in its field's irrigation advice (the irrigation module, bound in index.ts). */
export interface AdviceEffects {
  /** Sets the field's soil type (its irrigation settings) and recomputes its advice. */
  setSoilType(actor: Actor, kind: 'crop' | 'tree', fieldId: string, soilType: NonNullable<LabSampleRecord['soil_type']>): Promise<void>;
  /** Recomputes the field's advice (a water sample's EC changed). */
  recalculate(orgId: string, kind: 'crop' | 'tree', fieldId: string): Promise<void>;
}

/** A lab report's type from its first bytes: a PDF (`%PDF-`) or a JPEG, PNG or WebP image; the name and declared type are not trusted. */
export function labReportType(data: Uint8Array): { type: string; ext: string } | null {
  if (data.length >= 5 && String.fromCharCode(...data.subarray(0, 5)) === '%PDF-') return { type: 'application/pdf', ext: 'pdf' };
  const image = detectImageType(data);
  return image ? { type: image, ext: image.split('/')[1]!.replace('jpeg', 'jpg') } : null;
}

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 400, fields);

/**
 * Lab samples, scoped to the caller's organisation. A sample and its properties are written in one transaction with
 * the activity-log row; after the write, a soil sample's texture sets its field's soil type and a water sample's EC
 * recomputes its field's advice (the leaching requirement, FAO-29).
 */
export function createLabSamplesService(
  deps: Omit<RecordServiceDeps<LabSampleRepository>, 'entity' | 'table'> & { storage: FileStorage; effects: AdviceEffects; log?: { warn(obj: object, msg: string): void } },
) {
  const { storage, effects, records, transaction } = deps;
  const kit = createRecordService<LabSampleRecord, CreateLabSample, UpdateLabSample, LabSampleListQuery, LabSampleRepository>(
    { ...deps, entity: 'lab_sample', table: labSamples },
    {
      checkPatched: (sample) => {
        if (!labDatesInOrder(sample)) throw invalid({ result_on: V.lab_dates_order });
        if (!sample.field_id !== !sample.field_kind) throw invalid({ field_id: V.select_field });
      },
      checkWrite: async (orgId, sample, repo) => {
        if (sample.field_id && sample.field_kind && !(await repo.fieldExists(orgId, sample.field_kind, sample.field_id))) throw invalid({ field_id: V.lab_field_unknown });
      },
      mapError: (error) => (violatedUniqueConstraint(error) === 'lab_samples_org_id_code_key' ? new AppError('duplicate_code', 409, { code: 'This code is already used.' }) : error),
    },
  );
  /** The advice follows the sample: a soil texture sets the soil type, a water analysis is recomputed into the advice. */
  const affectAdvice = async (actor: Actor, sample: LabSampleRecord | null, before?: LabSampleRecord) => {
    try {
      if (sample?.field_id && sample.field_kind) {
        if (sample.sample_type === 'soil' && sample.soil_type) await effects.setSoilType(actor, sample.field_kind, sample.field_id, sample.soil_type);
        else if (sample.sample_type === 'water') await effects.recalculate(actor.orgId, sample.field_kind, sample.field_id);
      }
      if (before?.field_id && before.field_kind && before.sample_type === 'water' && before.field_id !== sample?.field_id) await effects.recalculate(actor.orgId, before.field_kind, before.field_id);
    } catch (error) {
      // The sample is saved; a field whose advice cannot be computed now keeps its last advice until the next run.
      deps.log?.warn({ err: error, sampleId: sample?.id ?? before?.id }, 'lab sample: advice not updated');
    }
  };

  return {
    ...kit,
    async create(actor: Actor, input: CreateLabSample) {
      const created = await kit.create(actor, input);
      await affectAdvice(actor, created);
      return created;
    },
    async update(actor: Actor, id: string, patch: UpdateLabSample) {
      const before = await kit.get(actor.orgId, id);
      // The field is written as a pair (its kind names the column): a patch of one keeps the other as stored.
      const field = patch.field_id !== undefined || patch.field_kind !== undefined ? { field_id: patch.field_id !== undefined ? patch.field_id : before.field_id, field_kind: patch.field_kind !== undefined ? patch.field_kind : before.field_kind } : {};
      const updated = await kit.update(actor, id, { ...patch, ...field });
      await affectAdvice(actor, updated, before);
      return updated;
    },
    async delete(actor: Actor, id: string) {
      const before = await kit.get(actor.orgId, id);
      await kit.delete(actor, id);
      const key = await records.reportKey(actor.orgId, id);
      if (key) await storage.delete(key);
      await affectAdvice(actor, null, before);
    },
    /**
     * Merges imported properties into the sample (an imported parameter replaces the sample's), checked again as a
     * whole (the texture sum spans old and new rows), in one transaction with the activity-log row.
     */
    async importProperties(actor: Actor, id: string, imported: readonly Property[]) {
      const updated = await transaction(async ({ records: repo, activity }) => {
        const before = await repo.getById(actor.orgId, id);
        if (!before) throw new AppError('not_found', 404);
        const names = new Set(imported.map((p) => p.parameter));
        const merged = [...before.properties.filter((p) => !names.has(p.parameter)), ...imported];
        const problems = labPropertyProblems(merged);
        if (problems.size) throw invalid(Object.fromEntries([...problems].map(([i, key]) => [merged[i]!.parameter, key])));
        await repo.replaceProperties(actor.orgId, id, merged);
        const after = (await repo.getById(actor.orgId, id))!;
        await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'lab_sample', entityId: id, changes: diffChanges(before, after) });
        return after;
      });
      await affectAdvice(actor, updated);
      return updated;
    },
    /** Stores the lab report (PDF or image, checked by content: 415 lab_report_type) and drops the one it replaces. */
    async setReport(actor: Actor, id: string, file: { bytes: Buffer; fileName: string }) {
      const kind = labReportType(file.bytes);
      if (!kind) throw new AppError('lab_report_type', 415);
      await kit.get(actor.orgId, id);
      const key = `lab-reports/${actor.orgId}/${id}-${randomBytes(6).toString('hex')}.${kind.ext}`;
      await storage.put(key, { data: file.bytes, contentType: kind.type });
      let previous: string | null | undefined;
      const fileName = file.fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || `report.${kind.ext}`;
      const updated = await transaction(async ({ records: repo, activity }) => {
        previous = await repo.reportKey(actor.orgId, id);
        if (previous === undefined) throw new AppError('not_found', 404);
        await repo.setReport(actor.orgId, id, { key, fileName, contentType: kind.type });
        await activity.record(actor.orgId, { userId: actor.userId, action: 'update', entity: 'lab_sample', entityId: id, changes: { report_file_name: { from: null, to: fileName } } });
        return (await repo.getById(actor.orgId, id))!;
      }).catch(async (error: unknown) => {
        await storage.delete(key);
        throw error;
      });
      if (previous) await storage.delete(previous);
      return updated;
    },
    async report(orgId: string, id: string): Promise<StoredFile & { fileName: string }> {
      const sample = await kit.get(orgId, id);
      const key = await records.reportKey(orgId, id);
      const file = key ? await storage.get(key) : undefined;
      if (!file) throw new AppError('not_found', 404);
      return { ...file, fileName: sample.report_file_name ?? 'report' };
    },
  };
}

export type LabSamplesService = ReturnType<typeof createLabSamplesService>;

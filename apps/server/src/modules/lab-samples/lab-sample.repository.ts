import { and, desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { cropFields, labSampleProperties, labSamples, treeFields, type Db } from '@rayyan/db';
import type { CreateLabSample, LabParameter, LabSampleListQuery, LabSampleRecord, UpdateLabSample } from '@rayyan/contracts';
import { orgResourceRepository, snakeRecord } from '../../shared/org-resource.repository';
import type { OrgScopedRepository } from '../../shared/record-service';
import { labFacts } from './lab-facts';
import { replaceChildRows } from '../../shared/child-rows.repository';

type Property = { parameter: LabParameter; result: number; unit: string };
type Row = typeof labSamples.$inferSelect & { fieldName: string | null; fieldCode: string | null; properties: Property[] };

export interface LabSampleRepository extends OrgScopedRepository<LabSampleRecord, CreateLabSample, UpdateLabSample, LabSampleListQuery> {
  /** Replaces the sample's properties (in the order given). */
  replaceProperties(orgId: string, sampleId: string, properties: readonly Property[]): Promise<void>;
  /** Whether the organisation has this crop or tree field. */
  fieldExists(orgId: string, kind: 'crop' | 'tree', id: string): Promise<boolean>;
  /** The report file's storage key (null without one). */
  reportKey(orgId: string, id: string): Promise<string | null | undefined>;
  setReport(orgId: string, id: string, report: { key: string; fileName: string; contentType: string }): Promise<void>;
  /** The field's latest sample of a type with results (newest sample date first), for the advice. */
  latestOfField(orgId: string, fieldId: string, type: 'soil' | 'water'): Promise<LabSampleRecord[]>;
}

const toRecord = (row: Row): LabSampleRecord => {
  const { cropFieldId, treeFieldId, reportKey: _key, fieldName, fieldCode, properties, ...rest } = row;
  const base = snakeRecord<Omit<LabSampleRecord, 'field_kind' | 'field_id' | 'field_name' | 'field_code' | 'properties' | 'texture_class' | 'soil_type' | 'warnings'>>(rest);
  return {
    ...base,
    field_kind: cropFieldId ? 'crop' : treeFieldId ? 'tree' : null,
    field_id: cropFieldId ?? treeFieldId ?? null,
    field_name: fieldName,
    field_code: fieldCode,
    properties,
    ...labFacts(row.sampleType, properties),
  };
};

/** The field columns of a write: the kind and id the API sends become the crop or tree field's column. */
const prepare = <T extends Partial<CreateLabSample>>(input: T) => {
  if (!('field_id' in input) && !('field_kind' in input)) return input;
  const id = input.field_id ?? null;
  return { ...input, crop_field_id: input.field_kind === 'crop' ? id : null, tree_field_id: input.field_kind === 'tree' ? id : null };
};

/** The field's name and code and the properties (one JSON array) beside each sample row. */
const computed = {
  fieldName: sql<string | null>`coalesce((SELECT c.name FROM crop_fields c WHERE c.id = "lab_samples"."crop_field_id"), (SELECT t.name FROM tree_fields t WHERE t.id = "lab_samples"."tree_field_id"))`,
  fieldCode: sql<string | null>`coalesce((SELECT c.code FROM crop_fields c WHERE c.id = "lab_samples"."crop_field_id"), (SELECT t.code FROM tree_fields t WHERE t.id = "lab_samples"."tree_field_id"))`,
  properties: sql<Property[]>`(SELECT coalesce(json_agg(json_build_object('parameter', p.parameter, 'result', p.result, 'unit', p.unit) ORDER BY p.position), '[]'::json) FROM lab_sample_properties p WHERE p.sample_id = "lab_samples"."id")`,
};

/** Lab samples of one organisation with their properties (one JSON array beside each row), newest sample first. */
export function createLabSampleRepository(db: Db): LabSampleRepository {
  const p = labSampleProperties;
  const base = orgResourceRepository<typeof labSamples, LabSampleRecord, CreateLabSample, UpdateLabSample, LabSampleListQuery>(db, {
    table: labSamples,
    search: [labSamples.name, labSamples.code, labSamples.laboratory, labSamples.analysisType],
    equals: { sample_type: labSamples.sampleType, status: labSamples.status },
    filters: (query) => [
      query.field_id ? or(eq(labSamples.cropFieldId, query.field_id), eq(labSamples.treeFieldId, query.field_id)) : undefined,
    ],
    orderBy: [labSamples.sampleDate, labSamples.createdAt],
    descending: true,
    computed,
    toRecord: (row) => toRecord(row as Row),
    prepare,
  });
  const replaceProperties = async (orgId: string, sampleId: string, properties: readonly Property[]) => {
    const rows = properties.map((x, position) => ({ orgId, sampleId, position, parameter: x.parameter, result: x.result, unit: x.unit }));
    await replaceChildRows(db, p, p.sampleId, orgId, sampleId, rows);
  };
  return {
    ...base,
    // A sample and its properties are written together (the service runs both in one transaction).
    async create(orgId, input) {
      const created = await base.create(orgId, input);
      if (!input.properties.length) return created;
      await replaceProperties(orgId, created.id, input.properties);
      return (await base.getById(orgId, created.id))!;
    },
    async update(orgId, id, patch) {
      const updated = await base.update(orgId, id, patch);
      if (!updated || patch.properties === undefined) return updated;
      await replaceProperties(orgId, id, patch.properties);
      return base.getById(orgId, id);
    },
    replaceProperties,
    async fieldExists(orgId, kind, id) {
      const table = kind === 'crop' ? cropFields : treeFields;
      const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.orgId, orgId), eq(table.id, id))).limit(1);
      return !!row;
    },
    async reportKey(orgId, id) {
      const [row] = await db.select({ key: labSamples.reportKey }).from(labSamples).where(and(eq(labSamples.orgId, orgId), eq(labSamples.id, id))).limit(1);
      return row && row.key;
    },
    async setReport(orgId, id, report) {
      await db
        .update(labSamples)
        .set({ reportKey: report.key, reportFileName: report.fileName, reportContentType: report.contentType, updatedAt: new Date() })
        .where(and(eq(labSamples.orgId, orgId), eq(labSamples.id, id)));
    },
    async latestOfField(orgId, fieldId, type) {
      // One statement per field and type: the nightly advice reads it for every advisory field.
      const rows = await db
        .select({ ...getTableColumns(labSamples), ...computed })
        .from(labSamples)
        .where(and(eq(labSamples.orgId, orgId), eq(labSamples.sampleType, type), or(eq(labSamples.cropFieldId, fieldId), eq(labSamples.treeFieldId, fieldId))))
        .orderBy(desc(labSamples.sampleDate), desc(labSamples.createdAt))
        .limit(5);
      return rows.map((row) => toRecord(row as Row));
    },
  };
}

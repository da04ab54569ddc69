import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { irrigationStatusSchema, labSampleSchema } from '@rayyan/contracts';
import { labSampleProperties, labSamples, type Db } from '@rayyan/db';
import { labSheet } from './tenant-isolation.lab-samples';
import { buildTenant, type Caller, multipartFile, PNG_1X1, unique, withTenantApp } from './tenants';

const FARM = { type: 'Polygon', coordinates: [[[31.13, 22.73], [31.17, 22.73], [31.17, 22.77], [31.13, 22.77], [31.13, 22.73]]] };
const FIELD = { type: 'Polygon', coordinates: [[[31.14, 22.74], [31.15, 22.74], [31.15, 22.75], [31.14, 22.75], [31.14, 22.74]]] };

let app: FastifyInstance;
let db: Db;
let a: Caller;

withTenantApp({ a: {} }, (built) => ({ app, db, a } = built));

/** A flood-irrigated wheat field with the advisory on, sown 40 days ago, on a farm with weather. */
async function wheatField() {
  const farm = (await a.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: FARM } as never)).json();
  const created = await a.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('C'), name: unique('Wheat'), crop: 'wheat', irrigation_type: 'flood', irrigation_advisory_enabled: true, geometry: FIELD } as never);
  expect(created.statusCode, created.body).toBe(201);
  const today = new Date().toISOString().slice(0, 10);
  const planted = new Date(Date.parse(today) - 40 * 86_400_000).toISOString().slice(0, 10);
  expect((await a.call('POST', `/api/crop-fields/${created.json().id}/season/`, { season: 'winter', planting_date: planted } as never)).statusCode).toBe(200);
  expect(await app.weatherJobs.refresh({ farmId: farm.id })).toBe(1);
  return created.json().id as string;
}

const advice = async (fieldId: string) => {
  const response = await a.call('POST', `/api/crop-fields/${fieldId}/irrigation/calculate/`);
  expect(response.statusCode, response.body).toBe(200);
  return irrigationStatusSchema.parse(response.json());
};
const sample = (fields: Record<string, unknown>) => ({ name: unique('Sample'), code: unique('LS').replace(' ', '-'), sample_type: 'soil', sample_date: '2026-10-01', ...fields });
const rowsOf = async (sampleId: string) => db.select().from(labSampleProperties).where(eq(labSampleProperties.sampleId, sampleId));

describe('lab samples', () => {
  it('a soil sample imported from a spreadsheet sets the soil type; a water sample adds the leaching requirement to the advice', async () => {
    const fieldId = await wheatField();
    const before = await advice(fieldId);
    expect(before.settings.soil_type).toBe('sandy_loam');
    expect(before.explanation).toMatchObject({ leaching: null, soil_sample: null });

    // A soil sample of the field, its results imported from the lab's sheet: clay 45 %, sand 200 g/kg, silt 35 % is clay.
    const soil = await a.call('POST', '/api/lab-samples/', sample({ field_kind: 'crop', field_id: fieldId, laboratory: 'Giza soil lab' }) as never);
    expect(soil.statusCode, soil.body).toBe(201);
    const sheet = await labSheet([['Clay', 45, '%'], ['Sand', 200, 'g/kg'], ['Silt', 35, '%'], ['pH', 7.8, ''], ['EC', 2.1, 'mS/cm']]);
    const preview = await a.call('POST', `/api/lab-samples/${soil.json().id}/import/preview/`, sheet.payload, sheet.headers);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ columns: ['Parameter', 'Result', 'Unit'], missing_columns: [] });
    expect(preview.json().rows.map((r: { errors: object }) => r.errors)).toEqual([{}, {}, {}, {}, {}]);
    expect(await rowsOf(soil.json().id)).toEqual([]);
    const imported = await a.call('POST', `/api/lab-samples/${soil.json().id}/import/`, sheet.payload, sheet.headers);
    expect(imported.statusCode, imported.body).toBe(200);
    const record = labSampleSchema.parse(imported.json().sample);
    expect(imported.json().imported).toBe(5);
    expect(record).toMatchObject({ texture_class: 'clay', soil_type: 'clay', field_id: fieldId, field_kind: 'crop' });
    expect(record.properties).toContainEqual({ parameter: 'sand', result: 200, unit: 'g/kg' });

    const onClay = await advice(fieldId);
    expect(onClay.settings.soil_type).toBe('clay');
    expect(onClay.explanation?.soil_sample).toEqual({ code: record.code, texture_class: 'clay', soil_type: 'clay' });
    // Clay holds more water than sandy loam (FAO-56 Table 19): a larger TAW for the same roots.
    expect(onClay.explanation!.taw_mm).toBeGreaterThan(before.explanation!.taw_mm);

    // A water sample: 4,500 µS/cm = 4.5 dS/m; wheat keeps its yield up to ECe 6.0 (FAO-29 Table 4): LR = 4.5 / 25.5.
    const water = await a.call('POST', '/api/lab-samples/', sample({ sample_type: 'water', field_kind: 'crop', field_id: fieldId, properties: [{ parameter: 'ec', result: 4500, unit: 'µS/cm' }, { parameter: 'chloride', result: 400, unit: 'mg/L' }] }) as never);
    expect(water.statusCode, water.body).toBe(201);
    const leached = await advice(fieldId);
    const leaching = leached.explanation!.leaching!;
    expect(leaching).toMatchObject({ ecw_ds_m: 4.5, threshold_ece_ds_m: 6, sample_code: water.json().code, efficiency: leached.settings.efficiency });
    expect(leaching.leaching_requirement).toBeCloseTo(4.5 / 25.5, 3);
    // 400 mg/L chloride is 11.3 meq/L: a severe toxicity risk (FAO-29 Table 1), warned about in the explanation.
    expect(leached.explanation!.water_warnings).toEqual(['chloride_toxicity']);
    expect(leached.advice!.required_water_mm).toBeCloseTo(leaching.net_depth_mm / ((1 - leaching.leaching_requirement) * leaching.efficiency), 0);

    // A patch naming only the field keeps its kind; the sample moves to the other field.
    const other = await wheatField();
    const moved = await a.call('PATCH', `/api/lab-samples/${water.json().id}/`, { field_id: other } as never);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ field_id: other, field_kind: 'crop' });
    expect((await advice(fieldId)).explanation!.leaching).toBeNull();
    expect((await advice(other)).explanation!.leaching?.sample_code).toBe(water.json().code);

    // Deleting the water sample takes the leaching out of the advice again.
    expect((await a.call('DELETE', `/api/lab-samples/${water.json().id}/`)).statusCode).toBe(204);
    expect((await advice(other)).explanation!.leaching).toBeNull();
  });

  it('refuses impossible values with a clear message and writes nothing', async () => {
    const count = async () => (await db.select().from(labSamples).where(eq(labSamples.orgId, a.org.id))).length;
    const n = await count();
    const cases: [unknown[], string, string][] = [
      [[{ parameter: 'ph', result: 15, unit: '' }], 'properties.0.result', 'lab_ph_range'],
      [[{ parameter: 'ec', result: -0.4, unit: 'dS/m' }], 'properties.0.result', 'lab_negative'],
      [[{ parameter: 'clay', result: 30, unit: '%' }, { parameter: 'sand', result: 30, unit: '%' }, { parameter: 'silt', result: 30, unit: '%' }], 'properties.0.result', 'lab_texture_sum'],
      [[{ parameter: 'clay', result: 30, unit: '%' }], 'properties.0.result', 'lab_texture_incomplete'],
      [[{ parameter: 'ec', result: 2, unit: '%' }], 'properties.0.result', 'lab_unit'],
    ];
    for (const [properties, field, code] of cases) {
      const response = await a.call('POST', '/api/lab-samples/', sample({ properties }) as never);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.field_codes[field]).toBe(code);
      expect(response.json().error.fields[field]).toMatch(/\w/);
    }
    const late = await a.call('POST', '/api/lab-samples/', sample({ sent_on: '2026-09-01' }) as never);
    expect([late.statusCode, late.json().error.field_codes.result_on]).toEqual([400, 'lab_dates_order']);
    expect(await count()).toBe(n);

    // A bad row in the lab's sheet: per-row errors in the preview, and the import saves none of the rows.
    const created = await a.call('POST', '/api/lab-samples/', sample({ properties: [{ parameter: 'ph', result: 7.1, unit: '' }] }) as never);
    const id = created.json().id as string;
    const bad = await labSheet([['pH', 15, ''], ['EC', -1, 'dS/m'], ['Chloride', 12, 'meq/L'], ['Unobtainium', 3, '']]);
    const preview = (await a.call('POST', `/api/lab-samples/${id}/import/preview/`, bad.payload, bad.headers)).json();
    expect(preview.rows.map((r: { error_keys: object }) => r.error_keys)).toEqual([{ Result: 'lab_ph_range' }, { Result: 'lab_negative' }, {}, { Parameter: 'invalid_choice' }]);
    const refused = await a.call('POST', `/api/lab-samples/${id}/import/`, bad.payload, bad.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'rows_invalid']);
    expect(refused.json().error.rows.map((r: { index: number }) => r.index)).toEqual([2, 3, 5]);
    expect((await rowsOf(id)).map((r) => r.parameter)).toEqual(['ph']);
    // A spreadsheet that is not one.
    const fake = multipartFile(Buffer.from('Parameter,Result\npH,7\n'), 'results.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const notXlsx = await a.call('POST', `/api/lab-samples/${id}/import/`, fake.payload, fake.headers);
    expect([notXlsx.statusCode, notXlsx.json().error.code]).toEqual([415, 'not_xlsx']);
  });

  it('keeps a lab report that is a PDF or an image, checked by content', async () => {
    const created = await a.call('POST', '/api/lab-samples/', sample({ sample_type: 'tissue' }) as never);
    const id = created.json().id as string;
    // A text file claiming to be a PDF is refused; nothing is attached.
    const fake = multipartFile(Buffer.from('this is not a pdf'), 'report.pdf', 'application/pdf');
    const refused = await a.call('PUT', `/api/lab-samples/${id}/report/`, fake.payload, fake.headers);
    expect([refused.statusCode, refused.json().error.code]).toEqual([415, 'lab_report_type']);
    expect((await a.call('GET', `/api/lab-samples/${id}/`)).json().report_file_name).toBeNull();
    expect((await a.call('GET', `/api/lab-samples/${id}/report/`)).statusCode).toBe(404);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const upload = multipartFile(pdf, 'soil report.pdf', 'application/octet-stream');
    const saved = await a.call('PUT', `/api/lab-samples/${id}/report/`, upload.payload, upload.headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ report_file_name: 'soil report.pdf', report_content_type: 'application/pdf' });
    const read = await a.call('GET', `/api/lab-samples/${id}/report/`);
    expect([read.statusCode, read.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(read.rawPayload.equals(pdf)).toBe(true);

    // An image replaces it.
    const image = multipartFile(PNG_1X1, 'scan.png', 'image/png');
    expect((await a.call('PUT', `/api/lab-samples/${id}/report/`, image.payload, image.headers)).json().report_content_type).toBe('image/png');
  });

  it('lists with search and filters, and refuses a field of another organisation', async () => {
    const code = unique('LIST').replace(' ', '-');
    expect((await a.call('POST', '/api/lab-samples/', sample({ code, sample_type: 'water', status: 'ended' }) as never)).statusCode).toBe(201);
    const listed = (await a.call('GET', `/api/lab-samples/?search=${code}&sample_type=water&status=ended`)).json();
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({ code, sample_type: 'water', status: 'ended' });
    expect((await a.call('GET', `/api/lab-samples/?search=${code}&sample_type=soil`)).json().count).toBe(0);
    const duplicate = await a.call('POST', '/api/lab-samples/', sample({ code: code.toLowerCase() }) as never);
    expect([duplicate.statusCode, duplicate.json().error.code]).toEqual([409, 'duplicate_code']);

    const b = await buildTenant(app, db);
    const farm = (await b.call('POST', '/api/farms/', { code: unique('F'), name: unique('Farm'), farming_type: 'crop', geometry: FARM } as never)).json();
    const field = await b.call('POST', '/api/crop-fields/', { farm_id: farm.id, code: unique('C'), name: unique('B field'), crop: 'wheat', irrigation_type: 'flood', geometry: FIELD } as never);
    expect(field.statusCode, field.body).toBe(201);
    const foreign = await a.call('POST', '/api/lab-samples/', sample({ field_kind: 'crop', field_id: field.json().id }) as never);
    expect([foreign.statusCode, foreign.json().error.field_codes.field_id]).toEqual([400, 'lab_field_unknown']);
  });
});

import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { labSampleProperties, labSamples, type Db } from '@rayyan/db';
import { multipartFile, PNG_1X1, unique, type Caller, type Method } from './tenants';

type Check<Ctx> = (ctx: Ctx) => Promise<void>;

export interface LabIsolationKit<Ctx extends { a: Caller; b: Caller; db: Db }> {
  item: (check: {
    create: (ctx: Ctx) => Promise<string>;
    request: (id: string, ctx: Ctx) => { method: Method; url: string; payload?: unknown; headers?: Record<string, string> };
    snapshot: (id: string, ctx: Ctx) => Promise<unknown>;
  }) => Check<Ctx>;
  recordFixtures: (base: string, body: (name?: string) => Record<string, unknown>, patch: Record<string, unknown>) => Record<string, Check<Ctx>>;
}

/** A results sheet of one row (pH 7.9), as an uploaded .xlsx. */
export async function labSheet(rows: (string | number)[][] = [['pH', 7.9, '']]) {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Results');
  sheet.addRow(['Parameter', 'Result', 'Unit']);
  for (const row of rows) sheet.addRow(row);
  return multipartFile(Buffer.from(await book.xlsx.writeBuffer()), 'results.xlsx', 'application/octet-stream');
}

/**
 * Lab samples (issue #17): B neither lists, exports, reads, changes nor deletes A's samples, attaches no report to one
 * nor downloads A's, and imports no results into one (nor previews them).
 */
export function labSampleFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: LabIsolationKit<Ctx>): Record<string, Check<Ctx>> {
  const { item } = kit;
  const body = (name = unique('Sample')) => ({ name, code: unique('LS').replace(' ', '-'), sample_type: 'soil', sample_date: '2026-10-01', properties: [{ parameter: 'ph', result: 7.6, unit: '' }] });
  const sampleOfA = async (ctx: Ctx) => {
    const response = await ctx.a.call('POST', '/api/lab-samples/', body() as never);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const snapshot = async (id: string, ctx: Ctx) => ({
    sample: (await ctx.db.select().from(labSamples).where(eq(labSamples.id, id)))[0],
    properties: await ctx.db.select().from(labSampleProperties).where(eq(labSampleProperties.sampleId, id)),
  });
  const upload = (file: { payload: unknown; headers: Record<string, string> }) => ({ payload: file.payload, headers: file.headers });
  let sheet: Awaited<ReturnType<typeof labSheet>> | undefined;
  const sheetFor = async () => (sheet ??= await labSheet());
  const importCheck = (path: string): Check<Ctx> => async (ctx) => {
    const file = await sheetFor();
    await item({ create: sampleOfA, snapshot, request: (id) => ({ method: 'POST', url: `/api/lab-samples/${id}/${path}`, ...upload(file) }) })(ctx);
  };
  return {
    ...kit.recordFixtures('/api/lab-samples', body, { name: unique('Renamed by B') }),
    'PUT /api/lab-samples/{id}/report/': item({ create: sampleOfA, snapshot, request: (id) => ({ method: 'PUT', url: `/api/lab-samples/${id}/report/`, ...multipartFile(PNG_1X1, 'report.png', 'image/png') }) }),
    'GET /api/lab-samples/{id}/report/': item({
      create: async (ctx) => {
        const id = await sampleOfA(ctx);
        const file = multipartFile(PNG_1X1, 'report.png', 'image/png');
        expect((await ctx.a.call('PUT', `/api/lab-samples/${id}/report/`, file.payload, file.headers)).statusCode).toBe(200);
        return id;
      },
      snapshot,
      request: (id) => ({ method: 'GET', url: `/api/lab-samples/${id}/report/` }),
    }),
    'POST /api/lab-samples/{id}/import/preview/': importCheck('import/preview/'),
    'POST /api/lab-samples/{id}/import/': importCheck('import/'),
  };
}

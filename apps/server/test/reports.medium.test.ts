import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executiveReportSchema } from '@rayyan/contracts';
import { DEMO_ORGANISATIONS, farms, harvests, organizations, seedDemo } from '@rayyan/db';
import { buildUser, getTestDatabase } from '@rayyan/db/testing';
import { ChromiumPdfRenderer } from '../src/ports/pdf-renderer';
import { buildTestApp } from './helpers';
import { ok, twoTenants } from './operations-setup';
import { buildTenant, callerFor, createAdvisoryPivot, createCropFarm, unique } from './tenants';
import { pdfText, sheetsOf } from './report-files';

const ctx = twoTenants();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A crop farm with a wheat pivot planted 40 days ago, two irrigations and two harvests (grades A and B). */
async function pivotFarm() {
  const farmId = await createCropFarm(ctx.a);
  const fieldId = await createAdvisoryPivot(ctx.a, farmId, day(-40));
  // The farm's forecast (simulated) lets the advice replay the season: the report's crop need and weather.
  expect(await ctx.app.weatherJobs.refresh({ farmId })).toBe(1);
  for (const [date, mm] of [[day(-10), 30], [day(-3), 25]] as const) await ok(await ctx.a.call('POST', `/api/crop-fields/${fieldId}/irrigation/logs/`, { date, water_mm: mm }), 201);
  const harvest = (date: string, quantity_kg: number, grade: string, supplier?: string) => ctx.a.call('POST', '/api/harvests/', { field_kind: 'crop', field_id: fieldId, harvest_date: date, quantity_kg, grade, supplier });
  await ok(await harvest(day(-2), 1500, 'a', 'Nile Grain'), 201);
  await ok(await harvest(day(-1), 500, 'b', 'Delta Mills'), 201);
  return { farmId, fieldId, harvest };
}

describe('harvests', () => {
  it('refuse a harvest before the season was planted, and a field of another organisation, writing nothing', async () => {
    const { fieldId, harvest } = await pivotFarm();
    const before = await harvest(day(-41), 100, 'a');
    expect(before.statusCode).toBe(400);
    expect(before.json().error.field_codes).toEqual({ harvest_date: 'harvest_before_planting' });
    expect(before.json().error.fields.harvest_date).toBe('The harvest date is before the planting date of the season.');
    const foreign = await ctx.b.call('POST', '/api/harvests/', { field_kind: 'crop', field_id: fieldId, harvest_date: day(-1), quantity_kg: 10, grade: 'c' });
    expect(foreign.json().error.field_codes).toEqual({ field_id: 'unknown_target' });
    const stored = await ctx.db.select().from(harvests).where(eq(harvests.fieldId, fieldId));
    expect(stored.map((h) => h.quantityKg).sort()).toEqual([1500, 500]);
    // A patch moving a harvest before planting is refused too.
    const listed = await ok(await ctx.a.call('GET', `/api/harvests/?field_id=${fieldId}`));
    const first = (listed.results as { id: string }[])[0]!;
    expect((await ctx.a.call('PATCH', `/api/harvests/${first.id}/`, { harvest_date: day(-60) })).statusCode).toBe(400);
  });
});

describe('the executive report', () => {
  it('answers the farm, its fields, irrigation applied against the crop need and the yield by grade and supplier', async () => {
    const { farmId, fieldId } = await pivotFarm();
    const report = executiveReportSchema.parse(await ok(await ctx.a.call('GET', `/api/reports/executive/?farm_id=${farmId}&from=${day(-30)}&to=${day(0)}`)));
    expect(report.fields.map((f) => f.id)).toEqual([fieldId]);
    expect(report.fields[0]).toMatchObject({ kind: 'crop', crop: 'wheat', planting_date: day(-40) });
    expect(report.irrigation!.fields[0]).toMatchObject({ field_id: fieldId, applied_mm: 55, irrigations: 2 });
    expect(report.irrigation!.fields[0]!.advised_mm).toBeGreaterThan(0);
    expect(report.yield).toMatchObject({ actual_ton: 2, first_harvest: day(-2), last_harvest: day(-1) });
    expect(report.yield!.grades).toEqual([{ grade: 'a', ton: 1.5 }, { grade: 'b', ton: 0.5 }, { grade: 'c', ton: 0 }, { grade: 'unsatisfactory', ton: 0 }]);
    expect(report.yield!.suppliers).toEqual([{ supplier: 'Nile Grain', ton: 1.5, percent: 75 }, { supplier: 'Delta Mills', ton: 0.5, percent: 25 }]);
    // Areas without records for the farm say so (null), they do not answer zeros.
    expect(report.traps).toBeNull();
    expect(report.trees).toBeNull();
  });

  it('refuses another organisation’s farm (404, nothing of it answered) and a reversed or over-long period', async () => {
    const { farmId } = await pivotFarm();
    for (const format of ['json', 'xlsx', 'pdf']) {
      const foreign = await ctx.b.call('GET', `/api/reports/executive/?farm_id=${farmId}&from=${day(-30)}&to=${day(0)}&format=${format}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).not.toContain(farmId);
    }
    for (const [from, to] of [[day(0), day(-1)], [day(-400), day(0)]]) {
      const refused = await ctx.a.call('GET', `/api/reports/executive/?farm_id=${farmId}&from=${from}&to=${to}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.field_codes).toEqual({ to: 'report_period_too_long' });
    }
  });

  it('downloads as Excel in Arabic, each sheet right to left, the figures as on screen', async () => {
    const { farmId } = await pivotFarm();
    // The weather sheet comes from the stored forecast, which starts on the farm's own today (Cairo time): late in the
    // UTC evening that is already tomorrow, so the period runs to tomorrow.
    const response = await ctx.a.call('GET', `/api/reports/executive/?farm_id=${farmId}&from=${day(-30)}&to=${day(1)}&format=xlsx&lang=ar`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheets = await sheetsOf(response.rawPayload);
    expect(sheets.map((s) => s.name)).toEqual(['التقرير التنفيذي', 'المزرعة والحقول', 'الري - الموصى به والمطبق', 'الطقس', 'الإنتاج والحصاد']);
    expect(sheets.every((s) => s.rightToLeft)).toBe(true);
    expect(sheets[2]!.rows[0]).toEqual(['الرمز', 'الاسم', 'الموصى به (مم)', 'المطبق (مم)', 'مرات الري']);
    expect(sheets[2]!.rows[1]!.slice(3)).toEqual(['55', '2']);
    expect(sheets[4]!.rows).toContainEqual(['الدرجة أ', '1.5']);
  });

  it('prints the Arabic PDF with its words in reading order (text read back by pdf.js)', async () => {
    const name = unique('مزرعة النخيل');
    const { farmId } = await pivotFarm();
    await ok(await ctx.a.call('PATCH', `/api/farms/${farmId}/`, { name }));
    const response = await ctx.a.call('GET', `/api/reports/executive/?farm_id=${farmId}&from=${day(-30)}&to=${day(0)}&format=pdf&lang=ar`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    writeFileSync('/tmp/rayyan-executive-report-ar.pdf', response.rawPayload);
    // pdf.js places some spaces a glyph off in Arabic runs: the words are compared without spaces.
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, '');
    const order = ['التقرير التنفيذي', 'المزرعة والحقول', 'الري: الموصى به والمطبق', 'الإنتاج والحصاد', 'الدرجة أ', 'صفحة 2 من 2'];
    let at = -1;
    for (const words of order) {
      const found = text.indexOf(words.replace(/\s+/g, ''), at + 1);
      expect(found, `"${words}" after position ${at} in:\n${text}`).toBeGreaterThan(at);
      at = found;
    }
    // Sections without records say so in the reader's language.
    expect(text).toContain('لاتوجدبياناتلهذهالفترة.');
  }, 60_000);
});

describe('the demo', () => {
  it('gives the Al-Ahsa palms a graded date harvest that the executive report sums by grade and buyer', async () => {
    await seedDemo(await getTestDatabase());
    const [org] = await ctx.db.select().from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.tree.name));
    const [farm] = await ctx.db.select().from(farms).where(eq(farms.code, 'AHSA-01'));
    const caller = await callerFor(ctx.app, org!, await buildUser(ctx.db, { orgId: org!.id, userType: 'admin' }));
    const report = executiveReportSchema.parse(await ok(await caller.call('GET', `/api/reports/executive/?farm_id=${farm!.id}&from=${day(-90)}&to=${day(0)}`)));
    expect(report.yield!.actual_ton).toBeGreaterThan(100);
    expect(report.yield!.first_harvest).toBe(day(-62));
    expect(report.yield!.last_harvest).toBe(day(-20));
    const [a, b, c, bad] = report.yield!.grades.map((g) => g.ton);
    expect(a! > b! && b! > c! && c! > bad!).toBe(true);
    expect(report.trees!.total).toBeGreaterThan(3000);
  }, 120_000);
});

describe('a server without Chromium', () => {
  it('answers the PDF with 503 pdf_unavailable and a clear message, the Excel still downloads', async () => {
    const { app, db } = await buildTestApp({}, { pdf: new ChromiumPdfRenderer('/nonexistent/chromium') });
    try {
      const owner = await buildTenant(app, db);
      const farmId = await createCropFarm(owner);
      const url = `/api/reports/executive/?farm_id=${farmId}&from=${day(-30)}&to=${day(0)}&lang=ar`;
      const pdf = await owner.call('GET', `${url}&format=pdf`);
      expect(pdf.statusCode).toBe(503);
      expect(pdf.json().error).toMatchObject({ code: 'pdf_unavailable', message: 'PDF export is not available on this server (Chromium is missing). Download the Excel report, or print this page from the browser.' });
      expect((await owner.call('GET', `${url}&format=xlsx`)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

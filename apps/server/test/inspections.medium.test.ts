import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS, inspectionForms, inspectionLines, organizations, rpwProjects, seedDemo, type Db } from '@rayyan/db';
import { getTestDatabase } from '@rayyan/db/testing';
import type { Evaluation, InspectionFormRecord, ProjectRecord } from '@rayyan/contracts';
import { withTestApp } from './helpers';
import { buildTenant, unique, type Caller } from './tenants';

let app: FastifyInstance;
let db: Db;
withTestApp((built) => ({ app, db } = built), {}, { clock: { now: () => new Date('2026-06-10T09:00:00Z') } });

const ok = async <T = Record<string, unknown>>(response: { statusCode: number; body: string; json: () => unknown }, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};
const region = async (caller: Caller) => (await ok(await caller.call('POST', '/api/regions/', { name: unique('Region'), code: unique('R').replace(' ', '') }), 201)).id as string;
const project = async (caller: Caller, regionId: string) =>
  ok<ProjectRecord>(
    await caller.call('POST', '/api/rpw-projects/', { name: unique('Traps'), project_type: 'dry_pheromone_trap', region_id: regionId, team_leader: 'Saad Al-Otaibi', project_manager: 'Hany Mostafa', vehicle_plate: 'ABC 1234' }),
    201,
  );
const LINES = [
  { item: 'Traps serviced on schedule', applicable: true, achievement_pct: 90, deliverable: 'Weekly catch sheet' },
  { item: 'Lures changed', applicable: true, achievement_pct: 70 },
  { item: 'Damaged traps replaced', applicable: false },
];
const formBody = (p: ProjectRecord, overrides: Record<string, unknown> = {}) => ({
  form_type: 'project_checklist',
  project_id: p.id,
  region_id: p.region_id,
  inspected_at: '2026-06-10T07:30:00+03:00',
  team_leader: p.team_leader,
  vehicle_plate: p.vehicle_plate,
  lines: LINES,
  ...overrides,
});

describe('RPW programme projects and inspection forms', () => {
  it('saves a draft with its lines and total evaluation, changes it, submits it once, and keeps it from then on', async () => {
    const owner = await buildTenant(app, db);
    const p = await project(owner, await region(owner));
    expect(p).toMatchObject({ project_type: 'dry_pheromone_trap', forms_count: 0 });
    const draft = await ok<InspectionFormRecord>(await owner.call('POST', '/api/inspection-forms/', formBody(p)), 201);
    expect(draft).toMatchObject({ status: 'draft', total_evaluation: 80, project_name: p.name, region_name: p.region_name, submitted_at: null });
    expect(draft.lines.map((l) => [l.item, l.applicable, l.achievement_pct])).toEqual([
      ['Traps serviced on schedule', true, 90],
      ['Lures changed', true, 70],
      ['Damaged traps replaced', false, null],
    ]);
    const changed = await ok<InspectionFormRecord>(await owner.call('PATCH', `/api/inspection-forms/${draft.id}/`, { lines: [{ item: 'Traps serviced on schedule', applicable: true, achievement_pct: 100 }] }));
    expect([changed.total_evaluation, changed.lines.length]).toEqual([100, 1]);
    const submitted = await ok<InspectionFormRecord>(await owner.call('POST', `/api/inspection-forms/${draft.id}/submit/`));
    expect(submitted.status).toBe('submitted');
    expect(submitted.submitted_at).toBe('2026-06-10T09:00:00.000Z');
    for (const [method, url, body] of [['POST', `/api/inspection-forms/${draft.id}/submit/`, undefined], ['PATCH', `/api/inspection-forms/${draft.id}/`, { notes: 'late' }], ['DELETE', `/api/inspection-forms/${draft.id}/`, undefined]] as const) {
      const refused = await owner.call(method, url, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(400);
      expect(refused.json().error.field_codes).toEqual({ status: 'form_submitted' });
    }
    expect((await ok<ProjectRecord>(await owner.call('GET', `/api/rpw-projects/${p.id}/`))).forms_count).toBe(1);
  });

  it('counts a compost form by its plan when it has no lines', async () => {
    const owner = await buildTenant(app, db);
    const p = await project(owner, await region(owner));
    const compost = await ok<InspectionFormRecord>(await owner.call('POST', '/api/inspection-forms/', formBody(p, { form_type: 'compost', lines: [], planned: 400, completed: 310, count_unit: 'trees', bag_number: 'B-17' })), 201);
    expect(compost).toMatchObject({ total_evaluation: 77.5, planned: 400, completed: 310, count_unit: 'trees', bag_number: 'B-17' });
  });

  it('refuses a project of another region or organisation and an achievement outside 0-100: nothing written', async () => {
    const owner = await buildTenant(app, db);
    const other = await buildTenant(app, db);
    const p = await project(owner, await region(owner));
    const elsewhere = await project(owner, await region(owner));
    const foreign = await project(other, await region(other));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ region_id: elsewhere.region_id }, 'region_id', 'project_other_region'],
      [{ project_id: foreign.id, region_id: foreign.region_id }, 'project_id', 'invalid_choice'],
      [{ lines: [{ item: 'Traps', applicable: true, achievement_pct: 120 }] }, 'lines.0.achievement_pct', 'percent_range'],
      [{ lines: [{ item: 'Traps', applicable: true, achievement_pct: -5 }] }, 'lines.0.achievement_pct', 'percent_range'],
      [{ lines: [{ item: 'Traps', applicable: false, achievement_pct: 50 }] }, 'lines.0.achievement_pct', 'not_applicable_no_achievement'],
    ];
    for (const [overrides, field, code] of cases) {
      const refused = await owner.call('POST', '/api/inspection-forms/', formBody(p, overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json().error.field_codes).toMatchObject({ [field]: code });
    }
    expect(await db.select().from(inspectionForms).where(eq(inspectionForms.orgId, owner.org.id))).toHaveLength(0);
    expect(await db.select().from(inspectionLines).where(eq(inspectionLines.orgId, owner.org.id))).toHaveLength(0);
    const noRegion = await owner.call('POST', '/api/rpw-projects/', { name: 'X', project_type: 'ldm', region_id: foreign.region_id });
    expect(noRegion.json().error.field_codes).toEqual({ region_id: 'invalid_choice' });
  });

  it('seeds the palm organisation\'s programme: projects in both regions, six weeks of forms, the latest a draft', async () => {
    const database = await getTestDatabase();
    await seedDemo(database);
    expect((await seedDemo(database)).created).toBe(false);
    const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.name, DEMO_ORGANISATIONS.tree.name));
    const projects = await db.select().from(rpwProjects).where(eq(rpwProjects.orgId, org!.id));
    expect(new Set(projects.map((p) => p.regionId)).size).toBe(2);
    const forms = await db.select().from(inspectionForms).where(eq(inspectionForms.orgId, org!.id));
    expect(forms.filter((f) => f.status === 'draft')).toHaveLength(projects.length);
    expect(forms.length).toBe(projects.length * 6 + 2);
    for (const f of forms) expect(f.totalEvaluation === null || (f.totalEvaluation >= 0 && f.totalEvaluation <= 100)).toBe(true);
  });

  it('compares two regions\' projects over a period on their submitted forms', async () => {
    const owner = await buildTenant(app, db);
    const north = await project(owner, await region(owner));
    const south = await project(owner, await region(owner));
    const submitted = async (p: ProjectRecord, at: string, pct: number) => {
      const form = await ok<InspectionFormRecord>(await owner.call('POST', '/api/inspection-forms/', formBody(p, { inspected_at: at, lines: [{ item: 'Traps', applicable: true, achievement_pct: pct }] })), 201);
      await ok(await owner.call('POST', `/api/inspection-forms/${form.id}/submit/`));
    };
    await submitted(north, '2026-06-01T08:00:00Z', 90);
    await submitted(north, '2026-06-08T08:00:00Z', 70);
    await submitted(south, '2026-06-02T08:00:00Z', 40);
    await submitted(south, '2026-03-02T08:00:00Z', 100);
    // A draft does not count.
    await ok(await owner.call('POST', '/api/inspection-forms/', formBody(south, { inspected_at: '2026-06-09T08:00:00Z', lines: [{ item: 'Traps', applicable: true, achievement_pct: 0 }] })), 201);
    const evaluation = await ok<Evaluation>(await owner.call('GET', '/api/evaluation/?from=2026-05-01&to=2026-06-10'));
    expect(evaluation.projects.map((p) => [p.project_id, p.forms_submitted, p.mean_evaluation])).toEqual(
      expect.arrayContaining([[north.id, 2, 80], [south.id, 1, 40]]),
    );
    const regions = Object.fromEntries(evaluation.regions.map((r) => [r.region_id, r]));
    expect(regions[north.region_id]).toMatchObject({ forms_submitted: 2, mean_evaluation: 80, traps: 0 });
    expect(regions[south.region_id]).toMatchObject({ forms_submitted: 1, mean_evaluation: 40 });
    const refused = await owner.call('GET', '/api/evaluation/?from=2026-06-10&to=2026-05-01');
    expect(refused.json().error.field_codes).toEqual({ to: 'end_before_start' });
  });
});

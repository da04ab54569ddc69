import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { inspectionForms, inspectionLines, rpwProjects, type Db } from '@rayyan/db';
import { type AreaIsolationKit, type IsolationCheck as Check, searched } from './tenant-isolation.kit';
import { unique, type Caller } from './tenants';

/**
 * The RPW programme (issue #16): A's projects and inspection forms are neither listed, exported, read, changed,
 * submitted nor deleted by B, and B can neither put a project in A's region nor a form on A's project.
 */
export function inspectionFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: Pick<AreaIsolationKit<Ctx>, 'item' | 'list' | 'json' | 'xlsxText'>): Record<string, Check<Ctx>> {
  const { item, list, json, xlsxText } = kit;
  const projectOfA = async (ctx: Ctx) => {
    const region = await ctx.a.call('POST', '/api/regions/', { name: unique('Region'), code: unique('R').replace(' ', '') } as never);
    expect(region.statusCode, region.body).toBe(201);
    const name = unique('Project');
    const response = await ctx.a.call('POST', '/api/rpw-projects/', { name, project_type: 'rpw_treatment', region_id: region.json().id } as never);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, name, regionId: region.json().id as string };
  };
  const formOfA = async (ctx: Ctx) => {
    const project = await projectOfA(ctx);
    const name = unique('BAG');
    const body = { form_type: 'pruning', project_id: project.id, region_id: project.regionId, inspected_at: '2026-06-10T08:00:00Z', bag_number: name, lines: [{ item: 'Fronds pruned', applicable: true, achievement_pct: 60 }] };
    const response = await ctx.a.call('POST', '/api/inspection-forms/', body as never);
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as string, name, project };
  };
  const projectSnapshot = async (id: string, ctx: Ctx) => (await ctx.db.select().from(rpwProjects).where(eq(rpwProjects.id, id)))[0];
  const formSnapshot = async (id: string, ctx: Ctx) => ({
    form: (await ctx.db.select().from(inspectionForms).where(eq(inspectionForms.id, id)))[0],
    lines: await ctx.db.select().from(inspectionLines).where(eq(inspectionLines.formId, id)),
  });
  const projectId = async (ctx: Ctx) => (await projectOfA(ctx)).id;
  const formId = async (ctx: Ctx) => (await formOfA(ctx)).id;

  return {
    'GET /api/rpw-projects/': list({ create: projectOfA, url: searched('/api/rpw-projects/'), read: json }),
    'GET /api/rpw-projects/export/': list({ create: projectOfA, url: searched('/api/rpw-projects/export/'), read: xlsxText }),
    'GET /api/rpw-projects/{id}/': item({ create: projectId, snapshot: projectSnapshot, request: (id) => ({ method: 'GET', url: `/api/rpw-projects/${id}/` }) }),
    'PATCH /api/rpw-projects/{id}/': item({ create: projectId, snapshot: projectSnapshot, request: (id) => ({ method: 'PATCH', url: `/api/rpw-projects/${id}/`, payload: { vehicle_plate: 'FORGED' } }) }),
    'DELETE /api/rpw-projects/{id}/': item({ create: projectId, snapshot: projectSnapshot, request: (id) => ({ method: 'DELETE', url: `/api/rpw-projects/${id}/` }) }),
    'POST /api/rpw-projects/': async (ctx: Ctx) => {
      const { regionId } = await projectOfA(ctx);
      const body = { name: unique('Intruder'), project_type: 'ldm', region_id: regionId };
      const intruder = await ctx.b.call('POST', '/api/rpw-projects/', body as never);
      expect(intruder.statusCode, intruder.body).toBe(400);
      expect(intruder.json().error.field_codes).toEqual({ region_id: 'invalid_choice' });
      expect(await ctx.db.select().from(rpwProjects).where(eq(rpwProjects.regionId, regionId))).toHaveLength(1);
      expect((await ctx.a.call('POST', '/api/rpw-projects/', body as never)).statusCode).toBe(201);
    },
    'GET /api/inspection-forms/': list({ create: formOfA, url: searched('/api/inspection-forms/'), read: json }),
    'GET /api/inspection-forms/export/': list({ create: formOfA, url: searched('/api/inspection-forms/export/'), read: xlsxText }),
    'GET /api/inspection-forms/{id}/': item({ create: formId, snapshot: formSnapshot, request: (id) => ({ method: 'GET', url: `/api/inspection-forms/${id}/` }) }),
    'PATCH /api/inspection-forms/{id}/': item({ create: formId, snapshot: formSnapshot, request: (id) => ({ method: 'PATCH', url: `/api/inspection-forms/${id}/`, payload: { lines: [] } }) }),
    'DELETE /api/inspection-forms/{id}/': item({ create: formId, snapshot: formSnapshot, request: (id) => ({ method: 'DELETE', url: `/api/inspection-forms/${id}/` }) }),
    'POST /api/inspection-forms/{id}/submit/': item({ create: formId, snapshot: formSnapshot, request: (id) => ({ method: 'POST', url: `/api/inspection-forms/${id}/submit/` }) }),
    // B's evaluation holds none of A's projects or regions; A's holds its own.
    'GET /api/evaluation/': async (ctx: Ctx) => {
      const { project } = await formOfA(ctx);
      const intruder = await ctx.b.call('GET', `/api/evaluation/?region_id=${project.regionId}`);
      expect(intruder.statusCode).toBe(200);
      expect(intruder.json()).toMatchObject({ projects: [], regions: [] });
      const all = await ctx.b.call('GET', '/api/evaluation/');
      expect(all.body).not.toContain(project.id);
      expect(all.body).not.toContain(project.name);
      const own = await ctx.a.call('GET', `/api/evaluation/?region_id=${project.regionId}`);
      expect(own.body).toContain(project.id);
    },
    'POST /api/inspection-forms/': async (ctx: Ctx) => {
      const { project } = await formOfA(ctx);
      const body = { form_type: 'project_checklist', project_id: project.id, region_id: project.regionId, inspected_at: '2026-06-10T08:00:00Z' };
      const intruder = await ctx.b.call('POST', '/api/inspection-forms/', body as never);
      expect(intruder.statusCode, intruder.body).toBe(400);
      expect(intruder.json().error.field_codes).toEqual({ project_id: 'invalid_choice' });
      expect(await ctx.db.select().from(inspectionForms).where(eq(inspectionForms.projectId, project.id))).toHaveLength(1);
      expect((await ctx.a.call('POST', '/api/inspection-forms/', body as never)).statusCode).toBe(201);
    },
  };
}

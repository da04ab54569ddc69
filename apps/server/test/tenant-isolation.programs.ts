import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tasks, type Db } from '@rayyan/db';
import type { InventoryIsolationKit } from './tenant-isolation.inventories';
import { unique, type Caller, type Method } from './tenants';

type Check<Ctx> = (ctx: Ctx) => Promise<void>;

/**
 * Farm operations (issue #14): B neither lists, exports, reads nor changes A's custom activities and templates, cannot
 * activate A's template (nor its own on A's fields), nor list, complete or cancel A's tasks.
 */
export function programFixtures<Ctx extends { a: Caller; b: Caller; db: Db }>(kit: InventoryIsolationKit<Ctx>): Record<string, Check<Ctx>> {
  const { item, list, json } = kit;
  const plan = (name = unique('Plan')) => ({ name, crop: 'date_palm', tasks: [{ title: 'Pollination', activity: 'pollination', offset_days: 0 }, { title: 'Harvest', activity: 'harvest', offset_days: 120 }] });
  const created = async (caller: Caller, url: string, body: unknown) => {
    const response = await caller.call('POST', url, body as never);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string };
  };
  /** A's farm with one of A's templates activated on it; answers a task of it (its id) and the farm. */
  const taskOfA = async (ctx: Ctx) => {
    const farmId = await kit.farmOf(ctx.a, 'tree');
    const template = await created(ctx.a, '/api/program-templates/', plan());
    await created(ctx.a, `/api/program-templates/${template.id}/activate/`, { start_date: '2027-03-01', targets: [{ type: 'farm', id: farmId }] });
    const [task] = await ctx.db.select().from(tasks).where(eq(tasks.templateId, template.id)).limit(1);
    return task!.id;
  };
  const taskRow = async (id: string, ctx: Ctx) => (await ctx.db.select().from(tasks).where(eq(tasks.id, id)))[0];
  const taskCheck = (method: Method, path: string, payload?: unknown) => item({ create: taskOfA, snapshot: taskRow, request: (id) => ({ method, url: `/api/tasks/${id}/${path}`, payload }) });
  const activations = async (id: string, ctx: Ctx) => (await ctx.a.call('GET', `/api/program-templates/${id}/`)).json().activations_count as number;

  return {
    ...kit.recordFixtures('/api/custom-activities', (name = unique('Activity')) => ({ name_en: name, name_ar: 'نشاط', icon: 'tractor' }), { name_en: unique('Renamed by B') }),
    ...kit.recordFixtures('/api/program-templates', plan, { name: unique('Renamed by B') }),
    'POST /api/program-templates/{id}/activate/': async (ctx) => {
      const template = await created(ctx.a, '/api/program-templates/', plan());
      const aFarm = await kit.farmOf(ctx.a, 'tree');
      const body = { start_date: '2027-03-01', targets: [{ type: 'farm', id: aFarm }] };
      // A's template is not found by B; B's own template cannot target A's farm.
      expect((await ctx.b.call('POST', `/api/program-templates/${template.id}/activate/`, body)).statusCode).toBe(404);
      const bTemplate = await created(ctx.b, '/api/program-templates/', plan());
      const onA = await ctx.b.call('POST', `/api/program-templates/${bTemplate.id}/activate/`, body);
      expect(onA.statusCode).toBe(400);
      expect(onA.json().error.field_codes.targets).toBe('unknown_target');
      expect(await activations(template.id, ctx)).toBe(0);
      expect((await ctx.a.call('POST', `/api/program-templates/${template.id}/activate/`, body)).statusCode).toBe(201);
    },
    'GET /api/tasks/': list({
      create: async (ctx) => {
        const id = await taskOfA(ctx);
        return { id, name: id };
      },
      url: () => '/api/tasks/?page_size=100',
      read: json,
    }),
    'GET /api/tasks/operating-cost/': item({
      create: async (ctx) => {
        await taskOfA(ctx);
        return kit.farmOf(ctx.a, 'tree');
      },
      snapshot: async (farmId, ctx) => (await ctx.a.call('GET', `/api/tasks/operating-cost/?target_type=farm&target_id=${farmId}&from=2027-01-01&to=2027-12-31`)).json(),
      request: (farmId) => ({ method: 'GET', url: `/api/tasks/operating-cost/?target_type=farm&target_id=${farmId}&from=2027-01-01&to=2027-12-31` }),
    }),
    'POST /api/tasks/': async (ctx) => {
      const aFarm = await kit.farmOf(ctx.a, 'tree');
      const before = await ctx.db.select().from(tasks).where(eq(tasks.targetId, aFarm));
      const onA = await ctx.b.call('POST', '/api/tasks/', { title: 'Scouting', activity: 'scouting', target: { type: 'farm', id: aFarm }, due_date: '2027-03-01' });
      expect(onA.statusCode).toBe(400);
      expect(onA.json().error.field_codes['target.id']).toBe('unknown_target');
      expect(await ctx.db.select().from(tasks).where(eq(tasks.targetId, aFarm))).toHaveLength(before.length);
    },
    'GET /api/tasks/{id}/': taskCheck('GET', ''),
    'PATCH /api/tasks/{id}/': taskCheck('PATCH', '', { due_date: '2027-09-09', title: 'Moved by B' }),
    'POST /api/tasks/{id}/done/': taskCheck('POST', 'done/', { actual_date: '2027-03-02', hours_worked: 3 }),
    'POST /api/tasks/{id}/cancel/': taskCheck('POST', 'cancel/'),
  };
}
